/**
 * The one unit lexicon of the marker: every unit a question may ask for, with the spellings
 * pupils type for it (plurals, abbreviations, "per" forms of compound units) and its size in
 * a base unit of its dimension, so "2000 m" can be recognised as the right amount in the wrong
 * unit. Templates declare the canonical name (the key below) in their answer spec.
 */
import Fraction from "fraction.js";

export type Dimension =
  | "length"
  | "area"
  | "volume"
  | "mass"
  | "time"
  | "speed"
  | "acceleration"
  | "flow"
  | "density"
  | "angle"
  | "temperature"
  | "pressure"
  | "force"
  | "money";

export interface UnitDef {
  readonly canonical: string;
  readonly dimension: Dimension;
  /** size in the dimension's base unit; undefined when it has no fixed size (a year, a mile in metric) */
  readonly size?: Fraction;
  /** lower-case spellings, the canonical one included */
  readonly spellings: readonly string[];
}

const F = (n: number, d = 1) => new Fraction(n, d);

/** words and sizes of the simple units; area, volume and compound units are built from them */
const LENGTHS: [string, Fraction | undefined, string[]][] = [
  ["mm", F(1, 1000), ["millimetre", "millimetres", "millimeter", "millimeters"]],
  ["cm", F(1, 100), ["centimetre", "centimetres", "centimeter", "centimeters", "cms"]],
  ["m", F(1), ["metre", "metres", "meter", "meters", "mtr", "mtrs"]],
  ["km", F(1000), ["kilometre", "kilometres", "kilometer", "kilometers", "kms"]],
  ["miles", undefined, ["mile", "mi"]],
];

const TIMES: [string, Fraction | undefined, string[], string[]][] = [
  // canonical, size in seconds, all spellings, spellings after "per" / "/" in a compound unit
  ["s", F(1), ["sec", "secs", "second", "seconds"], ["s", "sec", "second"]],
  ["minutes", F(60), ["min", "mins", "minute"], ["min", "minute"]],
  ["hours", F(3600), ["h", "hr", "hrs", "hour"], ["h", "hr", "hour"]],
  ["days", F(86400), ["day"], ["day"]],
  ["weeks", F(604800), ["week", "wk", "wks"], ["week"]],
  ["months", undefined, ["month"], ["month"]],
  ["years", undefined, ["year", "yr", "yrs", "y"], ["year"]],
];

const MASSES: [string, Fraction, string[]][] = [
  ["mg", F(1, 1000), ["milligram", "milligrams", "milligramme", "milligrammes"]],
  ["g", F(1), ["gram", "grams", "gramme", "grammes", "gm", "gms", "grm"]],
  ["kg", F(1000), ["kilogram", "kilograms", "kilogramme", "kilogrammes", "kilo", "kilos", "kgs"]],
  ["tonnes", F(1_000_000), ["tonne", "t", "ton", "tons"]],
];

/** capacities share the volume dimension: 1 ml = 1 cm³ */
const CAPACITIES: [string, Fraction, string[]][] = [
  ["ml", F(1), ["millilitre", "millilitres", "milliliter", "milliliters", "mls"]],
  ["cl", F(10), ["centilitre", "centilitres", "centiliter", "centiliters"]],
  ["litres", F(1000), ["l", "litre", "liter", "liters", "ltr", "ltrs"]],
];

function powerSpellings(short: string, words: string[], power: 2 | 3): string[] {
  const [square, squared] = power === 2 ? ["square", "squared"] : ["cubic", "cubed"];
  const all = [short, ...words];
  return [
    `${short}^${power}`,
    `${short}${power}`,
    ...all.map((w) => `${square} ${w}`),
    ...all.map((w) => `${w} ${squared}`),
    ...(power === 2 ? all.map((w) => `sq ${w}`).concat(all.map((w) => `sq. ${w}`)) : []),
    ...(power === 3 ? all.map((w) => `cu ${w}`) : []),
  ];
}

/** "km/h", "km per hour", "kilometres per hour", "km/hr"... for every pair of spellings */
function perSpellings(tops: readonly string[], bottoms: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of tops) for (const b of bottoms) out.push(`${t}/${b}`, `${t} / ${b}`, `${t} per ${b}`, `${t} ${b}^-1`);
  return out;
}

function buildLexicon(): UnitDef[] {
  const defs: UnitDef[] = [];
  for (const [c, size, words] of LENGTHS) {
    defs.push({ canonical: c, dimension: "length", size, spellings: [c, ...words] });
    if (c === "miles") continue;
    const sq = size?.mul(size).mul(10000); // base cm²
    const cu = size?.mul(size).mul(size).mul(1_000_000); // base cm³ = ml
    defs.push({ canonical: `${c}^2`, dimension: "area", size: sq, spellings: powerSpellings(c, words, 2) });
    defs.push({ canonical: `${c}^3`, dimension: "volume", size: cu, spellings: powerSpellings(c, words, 3) });
  }
  for (const [c, size, words] of TIMES) defs.push({ canonical: c, dimension: "time", size, spellings: [c, ...words] });
  for (const [c, size, words] of MASSES) defs.push({ canonical: c, dimension: "mass", size, spellings: [c, ...words] });
  for (const [c, size, words] of CAPACITIES)
    defs.push({ canonical: c, dimension: "volume", size, spellings: [c, ...words] });

  const time = (c: string) => TIMES.find((t) => t[0] === c);
  const length = (c: string) => LENGTHS.find((l) => l[0] === c);
  const capacity = (c: string) => CAPACITIES.find((l) => l[0] === c);
  // speeds in m/s; flows in ml/s; densities in g/cm³
  const speeds: [string, string, string, string[]][] = [
    ["km/h", "km", "hours", ["kmh", "kph", "kmph", "km/hr", "kmhr"]],
    ["m/s", "m", "s", ["mps", "ms^-1"]],
    ["m/min", "m", "minutes", []],
    ["km/min", "km", "minutes", []],
    ["cm/s", "cm", "s", []],
    ["cm/h", "cm", "hours", []],
    ["mph", "miles", "hours", ["mph", "mi/h"]],
  ];
  for (const [c, top, bottom, extra] of speeds) {
    const [, lSize, lWords] = length(top) ?? ["", undefined, []];
    const [, tSize, , tPer] = time(bottom) ?? ["", undefined, [], []];
    const size = lSize && tSize ? lSize.div(tSize) : undefined;
    const spellings = [c, ...extra, ...perSpellings([top, ...lWords], tPer)];
    defs.push({ canonical: c, dimension: "speed", size, spellings });
  }
  const flows: [string, string, string][] = [
    ["ml/s", "ml", "s"],
    ["ml/min", "ml", "minutes"],
    ["litres/s", "litres", "s"],
    ["litres/min", "litres", "minutes"],
    ["litres/h", "litres", "hours"],
    ["cm^3/s", "cm^3", "s"],
    ["m^3/h", "m^3", "hours"],
  ];
  for (const [c, top, bottom] of flows) {
    const [, tSize, , tPer] = time(bottom) ?? ["", undefined, [], []];
    const cap = capacity(top);
    const vol = defs.find((d) => d.canonical === top);
    const topSize = cap?.[1] ?? vol?.size;
    const tops = cap ? [cap[0], ...cap[2]] : vol ? vol.spellings.slice(0, 2) : [top];
    const size = topSize && tSize ? topSize.div(tSize) : undefined;
    defs.push({ canonical: c, dimension: "flow", size, spellings: [c, ...perSpellings(tops, tPer)] });
  }
  defs.push({
    canonical: "m/s^2",
    dimension: "acceleration",
    size: F(1),
    spellings: [
      "m/s^2",
      "m/s2",
      "ms^-2",
      "m s^-2",
      "m/s/s",
      "metres per second squared",
      "meters per second squared",
      "metres per second per second",
      "m per s^2",
    ],
  });
  defs.push({
    canonical: "g/cm^3",
    dimension: "density",
    size: F(1),
    spellings: ["g/cm^3", "g/cm3", "g per cm^3", "g per cm3", "grams per cm^3", "grams per cubic centimetre"],
  });
  defs.push({
    canonical: "kg/m^3",
    dimension: "density",
    size: F(1, 1000),
    spellings: ["kg/m^3", "kg/m3", "kg per m^3", "kg per m3", "kilograms per cubic metre"],
  });
  // imperial units have no metric size here: the marker only reads their spellings
  const imperial: [string, Dimension, string[]][] = [
    ["feet", "length", ["ft", "foot"]],
    ["inches", "length", ["inch"]],
    ["yards", "length", ["yard", "yd", "yds"]],
    ["pounds", "mass", ["pound", "lb", "lbs", "pounds (lb)"]],
    ["ounces", "mass", ["ounce", "oz"]],
    ["stone", "mass", []],
    ["pints", "volume", ["pint", "pt", "pts"]],
    ["gallons", "volume", ["gallon", "gal", "gals"]],
  ];
  for (const [c, dimension, words] of imperial) defs.push({ canonical: c, dimension, spellings: [c, ...words] });
  defs.push({ canonical: "N", dimension: "force", size: F(1), spellings: ["N", "newton", "newtons"] });
  defs.push({
    canonical: "N/m^2",
    dimension: "pressure",
    size: F(1),
    spellings: ["N/m^2", "N/m2", "N per m^2", "newtons per square metre", "Pa", "pascals"],
  });
  defs.push({
    canonical: "N/cm^2",
    dimension: "pressure",
    size: F(10000),
    spellings: ["N/cm^2", "N/cm2", "N per cm^2", "newtons per square centimetre"],
  });
  defs.push({ canonical: "°", dimension: "angle", size: F(1), spellings: ["°", "degrees", "degree", "deg", "degs"] });
  defs.push({
    canonical: "°C",
    dimension: "temperature",
    // "degrees" alone also names the angle unit (defined first, so it keeps that meaning elsewhere)
    spellings: ["°c", "° c", "degrees c", "degrees celsius", "celsius", "c", "degrees", "degree", "deg", "°"],
  });
  defs.push({ canonical: "p", dimension: "money", size: F(1), spellings: ["p", "pence", "penny"] });
  return defs.map((d) => ({ ...d, spellings: [...new Set(d.spellings.map((s) => s.toLowerCase()))] }));
}

export const UNITS: readonly UnitDef[] = buildLexicon();

const BY_CANONICAL = new Map(UNITS.map((u) => [u.canonical, u]));

/** every spelling, longest first, with the unit it names (a spelling names one unit) */
const BY_SPELLING: readonly [string, UnitDef][] = (() => {
  const seen = new Map<string, UnitDef>();
  for (const u of UNITS) for (const s of u.spellings) if (!seen.has(s)) seen.set(s, u);
  return [...seen.entries()].sort((a, b) => b[0].length - a[0].length);
})();

/**
 * The unit a template declares, looked up by canonical name or any spelling
 * ("cm²" is normalised to "cm^2" first), so older specs such as "h" or "min" keep working.
 */
export function unitDef(unit: string): UnitDef | undefined {
  const key = unit.replace("²", "^2").replace("³", "^3");
  return BY_CANONICAL.get(key) ?? BY_SPELLING.find(([s]) => s === key.toLowerCase())?.[1];
}

/** the spellings a declared unit accepts (a unit missing from the lexicon accepts itself) */
export function unitSpellings(unit: string): readonly string[] {
  return unitDef(unit)?.spellings ?? [unit.toLowerCase()];
}

/**
 * The unit written at the end of an answer: the longest spelling that ends the text and
 * follows a number (a digit, a closing bracket or π, optionally a space), so "12 cm" is not
 * read as "12 c" + "m" and the x of "3x" is no unit.
 */
export function trailingUnit(text: string): { unit: UnitDef; rest: string } | undefined {
  const lower = text.toLowerCase().trimEnd();
  for (const [spelling, unit] of BY_SPELLING) {
    if (!lower.endsWith(spelling)) continue;
    const rest = text.slice(0, lower.length - spelling.length).trimEnd();
    if (/[\d)π]$/.test(rest)) return { unit, rest };
  }
  return undefined;
}

/** the size of `from` in units of `to`, when both have a fixed size in the same dimension */
export function conversionFactor(from: UnitDef, to: UnitDef): Fraction | undefined {
  if (from.dimension !== to.dimension || !from.size || !to.size) return undefined;
  return from.size.div(to.size);
}

/**
 * The lexicon's name for a context's unit word ("minutes", "cm", "kg"), or "" when the word
 * is no unit ("marks", "people"): for templates whose data comes in several contexts.
 */
export function unitOrNone(word: string): string {
  return unitDef(word)?.canonical ?? "";
}
