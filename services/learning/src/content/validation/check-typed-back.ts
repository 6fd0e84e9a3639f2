/**
 * The question typed back is never marked correct. For a question that asks to simplify,
 * expand, factorise, combine, rationalise, evaluate or work out something, each maths
 * expression it shows (without = or an inequality sign) is typed back as a pupil would type
 * it, and marked against the answer: it may be incorrect, wrong_form or unreadable, never correct.
 * A multi-part question's parts are checked with the expressions of their own prompts and the
 * question text.
 */
import type { QuestionInstance, SingleAnswerSpec } from "../core/types.js";
import { markSingle } from "../marking/mark.js";

export const ASKS_TO_TRANSFORM =
  /\b(simplify|simplified|simplest form|expand|multiply out|factori[sz]e|combine|single fraction|rationali[sz]e|evaluate|work out|calculate)\b/i;

/** the $...$ segments of a Markdown text */
function mathSegments(text: string): string[] {
  const out: string[] = [];
  const re = /(?<!\\)\$([^$]+)(?<!\\)\$/g;
  for (let m = re.exec(text); m; m = re.exec(text)) if (m[1]) out.push(m[1]);
  return out;
}

/** TeX as a pupil would type it: \frac{a}{b} -> (a)/(b), x^{2} -> x^2, \sqrt{6} -> √6, \times -> × */
export function typedLikeAPupil(tex: string): string {
  let s = tex
    .replace(/\\[,;:! ]/g, " ")
    .replace(/\\left|\\right/g, "")
    .replace(/\{,\}/g, ",");
  for (let guard = 0; /\\d?frac|\\sqrt|\^\{/.test(s) && guard < 50; guard++) {
    s = s
      .replace(/\^\{(-?\w+)\}/g, "^$1")
      .replace(/\^\{([^{}]*)\}/g, "^($1)")
      .replace(/\\sqrt\s*\{(\d+)\}/g, "√$1")
      .replace(/\\sqrt\s*\{([^{}]*)\}/g, "√($1)")
      .replace(/\\d?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, "($1)/($2)");
  }
  return s
    .replace(/\\times/g, "×")
    .replace(/\\div/g, "÷")
    .replace(/\\cdot/g, "×")
    .replace(/\s+/g, " ")
    .trim();
}

/** expressions the question shows that could be typed back as an answer */
export function questionExpressions(text: string): string[] {
  return mathSegments(text)
    .filter((m) => !/=|<|>|\\le|\\ge|\\ldots|\\text|:/.test(m))
    .map(typedLikeAPupil)
    .filter((e) => e !== "" && !/^-?([a-zA-Z]|[\d.,]+)$/.test(e));
}

function checkOne(spec: SingleAnswerSpec, texts: readonly string[]): string[] {
  if (spec.kind === "choice") return [];
  const problems: string[] = [];
  for (const typed of new Set(texts.flatMap(questionExpressions))) {
    const r = markSingle(spec, typed);
    if (r.outcome === "correct")
      problems.push(`the question's own ${JSON.stringify(typed)} typed back is marked correct`);
  }
  return problems;
}

export function checkTypedBack(q: QuestionInstance): string[] {
  if (q.answer.kind !== "multi") return ASKS_TO_TRANSFORM.test(q.text) ? checkOne(q.answer, [q.text]) : [];
  return q.answer.parts.flatMap((p) =>
    ASKS_TO_TRANSFORM.test(`${q.text} ${p.prompt}`) ? checkOne(p.answer, [q.text, p.prompt]) : [],
  );
}
