import type { EmulatorState } from "./state.js";

/**
 * The catalogue a fresh emulator holds, as the Stripe account's dashboard would: one monthly plan
 * (the only one offered, spec §1) priced in tiers so that each learner after the first costs 25%
 * less (spec §9), a yearly plan that exists but is not offered, and promotion codes for the promo
 * code screens: WELCOME10 (10% off for 3 months) and SPRING2020 (expired).
 */
export const seedIds = {
  monthly: "price_sumwise_monthly",
  yearly: "price_sumwise_yearly",
  welcomeCode: "WELCOME10",
  expiredCode: "SPRING2020",
} as const;

export const MONTHLY_PENCE = 999;
/** 25% off 999, rounded to the penny. */
export const ADDITIONAL_LEARNER_PENCE = 749;

export function seedCatalogue(state: EmulatorState): void {
  state.prices.set(seedIds.monthly, {
    id: seedIds.monthly,
    product: "prod_sumwise_monthly",
    productName: "Sumwise monthly",
    active: true,
    currency: "gbp",
    interval: "month",
    tiers: [
      { upTo: 1, unitAmount: MONTHLY_PENCE },
      { upTo: null, unitAmount: ADDITIONAL_LEARNER_PENCE },
    ],
    metadata: { family_discount: "true", special_discount_type: "standard" },
  });
  state.prices.set(seedIds.yearly, {
    id: seedIds.yearly,
    product: "prod_sumwise_yearly",
    productName: "Sumwise yearly",
    active: false,
    currency: "gbp",
    interval: "year",
    tiers: [
      { upTo: 1, unitAmount: 9_990 },
      { upTo: null, unitAmount: 7_490 },
    ],
    metadata: { family_discount: "true", special_discount_type: "standard" },
  });
  state.coupons.set("welcome10", {
    id: "welcome10",
    name: "10% off for 3 months",
    percentOff: 10,
    duration: "repeating",
    durationInMonths: 3,
    metadata: { special_discount_type: "standard", plan_interval: "month" },
  });
  state.coupons.set("spring2020", {
    id: "spring2020",
    name: "Spring 2020: 20% off",
    percentOff: 20,
    duration: "once",
    durationInMonths: null,
    metadata: { special_discount_type: "early_bird" },
  });
  state.promotionCodes.set("promo_welcome10", {
    id: "promo_welcome10",
    code: seedIds.welcomeCode,
    coupon: "welcome10",
    active: true,
    expiresAt: null,
  });
  state.promotionCodes.set("promo_spring2020", {
    id: "promo_spring2020",
    code: seedIds.expiredCode,
    coupon: "spring2020",
    active: true,
    expiresAt: Math.floor(Date.UTC(2020, 5, 1) / 1000),
  });
}
