/**
 * Money templates are written once and made per currency, so UK courses see pounds,
 * Indian courses rupees and US courses dollars (Template.regions keeps them apart).
 */

import type { PricedItem } from "../../core/contexts.js";
import { money, moneyPlain } from "../../core/tex.js";
import type { Currency, Template } from "../../core/types.js";

export interface CurrencyInfo {
  readonly code: Currency;
  readonly region: "UK" | "IN" | "US";
  /** typical amounts are multiplied by this (rupee prices are bigger numbers) */
  readonly scale: number;
  readonly minorName: string;
  readonly shops: readonly string[];
  /** things on sale, each with the range of prices it may have in this currency */
  readonly items: readonly PricedItem[];
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  {
    code: "GBP",
    region: "UK",
    scale: 1,
    minorName: "penny",
    shops: ["a café", "a bookshop", "a sports shop", "the school fair"],
    items: [
      { name: "a sandwich", minor: [200, 600] },
      { name: "a notebook", minor: [100, 500] },
      { name: "a football", minor: [500, 2500] },
      { name: "a cake", minor: [300, 1800] },
      { name: "a pen", minor: [50, 300] },
      { name: "a drink", minor: [80, 350] },
    ],
  },
  {
    code: "INR",
    region: "IN",
    scale: 50,
    minorName: "paisa",
    shops: ["a market stall", "a stationery shop", "a sweet shop", "the school mela"],
    items: [
      { name: "a samosa", minor: [1000, 4000] },
      { name: "a notebook", minor: [3000, 15000] },
      { name: "a cricket ball", minor: [10000, 60000] },
      { name: "a box of sweets", minor: [15000, 80000] },
      { name: "a pen", minor: [1000, 10000] },
      { name: "a lassi", minor: [3000, 12000] },
    ],
  },
  {
    code: "USD",
    region: "US",
    scale: 1,
    minorName: "cent",
    shops: ["a diner", "a bookstore", "a sports store", "the school fair"],
    items: [
      { name: "a sandwich", minor: [400, 1200] },
      { name: "a notebook", minor: [100, 600] },
      { name: "a baseball", minor: [500, 2500] },
      { name: "a muffin", minor: [150, 500] },
      { name: "a pen", minor: [50, 400] },
      { name: "a soda", minor: [100, 400] },
    ],
  },
];

/** markdown money text and the plain typed form */
export const show = (minor: number, c: CurrencyInfo) => money(minor, c.code);
export const typed = (minor: number, c: CurrencyInfo) => moneyPlain(minor, c.code);

/** a price for the item within its range, in steps of 5 minor units times the currency's scale */
export function priceOf(item: PricedItem, c: CurrencyInfo, rng: { int(a: number, b: number): number }): number {
  const step = 5 * c.scale;
  return rng.int(Math.ceil(item.minor[0] / step), Math.floor(item.minor[1] / step)) * step;
}

/** one template per currency: ids end in .gbp / .inr / .usd */
export function perCurrency(make: (c: CurrencyInfo) => Template): Template[] {
  return CURRENCIES.map((c) => {
    const t = make(c);
    return { ...t, id: `${t.id}.${c.code.toLowerCase()}`, regions: [c.region] };
  });
}
