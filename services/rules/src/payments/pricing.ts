/** Accounts spec §9: 25% off each additional learner when buying 2 or more. */
export const FAMILY_DISCOUNT_PERCENT = 25;
export const familyDiscountApplies = (quantity: number): boolean => quantity >= 2;

export interface PriceTier {
  /** null (or 0 from a proto) is "and above". */
  upTo: number | null;
  /** Minor units (pence) per learner in this tier. */
  unitAmount: number;
}

/**
 * A graduated price for `quantity` learners, as Stripe bills it: each learner is priced by the tier
 * they fall in (the first at the full price, the rest at the family price). Minor units.
 */
export function graduatedAmount(tiers: readonly PriceTier[], quantity: number): number {
  let total = 0;
  let counted = 0;
  for (const tier of tiers) {
    const upTo = tier.upTo === null || tier.upTo === 0 ? Number.POSITIVE_INFINITY : tier.upTo;
    const units = Math.max(0, Math.min(quantity, upTo) - counted);
    total += units * tier.unitAmount;
    counted += units;
    if (counted >= quantity) break;
  }
  return total;
}

/** A percent-off coupon on an amount, rounded to the penny as Stripe rounds it. */
export const discountOf = (amount: number, percentOff: number): number => Math.round((amount * percentOff) / 100);
