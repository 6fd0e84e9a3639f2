import { useEffect, useRef, useState } from "react";
import type { WalletPayments, WalletRequest } from "../../../lib/payments/card-form.js";

export type WalletAvailability =
  | { status: "loading" }
  | { status: "available"; name: string }
  | { status: "unavailable" };

/**
 * Spec §4: wallet availability is loading, available or unavailable. Asked once the price is
 * known; later price changes update the wallet sheet's total.
 */
export function useWalletAvailability(
  wallet: WalletPayments | undefined,
  request: WalletRequest | undefined,
): WalletAvailability {
  const [availability, setAvailability] = useState<WalletAvailability>(
    wallet ? { status: "loading" } : { status: "unavailable" },
  );
  const asked = useRef(false);
  useEffect(() => {
    if (!wallet || !request) return;
    if (asked.current) {
      wallet.update(request);
      return;
    }
    asked.current = true;
    void wallet
      .available(request)
      .then((name) => setAvailability(name ? { status: "available", name } : { status: "unavailable" }))
      .catch(() => setAvailability({ status: "unavailable" }));
  }, [wallet, request]);
  return wallet ? availability : { status: "unavailable" };
}
