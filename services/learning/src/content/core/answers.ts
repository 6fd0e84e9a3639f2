/**
 * Short constructors for answer specs, so templates read like the maths:
 *   answer: fractionAnswer(sum, "simplest")
 */
import Fraction from "fraction.js";
import { exact, roundedString, toDecimalString } from "./exact.js";
import type { Rng } from "./rng.js";
import type {
  AnswerPart,
  ChoiceAnswer,
  CoordinatesAnswer,
  Currency,
  DecimalAnswer,
  ExpressionAnswer,
  ExpressionForm,
  FractionAnswer,
  FractionForm,
  InequalityAnswer,
  InequalityInterval,
  IntegerAnswer,
  MoneyAnswer,
  MultiPartAnswer,
  PercentageAnswer,
  PiMultipleAnswer,
  RoundingRule,
  SolutionsAnswer,
  StandardFormAnswer,
  TimeOfDayAnswer,
} from "./types.js";

type Num = number | Fraction;
const F = (n: Num) => (n instanceof Fraction ? n : new Fraction(n));

/** `unit` names the unit the question asks for; "" says the answer is a count though the question names units */
export function integerAnswer(n: Num, unit?: string): IntegerAnswer {
  const f = F(n);
  if (f.d !== 1n) throw new Error(`integerAnswer: ${f.toFraction()} is not whole`);
  return unit !== undefined ? { kind: "integer", value: exact(f), unit } : { kind: "integer", value: exact(f) };
}

/** rounds the exact value with the rule; keeps the exact value so unrounded answers get "wrong form" */
export function decimalAnswer(value: Num, rounding: RoundingRule = { kind: "exact" }, unit?: string): DecimalAnswer {
  const f = F(value);
  const rounded = roundedString(f, rounding);
  const base: DecimalAnswer = { kind: "decimal", value: rounded, rounding };
  const withExact = rounding.kind !== "exact" && exactOrNull(f) ? { ...base, exact: exactOrNull(f) as string } : base;
  return unit !== undefined ? { ...withExact, unit } : withExact;
}

function exactOrNull(f: Fraction): string | null {
  try {
    return toDecimalString(f);
  } catch {
    return f.toFraction();
  }
}

export function fractionAnswer(
  value: Fraction,
  form: FractionForm = "any",
  opts: { allowDecimal?: boolean; unit?: string } = {},
): FractionAnswer {
  return { kind: "fraction", value: value.toFraction(), form, ...opts };
}

export function percentageAnswer(value: Num, rounding: RoundingRule = { kind: "exact" }): PercentageAnswer {
  return { kind: "percentage", value: roundedString(F(value), rounding), rounding };
}

export function moneyAnswer(minor: number, currency: Currency = "GBP"): MoneyAnswer {
  if (!Number.isInteger(minor)) throw new Error(`moneyAnswer: ${minor} is not a whole number of pence`);
  return { kind: "money", minor, currency };
}

export function standardFormAnswer(mantissa: Num, exponent: number): StandardFormAnswer {
  return { kind: "standard-form", mantissa: exact(F(mantissa)), exponent };
}

export function expressionAnswer(
  expr: string,
  variables: readonly string[],
  form: ExpressionForm = "any",
  subject?: string,
): ExpressionAnswer {
  return subject
    ? { kind: "expression", expr, variables, form, subject }
    : { kind: "expression", expr, variables, form };
}

export function solutionsAnswer(
  variable: string,
  values: readonly Num[],
  rounding: RoundingRule = { kind: "exact" },
): SolutionsAnswer {
  return { kind: "solutions", variable, values: values.map((v) => exact(F(v))), rounding };
}

/** An inequality sign as typed: strict or not, and which way it points. */
export type InequalitySign = "<" | ">" | "≤" | "≥";

/** "x > 3" as an answer: `inequalityAnswer("x", ">", 3)`. */
export function inequalityAnswer(variable: string, sign: InequalitySign, value: Num): InequalityAnswer {
  const bound = { value: exact(F(value)), inclusive: sign === "≤" || sign === "≥" };
  const interval: InequalityInterval = sign === ">" || sign === "≥" ? { lower: bound } : { upper: bound };
  return { kind: "inequality", variable, intervals: [interval] };
}

/** "a < x ≤ b" (inside = true) or "x < a or x ≥ b" (inside = false); each flag says whether that end is included. */
export function inequalityRange(
  variable: string,
  low: Num,
  lowIncluded: boolean,
  high: Num,
  highIncluded: boolean,
  inside = true,
): InequalityAnswer {
  const lo = { value: exact(F(low)), inclusive: lowIncluded };
  const hi = { value: exact(F(high)), inclusive: highIncluded };
  const intervals: InequalityInterval[] = inside ? [{ lower: lo, upper: hi }] : [{ upper: lo }, { lower: hi }];
  return { kind: "inequality", variable, intervals };
}

/** "25π cm²" as an answer: `piAnswer(25, "cm^2")`. */
export function piAnswer(coefficient: Num, unit?: string): PiMultipleAnswer {
  const c = exact(F(coefficient));
  return unit ? { kind: "pi-multiple", coefficient: c, unit } : { kind: "pi-multiple", coefficient: c };
}

/** "14:05" (24-hour) or "2:05 pm" (12-hour) from minutes after midnight. */
export function timeOfDayAnswer(minutes: number, clock: "12-hour" | "24-hour"): TimeOfDayAnswer {
  return { kind: "time-of-day", minutes: ((minutes % 1440) + 1440) % 1440, clock };
}

/**
 * The equation or inequality an answer solves, for a question that does not state it as
 * "Solve $...$": `solving(solutionsAnswer("n", [-3, -2]), "2 <= 2n + 8 < 6")`.
 * Validation substitutes the answer back into it (validation/check-solving.ts).
 */
export function solving<T extends SolutionsAnswer | InequalityAnswer | CoordinatesAnswer>(
  spec: T,
  relation: string,
): T {
  return { ...spec, relation };
}

export function coordinatesAnswer(x: Num, y: Num): CoordinatesAnswer {
  return { kind: "coordinates", x: exact(F(x)), y: exact(F(y)) };
}

/**
 * Multiple choice: shuffles the correct option among distinct distractors and labels them a, b, c...
 * Distractors equal to the correct text (or to each other) are dropped; at least 2 must remain.
 */
export function choiceAnswer(rng: Rng, correct: string, distractors: readonly string[], maxOptions = 4): ChoiceAnswer {
  const unique = [...new Set(distractors.filter((d) => d !== correct))].slice(0, maxOptions - 1);
  if (unique.length < 2) throw new Error(`choiceAnswer: need 2+ distinct distractors for "${correct}"`);
  const texts = rng.shuffle([correct, ...unique]);
  const ids = "abcdefgh";
  const options = texts.map((text, i) => ({ id: ids[i] ?? String(i), text }));
  const correctId = options.find((o) => o.text === correct)?.id ?? "a";
  return { kind: "choice", options, correctId };
}

/** the option id holding a given text (for misconceptions on multiple-choice questions) */
export function optionId(spec: ChoiceAnswer, text: string): string {
  const o = spec.options.find((x) => x.text === text);
  if (!o) throw new Error(`optionId: no option "${text}"`);
  return o.id;
}

export function multiPartAnswer(parts: readonly AnswerPart[]): MultiPartAnswer {
  return { kind: "multi", parts };
}

export const DP = (places: number): RoundingRule => ({ kind: "dp", places });
export const SF = (figures: number): RoundingRule => ({ kind: "sf", figures });
export const NEAREST = (unit: string | number): RoundingRule => ({ kind: "nearest", unit: String(unit) });
export const EXACT: RoundingRule = { kind: "exact" };
