/**
 * Money templates are written once and made per currency, so UK courses see pounds,
 * Indian courses rupees and US courses dollars (Template.regions keeps them apart).
 */
import { money, moneyPlain } from "../../core/tex.js";
import type { Currency, Template } from "../../core/types.js";

export interface CurrencyInfo {
  readonly code: Currency;
  readonly region: "UK" | "IN" | "US";
  /** typical amounts are multiplied by this (rupee prices are bigger numbers) */
  readonly scale: number;
  readonly minorName: string;
  readonly shops: readonly string[];
  readonly items: readonly string[];
}

export const CURRENCIES: readonly CurrencyInfo[] = [
  {
    code: "GBP",
    region: "UK",
    scale: 1,
    minorName: "penny",
    shops: ["a café", "a bookshop", "a sports shop", "the school fair"],
    items: ["a sandwich", "a notebook", "a football", "a cake", "a pen", "a drink"],
  },
  {
    code: "INR",
    region: "IN",
    scale: 50,
    minorName: "paisa",
    shops: ["a market stall", "a stationery shop", "a sweet shop", "the school mela"],
    items: ["a samosa", "a notebook", "a cricket ball", "a box of sweets", "a pen", "a lassi"],
  },
  {
    code: "USD",
    region: "US",
    scale: 1,
    minorName: "cent",
    shops: ["a diner", "a bookstore", "a sports store", "the school fair"],
    items: ["a sandwich", "a notebook", "a baseball", "a muffin", "a pen", "a soda"],
  },
];

/** markdown money text and the plain typed form */
export const show = (minor: number, c: CurrencyInfo) => money(minor, c.code);
export const typed = (minor: number, c: CurrencyInfo) => moneyPlain(minor, c.code);

/** one template per currency: ids end in .gbp / .inr / .usd */
export function perCurrency(make: (c: CurrencyInfo) => Template): Template[] {
  return CURRENCIES.map((c) => {
    const t = make(c);
    return { ...t, id: `${t.id}.${c.code.toLowerCase()}`, regions: [c.region] };
  });
}
