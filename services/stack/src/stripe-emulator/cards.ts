/**
 * Stripe's test cards (https://docs.stripe.com/testing) as the emulator honours them. Only these
 * numbers and any other Luhn-valid number (which behaves like 4242…) are accepted; a number that
 * fails the Luhn check is `incorrect_number`, as on Stripe.
 */
export interface CardFailure {
  code: string;
  declineCode?: string;
  message: string;
}

export interface TestCardBehaviour {
  brand: string;
  /** Refused when attached to a customer (Stripe checks the card then). */
  attachFailure?: CardFailure;
  /** Refused when charged (attaching succeeds: 4000 0000 0000 0341). */
  chargeFailure?: CardFailure;
  /** 3-D Secure on every on-session payment and on setup (4000 0025 0000 3155). */
  requiresAuthentication?: boolean;
}

const declined: CardFailure = {
  code: "card_declined",
  declineCode: "generic_decline",
  message: "Your card was declined.",
};

const special: Record<string, TestCardBehaviour> = {
  "4000000000000002": { brand: "visa", attachFailure: declined, chargeFailure: declined },
  "4000000000009995": {
    brand: "visa",
    attachFailure: {
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
    chargeFailure: {
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  "4000000000000069": {
    brand: "visa",
    attachFailure: { code: "expired_card", message: "Your card has expired." },
    chargeFailure: { code: "expired_card", message: "Your card has expired." },
  },
  "4000000000000127": {
    brand: "visa",
    attachFailure: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
    chargeFailure: { code: "incorrect_cvc", message: "Your card's security code is incorrect." },
  },
  "4000002500003155": { brand: "visa", requiresAuthentication: true },
  "4000000000000341": { brand: "visa", chargeFailure: declined },
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith("4")) return "visa";
  if (/^5[1-5]/.test(number) || /^2[2-7]/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  return "unknown";
}

export function behaviourOf(number: string): TestCardBehaviour {
  return special[number] ?? { brand: brandOf(number) };
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What Stripe checks when a card is tokenised, before any bank is asked. */
export function checkCardDetails(card: CardInput, now: Date): { code: string; param: string; message: string } | null {
  if (!luhnValid(card.number))
    return { code: "incorrect_number", param: "number", message: "Your card number is incorrect." };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { code: "invalid_expiry_month", param: "exp_month", message: "Your card's expiration month is invalid." };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
    return { code: "invalid_expiry_year", param: "exp_year", message: "Your card's expiration year is invalid." };
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1)
    return { code: "invalid_expiry_month", param: "exp_month", message: "Your card's expiration month is invalid." };
  const cvcLength = brandOf(card.number) === "amex" ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    return { code: "invalid_cvc", param: "cvc", message: "Your card's security code is invalid." };
  return null;
}
