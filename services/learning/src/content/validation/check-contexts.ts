/**
 * Realistic contexts: every speed a question shows for a named mover (car, cyclist, walker...) lies in
 * that mover's range in core/contexts.ts, and every catalogue item sold "for" or "costing" an amount
 * is priced within its range for that currency (templates/number/currency.ts).
 */
import { type Mover, moversIn, SPEED_KMH } from "../core/contexts.js";
import type { QuestionInstance } from "../core/types.js";
import { CURRENCIES } from "../templates/number/currency.js";

const KMH_PER: Readonly<Record<string, number>> = { "km/h": 1, "m/s": 3.6, mph: 1.609 };
// not an acceleration: "0.5 m/s²", "m/s^2", "m/s/s"
const SPEED = /(\d[\d,]*(?:\.\d+)?)(?:\\ldots)?\$?\s*(km\/h|m\/s|mph)\b(?![²^/])/g;

const plainNumber = (s: string) => Number(s.replace(/\{,\}|,/g, ""));

/** the speeds (in km/h) shown in the question, solution and answer */
export function speedsShown(q: QuestionInstance): { shown: string; kmh: number }[] {
  const texts = [q.text, q.answerDisplay, ...q.solution];
  return texts.flatMap((t) =>
    [...t.replace(/\{,\}/g, ",").matchAll(SPEED)].map((m) => ({
      shown: `${m[1]} ${m[2]}`,
      kmh: plainNumber(m[1] ?? "") * (KMH_PER[m[2] ?? ""] ?? 1),
    })),
  );
}

export function speedProblems(q: QuestionInstance): string[] {
  const movers: Mover[] = moversIn(q.text);
  if (movers.length === 0) return [];
  // two movers in one question (a car overtaking a cyclist) allow either one's range
  const lo = Math.min(...movers.map((m) => SPEED_KMH[m][0]));
  const hi = Math.max(...movers.map((m) => SPEED_KMH[m][1]));
  return speedsShown(q)
    .filter(({ kmh }) => kmh < lo - 1e-9 || kmh > hi + 1e-9)
    .map(({ shown }) => `${shown} is not a realistic speed for a ${movers.join(" or ")} (${lo}–${hi} km/h)`);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SYMBOL = { GBP: "£", INR: "₹", USD: "\\$" } as const;

export function priceProblems(q: QuestionInstance): string[] {
  const problems: string[] = [];
  for (const c of CURRENCIES) {
    for (const item of c.items) {
      const re = new RegExp(
        `${escapeRe(item.name.replace(/^an? /, ""))} (?:for|costs) ${escapeRe(SYMBOL[c.code])}([\\d,]+\\.\\d\\d)`,
        "gi",
      );
      for (const m of q.text.matchAll(re)) {
        const minor = Math.round(plainNumber(m[1] ?? "") * 100);
        if (minor < item.minor[0] || minor > item.minor[1])
          problems.push(
            `${m[0]} is not a realistic price (${item.name}: ${item.minor[0] / 100}–${item.minor[1] / 100} in ${c.code})`,
          );
      }
    }
  }
  return problems;
}

export const checkContexts = (q: QuestionInstance): string[] => [...speedProblems(q), ...priceProblems(q)];
