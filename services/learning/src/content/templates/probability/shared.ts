/** Helpers shared by the probability templates. */
import { decimalAnswer, fractionAnswer } from "../../core/answers.js";
import type { DecimalAnswer, FractionAnswer, Misconception } from "../../core/types.js";
import { type Fraction, fracWrongs } from "../ratio/kit.js";

/** a probability answer: any equivalent fraction, or the exact decimal when there is one */
export const probAnswer = (p: Fraction): FractionAnswer => fractionAnswer(p, "any", { allowDecimal: true });

/** a probability asked for as a decimal (the question gives decimals): 0.123 for 0.1225 is fine too */
export const probDecimalAnswer = (p: Fraction): DecimalAnswer => ({ ...decimalAnswer(p), probability: true });

/** fraction wrong answers that are still probabilities (values above 1 are left out) */
export function probWrongs(items: readonly (readonly [Fraction | null | undefined, string])[]): Misconception[] {
  return fracWrongs(items.map(([v, f]) => [v && v.compare(1) <= 0 ? v : null, f] as const));
}
