/** Venn and tree diagrams for probability questions, from the safe primitives in core/svg.ts. */
import { circle, line, rect, svg, text } from "../../core/svg.js";

/** two overlapping sets with a label in each region: [only A, both, only B, neither] */
export function venn2(
  setA: string,
  setB: string,
  regions: readonly [string, string, string, string],
  title: string,
): string {
  const body = [
    rect(10, 10, 380, 220, "white"),
    text({ x: 26, y: 28 }, "ξ"),
    circle({ x: 155, y: 120 }, 82, "rgba(158,202,225,0.45)"),
    circle({ x: 245, y: 120 }, 82, "rgba(253,174,107,0.45)"),
    text({ x: 100, y: 36 }, setA),
    text({ x: 300, y: 36 }, setB),
    text({ x: 118, y: 122 }, regions[0]),
    text({ x: 200, y: 122 }, regions[1]),
    text({ x: 282, y: 122 }, regions[2]),
    text({ x: 360, y: 210 }, regions[3]),
  ];
  return svg(400, 240, body, title);
}

export interface Branch {
  readonly label: string;
  readonly p: string;
}

/**
 * A two-stage tree: `first` branches from the start, and after each first outcome i the
 * branches `second[i]`. Probability (or frequency) labels sit on the branches.
 */
export function tree2(
  first: readonly Branch[],
  second: readonly (readonly Branch[])[],
  title: string,
  root = "",
): string {
  const body: string[] = [];
  const x0 = 20;
  const x1 = 170;
  const x2 = 330;
  const leaves = second.reduce((n, s) => n + s.length, 0);
  const h = Math.max(200, leaves * 46 + 20);
  const leafY = (k: number) => 20 + ((k + 0.5) * (h - 40)) / leaves;
  const y0 = h / 2;
  if (root) body.push(text({ x: x0, y: y0 - 16 }, root, "start"));
  let k = 0;
  first.forEach((b, i) => {
    const kids = second[i] ?? [];
    const ys = kids.map((_, j) => leafY(k + j));
    const y1 = ys.length ? ((ys[0] as number) + (ys[ys.length - 1] as number)) / 2 : leafY(k);
    body.push(line({ x: x0, y: y0 }, { x: x1 - 8, y: y1 }));
    // labels sit above rising branches and below falling ones, so neighbours never overlap
    body.push(text({ x: (x0 + x1) / 2 - 6, y: (y0 + y1) / 2 + (y1 < y0 ? -12 : 14) }, b.p));
    body.push(text({ x: x1 + 22, y: y1 }, b.label));
    kids.forEach((c, j) => {
      const y2 = ys[j] as number;
      body.push(line({ x: x1 + 52, y: y1 }, { x: x2, y: y2 }));
      body.push(text({ x: (x1 + 52 + x2) / 2, y: (y1 + y2) / 2 + (y2 < y1 ? -11 : 13) }, c.p));
      body.push(text({ x: x2 + 8, y: y2 }, c.label, "start"));
    });
    k += kids.length;
  });
  return svg(460, h, body, title);
}
