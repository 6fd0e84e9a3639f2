/** 3D solids drawn in oblique projection: hidden edges dashed, dimensions labelled. */
import { Figure, type Point, pt } from "./diagrams.js";

/** depth direction of the oblique view: back and up to the right */
const DX = 0.5 * Math.cos(Math.PI / 6);
const DY = 0.5 * Math.sin(Math.PI / 6);

const fit = (v: number, ref: number) => Math.max(ref * 0.35, Math.min(ref * 1.6, v));

export function cuboidDiagram(l: number, w: number, h: number, labels: [string, string, string], title: string) {
  const L = 1;
  const H = fit(h / l, 1);
  const W = fit(w / l, 1);
  const o = (p: Point) => pt(p.x + W * DX, p.y + W * DY);
  const A = pt(0, 0);
  const B = pt(L, 0);
  const C = pt(L, H);
  const D = pt(0, H);
  const c = pt(L / 2, H / 2);
  const f = new Figure(260, 200)
    .poly([A, B, C, D])
    .seg(B, o(B))
    .seg(C, o(C))
    .seg(D, o(D))
    .seg(o(B), o(C))
    .seg(o(C), o(D))
    .seg(A, o(A), { dashed: true })
    .seg(o(A), o(B), { dashed: true })
    .seg(o(A), o(D), { dashed: true })
    .sideLabel(A, B, labels[0], c)
    .sideLabel(D, A, labels[2], c)
    .sideLabel(B, o(B), labels[1], pt(0, H * 2));
  return f.render(title);
}

/** prism whose front face is the polygon `face` (model units), extruded by `depth` */
export function prismDiagram(
  face: readonly Point[],
  depth: number,
  faceLabels: readonly (string | null)[],
  depthLabel: string,
  title: string,
  extras: (f: Figure, face: readonly Point[]) => void = () => {},
) {
  const xs = face.map((p) => p.x);
  const ys = face.map((p) => p.y);
  const size = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const d = fit(depth, size);
  const o = (p: Point) => pt(p.x + d * DX, p.y + d * DY);
  const c = pt(xs.reduce((a, b) => a + b, 0) / xs.length, ys.reduce((a, b) => a + b, 0) / ys.length);
  const f = new Figure(280, 200).poly(face);
  // edges whose back copy faces the viewer are drawn solid, the rest dashed
  face.forEach((p, i) => {
    const q = face[(i + 1) % face.length] as Point;
    const hidden = p.y <= Math.min(...ys) + 1e-9 && q.y <= Math.min(...ys) + 1e-9 && face.length > 2;
    f.seg(o(p), o(q), { dashed: hidden || (p.x <= Math.min(...xs) + 1e-9 && q.x <= Math.min(...xs) + 1e-9) });
    const lbl = faceLabels[i];
    if (lbl) f.sideLabel(p, q, lbl, c);
  });
  const lowest = face.reduce((best, p) => (p.y < best.y || (p.y === best.y && p.x > best.x) ? p : best));
  face.forEach((p) => {
    const isHidden = p.x <= Math.min(...xs) + 1e-9 && p.y <= Math.min(...ys) + 1e-9;
    f.seg(p, o(p), { dashed: isHidden });
  });
  f.sideLabel(lowest, o(lowest), depthLabel, c);
  extras(f, face);
  return f.render(title);
}

export function cylinderDiagram(rLabel: string, hLabel: string, title: string, hRatio = 1.3, diameter = false) {
  const ry = 0.28;
  const h = Math.max(0.8, Math.min(2.4, hRatio));
  const f = new Figure(200, 220)
    .ellipse(pt(0, h), 1, ry)
    .ellipse(pt(0, 0), 1, ry, { part: "near" })
    .ellipse(pt(0, 0), 1, ry, { part: "far", dashed: true })
    .seg(pt(-1, 0), pt(-1, h))
    .seg(pt(1, 0), pt(1, h))
    .dot(pt(0, h))
    .seg(pt(diameter ? -1 : 0, h), pt(1, h))
    .label(pt(diameter ? 0 : 0.5, h), rLabel, 0, -11)
    .label(pt(1, h / 2), hLabel, 8, 0, "start");
  return f.render(title);
}

export function coneDiagram(labels: { r?: string; h?: string; l?: string }, title: string, hRatio = 1.5) {
  const ry = 0.28;
  const h = Math.max(0.9, Math.min(2.4, hRatio));
  const f = new Figure(200, 220)
    .ellipse(pt(0, 0), 1, ry, { part: "near" })
    .ellipse(pt(0, 0), 1, ry, { part: "far", dashed: true })
    .seg(pt(-1, 0), pt(0, h))
    .seg(pt(1, 0), pt(0, h))
    .dot(pt(0, 0));
  if (labels.r) f.seg(pt(0, 0), pt(1, 0), { dashed: true }).label(pt(0.5, 0), labels.r, 0, 12);
  if (labels.h)
    f.seg(pt(0, 0), pt(0, h), { dashed: true })
      .rightAngle(pt(0, 0), pt(1, 0), pt(0, h), 7)
      .label(pt(0, h / 2), labels.h, -6, 0, "end");
  if (labels.l) f.label(pt(0.5, h / 2), labels.l, 8, 0, "start");
  return f.render(title);
}

export function sphereDiagram(rLabel: string, title: string, hemisphere = false, diameter = false) {
  const o = pt(0, 0);
  const f = new Figure(190, 190);
  if (hemisphere) {
    f.sector(o, 1, 180, 360).ellipse(o, 1, 0.28);
  } else {
    f.circle(o, 1).ellipse(o, 1, 0.28, { part: "near" }).ellipse(o, 1, 0.28, { part: "far", dashed: true });
  }
  f.dot(o)
    .seg(diameter ? pt(-1, 0) : o, pt(1, 0))
    .label(pt(diameter ? 0 : 0.5, 0), rLabel, 0, -10);
  return f.render(title);
}

/** pyramid on a rectangular base (l by w) with vertical height h */
export function pyramidDiagram(labels: { l: string; w: string; h: string }, title: string) {
  const W = 0.8;
  const A = pt(0, 0);
  const B = pt(1.4, 0);
  const o = (p: Point) => pt(p.x + W * DX * 1.6, p.y + W * DY * 1.6);
  const C = o(B);
  const D = o(A);
  const centre = pt((A.x + C.x) / 2, (A.y + C.y) / 2);
  const apex = pt(centre.x, 1.5);
  return new Figure(230, 200)
    .seg(A, B)
    .seg(B, C)
    .seg(C, D, { dashed: true })
    .seg(D, A, { dashed: true })
    .seg(A, apex)
    .seg(B, apex)
    .seg(C, apex)
    .seg(D, apex, { dashed: true })
    .seg(centre, apex, { dashed: true })
    .sideLabel(A, B, labels.l, apex)
    .sideLabel(B, C, labels.w, centre)
    .label(pt(centre.x, 0.75), labels.h, 6, 0, "start")
    .render(title);
}
