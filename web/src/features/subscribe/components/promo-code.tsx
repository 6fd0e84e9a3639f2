import { Code, ConnectError } from "@connectrpc/connect";
import type { Coupon, PlanInterval } from "@sumwise/gen/payment/v1/payment_service_pb";
import { type FormEvent, useState } from "react";
import { Button, TextField } from "../../../components/ui/index.js";
import { paymentMessages } from "../../../lib/payments/card-errors.js";
import { couponFitsPlan, percentOffLabel } from "../../../lib/payments/money.js";
import { useCouponForPromoCode } from "../api/get-coupon-for-promo-code.js";

export interface AppliedPromo {
  code: string;
  coupon: Coupon;
}

/**
 * The discount code of spec §4: add, apply, then applied (with remove) or invalid. An expired
 * code says so (§8); a code for another plan interval is invalid (§5).
 */
export function PromoCode({
  applied,
  planInterval,
  onChange,
}: {
  applied: AppliedPromo | undefined;
  planInterval: PlanInterval | undefined;
  onChange: (promo: AppliedPromo | undefined) => void;
}) {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const lookup = useCouponForPromoCode();

  if (applied)
    return (
      <div className="promo-code" role="status">
        <p>
          Discount code <strong>{applied.code}</strong> applied
          {applied.coupon.percentOff ? `: ${percentOffLabel(applied.coupon.percentOff)}` : ""}
          {applied.coupon.displayName ? ` (${applied.coupon.displayName})` : ""}
        </p>
        <Button variant="secondary" size="sm" onClick={() => onChange(undefined)}>
          Remove discount code
        </Button>
      </div>
    );

  if (!open)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Add discount code
      </Button>
    );

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    setError(undefined);
    try {
      const { coupon } = await lookup.mutateAsync({ code: typed });
      if (!coupon || (planInterval !== undefined && !couponFitsPlan(coupon.planInterval, planInterval))) {
        setError(paymentMessages.invalidDiscountCode);
        return;
      }
      onChange({ code: typed, coupon });
      setCode("");
      setOpen(false);
    } catch (failure) {
      const expired = failure instanceof ConnectError && failure.code === Code.FailedPrecondition;
      setError(expired ? paymentMessages.couponExpired : paymentMessages.invalidDiscountCode);
    }
  };

  // A form of its own inside the page: Enter in the code field applies it rather than continuing.
  return (
    <div className="promo-code">
      <TextField
        label="Discount code"
        name="promoCode"
        autoComplete="off"
        value={code}
        error={error}
        autoFocus
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") void apply(event);
        }}
      />
      <Button variant="secondary" loading={lookup.isPending} onClick={apply} disabled={!code.trim()}>
        Apply
      </Button>
    </div>
  );
}
