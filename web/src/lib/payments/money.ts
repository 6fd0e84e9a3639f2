import { PlanInterval } from "@sumwise/gen/payment/v1/payment_service_pb";
import {
  addDays,
  type CalendarDate,
  discountOf,
  FAMILY_DISCOUNT_PERCENT,
  graduatedAmount,
  type PriceTier,
} from "@sumwise/rules";

/**
 * Price display rules of accounts spec §9: amounts arrive in minor units and are divided by 100;
 * $ for usd and £ for gbp; a yearly price is also shown per month (divided by 12); percent
 * discounts are rounded; quantity is shown as "x N" when above one; 25% off each additional
 * learner when buying for 2 or more (FAMILY_DISCOUNT_PERCENT in @sumwise/rules).
 */

export function currencySymbol(currency: string): string {
  const code = currency.toLowerCase();
  if (code === "usd") return "$";
  if (code === "gbp") return "£";
  return `${code.toUpperCase()} `;
}

/** A price split for display: the decimals are shown in a smaller font. */
export interface PriceParts {
  symbol: string;
  whole: string;
  /** ".99", always two digits. */
  decimals: string;
}

export function priceParts(minor: number | bigint, currency: string): PriceParts {
  const value = Number(minor);
  const [whole = "0", fraction = "00"] = (Math.abs(value) / 100).toFixed(2).split(".");
  // A discount reads "-£2.50", the sign before the symbol.
  return { symbol: `${value < 0 ? "-" : ""}${currencySymbol(currency)}`, whole, decimals: `.${fraction}` };
}

export function formatPrice(minor: number | bigint, currency: string): string {
  const { symbol, whole, decimals } = priceParts(minor, currency);
  return `${symbol}${whole}${decimals}`;
}

/** A yearly price per month, in minor units, rounded to the penny. */
export const perMonth = (yearlyMinor: number | bigint): number => Math.round(Number(yearlyMinor) / 12);

export const percentOffLabel = (percent: number): string => `${Math.round(percent)}% off`;

/** "x 3" for a quantity above one, nothing otherwise. */
export const quantityLabel = (quantity: number): string => (quantity > 1 ? `x ${quantity}` : "");

export interface OrderLine {
  label: string;
  /** Minor units; negative for a discount. */
  amount: number;
}

export interface OrderTotal {
  lines: OrderLine[];
  /** Minor units due each period, after every discount. */
  total: number;
}

/**
 * What an order costs each period, as Stripe will charge it: every learner at the plan's first price,
 * less the family discount the plan's tiers give each additional learner, then a percent coupon on
 * the rest (rounded to the penny as Stripe rounds it).
 */
export function orderTotal(input: {
  tiers: readonly { upTo: number; unitAmount: number | bigint }[];
  unitAmount: number | bigint;
  quantity: number;
  couponPercentOff?: number | undefined;
  couponLabel?: string | undefined;
}): OrderTotal {
  const quantity = Math.max(1, input.quantity);
  const tiers: PriceTier[] =
    input.tiers.length > 0
      ? input.tiers.map((t) => ({ upTo: t.upTo, unitAmount: Number(t.unitAmount) }))
      : [{ upTo: null, unitAmount: Number(input.unitAmount) }];
  const listPrice = (tiers[0]?.unitAmount ?? 0) * quantity;
  const lines: OrderLine[] = [{ label: quantity > 1 ? `${quantity} learners` : "1 learner", amount: listPrice }];
  let total = graduatedAmount(tiers, quantity);
  if (total < listPrice) {
    lines.push({
      label: `Family discount (${FAMILY_DISCOUNT_PERCENT}% off each additional learner)`,
      amount: total - listPrice,
    });
  }
  if (input.couponPercentOff) {
    const discount = discountOf(total, input.couponPercentOff);
    const name = input.couponLabel ? `${input.couponLabel} ` : "Discount ";
    lines.push({ label: `${name}(${percentOffLabel(input.couponPercentOff)})`, amount: -discount });
    total -= discount;
  }
  return { lines, total };
}

export function intervalWord(interval: PlanInterval): string {
  switch (interval) {
    case PlanInterval.DAY:
      return "day";
    case PlanInterval.WEEK:
      return "week";
    case PlanInterval.YEAR:
      return "year";
    default:
      return "month";
  }
}

/** The renewal date shown: one interval ahead (spec §9). */
export function renewalDate(today: CalendarDate, interval: PlanInterval): CalendarDate {
  switch (interval) {
    case PlanInterval.DAY:
      return addDays(today, 1);
    case PlanInterval.WEEK:
      return addDays(today, 7);
    case PlanInterval.YEAR:
      return clampDay({ year: today.year + 1, month: today.month, day: today.day });
    default: {
      const next =
        today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
      return clampDay({ ...next, day: today.day });
    }
  }
}

function clampDay(date: CalendarDate): CalendarDate {
  const last = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  return { ...date, day: Math.min(date.day, last) };
}

/** A discount code suits a plan when it names no interval or the plan's own (spec §5). */
export const couponFitsPlan = (couponInterval: PlanInterval, planInterval: PlanInterval): boolean =>
  couponInterval === PlanInterval.UNSPECIFIED || couponInterval === planInterval;

const longDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

export const formatCalendarDate = (date: CalendarDate): string =>
  longDate.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));

export const formatDate = (date: Date): string => longDate.format(date);
