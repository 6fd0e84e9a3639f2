import { cardFieldMessages } from "./card-errors.js";

/** Spec §5 postcode rule for the UK (the billing country is fixed to GB). */
const ukPostcode = /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2})$/i;

export function validatePostcode(value: string): string | undefined {
  return ukPostcode.test(value.trim()) ? undefined : cardFieldMessages.postcode;
}

/** "sw1a1aa" → "SW1A 1AA", the way the provider and the user expect to see it. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export const cardDigits = (value: string): string => value.replace(/[\s-]/g, "");

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Complete (12 to 19 digits) and error-free (the checksum card numbers carry), as Stripe's own field checks. */
export function validateCardNumber(value: string): string | undefined {
  const digits = cardDigits(value);
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? undefined : cardFieldMessages.number;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** "MM / YY", "MM/YY" or "MM/YYYY". */
export function parseExpiry(value: string): Expiry | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card is valid to the end of its expiry month. */
export function validateExpiry(value: string, now: Date = new Date()): string | undefined {
  const expiry = parseExpiry(value);
  if (!expiry) return cardFieldMessages.expiry;
  const current = now.getFullYear() * 12 + now.getMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  return last >= current && expiry.year <= now.getFullYear() + 20 ? undefined : cardFieldMessages.expiry;
}

export function validateCvc(value: string): string | undefined {
  return /^\d{3,4}$/.test(value.trim()) ? undefined : cardFieldMessages.cvc;
}

export const nameOnCardMessage = "Name on card must not be empty.";

export function validateNameOnCard(value: string): string | undefined {
  return value.trim() ? undefined : nameOnCardMessage;
}
