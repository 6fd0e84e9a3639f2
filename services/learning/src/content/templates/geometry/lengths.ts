/** Lengths, exact answers and the shape pictures used by the perimeter and area templates. */
import Fraction from "fraction.js";
import { decimalAnswer, integerAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { DecimalAnswer, IntegerAnswer } from "../../core/types.js";
import { centroid, Figure, type Point, pt } from "./diagrams.js";
import { ds } from "./shared.js";

export const LENGTH_UNITS = ["cm", "m", "mm"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

/** a length in [lo, hi]: whole, or (when `halves`) a whole number and a half */
export function length(rng: Rng, lo: number, hi: number, halves = false): Fraction {
  return halves ? new Fraction(rng.int(lo, hi - 1) * 2 + 1, 2) : new Fraction(rng.int(lo, hi));
}

/** integer answer when whole, exact decimal otherwise */
export function exactAnswer(v: Fraction, unit?: string): IntegerAnswer | DecimalAnswer {
  return v.d === 1n ? integerAnswer(v, unit) : decimalAnswer(v, { kind: "exact" }, unit);
}

/** label text for a diagram: "7.5 cm" */
export const lab = (v: Fraction | number, unit: string): string =>
  `${typeof v === "number" ? v : ds(v)}${unit ? ` ${unit}` : ""}`;

/** squared/cubed unit as typed and as written in text */
export const sq = (u: string) => `${u}^2`;
export const cu = (u: string) => `${u}^3`;
export const sqText = (u: string) => `${u}²`;
export const cuText = (u: string) => `${u}³`;

const num = (f: Fraction) => Number(f.valueOf());

/** keep drawings readable: a very long thin rectangle is drawn less thin */
export function drawRatio(w: number, h: number): [number, number] {
  const ratio = Math.max(0.35, Math.min(2.5, h / w));
  return [1, ratio];
}

export function rectangleDiagram(w: Fraction, h: Fraction, wl: string | null, hl: string | null, title: string) {
  const [dw, dh] = drawRatio(num(w), num(h));
  const ps = [pt(0, 0), pt(dw, 0), pt(dw, dh), pt(0, dh)];
  const c = centroid(ps);
  const f = new Figure(260, 170).poly(ps).rightAngle(ps[0] as Point, ps[1] as Point, ps[3] as Point);
  if (wl) f.sideLabel(ps[0] as Point, ps[1] as Point, wl, c);
  if (hl) f.sideLabel(ps[3] as Point, ps[0] as Point, hl, c);
  return f.render(title);
}

/** triangle with base b, apex above `apexX` (fraction of the base), height h */
export function triangleDiagram(
  b: number,
  h: number,
  apexX: number,
  labels: { base: string; height?: string; left?: string; right?: string },
  title: string,
) {
  const [, dh] = drawRatio(b, h);
  const A = pt(0, 0);
  const B = pt(1, 0);
  const C = pt(apexX, dh);
  const foot = pt(apexX, 0);
  const c = centroid([A, B, C]);
  const f = new Figure(260, 180).poly([A, B, C]).sideLabel(A, B, labels.base, c);
  if (labels.left) f.sideLabel(C, A, labels.left, c);
  if (labels.right) f.sideLabel(B, C, labels.right, c);
  if (labels.height) {
    if (apexX > 0.02 && apexX < 0.98) {
      f.seg(C, foot, { dashed: true }).rightAngle(foot, B, C, 8);
      // the label goes on the roomier side of the dashed height
      f.label(pt(apexX, dh / 3), labels.height, apexX >= 0.5 ? -6 : 6, 0, apexX >= 0.5 ? "end" : "start");
    } else if (apexX <= 0.02) f.rightAngle(A, B, C).sideLabel(C, A, labels.height, c);
    else f.rightAngle(B, C, A).sideLabel(B, C, labels.height, c);
  }
  return f.render(title);
}
