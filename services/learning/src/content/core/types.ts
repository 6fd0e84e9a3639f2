/**
 * Core types of the content engine.
 *
 * Everything in a QuestionInstance is plain JSON (strings, numbers, arrays), so an
 * instance can be cached or stored, but the canonical way to get one back is to
 * regenerate it from (templateId, seed): generation is deterministic.
 */
import type { Rng } from "./rng.js";

export type Difficulty = 1 | 2 | 3 | 4 | 5;

/** A taxonomy topic key such as "number.fractions.add-subtract" (see curriculum/taxonomy). */
export type TopicKey = string;

/** How a decimal answer must be rounded. "exact" means no rounding is asked for. */
export type RoundingRule =
  | { readonly kind: "exact" }
  | { readonly kind: "dp"; readonly places: number }
  | { readonly kind: "sf"; readonly figures: number }
  /** to the nearest 10, 100, 0.1 ... written as a decimal string, e.g. "100" or "0.1" */
  | { readonly kind: "nearest"; readonly unit: string };

/** Exact rational numbers travel as strings: "12", "-3.75", "7/8". Never floats. */
export type ExactNumber = string;

export interface IntegerAnswer {
  readonly kind: "integer";
  readonly value: ExactNumber;
  /** unit named in the question, e.g. "cm"; "12 cm" and "12" are both accepted */
  readonly unit?: string;
}

export interface DecimalAnswer {
  readonly kind: "decimal";
  /** the already-rounded correct value */
  readonly value: ExactNumber;
  readonly rounding: RoundingRule;
  readonly unit?: string;
  /** the unrounded exact value, if known: giving it unrounded is a wrong_form, not incorrect */
  readonly exact?: ExactNumber;
  /** a probability: as GCSE mark schemes do, the value to 3 significant figures or more is correct too */
  readonly probability?: boolean;
}

export type FractionForm =
  /** any equivalent fraction (or integer) is fine */
  | "any"
  /** must be a fraction in lowest terms (improper allowed) */
  | "simplest"
  /** must be a mixed number in lowest terms (or a whole number) */
  | "mixed"
  /** must be written as one fraction a/b (top-heavy allowed), not as a mixed number */
  | "improper";

export interface FractionAnswer {
  readonly kind: "fraction";
  readonly value: ExactNumber;
  readonly form: FractionForm;
  /** accept an exact decimal such as 0.75 as well (default false: "write it as a fraction") */
  readonly allowDecimal?: boolean;
  readonly unit?: string;
}

export interface PercentageAnswer {
  readonly kind: "percentage";
  /** the percentage number: "35" means 35% */
  readonly value: ExactNumber;
  readonly rounding: RoundingRule;
}

export type Currency = "GBP" | "INR" | "USD";

export interface MoneyAnswer {
  readonly kind: "money";
  /** amount in minor units (pence, paise, cents) */
  readonly minor: number;
  readonly currency: Currency;
}

export interface StandardFormAnswer {
  readonly kind: "standard-form";
  /** a × 10^n with 1 <= |a| < 10 */
  readonly mantissa: ExactNumber;
  readonly exponent: number;
}

export type ExpressionForm =
  | "any"
  /** like terms collected, no products of numbers left, no x*x */
  | "simplified"
  /** no brackets multiplied out left, and simplified */
  | "expanded"
  /** written as a product with at least one bracket */
  | "factorised"
  /** factorised and no factor can be factorised further */
  | "fully-factorised"
  /** one fraction, top over bottom, whose top and bottom share no factor (the bottom may stay factorised) */
  | "single-fraction"
  /** simplified, with no surd left in a denominator */
  | "rationalised"
  /** a product of prime numbers (numbers only), e.g. 2 × 2 × 3 or 2^2 × 3 */
  | "product-of-primes"
  /** a product of prime powers with each prime once, e.g. 2^3 × 3^2 × 5 */
  | "prime-index-form";

export interface ExpressionAnswer {
  readonly kind: "expression";
  /** mathjs syntax, e.g. "3*x + 6" */
  readonly expr: string;
  /** variable names that may appear (single letters) */
  readonly variables: readonly string[];
  readonly form: ExpressionForm;
  /** for "make x the subject" or "find f^{-1}(x)": accepts and ignores a leading "x =" / "f^{-1}(x) =" */
  readonly subject?: string;
  /** unit named in the question for a numeric expression answer (a surd length such as 8√2 cm) */
  readonly unit?: string;
}

export interface SolutionsAnswer {
  readonly kind: "solutions";
  readonly variable: string;
  /** every solution, exact (order does not matter) */
  readonly values: readonly ExactNumber[];
  readonly rounding: RoundingRule;
  /**
   * the equation or inequality (TeX or plain) these values satisfy, when the question does not
   * state it as "Solve $...$"; the validation suite substitutes the answer back into it exactly
   */
  readonly relation?: string;
}

/** One end of an interval: the number, and whether it belongs to the set (≤, ≥) or not (<, >). */
export interface InequalityBound {
  readonly value: ExactNumber;
  readonly inclusive: boolean;
}

/** The values of the variable between two ends; a missing end is unbounded. */
export interface InequalityInterval {
  readonly lower?: InequalityBound;
  readonly upper?: InequalityBound;
}

/** A solution set written with inequality signs: "x > 3", "-2 < x ≤ 5", "x < -1 or x > 4". */
export interface InequalityAnswer {
  readonly kind: "inequality";
  readonly variable: string;
  /** disjoint, in increasing order */
  readonly intervals: readonly InequalityInterval[];
  /**
   * the equation or inequality (TeX or plain) these values satisfy, when the question does not
   * state it as "Solve $...$"; the validation suite substitutes the answer back into it exactly
   */
  readonly relation?: string;
}

/** An exact answer "in terms of π": coefficient × π, with π left as a symbol. */
export interface PiMultipleAnswer {
  readonly kind: "pi-multiple";
  readonly coefficient: ExactNumber;
  readonly unit?: string;
}

/** A time of day, written on the 24-hour clock ("14:05") or the 12-hour clock ("2:05 pm"). */
export interface TimeOfDayAnswer {
  readonly kind: "time-of-day";
  /** minutes after midnight, 0 to 1439 */
  readonly minutes: number;
  readonly clock: "12-hour" | "24-hour";
}

export interface CoordinatesAnswer {
  readonly kind: "coordinates";
  readonly x: ExactNumber;
  readonly y: ExactNumber;
  /**
   * the equation or inequality (TeX or plain) these values satisfy, when the question does not
   * state it as "Solve $...$"; the validation suite substitutes the answer back into it exactly
   */
  readonly relation?: string;
}

export interface ChoiceOption {
  /** "a", "b", "c"... shown to the learner */
  readonly id: string;
  /** Markdown with $TeX$ */
  readonly text: string;
}

export interface ChoiceAnswer {
  readonly kind: "choice";
  readonly options: readonly ChoiceOption[];
  readonly correctId: string;
}

export type SingleAnswerSpec =
  | IntegerAnswer
  | DecimalAnswer
  | FractionAnswer
  | PercentageAnswer
  | MoneyAnswer
  | StandardFormAnswer
  | ExpressionAnswer
  | SolutionsAnswer
  | InequalityAnswer
  | PiMultipleAnswer
  | TimeOfDayAnswer
  | CoordinatesAnswer
  | ChoiceAnswer;

export interface AnswerPart {
  /** "a", "b" ... */
  readonly id: string;
  /** Markdown prompt for this part */
  readonly prompt: string;
  readonly answer: SingleAnswerSpec;
}

export interface MultiPartAnswer {
  readonly kind: "multi";
  readonly parts: readonly AnswerPart[];
}

export type AnswerSpec = SingleAnswerSpec | MultiPartAnswer;
export type AnswerKind = AnswerSpec["kind"];

/** What a learner sends: one string, or one string per part (in part order) for multi-part. */
export type Submission = string | readonly string[];

/** A wrong answer a learner with a known misconception would give, with feedback for them. */
export interface Misconception {
  readonly answer: Submission;
  /** shown when a learner gives exactly this answer; speaks to a child */
  readonly feedback: string;
}

/** What a template's generate() returns. */
export interface GeneratedQuestion {
  /** Markdown, TeX inside $...$ (a literal dollar is written \$) */
  readonly text: string;
  /** a complete <svg> element, made with core/svg.ts helpers */
  readonly diagram?: string;
  readonly answer: AnswerSpec;
  /** other ways of writing the correct answer that must be accepted */
  readonly equivalents?: readonly Submission[];
  /** at least 3 plausible wrong answers (validated) */
  readonly misconceptions: readonly Misconception[];
  /** worked solution, one Markdown step per entry */
  readonly solution: readonly string[];
  readonly hint: string;
  readonly difficulty: Difficulty;
}

export interface QuestionInstance extends GeneratedQuestion {
  readonly templateId: string;
  readonly seed: number;
  readonly topics: readonly TopicKey[];
  /** Markdown rendering of the correct answer, shown after answering */
  readonly answerDisplay: string;
}

export interface Template {
  /** stable forever (stored in learners' packages): "<strand>.<topic-ish>.<variant>" */
  readonly id: string;
  /** short name for authors and previews, e.g. "Add fractions with different denominators" */
  readonly title: string;
  /** learner-facing objective of a learning unit, e.g. "Add fractions with different denominators" */
  readonly objective?: string;
  /** taxonomy topic keys this template practises (>= 1) */
  readonly topics: readonly TopicKey[];
  /** inclusive range of difficulties its instances have */
  readonly difficulty: readonly [Difficulty, Difficulty];
  /** only use in courses of these regions (e.g. a template about pounds and pence): default all */
  readonly regions?: readonly ("UK" | "US" | "IN")[];
  /**
   * GCSE Higher tier only (e.g. recurring decimals to fractions, ax² + bx + c with a ≠ 1):
   * Foundation courses never serve it, even when its difficulty window meets theirs.
   * A whole topic that is Higher only is marked on the taxonomy topic instead.
   */
  readonly higherOnly?: true;
  /**
   * Why this template cannot give 150 distinct questions over 400 seeds (the variety check),
   * e.g. "only 12 two-digit squares exist". Leave unset when it can.
   */
  readonly varietyExemption?: string;
  generate(rng: Rng): GeneratedQuestion;
}

/** What the input box needs to know; never contains the answer. */
export type PublicInput =
  | {
      readonly kind: "number" | "fraction" | "percentage" | "standard-form";
      readonly unit?: string;
      readonly rounding?: RoundingRule;
    }
  | { readonly kind: "money"; readonly currency: Currency }
  | { readonly kind: "expression"; readonly variables: readonly string[] }
  | { readonly kind: "solutions"; readonly variable: string; readonly count: number; readonly rounding: RoundingRule }
  | { readonly kind: "inequality"; readonly variable: string }
  | { readonly kind: "pi-multiple"; readonly unit?: string }
  | { readonly kind: "time-of-day"; readonly clock: "12-hour" | "24-hour" }
  | { readonly kind: "coordinates" }
  | { readonly kind: "choice"; readonly options: readonly ChoiceOption[] }
  | {
      readonly kind: "multi";
      readonly parts: readonly { readonly id: string; readonly prompt: string; readonly input: PublicInput }[];
    };

export interface PublicQuestion {
  readonly templateId: string;
  readonly seed: number;
  readonly text: string;
  readonly diagram?: string;
  readonly difficulty: Difficulty;
  readonly input: PublicInput;
}

/** Revealed only after the learner has answered (or asked for help). */
export interface RevealedSolution {
  readonly answerDisplay: string;
  readonly solution: readonly string[];
  readonly hint: string;
}

export type MarkOutcome = "correct" | "incorrect" | "wrong_form" | "unreadable";

export interface MarkResult {
  readonly outcome: MarkOutcome;
  /** for wrong_form and unreadable: what to fix; for incorrect: misconception feedback if recognised */
  readonly message?: string;
  /** multi-part: one result per part, in order */
  readonly parts?: readonly MarkResult[];
}
