/**
 * Examples of answer forms the marker accepts, shown beside the answer box ("e.g. 1 3/4"). They
 * describe the form, never the answer: a question's examples are picked from a pool starting at a
 * place set by its seed (hidden from the learner), and any candidate the marker would not mark plainly
 * incorrect for this question (it is right, or right in another form) is skipped. So nothing about
 * the answer can be read from which examples appear.
 */
import type { AnswerSpec, SingleAnswerSpec } from "../content/index.js";

export const EXAMPLES_PER_BOX = 2;

/** True when the marker reads `candidate` and marks it plainly incorrect for this question. */
export type IsPlainlyWrong = (candidate: string) => boolean;

function unitSuffix(unit: string | undefined): string {
  return unit ? ` ${unit.replace("^2", "²").replace("^3", "³")}` : "";
}

function decimalPool(spec: Extract<SingleAnswerSpec, { kind: "decimal" }>): string[] {
  const r = spec.rounding;
  if (r.kind === "dp") {
    const samples = ["3.14159", "12.5831", "0.70711", "45.6789", "7.28374", "108.33333"];
    return samples.map((s) => Number(s).toFixed(r.places));
  }
  if (r.kind === "sf") {
    const samples = [3.14159, 12.5831, 0.070711, 456.789, 7283.74, 0.0123456];
    return samples.map((n) => String(Number(n.toPrecision(r.figures))));
  }
  if (r.kind === "nearest") {
    const unit = Number(r.unit);
    return [3, 12, 47, 5, 108, 26].map((k) => String(Number((k * unit).toPrecision(12))));
  }
  return ["2.75", "13.4", "0.625", "48", "7.05", "-3.5"];
}

function pool(spec: SingleAnswerSpec): string[] {
  switch (spec.kind) {
    case "integer":
      return ["42", "-7", "12,500", "305", "18", "1000"].map((n) => n + unitSuffix(spec.unit));
    case "decimal":
      return decimalPool(spec).map((n) => n + unitSuffix(spec.unit));
    case "fraction":
      if (spec.form === "mixed") return ["1 3/4", "2 1/2", "5 2/3", "3 1/8", "1 5/6", "4 2/5"];
      return ["3/4", "7/2", "5/9", "11/6", "2/7", "13/4"].concat(spec.allowDecimal ? ["0.75"] : []);
    case "percentage":
      return ["35%", "12.5%", "80%", "7%", "150%", "62%"];
    case "money": {
      const symbol = spec.currency === "GBP" ? "£" : spec.currency === "INR" ? "₹" : "$";
      const minor = spec.currency === "GBP" ? "p" : spec.currency === "INR" ? " paise" : "c";
      return [`${symbol}3.50`, `${symbol}12.05`, `75${minor}`, `${symbol}240.00`, `${symbol}0.99`, `${symbol}18.40`];
    }
    case "standard-form":
      return ["3.2 × 10^4", "6 × 10^-3", "1.05 × 10^7", "9.9 × 10^-5", "4 × 10^2", "2.718 × 10^6"];
    case "expression": {
      const [a = "x", b] = spec.variables;
      if (spec.form === "factorised" || spec.form === "fully-factorised") {
        return [`3(${a} + 2)`, `(${a} + 1)(${a} - 5)`, `2${a}(${a} - 4)`, `(${a} - 3)^2`, `5(2${a} + 1)`];
      }
      if (spec.form === "product-of-primes" || spec.form === "prime-index-form") {
        return ["2^3 × 3 × 5", "2 × 3^2 × 7", "3 × 5^2", "2^4 × 11", "5 × 7 × 13"];
      }
      const second = b ? `${b}` : "";
      return [
        `3${a} + 2`,
        `${a}^2 - 4${a}`,
        second ? `2${a} + 5${second}` : `7 - 2${a}`,
        `(${a} + 1)/3`,
        `5${a}^2 + ${a} - 6`,
        `4${a}`,
      ];
    }
    case "solutions": {
      const v = spec.variable;
      const values = ["3", "-2", "5", "1/2", "-7", "4"];
      const size = Math.max(1, spec.values.length);
      return values.map((_, i) =>
        Array.from({ length: size }, (_, j) => `${v} = ${values[(i + j) % values.length]}`).join(", "),
      );
    }
    case "inequality": {
      const v = spec.variable;
      return [`${v} > 3`, `-2 < ${v} <= 5`, `${v} <= -1`, `${v} < -1 or ${v} > 4`, `${v} >= 7`, `0 < ${v} < 6`];
    }
    case "pi-multiple":
      return ["25π", "9pi", "(5/2)π", "16π", "49π/4", "36π"].map((n) => n + unitSuffix(spec.unit));
    case "time-of-day":
      return spec.clock === "24-hour"
        ? ["14:05", "09:30", "23:45", "06:10", "17:20", "12:55"]
        : ["2:05 pm", "9:30 am", "11:45 pm", "6:10 am", "5:20 pm", "12:55 pm"];
    case "coordinates":
      return ["(3, -2)", "(-4, 1)", "(0, 5)", "(7, 7)", "(-1, -6)", "(2.5, 4)"];
    case "choice":
      return [];
  }
}

/** Up to EXAMPLES_PER_BOX examples for one answer box. */
export function boxExamples(spec: SingleAnswerSpec, offset: number, isPlainlyWrong: IsPlainlyWrong): string[] {
  const candidates = pool(spec);
  const picked: string[] = [];
  for (let i = 0; i < candidates.length && picked.length < EXAMPLES_PER_BOX; i++) {
    const candidate = candidates[(offset + i) % candidates.length]!;
    if (isPlainlyWrong(candidate)) picked.push(candidate);
  }
  return picked;
}

/** For a single-box question, its examples; for a multi-part one, each part's (by part id). */
export function answerExamples(
  spec: AnswerSpec,
  offset: number,
  isPlainlyWrong: (candidate: string, partIndex: number | undefined) => boolean,
): { examples: string[]; parts: Record<string, string[]> } {
  if (spec.kind !== "multi") {
    return { examples: boxExamples(spec, offset, (c) => isPlainlyWrong(c, undefined)), parts: {} };
  }
  const parts: Record<string, string[]> = {};
  spec.parts.forEach((part, index) => {
    parts[part.id] = boxExamples(part.answer, offset + index, (c) => isPlainlyWrong(c, index));
  });
  return { examples: [], parts };
}
