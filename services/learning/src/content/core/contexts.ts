/**
 * Realistic ranges for everyday contexts. Templates draw their numbers from these ranges, and the
 * validation suite (validation/check-contexts.ts) reads every instance back against them, so a
 * question never shows a car at 174 km/h or a samosa for ₹1,322.50.
 */

export type Mover = "walker" | "runner" | "cyclist" | "scooter" | "car" | "bus" | "lorry" | "train" | "plane" | "ferry";

/** average speeds in km/h a journey in a question may have, inclusive */
export const SPEED_KMH: Readonly<Record<Mover, readonly [number, number]>> = {
  walker: [2, 7],
  runner: [6, 20],
  cyclist: [8, 35],
  scooter: [10, 45],
  car: [20, 120],
  bus: [15, 90],
  lorry: [20, 90],
  train: [40, 300],
  plane: [250, 950],
  ferry: [10, 50],
};

/** how questions name each mover: "A cyclist", "cycles", "bike ride", "drives"... */
export const MOVER_WORDS: Readonly<Record<Mover, RegExp>> = {
  walker: /\b(walks?|walker|walking|hikes?|hiker)\b/i,
  runner: /\b(runs|runner|jogs|jogger|running)\b/i,
  cyclist: /\b(cycles|cyclist|cycling|bike ride|bicycle)\b/i,
  scooter: /\bscooter\b/i,
  car: /\b(car|drives|driver)\b/i,
  bus: /\b(bus|coach)\b/i,
  lorry: /\b(lorry|van|truck)\b/i,
  train: /\btrain\b/i,
  plane: /\b(plane|aeroplane|aircraft)\b/i,
  ferry: /\bferry\b/i,
};

/** movers named in a question */
export function moversIn(text: string): Mover[] {
  return (Object.keys(MOVER_WORDS) as Mover[]).filter((m) => MOVER_WORDS[m].test(text));
}

/** a thing on sale in a money question and the price range it may have, in minor units (pence...) */
export interface PricedItem {
  readonly name: string;
  readonly minor: readonly [number, number];
}

/** whether a speed in km/h is in the mover's realistic range */
export function realisticSpeed(mover: Mover, kmh: number): boolean {
  const [lo, hi] = SPEED_KMH[mover];
  return kmh >= lo && kmh <= hi;
}
