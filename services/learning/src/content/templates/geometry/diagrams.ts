/**
 * Geometry diagrams on top of core/svg.ts. Shapes are given in model coordinates (y up)
 * and fitted into the picture at render time, so templates never think about pixels.
 * Everything drawn is numbers or escaped labels (svg.ts text()), nothing learner-typed.
 */
import { circle, dot, line, type Point, polygon, svg, text } from "../../core/svg.js";

export type { Point };

const r = (n: number) => String(Math.round(n * 10) / 10);
const P = (x: number, y: number): Point => ({ x, y });
export const pt = P;

interface View {
  px: (p: Point) => Point;
  scale: number;
}
type Item = (v: View) => string;

function unit(a: Point, b: Point): Point {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return P(dx / len, dy / len);
}

export const centroid = (ps: readonly Point[]): Point =>
  P(ps.reduce((s, p) => s + p.x, 0) / ps.length, ps.reduce((s, p) => s + p.y, 0) / ps.length);

/** a point at angle `degrees` (anticlockwise from east) and distance d from c */
export const polar = (c: Point, d: number, degrees: number): Point =>
  P(c.x + d * Math.cos((degrees * Math.PI) / 180), c.y + d * Math.sin((degrees * Math.PI) / 180));

export class Figure {
  private readonly items: Item[] = [];
  private readonly bounds: Point[] = [];

  constructor(
    private readonly maxW = 320,
    private readonly maxH = 230,
    private readonly pad = 34,
  ) {}

  include(...ps: Point[]): this {
    this.bounds.push(...ps);
    return this;
  }

  seg(a: Point, b: Point, opts: { dashed?: boolean; width?: number } = {}): this {
    this.include(a, b);
    this.items.push((v) => line(v.px(a), v.px(b), opts));
    return this;
  }

  poly(points: readonly Point[], fill = "none"): this {
    this.include(...points);
    this.items.push((v) => polygon(points.map(v.px), fill));
    return this;
  }

  circle(c: Point, radius: number, fill = "none"): this {
    this.include(P(c.x - radius, c.y - radius), P(c.x + radius, c.y + radius));
    this.items.push((v) => circle(v.px(c), radius * v.scale, fill));
    return this;
  }

  dot(p: Point): this {
    this.include(p);
    this.items.push((v) => dot(v.px(p)));
    return this;
  }

  /** sector (or arc only) of a circle, anticlockwise from `from` to `to` degrees */
  sector(c: Point, radius: number, from: number, to: number, opts: { fill?: string; arcOnly?: boolean } = {}): this {
    this.include(P(c.x - radius, c.y - radius), P(c.x + radius, c.y + radius));
    this.items.push((v) => {
      const a = v.px(polar(c, radius, from));
      const b = v.px(polar(c, radius, to));
      const o = v.px(c);
      const sweep = (((to - from) % 360) + 360) % 360;
      const rr = r(radius * v.scale);
      const arc = `A ${rr} ${rr} 0 ${sweep > 180 ? 1 : 0} 0 ${r(b.x)} ${r(b.y)}`;
      const d = opts.arcOnly ? `M ${r(a.x)} ${r(a.y)} ${arc}` : `M ${r(o.x)} ${r(o.y)} L ${r(a.x)} ${r(a.y)} ${arc} Z`;
      return `<path d="${d}" fill="${opts.arcOnly ? "none" : (opts.fill ?? "none")}" stroke="black" stroke-width="1.5"/>`;
    });
    return this;
  }

  /** ellipse (3D circles seen at a slant); `part` draws only the near or far half */
  ellipse(
    c: Point,
    rx: number,
    ry: number,
    opts: { part?: "near" | "far"; dashed?: boolean; fill?: string } = {},
  ): this {
    this.include(P(c.x - rx, c.y - ry), P(c.x + rx, c.y + ry));
    this.items.push((v) => {
      const o = v.px(c);
      const a = r(rx * v.scale);
      const b = r(ry * v.scale);
      const dash = opts.dashed ? ' stroke-dasharray="4 3"' : "";
      if (!opts.part)
        return `<ellipse cx="${r(o.x)}" cy="${r(o.y)}" rx="${a}" ry="${b}" fill="${opts.fill ?? "none"}" stroke="black" stroke-width="1.5"${dash}/>`;
      const sweep = opts.part === "near" ? 0 : 1;
      return `<path d="M ${r(o.x - rx * v.scale)} ${r(o.y)} A ${a} ${b} 0 0 ${sweep} ${r(o.x + rx * v.scale)} ${r(o.y)}" fill="none" stroke="black" stroke-width="1.5"${dash}/>`;
    });
    return this;
  }

  /** a label at a model point, nudged by a pixel offset */
  label(p: Point, s: string, dx = 0, dy = 0, anchor: "start" | "middle" | "end" = "middle"): this {
    this.include(p);
    this.items.push((v) => {
      const q = v.px(p);
      return text(P(q.x + dx, q.y + dy), s, anchor);
    });
    return this;
  }

  /** a label beside the middle of side ab, on the side away from `away` */
  sideLabel(a: Point, b: Point, s: string, away: Point, gap = 15): this {
    this.items.push((v) => {
      const pa = v.px(a);
      const pb = v.px(b);
      const m = P((pa.x + pb.x) / 2, (pa.y + pb.y) / 2);
      const u = unit(pa, pb);
      let n = P(-u.y, u.x);
      const w = v.px(away);
      if ((w.x - m.x) * n.x + (w.y - m.y) * n.y > 0) n = P(-n.x, -n.y);
      // beside a near-vertical side the text runs away from the side instead of centring on it
      if (Math.abs(n.x) > 0.8) return text(P(m.x + n.x * 7, m.y + n.y * 7), s, n.x < 0 ? "end" : "start");
      return text(P(m.x + n.x * gap, m.y + n.y * gap), s);
    });
    return this;
  }

  /** a vertex name placed outward from `away` (usually the shape's centroid) */
  vertexLabel(p: Point, s: string, away: Point, gap = 14): this {
    this.items.push((v) => {
      const q = v.px(p);
      const u = unit(v.px(away), q);
      return text(P(q.x + u.x * gap, q.y + u.y * gap), s);
    });
    return this;
  }

  /** arc marking the angle at v turning anticlockwise from ray va to ray vb, with a label */
  angle(vx: Point, a: Point, b: Point, label = "", radius = 20): this {
    this.items.push((v) => {
      const o = v.px(vx);
      const pa = v.px(a);
      const pb = v.px(b);
      const ta = Math.atan2(-(pa.y - o.y), pa.x - o.x);
      const tb = Math.atan2(-(pb.y - o.y), pb.x - o.x);
      const sweep = (((tb - ta) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      const rad = sweep < 0.6 ? radius + 8 : radius;
      const s = P(o.x + rad * Math.cos(ta), o.y - rad * Math.sin(ta));
      const e = P(o.x + rad * Math.cos(tb), o.y - rad * Math.sin(tb));
      const arc = `<path d="M ${r(s.x)} ${r(s.y)} A ${r(rad)} ${r(rad)} 0 ${sweep > Math.PI ? 1 : 0} 0 ${r(e.x)} ${r(e.y)}" fill="none" stroke="black" stroke-width="1"/>`;
      if (!label) return arc;
      const tm = ta + sweep / 2;
      const lr = rad + 8 + label.length * 2.5;
      return arc + text(P(o.x + lr * Math.cos(tm), o.y - lr * Math.sin(tm)), label);
    });
    return this;
  }

  /** the smaller of the two angles between rays va and vb */
  innerAngle(vx: Point, a: Point, b: Point, label = "", radius = 20): this {
    const ta = Math.atan2(a.y - vx.y, a.x - vx.x);
    const tb = Math.atan2(b.y - vx.y, b.x - vx.x);
    const sweep = (((tb - ta) % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
    return sweep <= Math.PI ? this.angle(vx, a, b, label, radius) : this.angle(vx, b, a, label, radius);
  }

  rightAngle(vx: Point, a: Point, b: Point, size = 10): this {
    this.items.push((v) => {
      const o = v.px(vx);
      const u = unit(o, v.px(a));
      const w = unit(o, v.px(b));
      const p1 = P(o.x + u.x * size, o.y + u.y * size);
      const p2 = P(p1.x + w.x * size, p1.y + w.y * size);
      const p3 = P(o.x + w.x * size, o.y + w.y * size);
      return `<polyline points="${r(p1.x)},${r(p1.y)} ${r(p2.x)},${r(p2.y)} ${r(p3.x)},${r(p3.y)}" fill="none" stroke="black" stroke-width="1"/>`;
    });
    return this;
  }

  /** n small dashes across the middle of ab (equal sides) */
  ticks(a: Point, b: Point, n = 1): this {
    this.items.push((v) => {
      const pa = v.px(a);
      const pb = v.px(b);
      const u = unit(pa, pb);
      const nn = P(-u.y, u.x);
      const m = P((pa.x + pb.x) / 2, (pa.y + pb.y) / 2);
      let out = "";
      for (let i = 0; i < n; i++) {
        const off = (i - (n - 1) / 2) * 5;
        const c = P(m.x + u.x * off, m.y + u.y * off);
        out += line(P(c.x - nn.x * 6, c.y - nn.y * 6), P(c.x + nn.x * 6, c.y + nn.y * 6), { width: 1.2 });
      }
      return out;
    });
    return this;
  }

  /** n arrowheads along ab at its middle (parallel lines) */
  arrows(a: Point, b: Point, n = 1, at = 0.5): this {
    this.items.push((v) => {
      const pa = v.px(a);
      const pb = v.px(b);
      const u = unit(pa, pb);
      const nn = P(-u.y, u.x);
      let out = "";
      for (let i = 0; i < n; i++) {
        const t = at;
        const c = P(pa.x + (pb.x - pa.x) * t + u.x * i * 7, pa.y + (pb.y - pa.y) * t + u.y * i * 7);
        const back = P(c.x - u.x * 7, c.y - u.y * 7);
        out += line(P(back.x + nn.x * 5, back.y + nn.y * 5), c, { width: 1.2 });
        out += line(P(back.x - nn.x * 5, back.y - nn.y * 5), c, { width: 1.2 });
      }
      return out;
    });
    return this;
  }

  /** raw light grid line (coordinate grids) */
  gridLine(a: Point, b: Point): this {
    this.include(a, b);
    this.items.push((v) => {
      const pa = v.px(a);
      const pb = v.px(b);
      return `<line x1="${r(pa.x)}" y1="${r(pa.y)}" x2="${r(pb.x)}" y2="${r(pb.y)}" stroke="#ddd" stroke-width="1"/>`;
    });
    return this;
  }

  render(title: string, fixedScale?: number): string {
    const xs = this.bounds.map((p) => p.x);
    const ys = this.bounds.map((p) => p.y);
    const minX = Math.min(...xs);
    const maxY = Math.max(...ys);
    const w = Math.max(...xs) - minX || 1;
    const h = maxY - Math.min(...ys) || 1;
    const scale = fixedScale ?? Math.min(this.maxW / w, this.maxH / h);
    const padX = this.pad + 24;
    const view: View = {
      px: (p) => P(padX + (p.x - minX) * scale, this.pad + (maxY - p.y) * scale),
      scale,
    };
    return svg(
      w * scale + 2 * padX,
      h * scale + 2 * this.pad,
      this.items.map((it) => it(view)),
      title,
    );
  }
}

/** a coordinate grid with axes and integer labels; add shapes to the returned figure */
export function gridFigure(xmin: number, xmax: number, ymin: number, ymax: number): Figure {
  const f = new Figure(0, 0, 22);
  for (let x = xmin; x <= xmax; x++) f.gridLine(P(x, ymin), P(x, ymax));
  for (let y = ymin; y <= ymax; y++) f.gridLine(P(xmin, y), P(xmax, y));
  if (ymin <= 0 && ymax >= 0) f.seg(P(xmin, 0), P(xmax, 0), { width: 1.2 });
  if (xmin <= 0 && xmax >= 0) f.seg(P(0, ymin), P(0, ymax), { width: 1.2 });
  for (let x = xmin; x <= xmax; x++) if (x !== 0 && x % 2 === 0) f.label(P(x, 0), String(x), 0, 11);
  for (let y = ymin; y <= ymax; y++) if (y !== 0 && y % 2 === 0) f.label(P(0, y), String(y), -10, 0);
  f.label(P(xmax, 0), "x", 12, 0).label(P(0, ymax), "y", 0, -12);
  return f;
}

export const GRID_SCALE = 22;
