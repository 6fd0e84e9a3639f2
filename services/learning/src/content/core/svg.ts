/**
 * Tiny SVG builders for generated diagrams. Output is a self-contained <svg> string:
 * no scripts, no external references, every label escaped. Coordinates are rounded
 * so the same seed always produces byte-identical output.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

const FONT = 'font-family="sans-serif" font-size="14"';

export function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function r(n: number): string {
  return String(Math.round(n * 10) / 10);
}

export function svg(width: number, height: number, body: readonly string[], title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r(width)} ${r(height)}" width="${r(width)}" height="${r(height)}" role="img">` +
    `<title>${escapeXml(title)}</title>${body.join("")}</svg>`
  );
}

export function line(a: Point, b: Point, opts: { dashed?: boolean; width?: number } = {}): string {
  const dash = opts.dashed ? ' stroke-dasharray="4 3"' : "";
  return `<line x1="${r(a.x)}" y1="${r(a.y)}" x2="${r(b.x)}" y2="${r(b.y)}" stroke="black" stroke-width="${opts.width ?? 1.5}"${dash}/>`;
}

export function text(p: Point, label: string, anchor: "start" | "middle" | "end" = "middle"): string {
  return `<text x="${r(p.x)}" y="${r(p.y)}" text-anchor="${anchor}" dominant-baseline="middle" ${FONT}>${escapeXml(label)}</text>`;
}

export function polygon(points: readonly Point[], fill = "none"): string {
  const pts = points.map((p) => `${r(p.x)},${r(p.y)}`).join(" ");
  return `<polygon points="${pts}" fill="${fill}" stroke="black" stroke-width="1.5"/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill = "none"): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}" stroke="black" stroke-width="1.5"/>`;
}

export function circle(c: Point, radius: number, fill = "none"): string {
  return `<circle cx="${r(c.x)}" cy="${r(c.y)}" r="${r(radius)}" fill="${fill}" stroke="black" stroke-width="1.5"/>`;
}

export function dot(c: Point, radius = 3): string {
  return `<circle cx="${r(c.x)}" cy="${r(c.y)}" r="${r(radius)}" fill="black"/>`;
}

/** polygon with a label at the middle of each side, pushed outwards from the centroid */
export function labelledPolygon(
  points: readonly Point[],
  sideLabels: readonly (string | null)[],
  title: string,
  pad = 20,
): string {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const cx = xs.reduce((a, b) => a + b, 0) / points.length;
  const cy = ys.reduce((a, b) => a + b, 0) / points.length;
  const body = [polygon(points)];
  points.forEach((a, i) => {
    const b = points[(i + 1) % points.length] as Point;
    const label = sideLabels[i];
    if (!label) return;
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const dx = mx - cx;
    const dy = my - cy;
    const len = Math.hypot(dx, dy) || 1;
    body.push(text({ x: mx + (dx / len) * 16, y: my + (dy / len) * 14 }, label));
  });
  const minX = Math.min(...xs) - pad - 30;
  const minY = Math.min(...ys) - pad;
  const w = Math.max(...xs) - minX + pad + 30;
  const h = Math.max(...ys) - minY + pad;
  return svg(w, h, [`<g transform="translate(${r(-minX)} ${r(-minY)})">`, ...body, "</g>"], title);
}

/** a horizontal number line from lo to hi with ticks every `step`, labels on ticks, optional marked points */
export function numberLine(
  lo: number,
  hi: number,
  step: number,
  marks: readonly { value: number; label: string }[],
  title: string,
  tickLabels = true,
): string {
  const width = 480;
  const left = 30;
  const right = width - 30;
  const y = 40;
  const scale = (v: number) => left + ((v - lo) / (hi - lo)) * (right - left);
  const body = [line({ x: left - 10, y }, { x: right + 10, y })];
  const count = Math.round((hi - lo) / step);
  for (let i = 0; i <= count; i++) {
    const v = lo + i * step;
    const x = scale(v);
    body.push(line({ x, y: y - 6 }, { x, y: y + 6 }));
    if (tickLabels) body.push(text({ x, y: y + 20 }, String(Math.round(v * 1e6) / 1e6)));
  }
  for (const mk of marks) {
    const x = scale(mk.value);
    body.push(`<path d="M ${r(x)} ${r(y - 8)} l -5 -10 l 10 0 z" fill="black"/>`);
    body.push(text({ x, y: y - 26 }, mk.label));
  }
  return svg(width, 75, body, title);
}

/** a bar split into `parts` equal pieces with the first `shaded` shaded (fraction diagrams) */
export function fractionBar(parts: number, shaded: number, title: string): string {
  const w = 360;
  const h = 40;
  const piece = w / parts;
  const body: string[] = [];
  for (let i = 0; i < parts; i++) body.push(rect(10 + i * piece, 10, piece, h, i < shaded ? "#9ecae1" : "white"));
  return svg(w + 20, h + 20, body, title);
}

/** rectangle of rows x cols equal cells with the first `shaded` cells shaded row by row */
export function fractionGrid(rows: number, cols: number, shaded: number, title: string): string {
  const cell = 30;
  const body: string[] = [];
  for (let i = 0; i < rows * cols; i++) {
    const row = Math.floor(i / cols);
    const col = i % cols;
    body.push(rect(10 + col * cell, 10 + row * cell, cell, cell, i < shaded ? "#9ecae1" : "white"));
  }
  return svg(cols * cell + 20, rows * cell + 20, body, title);
}

/** square grid of n x n cells with `shaded` cells shaded row by row (percentages of a 10x10 grid) */
export function shadedGrid(n: number, shaded: number, title: string): string {
  const cell = 20;
  const body: string[] = [];
  for (let i = 0; i < n * n; i++) {
    const row = Math.floor(i / n);
    const col = i % n;
    body.push(rect(10 + col * cell, 10 + row * cell, cell, cell, i < shaded ? "#9ecae1" : "white"));
  }
  return svg(n * cell + 20, n * cell + 20, body, title);
}

/** axes from xmin..xmax, ymin..ymax (integers) with a light grid, and plotted points/segments */
export function axes(
  xmin: number,
  xmax: number,
  ymin: number,
  ymax: number,
  content: { points?: readonly { p: Point; label?: string }[]; segments?: readonly [Point, Point][] },
  title: string,
): string {
  const unit = 28;
  const pad = 24;
  const w = (xmax - xmin) * unit + 2 * pad;
  const h = (ymax - ymin) * unit + 2 * pad;
  const X = (x: number) => pad + (x - xmin) * unit;
  const Y = (y: number) => pad + (ymax - y) * unit;
  const body: string[] = [];
  for (let x = xmin; x <= xmax; x++)
    body.push(`<line x1="${r(X(x))}" y1="${r(Y(ymin))}" x2="${r(X(x))}" y2="${r(Y(ymax))}" stroke="#ddd"/>`);
  for (let y = ymin; y <= ymax; y++)
    body.push(`<line x1="${r(X(xmin))}" y1="${r(Y(y))}" x2="${r(X(xmax))}" y2="${r(Y(y))}" stroke="#ddd"/>`);
  if (ymin <= 0 && ymax >= 0) body.push(line({ x: X(xmin), y: Y(0) }, { x: X(xmax), y: Y(0) }));
  if (xmin <= 0 && xmax >= 0) body.push(line({ x: X(0), y: Y(ymin) }, { x: X(0), y: Y(ymax) }));
  for (let x = xmin; x <= xmax; x++)
    if (x !== 0) body.push(text({ x: X(x), y: Y(Math.max(ymin, Math.min(0, ymax))) + 12 }, String(x)));
  for (let y = ymin; y <= ymax; y++)
    if (y !== 0) body.push(text({ x: X(Math.max(xmin, Math.min(0, xmax))) - 12, y: Y(y) }, String(y)));
  for (const [a, b] of content.segments ?? [])
    body.push(line({ x: X(a.x), y: Y(a.y) }, { x: X(b.x), y: Y(b.y) }, { width: 2 }));
  for (const { p, label } of content.points ?? []) {
    body.push(dot({ x: X(p.x), y: Y(p.y) }, 4));
    if (label) body.push(text({ x: X(p.x) + 12, y: Y(p.y) - 12 }, label));
  }
  return svg(w, h, body, title);
}

/** vertical bar chart with category labels and an integer y axis */
export function barChart(
  categories: readonly { label: string; value: number }[],
  yStep: number,
  title: string,
): string {
  const maxV = Math.max(...categories.map((c) => c.value), yStep);
  const top = Math.ceil(maxV / yStep) * yStep;
  const chartH = 200;
  const barW = 40;
  const gap = 20;
  const left = 50;
  const base = 20 + chartH;
  const body: string[] = [];
  for (let v = 0; v <= top; v += yStep) {
    const y = base - (v / top) * chartH;
    body.push(
      `<line x1="${left}" y1="${r(y)}" x2="${left + categories.length * (barW + gap) + gap}" y2="${r(y)}" stroke="#ddd"/>`,
    );
    body.push(text({ x: left - 8, y }, String(v), "end"));
  }
  categories.forEach((c, i) => {
    const x = left + gap + i * (barW + gap);
    const h = (c.value / top) * chartH;
    body.push(rect(x, base - h, barW, h, "#9ecae1"));
    body.push(text({ x: x + barW / 2, y: base + 16 }, c.label));
  });
  body.push(
    line({ x: left, y: 20 }, { x: left, y: base }),
    line({ x: left, y: base }, { x: left + categories.length * (barW + gap) + gap, y: base }),
  );
  return svg(left + categories.length * (barW + gap) + gap + 10, base + 36, body, title);
}
