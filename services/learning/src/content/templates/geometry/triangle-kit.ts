/** Triangle pictures for Pythagoras and trigonometry: right-angled and general triangles, labelled. */
import { centroid, Figure, type Point, pt } from "./diagrams.js";

export interface RightLabels {
  /** the horizontal leg, the vertical leg and the hypotenuse */
  readonly base?: string;
  readonly height?: string;
  readonly hyp?: string;
  /** angle marked at the end of the base away from the right angle */
  readonly angle?: string;
  /** vertex names: right-angle corner, base end, top */
  readonly names?: readonly [string, string, string];
}

/** right angle at the bottom (left or right), base horizontal; lengths drawn in proportion (within limits) */
export function rightTriangle(base: number, height: number, labels: RightLabels, title: string, flip = false): string {
  const ratio = Math.max(0.3, Math.min(2.2, height / base));
  const s = flip ? -1 : 1;
  const R = pt(0, 0);
  const B = pt(s * 1, 0);
  const T = pt(0, ratio);
  const c = centroid([R, B, T]);
  const f = new Figure(250, 190).poly([R, B, T]).rightAngle(R, B, T);
  if (labels.base) f.sideLabel(R, B, labels.base, c);
  if (labels.height) f.sideLabel(T, R, labels.height, c);
  if (labels.hyp) f.sideLabel(B, T, labels.hyp, c);
  if (labels.angle) f.innerAngle(B, T, R, labels.angle, 26);
  if (labels.names) {
    f.vertexLabel(R, labels.names[0], c).vertexLabel(B, labels.names[1], c).vertexLabel(T, labels.names[2], c);
  }
  return f.render(title);
}

/** triangle ABC from its three sides (a = BC opposite A, etc.), with optional side and angle labels */
export function triangleFromSides(
  a: number,
  b: number,
  c: number,
  labels: { a?: string; b?: string; c?: string; A?: string; B?: string; C?: string },
  title: string,
): string {
  // B at the origin, C along the base, A from the cosine rule
  const cosB = (a * a + c * c - b * b) / (2 * a * c);
  const B = pt(0, 0);
  const C = pt(a, 0);
  const A = pt(c * cosB, c * Math.sqrt(Math.max(0, 1 - cosB * cosB)));
  const cen = centroid([A, B, C]);
  const f = new Figure(260, 190).poly([A, B, C]);
  f.vertexLabel(A, "A", cen).vertexLabel(B, "B", cen).vertexLabel(C, "C", cen);
  if (labels.a) f.sideLabel(B, C, labels.a, cen);
  if (labels.b) f.sideLabel(C, A, labels.b, cen);
  if (labels.c) f.sideLabel(A, B, labels.c, cen);
  const corner = (v: Point, p: Point, q: Point, l?: string) => {
    if (l) f.innerAngle(v, p, q, l, 22);
  };
  corner(A, B, C, labels.A);
  corner(B, C, A, labels.B);
  corner(C, A, B, labels.C);
  return f.render(title);
}

/** the three sides of a triangle from two sides and the included angle (degrees) */
export function thirdSide(b: number, c: number, A: number): number {
  return Math.sqrt(b * b + c * c - 2 * b * c * Math.cos((A * Math.PI) / 180));
}
