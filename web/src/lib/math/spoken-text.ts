/**
 * A plain-text reading of a short piece of question text with TeX in it (e.g. a choice option
 * "$\frac{3}{4}$"), for an accessible name: KaTeX's MathML is not used by every name computation, so a
 * radio button whose label is all maths would otherwise have none.
 */
export function spokenText(text: string): string {
  return text
    .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, "$1 over $2")
    .replace(/\\sqrt\{([^{}]*)\}/g, "square root of $1")
    .replace(/\\times/g, " times ")
    .replace(/\\div/g, " divided by ")
    .replace(/\\(pi)\b/g, "pi")
    .replace(/\\(le|leq)\b/g, " less than or equal to ")
    .replace(/\\(ge|geq)\b/g, " greater than or equal to ")
    .replace(/\^\{?([^{}\s]+)\}?/g, " to the power $1")
    .replace(/\\[a-zA-Z]+/g, " ")
    .replace(/[{}$]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}
