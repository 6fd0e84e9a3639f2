import { type ComponentType, createContext, useContext } from "react";

/**
 * The one interface to the card payment provider (accounts spec §7: create a payment method from
 * card details, confirm a card payment, confirm a card setup). Two implementations, chosen from
 * app config (card-form-provider.tsx): the local form against the Stripe emulator, and Stripe
 * Elements in production. Pages use only this.
 */
export interface CardBillingDetails {
  nameOnCard: string;
  /** A UK postcode; the billing country is fixed to GB. */
  postcode: string;
}

export interface CardPaymentMethod {
  id: string;
  brand: string;
  last4: string;
}

export interface CardFormError {
  /** The provider's code ("card_declined", "invalid_number", ...), or "generic". */
  code: string;
  message: string;
}

export type CreatePaymentMethodResult = CardPaymentMethod | { error: CardFormError };
export type ConfirmResult = { status: string } | { error: CardFormError };

/** The spec's messages for card fields that are incomplete or wrong (§5). */
export interface CardFieldErrors {
  number?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
}

export interface CardFieldsProps {
  errors: CardFieldErrors;
  /** Clears a field's error as the user edits it. */
  onEdit?: (field: keyof CardFieldErrors) => void;
}

/** What a wallet sheet shows: the amount due now (minor units, gbp) and what it is for. */
export interface WalletRequest {
  amount: number;
  label: string;
}

export type WalletResult =
  | {
      paymentMethod: CardPaymentMethod;
      /** Closes the wallet sheet with the outcome of the order. */
      complete: (succeeded: boolean) => void;
    }
  | { cancelled: true };

/**
 * Digital wallets (Apple Pay, Google Pay) through Stripe's payment request: production only; the
 * local form has none. `available` resolves to the wallet's name, or undefined when the browser
 * has no wallet; `pay` must be called from a click (it opens the browser's sheet).
 */
export interface WalletPayments {
  available(request: WalletRequest): Promise<string | undefined>;
  update(request: WalletRequest): void;
  pay(): Promise<WalletResult>;
}

export interface CardForm {
  kind: "local" | "stripe" | "unavailable";
  /** Card number, expiry and security code inputs, each labelled. */
  Fields: ComponentType<CardFieldsProps>;
  /** Spec §5: each of number, expiry and security code complete and error-free. */
  validate(): CardFieldErrors;
  createPaymentMethod(details: CardBillingDetails): Promise<CreatePaymentMethodResult>;
  /** Confirms a payment intent, running 3-D Secure when the bank asks for it. */
  confirmCardPayment(clientSecret: string): Promise<ConfirmResult>;
  /** Confirms a setup intent with a payment method, running 3-D Secure when asked. */
  confirmCardSetup(clientSecret: string, paymentMethodId: string): Promise<ConfirmResult>;
  /** Undefined when this form offers no wallets (the local form). */
  wallet?: WalletPayments;
}

export const isCardFormError = <T extends object>(
  result: T | { error: CardFormError },
): result is { error: CardFormError } => "error" in result;

export const CardFormContext = createContext<CardForm | undefined>(undefined);

export function useCardForm(): CardForm {
  const form = useContext(CardFormContext);
  if (!form) throw new Error("useCardForm must be used inside <CardFormProvider>");
  return form;
}

/** The id of a payment or setup intent: its client secret up to "_secret_". */
export const intentIdFromSecret = (clientSecret: string): string => clientSecret.split("_secret_")[0] ?? "";
