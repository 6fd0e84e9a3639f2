/**
 * Chart diagrams for statistics (and rates-of-change) questions, built only from the safe
 * primitives in core/svg.ts (plus plain <path> shapes for pie sectors and half symbols).
 * Every chart's data is also given in the question text, so the SVG is never the only source.
 */
import { circle, dot, escapeXml, line, type Point, rect, svg, text } from "../../core/svg.js";

const FILLS = ["#9ecae1", "#fdae6b", "#a1d99b", "#bcbddc", "#fc9272", "#fdd0a2", "#c7e9c0", "#dadaeb"];

const r1 = (n: number) => String(Math.round(n * 10) / 10);

export interface Axis {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly label: string;
}

export interface Frame {
  X(v: number): number;
  Y(v: number): number;
}

const fmtTick = (v: number) => String(Math.round(v * 1000) / 1000);

export interface PlotOptions {
  readonly width?: number;
  readonly height?: number;
  /** category charts label the x axis themselves; box plots have no y scale */
  readonly xTicks?: boolean;
  readonly yTicks?: boolean;
}

/** numeric x and y axes with a light grid; `draw` adds the data on top */
export function plot(x: Axis, y: Axis, draw: (f: Frame) => string[], title: string, opts: PlotOptions = {}): string {
  const { width = 440, height = 300, xTicks = true, yTicks = true } = opts;
  const left = 56;
  const bottom = height - 44;
  const top = 16;
  const right = width - 16;
  const f: Frame = {
    X: (v) => left + ((v - x.min) / (x.max - x.min)) * (right - left),
    Y: (v) => bottom - ((v - y.min) / (y.max - y.min)) * (bottom - top),
  };
  const body: string[] = [];
  const nx = Math.round((x.max - x.min) / x.step);
  for (let i = 0; i <= nx && xTicks; i++) {
    const v = x.min + i * x.step;
    body.push(`<line x1="${r1(f.X(v))}" y1="${top}" x2="${r1(f.X(v))}" y2="${bottom}" stroke="#ddd"/>`);
    body.push(text({ x: f.X(v), y: bottom + 14 }, fmtTick(v)));
  }
  const ny = Math.round((y.max - y.min) / y.step);
  for (let i = 0; i <= ny && yTicks; i++) {
    const v = y.min + i * y.step;
    body.push(`<line x1="${left}" y1="${r1(f.Y(v))}" x2="${right}" y2="${r1(f.Y(v))}" stroke="#ddd"/>`);
    body.push(text({ x: left - 6, y: f.Y(v) }, fmtTick(v), "end"));
  }
  body.push(line({ x: left, y: top }, { x: left, y: bottom }), line({ x: left, y: bottom }, { x: right, y: bottom }));
  body.push(text({ x: (left + right) / 2, y: height - 8 }, x.label));
  body.push(
    `<text x="14" y="${r1((top + bottom) / 2)}" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="14" transform="rotate(-90 14 ${r1((top + bottom) / 2)})">${escapeXml(y.label)}</text>`,
  );
  body.push(...draw(f));
  return svg(width, height, body, title);
}

/** straight segments through points (in data units), optionally with dots */
export function polyline(f: Frame, pts: readonly Point[], dots = true): string[] {
  const out: string[] = [];
  for (let i = 1; i < pts.length; i++) {
    const a = pts[i - 1] as Point;
    const b = pts[i] as Point;
    out.push(line({ x: f.X(a.x), y: f.Y(a.y) }, { x: f.X(b.x), y: f.Y(b.y) }, { width: 2 }));
  }
  if (dots) for (const p of pts) out.push(dot({ x: f.X(p.x), y: f.Y(p.y) }, 3.5));
  return out;
}

/** line graph over categories (hours, months...) with numeric values */
export function categoryLineChart(
  labels: readonly string[],
  values: readonly number[],
  y: Axis,
  xLabel: string,
  title: string,
): string {
  const n = labels.length;
  const width = Math.max(360, 60 + n * 48);
  return plot(
    { min: 0, max: n + 1, step: n + 1, label: xLabel },
    y,
    (f) => [
      ...labels.map((l, i) => text({ x: f.X(i + 1), y: f.Y(y.min) + 14 }, l)),
      ...polyline(
        f,
        values.map((v, i) => ({ x: i + 1, y: v })),
      ),
    ],
    title,
    { width, xTicks: false },
  );
}

/** scatter graph */
export function scatter(points: readonly Point[], x: Axis, y: Axis, title: string): string {
  return plot(x, y, (f) => points.map((p) => dot({ x: f.X(p.x), y: f.Y(p.y) }, 4)), title);
}

/** histogram / bar chart over numeric intervals: bars [from, to, height] */
export function intervalBars(bars: readonly (readonly [number, number, number])[], x: Axis, y: Axis, title: string) {
  return plot(
    x,
    y,
    (f) => bars.map(([a, b, h]) => rect(f.X(a), f.Y(h), f.X(b) - f.X(a), f.Y(y.min) - f.Y(h), "#9ecae1")),
    title,
  );
}

/** pie chart; slices in degrees (must add to 360) */
export function pieChart(slices: readonly { label: string; degrees: number }[], title: string): string {
  const c = { x: 160, y: 150 };
  const rad = 110;
  const body: string[] = [];
  let start = -90;
  slices.forEach((s, i) => {
    const end = start + s.degrees;
    const p1 = polar(c, rad, start);
    const p2 = polar(c, rad, end);
    const large = s.degrees > 180 ? 1 : 0;
    body.push(
      `<path d="M ${r1(c.x)} ${r1(c.y)} L ${r1(p1.x)} ${r1(p1.y)} A ${rad} ${rad} 0 ${large} 1 ${r1(p2.x)} ${r1(p2.y)} Z" fill="${FILLS[i % FILLS.length]}" stroke="black" stroke-width="1.5"/>`,
    );
    const mid = polar(c, rad + 22, start + s.degrees / 2);
    body.push(text(mid, s.label, mid.x < c.x - 10 ? "end" : mid.x > c.x + 10 ? "start" : "middle"));
    start = end;
  });
  return svg(420, 300, [`<g transform="translate(40 0)">`, ...body, "</g>"], title);
}

function polar(c: Point, radius: number, deg: number): Point {
  const a = (deg * Math.PI) / 180;
  return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
}

/** pictogram: each row shows value/key symbols (quarters allowed) */
export function pictogram(rows: readonly { label: string; value: number }[], key: number, title: string): string {
  const size = 26;
  const left = 110;
  const body: string[] = [];
  rows.forEach((row, i) => {
    const y = 24 + i * (size + 10);
    body.push(text({ x: left - 10, y }, row.label, "end"));
    const symbols = row.value / key;
    const whole = Math.floor(symbols + 1e-9);
    for (let j = 0; j < whole; j++) body.push(circle({ x: left + j * (size + 6) + size / 2, y }, size / 2, "#9ecae1"));
    const part = Math.round((symbols - whole) * 4);
    if (part > 0) body.push(partSymbol({ x: left + whole * (size + 6) + size / 2, y }, size / 2, part));
  });
  const widest = Math.max(...rows.map((r) => Math.ceil(r.value / key)));
  const keyY = 24 + rows.length * (size + 10);
  body.push(circle({ x: left + size / 2, y: keyY }, size / 2, "#9ecae1"));
  body.push(text({ x: left + size + 10, y: keyY }, `= ${key}`, "start"));
  return svg(left + Math.max(widest, 3) * (size + 6) + 20, keyY + 24, body, title);
}

/** a quarter, half or three-quarter circle (drawn from the top, clockwise) */
function partSymbol(c: Point, radius: number, quarters: number): string {
  if (quarters === 2)
    return `<path d="M ${r1(c.x)} ${r1(c.y - radius)} A ${radius} ${radius} 0 0 0 ${r1(c.x)} ${r1(c.y + radius)} Z" fill="#9ecae1" stroke="black" stroke-width="1.5"/>`;
  const end = polar(c, radius, -90 - quarters * 90);
  const large = quarters > 2 ? 1 : 0;
  return `<path d="M ${r1(c.x)} ${r1(c.y)} L ${r1(c.x)} ${r1(c.y - radius)} A ${radius} ${radius} 0 ${large} 0 ${r1(end.x)} ${r1(end.y)} Z" fill="#9ecae1" stroke="black" stroke-width="1.5"/>`;
}

/** tally chart: a label and tally marks (gates of five) per row */
export function tallyChart(rows: readonly { label: string; count: number }[], title: string): string {
  const left = 120;
  const body: string[] = [];
  rows.forEach((row, i) => {
    const y = 22 + i * 34;
    body.push(text({ x: left - 12, y }, row.label, "end"));
    for (let k = 0; k < row.count; k++) {
      const gate = Math.floor(k / 5);
      const pos = k % 5;
      const gx = left + gate * 44;
      if (pos < 4) body.push(line({ x: gx + pos * 8, y: y - 11 }, { x: gx + pos * 8, y: y + 11 }, { width: 2 }));
      else body.push(line({ x: gx - 4, y: y + 8 }, { x: gx + 28, y: y - 8 }, { width: 2 }));
    }
  });
  const maxGates = Math.max(...rows.map((r) => Math.ceil(r.count / 5)), 1);
  return svg(left + maxGates * 44 + 20, rows.length * 34 + 12, body, title);
}

/** horizontal box plots on one scale */
export function boxPlots(
  plots: readonly { label: string; five: readonly [number, number, number, number, number] }[],
  x: Axis,
  title: string,
): string {
  const height = 60 + plots.length * 60;
  return plot(
    x,
    { min: 0, max: plots.length * 2, step: plots.length * 2, label: "" },
    (f) =>
      plots.flatMap((p, i) => {
        const [mn, q1, med, q3, mx] = p.five;
        const yc = plots.length * 2 - 1 - i * 2;
        const [ya, yb] = [f.Y(yc + 0.5), f.Y(yc - 0.5)];
        const ym = f.Y(yc);
        return [
          line({ x: f.X(mn), y: ym }, { x: f.X(q1), y: ym }),
          line({ x: f.X(q3), y: ym }, { x: f.X(mx), y: ym }),
          line({ x: f.X(mn), y: ya + 6 }, { x: f.X(mn), y: yb - 6 }),
          line({ x: f.X(mx), y: ya + 6 }, { x: f.X(mx), y: yb - 6 }),
          rect(f.X(q1), ya, f.X(q3) - f.X(q1), yb - ya, "#9ecae1"),
          line({ x: f.X(med), y: ya }, { x: f.X(med), y: yb }, { width: 2.5 }),
          ...(plots.length > 1 ? [text({ x: f.X(x.min) + 4, y: f.Y(yc + 0.8) }, p.label, "start")] : []),
        ];
      }),
    title,
    { width: 460, height, yTicks: false },
  );
}
