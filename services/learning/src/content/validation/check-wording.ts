/**
 * Mechanical wording checks over every learner-visible string of an instance: a / an, number–noun
 * agreement ("1 litres", "3 minute"), wrongly built plurals ("childs"), a sign written after an
 * operation word ("Subtract −3x"), fractional indices not in lowest terms (16^(2/4)), and point
 * names lower-cased in the solution when the question writes them as capitals ("centre c").
 */

import { COUNT_NOUNS, startsWithVowelSound, WRONG_PLURALS } from "../core/english.js";
import { gcd } from "../core/intmath.js";

const SINGULAR = Object.keys(COUNT_NOUNS);
const PLURAL = new Set(Object.values(COUNT_NOUNS));
const NOUN_WORDS = [...SINGULAR, ...PLURAL].join("|");

/**
 * The string as read aloud: TeX thousands commas plain, \\, and \\; as spaces, and dollars dropped
 * round plain numbers; maths with letters in it is kept whole as ⟨...⟩, so "the $an$ terms" is no
 * article and "a $x$-coordinate" is read by letter name. Enough for word-level checks; the maths
 * itself is checked by KaTeX elsewhere.
 */
export function readingText(s: string): string {
  return s
    .replace(/\{,\}/g, ",")
    .replace(/\\[,;:! ]/g, " ")
    .replace(/(?<!\\)\$([^$]*[^\\$])\$/g, (_, frag: string) => (/[a-zA-Z]/.test(frag) ? `⟨${frag}⟩` : frag))
    .replace(/\\\$/g, "$");
}

/** words after which "a" or "an" is a letter of the maths, not an article ("a is the coefficient") */
const NOT_AFTER_ARTICLE = new Set(
  "is are and or as at in into of on if to was were by with from equals plus minus times sin cos tan goes multiplies out after".split(
    " ",
  ),
);

export function articleProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/(?<![\w\\'’-])(a|an|A|An)\s+([^\s]+)/g)) {
    const [, article = "", word = ""] = m;
    const bare = word.replace(/[.,;:!?)]+$/, "");
    if (NOT_AFTER_ARTICLE.has(bare.toLowerCase())) continue;
    // a capital "A" mid-sentence is a point or set name ("angle A", "in A but not B")
    if (article === "A" && m.index > 0 && !/([.!?:]\s*|\n\s*|\(\w\)\s*|\*\*\s*)$/.test(text.slice(0, m.index)))
      continue;
    const vowel = startsWithVowelSound(bare);
    if (vowel === null) continue;
    const an = article.toLowerCase() === "an";
    if (vowel !== an) problems.push(`"${article} ${bare}" should be "${an ? "a" : "an"} ${bare}"`);
  }
  return problems;
}

/** "n + 1 faces": the count is the whole expression, not 1 */
const AFTER_OPERATOR = /[+\-−×÷=*/]\s*$/;

export function agreementProblems(text: string): string[] {
  const problems: string[] = [];
  // a lone 1 (not 21, 0.1, −1, £1, 1/2) before a plural
  for (const m of text.matchAll(new RegExp(`(?<![\\d.,/−\\-£₹$€}{^])\\b1\\s+(${NOUN_WORDS})\\b`, "g")))
    if (PLURAL.has(m[1] ?? "") && !AFTER_OPERATOR.test(text.slice(0, m.index)))
      problems.push(`"${m[0]}" should be singular`);
  // any other number before a singular, unless the number and noun describe something ("a 2 litre bottle")
  for (const m of text.matchAll(
    new RegExp(`(?<![\\w.,/}{^])(\\d[\\d,]*(?:\\.\\d+)?)\\s+(${SINGULAR.join("|")})\\b(?![-–])`, "g"),
  )) {
    const n = m[1] ?? "";
    if (n === "1") continue;
    if (/\b(a|an|the|each|every|per|one|this|that)\s+$/i.test(text.slice(0, m.index))) continue;
    problems.push(`"${m[0]}" should be plural`);
  }
  const wrong = WRONG_PLURALS.exec(text);
  if (wrong) problems.push(`"${wrong[0]}" is not an English plural`);
  return problems;
}

/** "Subtract −3x", "add −2", "minus −4": say the opposite operation with the positive number */
export function signProblems(text: string): string[] {
  const m = /\b(subtract|add|minus|plus|take away)\s+⟨?\(?[−-]\s*[\d\w(\\]/i.exec(text);
  return m ? [`"${m[0]}": use the opposite operation with a positive number`] : [];
}

/** fractional indices in lowest terms: 16^{\frac{2}{4}} or 16^(2/4) should be 16^(1/2) */
export function indexProblems(text: string): string[] {
  const problems: string[] = [];
  const patterns = [/\^\{?-?\\[dt]?frac\{(\d+)\}\{(\d+)\}/g, /\^\{?\(?-?(\d+)\/(\d+)/g];
  for (const re of patterns)
    for (const m of text.matchAll(re)) {
      const [p, q] = [Number(m[1]), Number(m[2])];
      if (q === 1 || gcd(p, q) > 1) problems.push(`index ${p}/${q} is not in lowest terms: ${m[0]}`);
    }
  return problems;
}

/**
 * A point written as a capital in the question ("point $C$", "$AB$") and as a small letter after
 * centre / point / vertex elsewhere ("a circle with centre c").
 */
export function pointNameProblems(text: string, questionText: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/\b(centre|center|point|vertex|corner)\s+([a-z])(?![\w'’(])/g)) {
    const letter = (m[2] ?? "").toUpperCase();
    if (new RegExp(`\\b${letter}\\b|\\$${letter}|${letter}\\$`).test(questionText))
      problems.push(`point ${letter} written as "${m[0]}"`);
  }
  return problems;
}

/** every wording problem of one string; questionText is the question the string belongs to */
export function wordingProblems(s: string, questionText: string): string[] {
  const text = readingText(s);
  return [
    ...articleProblems(text),
    ...agreementProblems(text),
    ...signProblems(text),
    ...indexProblems(s),
    ...pointNameProblems(text, questionText),
  ];
}
