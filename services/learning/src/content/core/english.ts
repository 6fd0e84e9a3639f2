/**
 * The bits of English the wording check needs: whether a word starts with a vowel sound (for
 * a / an), and the count nouns whose singular and plural it checks against a number.
 */

/** letters whose names start with a vowel sound: "an F", "an x-coordinate", "an S-shaped curve" */
const VOWEL_NAMED_LETTERS = new Set("AEFHILMNORSX");

/** vowel letters read with a consonant sound: "a unit", "a one", "a U-shape", "a European" */
const CONSONANT_SOUND_VOWEL_START = /^(uni|use|usu|uti|ure|eu|ewe|one\b|once\b|onesie)/;

/** consonant letters read with a vowel sound: "an hour", "an honest" */
const VOWEL_SOUND_CONSONANT_START = /^(hour|honest|honou?r|heir)/;

/** unit symbols are read as their words: "a m" is "a metre", "a km" is "a kilometre" */
const UNIT_ABBREVIATIONS = new Set(["m", "cm", "mm", "km", "g", "kg", "ml", "l", "s", "h", "min"]);

/**
 * Whether a number read aloud starts with a vowel sound: eight, eleven, eighteen, eighty,
 * eight hundred, eight thousand, eleven thousand... ("an 8", "an 18 m rope", "a 1,322").
 */
export function numberStartsWithVowel(digits: string): boolean {
  const whole = digits.replace(/[,\s]|\{,\}/g, "").split(".")[0] ?? "";
  if (!/^\d+$/.test(whole)) return false;
  const lead = Number(whole.slice(0, whole.length % 3 || 3));
  return lead === 8 || lead === 11 || lead === 18 || (lead >= 80 && lead <= 89) || (lead >= 800 && lead <= 899);
}

/**
 * Whether the word after an article starts with a vowel sound, or null when that cannot be told
 * (TeX, symbols). Single letters and initialisms are read by letter name.
 */
export function startsWithVowelSound(word: string): boolean | null {
  const w = word.replace(/^[("'*_“‘⟨]+/, "");
  if (UNIT_ABBREVIATIONS.has(w)) return false;
  if (/^\d/.test(w)) return numberStartsWithVowel(w.match(/^[\d,.]+/)?.[0] ?? "");
  if (/^[A-Za-z](?![a-z])/.test(w) || /^[A-Z]{2,}\b/.test(w)) return VOWEL_NAMED_LETTERS.has(w[0]?.toUpperCase() ?? "");
  const lower = w.toLowerCase();
  if (!/^[a-z]/.test(lower)) return null;
  if (CONSONANT_SOUND_VOWEL_START.test(lower)) return false;
  if (VOWEL_SOUND_CONSONANT_START.test(lower)) return true;
  return /^[aeiou]/.test(lower);
}

/** count nouns checked against the number before them: singular -> plural */
export const COUNT_NOUNS: Readonly<Record<string, string>> = {
  millilitre: "millilitres",
  centilitre: "centilitres",
  litre: "litres",
  millimetre: "millimetres",
  centimetre: "centimetres",
  metre: "metres",
  kilometre: "kilometres",
  gram: "grams",
  kilogram: "kilograms",
  tonne: "tonnes",
  second: "seconds",
  minute: "minutes",
  hour: "hours",
  day: "days",
  week: "weeks",
  month: "months",
  year: "years",
  mile: "miles",
  inch: "inches",
  foot: "feet",
  yard: "yards",
  pint: "pints",
  gallon: "gallons",
  ounce: "ounces",
  unit: "units",
  degree: "degrees",
  lot: "lots",
  child: "children",
  person: "people",
  adult: "adults",
  pupil: "pupils",
  student: "students",
  face: "faces",
  edge: "edges",
  vertex: "vertices",
  side: "sides",
  coin: "coins",
  counter: "counters",
  ball: "balls",
  card: "cards",
  sweet: "sweets",
  marble: "marbles",
  box: "boxes",
  bag: "bags",
  ticket: "tickets",
  page: "pages",
  cake: "cakes",
  pen: "pens",
  notebook: "notebooks",
};

/** plurals built with a plain "s" where English does something else */
export const WRONG_PLURALS =
  /\b(childs|mans|womans|foots|tooths|mouses|sheeps|gooses|fishs|persones|[a-z]+(?:ch|sh|ss|x|z)s)\b/i;

/** "a" or "an" for the word or number that follows: article("octagon") is "an", article(18) is "an" */
export function article(next: string | number): "a" | "an" {
  return startsWithVowelSound(String(next)) ? "an" : "a";
}

/** the word with its article: withArticle("octagonal prism") is "an octagonal prism" */
export const withArticle = (phrase: string): string => `${article(phrase)} ${phrase}`;

/** the noun for a count: plural(1, "litre") is "litre", plural(3, "child", "children") is "children" */
export function plural(n: number | string, singular: string, pluralForm?: string): string {
  if (Number(n) === 1) return singular;
  if (pluralForm) return pluralForm;
  // "large box" -> "large boxes": only the last word changes
  const [, head = "", last = ""] = /^(.*?)(\w+)$/.exec(singular) ?? [];
  const irregular = COUNT_NOUNS[last];
  if (irregular) return head + irregular;
  if (/(s|x|z|ch|sh)$/.test(last)) return `${head}${last}es`;
  if (/[^aeiou]y$/.test(last)) return `${head}${last.slice(0, -1)}ies`;
  return `${singular}s`;
}

/** the same, starting a sentence: "An octagon" */
export const withCapitalArticle = (phrase: string): string => {
  const s = withArticle(phrase);
  return `${s[0]?.toUpperCase() ?? ""}${s.slice(1)}`;
};

/** the singular of a plural unit or count noun: singular("feet") is "foot", singular("pounds") is "pound" */
export function singular(pluralWord: string): string {
  const known = Object.entries(COUNT_NOUNS).find(([, p]) => p === pluralWord);
  if (known) return known[0];
  return pluralWord.replace(/(?<=(ch|sh|x|ss))es$|s$/, "");
}

/** a plural unit word for an amount: units(1, "litres") is "litre", units(2.5, "feet") is "feet" */
export const units = (amount: number | string, pluralWord: string): string =>
  Number(amount) === 1 ? singular(pluralWord) : pluralWord;
