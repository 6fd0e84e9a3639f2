/**
 * Input clean-up shared by every marker: learners type on phones, paste from
 * calculators and use whatever minus sign their keyboard offers.
 */

const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
};

const VULGAR: Record<string, string> = {
  "½": "1/2",
  "⅓": "1/3",
  "⅔": "2/3",
  "¼": "1/4",
  "¾": "3/4",
  "⅕": "1/5",
  "⅖": "2/5",
  "⅗": "3/5",
  "⅘": "4/5",
  "⅙": "1/6",
  "⅚": "5/6",
  "⅛": "1/8",
  "⅜": "3/8",
  "⅝": "5/8",
  "⅞": "7/8",
};

/**
 * Basic clean-up: unicode minus and dashes, odd spaces, ×/÷/·, superscript powers,
 * vulgar fractions, simple TeX (\frac, \times, \cdot, \left, \right), surrounding $...$.
 * Does NOT remove thousands separators or units: that depends on the answer kind.
 */
export function normaliseInput(raw: string): string {
  let s = raw.normalize("NFKC");
  // NFKC turns ² into 2 and ½ into 1⁄2, so handle those from the raw text first
  s = raw
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g, (m) => `^${[...m].map((c) => SUPERSCRIPTS[c] ?? c).join("")}`)
    .replace(
      /(\d)?([½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])/g,
      (_m, d: string | undefined, v: string) => `${d ? `${d} ` : ""}${VULGAR[v] ?? v}`,
    )
    .normalize("NFKC");
  s = s
    .replace(/[\u2212\u2012\u2013\u2014\u2010\u2011\uFE63\uFF0D]/g, "-")
    .replace(/[\u00A0\u2007\u2009\u202F\u200A\u2002\u2003\t\r\n]/g, " ")
    .replace(/\u200B|\u200C|\u200D|\uFEFF/g, "")

    .replace(/⁄/g, "/")
    .replace(/[×✕✖⋅·∙]/g, "*")
    .replace(/÷/g, "/")
    .replace(/√\s*(\d+(?:\.\d+)?|[a-zA-Z])/g, "sqrt($1)")
    .replace(/√/g, "sqrt");
  s = s
    .replace(/\\left|\\right/g, "")
    .replace(/\\d?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, "($1)/($2)")
    .replace(/\\(times|cdot)/g, "*")
    .replace(/\\div/g, "/")
    .replace(/\\sqrt\s*\{([^{}]*)\}/g, "sqrt($1)")
    .replace(/\\(,|;|!| )/g, "")
    .replace(/\{,\}/g, ",");
  s = s.trim();
  // a whole answer wrapped in TeX delimiters: $3x$ (not a dollar amount such as $3.50)
  const wrapped = /^\$(.*)\$$/.exec(s);
  if (wrapped?.[1] !== undefined && !wrapped[1].includes("$")) s = wrapped[1].trim();
  return s.replace(/\s+/g, " ");
}

/** an answer that is empty after clean-up */
export function isBlank(s: string): boolean {
  return normaliseInput(s) === "";
}
