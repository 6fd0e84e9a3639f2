/**
 * Turning an answer spec into: the Markdown shown after answering, the plain text a
 * learner would type to be right (used by the validation suite), and the public
 * input description sent to the browser (no answer in it).
 */
import Fraction from "fraction.js";
import { units } from "../core/english.js";
import { roundedString } from "../core/exact.js";
import { m, money, moneyPlain, texFrac, texMixed, texPi, tn } from "../core/tex.js";
import type {
  AnswerSpec,
  InequalityInterval,
  PublicInput,
  RoundingRule,
  SingleAnswerSpec,
  Submission,
} from "../core/types.js";
import { formatTimeOfDay } from "./mark-time.js";

/** " cm²", or the unit word agreeing with the amount: "1 hour", "1 foot", "1 litre/min", "2 hours" */
const unitText = (u: string | undefined, amount?: Fraction | number | string) => {
  if (!u) return "";
  const [, word, rest = ""] = /^([a-z]{3,})(\/.*)?$/i.exec(u) ?? [];
  const agreed = word && amount !== undefined ? `${units(new Fraction(amount).valueOf(), word)}${rest}` : u;
  return ` ${agreed.replace("^2", "²").replace("^3", "³")}`;
};

/** simple mathjs-syntax to TeX for showing expression answers: 3*x^2 + 2*x -> 3x^{2} + 2x */
export function exprToTex(expr: string): string {
  return exprToPlain(expr)
    .replace(/\*/g, " \\times ")
    .replace(/\^(-?\d+)/g, "^{$1}")
    .replace(/sqrt\(([^()]*)\)/g, "\\sqrt{$1}")
    .replace(/\(([^()]+)\)\/\(([^()]+)\)/g, "\\frac{$1}{$2}");
}

/** exprToTex without the mathjs stars, as a learner would type it */
export function exprToPlain(expr: string): string {
  return (
    expr
      // only implicit multiplication is dropped: 3*x -> 3x, but 2*3 stays
      .replace(/\s*\*\s*(?=[a-zA-Z(])/g, "")
      .replace(/\+\s*-\s*/g, "- ")
      .replace(/-\s*-\s*/g, "+ ")
      .replace(/\b1([a-z(])/g, "$1")
  );
}

function solutionTex(v: string, rounding: RoundingRule): string {
  return rounding.kind === "exact" ? texFrac(new Fraction(v)) : tn(roundedString(new Fraction(v), rounding));
}

/** One interval as "-2 < x ≤ 5" (TeX or as a learner would type it). */
function inequalityText(variable: string, interval: InequalityInterval, style: "tex" | "plain"): string {
  const sign = (inclusive: boolean) => (inclusive ? (style === "tex" ? "\\le" : "<=") : "<");
  const num = (value: string) => (style === "tex" ? texFrac(new Fraction(value)) : new Fraction(value).toFraction());
  const { lower, upper } = interval;
  if (lower && upper) {
    return `${num(lower.value)} ${sign(lower.inclusive)} ${variable} ${sign(upper.inclusive)} ${num(upper.value)}`;
  }
  if (upper) return `${variable} ${sign(upper.inclusive)} ${num(upper.value)}`;
  if (lower) {
    const greater = lower.inclusive ? (style === "tex" ? "\\ge" : ">=") : ">";
    return `${variable} ${greater} ${num(lower.value)}`;
  }
  return style === "tex" ? `\\text{any } ${variable}` : `any ${variable}`;
}

function singleDisplay(spec: SingleAnswerSpec): string {
  switch (spec.kind) {
    case "integer":
      return `${m(tn(spec.value))}${unitText(spec.unit, spec.value)}`;
    case "decimal":
      return `${m(tn(spec.value))}${unitText(spec.unit, spec.value)}`;
    case "fraction": {
      const f = new Fraction(spec.value);
      return `${m(spec.form === "mixed" ? texMixed(f) : texFrac(f))}${unitText(spec.unit, f)}`;
    }
    case "percentage":
      return m(`${tn(spec.value)}\\%`);
    case "money":
      return money(spec.minor, spec.currency);
    case "standard-form":
      return m(`${tn(spec.mantissa)} \\times 10^{${spec.exponent}}`);
    case "expression":
      return m(`${spec.subject ? `${spec.subject} = ` : ""}${exprToTex(spec.expr)}`);
    case "solutions":
      return spec.values.map((v) => m(`${spec.variable} = ${solutionTex(v, spec.rounding)}`)).join(" or ");
    case "inequality":
      return spec.intervals.map((i) => m(inequalityText(spec.variable, i, "tex"))).join(" or ");
    case "pi-multiple":
      return `${m(texPi(new Fraction(spec.coefficient)))}${unitText(spec.unit)}`;
    case "time-of-day":
      return formatTimeOfDay(spec.minutes, spec.clock);
    case "coordinates":
      return m(`(${texFrac(new Fraction(spec.x))}, ${texFrac(new Fraction(spec.y))})`);
    case "choice": {
      const opt = spec.options.find((o) => o.id === spec.correctId);
      return `(${spec.correctId}) ${opt?.text ?? ""}`;
    }
  }
}

export function answerDisplay(spec: AnswerSpec): string {
  if (spec.kind === "multi") return spec.parts.map((p) => `(${p.id}) ${singleDisplay(p.answer)}`).join("  \n");
  return singleDisplay(spec);
}

function singleCanonical(spec: SingleAnswerSpec): string {
  switch (spec.kind) {
    case "integer":
    case "decimal":
      return spec.value;
    case "fraction": {
      const f = new Fraction(spec.value);
      return spec.form === "mixed" ? f.toFraction(true) : f.toFraction();
    }
    case "percentage":
      return `${spec.value}%`;
    case "money":
      return moneyPlain(spec.minor, spec.currency);
    case "standard-form":
      return `${spec.mantissa} × 10^${spec.exponent}`;
    case "expression":
      return exprToPlain(spec.expr);
    case "solutions":
      return spec.values
        .map(
          (v) =>
            `${spec.variable} = ${spec.rounding.kind === "exact" ? new Fraction(v).toFraction() : roundedString(new Fraction(v), spec.rounding)}`,
        )
        .join(", ");
    case "inequality":
      return spec.intervals.map((i) => inequalityText(spec.variable, i, "plain")).join(" or ");
    case "pi-multiple":
      return `${new Fraction(spec.coefficient).toFraction()}π`;
    case "time-of-day":
      return formatTimeOfDay(spec.minutes, spec.clock);
    case "coordinates":
      return `(${new Fraction(spec.x).toFraction()}, ${new Fraction(spec.y).toFraction()})`;
    case "choice":
      return spec.correctId;
  }
}

/** what a learner would type to be right */
export function canonicalSubmission(spec: AnswerSpec): Submission {
  if (spec.kind === "multi") return spec.parts.map((p) => singleCanonical(p.answer));
  return singleCanonical(spec);
}

function singleInput(spec: SingleAnswerSpec): PublicInput {
  switch (spec.kind) {
    case "integer":
      return spec.unit ? { kind: "number", unit: spec.unit } : { kind: "number" };
    case "decimal":
      return spec.unit
        ? { kind: "number", unit: spec.unit, rounding: spec.rounding }
        : { kind: "number", rounding: spec.rounding };
    case "fraction":
      return spec.unit ? { kind: "fraction", unit: spec.unit } : { kind: "fraction" };
    case "percentage":
      return { kind: "percentage", rounding: spec.rounding };
    case "money":
      return { kind: "money", currency: spec.currency };
    case "standard-form":
      return { kind: "standard-form" };
    case "expression":
      return { kind: "expression", variables: spec.variables };
    case "solutions":
      return { kind: "solutions", variable: spec.variable, count: spec.values.length, rounding: spec.rounding };
    case "inequality":
      return { kind: "inequality", variable: spec.variable };
    case "pi-multiple":
      return spec.unit ? { kind: "pi-multiple", unit: spec.unit } : { kind: "pi-multiple" };
    case "time-of-day":
      return { kind: "time-of-day", clock: spec.clock };
    case "coordinates":
      return { kind: "coordinates" };
    case "choice":
      return { kind: "choice", options: spec.options };
  }
}

export function publicInput(spec: AnswerSpec): PublicInput {
  if (spec.kind === "multi")
    return {
      kind: "multi",
      parts: spec.parts.map((p) => ({ id: p.id, prompt: p.prompt, input: singleInput(p.answer) })),
    };
  return singleInput(spec);
}

/** rounded decimal string helper re-exported for templates that build DecimalAnswer */
export { roundedString };
