/**
 * Diagrams for the algebra strand, composed from the core/svg.ts primitives:
 * coordinate grids with clipped lines, sampled curves and shaded regions, scaled
 * real-life graphs, inequality number lines and function machines.
 */
import { circle, dot, line, type Point, polygon, rect, svg, text } from "../../core/svg.js";

export interface GraphContent {
  /** straight lines through two points, extended across the grid */
  readonly lines?: readonly { readonly a: Point; readonly b: Point; readonly dashed?: boolean }[];
  /** segments drawn only between their end points */
  readonly segments?: readonly (readonly [Point, Point])[];
  readonly curves?: readonly ((x: number) => number)[];
  readonly points?: readonly { readonly p: Point; readonly label?: string }[];
  readonly regions?: readonly (readonly Point[])[];
  readonly labels?: readonly { readonly p: Point; readonly text: string }[];
}

export interface GraphFrame {
  readonly x: readonly [number, number];
  readonly y: readonly [number, number];
  /** pixels per unit */
  readonly ux?: number;
  readonly uy?: number;
  /** label every n-th grid line (grid lines are at every multiple of step) */
  readonly xStep?: number;
  readonly yStep?: number;
  readonly xTitle?: string;
  readonly yTitle?: string;
}

/** Liang-Barsky: the part of the segment ab inside the box, or null */
function clip(a: Point, b: Point, x0: number, x1: number, y0: number, y1: number): [Point, Point] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [
    [-dx, a.x - x0],
    [dx, x1 - a.x],
    [-dy, a.y - y0],
    [dy, y1 - a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [
    { x: a.x + t0 * dx, y: a.y + t0 * dy },
    { x: a.x + t1 * dx, y: a.y + t1 * dy },
  ];
}

/** a grid with axes; all content in graph coordinates */
export function graph(frame: GraphFrame, content: GraphContent, title: string): string {
  const [xmin, xmax] = frame.x;
  const [ymin, ymax] = frame.y;
  const ux = frame.ux ?? 28;
  const uy = frame.uy ?? 28;
  const xs = frame.xStep ?? 1;
  const ys = frame.yStep ?? 1;
  const left = 34;
  const top = 20;
  const X = (x: number) => left + (x - xmin) * ux;
  const Y = (y: number) => top + (ymax - y) * uy;
  const P = (p: Point): Point => ({ x: X(p.x), y: Y(p.y) });
  const body: string[] = [];
  const r1 = (n: number) => Math.round(n * 10) / 10;
  // grid lines are light grey, so they are not the black line() primitive
  const grid = (a: Point, b: Point) =>
    `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="#ddd"/>`;
  for (let x = Math.ceil(xmin / xs) * xs; x <= xmax; x += xs) body.push(grid(P({ x, y: ymin }), P({ x, y: ymax })));
  for (let y = Math.ceil(ymin / ys) * ys; y <= ymax; y += ys) body.push(grid(P({ x: xmin, y }), P({ x: xmax, y })));
  for (const reg of content.regions ?? []) body.push(polygon(reg.map(P), "#c6dbef"));
  const ax = Math.max(xmin, Math.min(0, xmax));
  const ay = Math.max(ymin, Math.min(0, ymax));
  body.push(line(P({ x: xmin, y: ay }), P({ x: xmax, y: ay })), line(P({ x: ax, y: ymin }), P({ x: ax, y: ymax })));
  for (let x = Math.ceil(xmin / xs) * xs; x <= xmax; x += xs)
    if (x !== ax || ax === xmin) body.push(text({ x: X(x), y: Y(ay) + 13 }, String(x)));
  for (let y = Math.ceil(ymin / ys) * ys; y <= ymax; y += ys)
    if (y !== ay) body.push(text({ x: X(ax) - 6, y: Y(y) }, String(y), "end"));
  if (frame.xTitle) body.push(text({ x: X(xmax), y: Y(ay) + 30 }, frame.xTitle, "end"));
  if (frame.yTitle) body.push(text({ x: X(ax) + 6, y: top - 8 }, frame.yTitle, "start"));
  for (const l of content.lines ?? []) {
    const dx = l.b.x - l.a.x;
    const dy = l.b.y - l.a.y;
    const k = 1000;
    const c = clip(
      { x: l.a.x - k * dx, y: l.a.y - k * dy },
      { x: l.a.x + k * dx, y: l.a.y + k * dy },
      xmin,
      xmax,
      ymin,
      ymax,
    );
    if (c) body.push(line(P(c[0]), P(c[1]), { width: 2, dashed: l.dashed ?? false }));
  }
  for (const [a, b] of content.segments ?? []) body.push(line(P(a), P(b), { width: 2 }));
  for (const f of content.curves ?? []) {
    const n = 80;
    let prev: Point | null = null;
    for (let i = 0; i <= n; i++) {
      const x = xmin + ((xmax - xmin) * i) / n;
      const y = f(x);
      const cur = Number.isFinite(y) ? { x, y } : null;
      if (prev && cur && Math.abs(cur.y - prev.y) < (ymax - ymin) * 2) {
        const c = clip(prev, cur, xmin, xmax, ymin, ymax);
        if (c) body.push(line(P(c[0]), P(c[1]), { width: 2 }));
      }
      prev = cur;
    }
  }
  for (const { p, label } of content.points ?? []) {
    body.push(dot(P(p), 4));
    if (label) body.push(text({ x: X(p.x) + 12, y: Y(p.y) - 12 }, label));
  }
  for (const l of content.labels ?? []) body.push(text(P(l.p), l.text));
  return svg(left + (xmax - xmin) * ux + 24, top + (ymax - ymin) * uy + 40, body, title);
}

/** a number line with an inequality drawn on it: circles (filled = included) and a thick bar */
export function inequalityLine(
  lo: number,
  hi: number,
  from: { value: number; closed: boolean } | null,
  to: { value: number; closed: boolean } | null,
  title: string,
): string {
  const width = 480;
  const left = 30;
  const right = width - 30;
  const y = 45;
  const X = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const body = [line({ x: left - 12, y }, { x: right + 12, y })];
  for (let v = lo; v <= hi; v++) {
    body.push(line({ x: X(v), y: y - 6 }, { x: X(v), y: y + 6 }), text({ x: X(v), y: y + 22 }, String(v)));
  }
  const a = from ? X(from.value) : left - 12;
  const b = to ? X(to.value) : right + 12;
  body.push(line({ x: a, y: y - 16 }, { x: b, y: y - 16 }, { width: 4 }));
  if (!from)
    body.push(line({ x: a, y: y - 16 }, { x: a + 8, y: y - 22 }), line({ x: a, y: y - 16 }, { x: a + 8, y: y - 10 }));
  if (!to)
    body.push(line({ x: b, y: y - 16 }, { x: b - 8, y: y - 22 }), line({ x: b, y: y - 16 }, { x: b - 8, y: y - 10 }));
  for (const end of [from, to])
    if (end) body.push(circle({ x: X(end.value), y: y - 16 }, 6, end.closed ? "black" : "white"));
  return svg(width, 80, body, title);
}

/** boxes joined by arrows: input -> op -> op -> output */
export function functionMachine(cells: readonly string[], title: string): string {
  const w = 86;
  const gap = 34;
  const body: string[] = [];
  cells.forEach((c, i) => {
    const x = 10 + i * (w + gap);
    const isEnd = i === 0 || i === cells.length - 1;
    body.push(rect(x, 15, w, 40, isEnd ? "white" : "#deebf7"), text({ x: x + w / 2, y: 35 }, c));
    if (i < cells.length - 1) {
      const ax = x + w;
      body.push(
        line({ x: ax + 2, y: 35 }, { x: ax + gap - 4, y: 35 }),
        line({ x: ax + gap - 4, y: 35 }, { x: ax + gap - 11, y: 30 }),
        line({ x: ax + gap - 4, y: 35 }, { x: ax + gap - 11, y: 40 }),
      );
    }
  });
  return svg(20 + cells.length * w + (cells.length - 1) * gap, 70, body, title);
}

/** a polygon with a label just inside each vertex (angle expressions) */
export function angleShape(points: readonly Point[], labels: readonly string[], title: string): string {
  const cx = points.reduce((t, p) => t + p.x, 0) / points.length;
  const cy = points.reduce((t, p) => t + p.y, 0) / points.length;
  const body = [polygon(points.map((p) => ({ x: p.x + 60, y: p.y + 20 })))];
  points.forEach((p, i) => {
    const dx = cx - p.x;
    const dy = cy - p.y;
    const len = Math.hypot(dx, dy) || 1;
    body.push(text({ x: p.x + 60 + (dx / len) * 48, y: p.y + 20 + (dy / len) * 40 }, labels[i] ?? ""));
  });
  const w = Math.max(...points.map((p) => p.x)) + 120;
  const h = Math.max(...points.map((p) => p.y)) + 40;
  return svg(w, h, body, title);
}

/** a rectangle with its length labelled above and its width labelled to the right */
export function labelledRectangle(length: string, width: string, title: string): string {
  return svg(
    360,
    170,
    [rect(20, 30, 240, 120), text({ x: 140, y: 16 }, length), text({ x: 270, y: 90 }, width, "start")],
    title,
  );
}
