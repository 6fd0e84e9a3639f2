/** Interior and exterior angles of polygons. */

import Fraction from "fraction.js";
import { DP, integerAnswer } from "../../core/answers.js";
import { withArticle, withCapitalArticle } from "../../core/english.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, type Point, polar, pt } from "./diagrams.js";
import { exactAnswer } from "./lengths.js";
import { decimalFrom, deg, dn, exactWrongs, intWrongs, roundStr, texExact, texRound } from "./shared.js";

const NAMES: Record<number, string> = {
  3: "triangle",
  4: "quadrilateral",
  5: "pentagon",
  6: "hexagon",
  7: "heptagon",
  8: "octagon",
  9: "nonagon",
  10: "decagon",
  12: "dodecagon",
  15: "15-sided polygon",
  18: "18-sided polygon",
  20: "20-sided polygon",
};
const nameOf = (n: number) => NAMES[n] ?? `${n}-sided polygon`;
/** regular polygons whose exterior angle is a whole number of degrees */
const REGULAR = [5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72];

function regularPicture(n: number, interior: string | null, exterior: string | null) {
  const m = Math.min(n, 12);
  const ps: Point[] = Array.from({ length: m }, (_, i) => polar(pt(0, 0), 1, -90 - 180 / m + (360 * i) / m));
  const f = new Figure(200, 190).poly(ps);
  const [a, b, c] = [ps[0] as Point, ps[1] as Point, ps[m - 1] as Point];
  if (interior) f.innerAngle(a, b, c, interior);
  if (exterior) {
    const ext = pt(b.x + (b.x - a.x) * 0.6, b.y + (b.y - a.y) * 0.6);
    f.seg(b, ext, { dashed: true }).innerAngle(b, ext, ps[2] as Point, exterior);
  }
  return f.render(n > 12 ? `A regular polygon (drawn with fewer sides)` : `A regular ${nameOf(n)}`);
}

export const regularPolygonAngles: Template = {
  id: "geometry.angles.regular-polygons",
  title: "Interior and exterior angles of regular polygons",
  objective: "Use exterior angles add to 360° to find angles and numbers of sides",
  topics: ["geometry.angles-polygons"],
  difficulty: [3, 5],
  generate(rng) {
    const mode = rng.pick(["exterior", "exterior", "interior", "interior", "sides-ext", "sides-int", "ratio"] as const);
    if (mode === "exterior" || mode === "interior") return angleOfRegular(rng.int(5, 90), mode === "interior");
    const n = rng.pick(REGULAR);
    const ext = 360 / n;
    const int = 180 - ext;
    if (mode === "ratio") {
      // interior = k × exterior, so 180 = (k + 1) × exterior
      const k = int / ext;
      // only whole-number ratios are asked; the difference form works for every n
      const diff = !Number.isInteger(k) || rng.bool();
      return {
        text: diff
          ? `Each interior angle of a regular polygon is $${deg(int - ext)}$ bigger than each exterior angle. How many sides does the polygon have?`
          : `Each interior angle of a regular polygon is $${k}$ times the size of each exterior angle. How many sides does the polygon have?`,
        answer: integerAnswer(n, ""), // a number of sides
        misconceptions: exactWrongs([
          [
            new Fraction(360, diff ? int - ext : 180),
            diff
              ? "Use interior + exterior = 180° and interior − exterior = the difference to find the exterior angle first."
              : "Interior + exterior = 180°, so 180° = (k + 1) × exterior.",
          ],
          [new Fraction(180, ext), "Exterior angles add up to 360°, so n = 360 ÷ exterior."],
          [
            new Fraction(diff ? 360 : 2 * k + 1, diff ? 180 - (int - ext) : 1),
            diff
              ? "Halve (180° − difference) to get the exterior angle."
              : "Find the exterior angle first: 180 ÷ (k + 1).",
          ],
          [new Fraction(n + 2), "n = 360 ÷ exterior angle."],
          [new Fraction(n - 2), "n = 360 ÷ exterior angle."],
        ]),
        solution: diff
          ? [
              `Interior $+$ exterior $= 180^\\circ$ and interior $-$ exterior $= ${deg(int - ext)}$.`,
              `So exterior $= (180 - ${int - ext}) \\div 2 = ${deg(ext)}$ and $n = 360 \\div ${ext} = ${n}$.`,
            ]
          : [
              `Interior $+$ exterior $= 180^\\circ$, and interior $= ${k} \\times$ exterior, so $${k + 1} \\times$ exterior $= 180^\\circ$.`,
              `Exterior $= ${deg(ext)}$, so $n = 360 \\div ${ext} = ${n}$.`,
            ],
        hint: "Interior and exterior angles add up to 180°. Find the exterior angle first.",
        difficulty: 5,
      };
    }
    const fromInt = mode === "sides-int";
    return {
      text: fromInt
        ? `Each interior angle of a regular polygon is $${deg(int)}$. How many sides does it have?`
        : `Each exterior angle of a regular polygon is $${deg(ext)}$. How many sides does it have?`,
      diagram: regularPicture(n, fromInt ? `${int}°` : null, fromInt ? null : `${ext}°`),
      answer: integerAnswer(n, ""), // a number of sides
      misconceptions: exactWrongs([
        [
          new Fraction(360, fromInt ? int : ext * 2),
          fromInt
            ? "Find the exterior angle first (180° − interior), then divide 360° by it."
            : "Exterior angles add up to 360°: sides = 360 ÷ exterior angle.",
        ],
        [new Fraction(180, ext), "Exterior angles of any polygon add up to 360°, not 180°."],
        [new Fraction(fromInt ? int : ext, 2), "Divide 360° by the exterior angle."],
        [new Fraction(n + 2), "Number of sides = 360 ÷ exterior angle."],
        [new Fraction(n - 2), "Number of sides = 360 ÷ exterior angle. (n − 2 is the number of triangles.)"],
      ]),
      solution: [
        ...(fromInt ? [`Exterior angle $= 180 - ${int} = ${ext}^\\circ$.`] : []),
        `Exterior angles add up to $360^\\circ$, so the number of sides is $360 \\div ${ext} = ${n}$.`,
      ],
      hint: "The exterior angles of a polygon add up to 360°.",
      difficulty: fromInt ? 5 : 4,
    };
  },
};

/** each interior or exterior angle of a regular n-gon, rounded to 1 dp when it isn't whole */
function angleOfRegular(n: number, interior: boolean): GeneratedQuestion {
  const ext = new Fraction(360, n);
  const int = new Fraction(180).sub(ext);
  const value = interior ? int : ext;
  const whole = value.d === 1n;
  const rule = DP(1);
  const wrong = (v: Fraction) => (whole ? v : new Fraction(roundStr(v, rule)));
  const ans = whole ? integerAnswer(value, "°") : decimalFrom(value, rule, "°");
  const name = NAMES[n] ? `${nameOf(n)}${n > 12 ? "" : ` (${n} sides)`}` : `polygon with $${n}$ sides`;
  return {
    text: `Work out the size of each ${interior ? "interior" : "exterior"} angle of a regular ${name}.${whole ? "" : " Give your answer to 1 decimal place."}`,
    diagram: regularPicture(n, interior ? "?" : null, interior ? null : "?"),
    answer: ans,
    misconceptions: exactWrongs([
      [
        wrong(interior ? ext : int),
        interior
          ? "That's the exterior angle. Interior = 180° − exterior."
          : "That's the interior angle. Exterior angles add to 360°.",
      ],
      [
        wrong(interior ? new Fraction(360).sub(ext) : new Fraction(180, n)),
        interior
          ? "Interior and exterior angles lie on a straight line: they add to 180°."
          : "Exterior angles add up to 360°, not 180°.",
      ],
      [new Fraction(180 * (n - 2)), "That's the total of the interior angles: divide it by the number of sides."],
      [
        wrong(interior ? new Fraction(180 * (n - 1), n) : new Fraction(360, n - 1)),
        interior ? "Each interior angle = (n − 2) × 180 ÷ n." : "Divide 360° by the number of sides.",
      ],
      [
        wrong(interior ? new Fraction(360 * (n - 2), n) : new Fraction(360).sub(ext)),
        interior ? "Use (n − 2) × 180°, not × 360°, for the sum." : "Exterior = 360° ÷ n.",
      ],
    ]),
    solution: [
      `Exterior angle $= 360 \\div ${n} = ${whole || interior ? texExact(ext) : `${texRound(ext, DP(3))}\\ldots`}^\\circ$.`,
      ...(interior ? [`Interior angle $= 180 - ${texExact(ext)} = ${texExact(int)}^\\circ$.`] : []),
      ...(whole ? [] : [`To 1 decimal place: $${texRound(value, rule)}^\\circ$.`]),
    ],
    hint: "Exterior angles of a polygon add up to 360°; interior + exterior = 180°.",
    difficulty: interior ? (whole ? 4 : 5) : whole ? 3 : 4,
  };
}

export const polygonAngleSum: Template = {
  id: "geometry.angles.polygon-sum",
  title: "Sum of interior angles and missing angles in polygons",
  objective: "Use (n − 2) × 180° to find angles in any polygon",
  topics: ["geometry.angles-polygons"],
  difficulty: [3, 5],
  generate(rng) {
    const missing = rng.chance(0.6);
    if (!missing) {
      const n = rng.int(5, 30);
      const S = (n - 2) * 180;
      return {
        text: `Work out the sum of the interior angles of ${n <= 12 && NAMES[n] ? `${withArticle(nameOf(n))} (${n} sides)` : `a polygon with $${n}$ sides`}.`,
        answer: integerAnswer(S, "°"),
        misconceptions: intWrongs([
          [n * 180, "Split the polygon into triangles from one corner: there are n − 2 of them."],
          [(n - 1) * 180, "From one corner you can make n − 2 triangles."],
          [360, "The exterior angles add to 360°. The interior angles add to (n − 2) × 180°."],
          [(n - 2) * 360, "Each triangle contributes 180°, not 360°."],
        ]),
        solution: [
          `A polygon with $${n}$ sides splits into $${n} - 2 = ${n - 2}$ triangles.`,
          `Sum $= ${n - 2} \\times 180 = ${dn(S)}^\\circ$.`,
        ],
        hint: "Split the polygon into triangles from one corner.",
        difficulty: 3,
      };
    }
    const n = rng.int(5, 8);
    const S = (n - 2) * 180;
    for (;;) {
      const avg = S / n;
      const known = Array.from({ length: n - 1 }, () => Math.round(avg) + rng.int(-35, 35));
      const x = S - known.reduce((s, v) => s + v, 0);
      if (x < 60 || x > 220 || x === Math.round(avg)) continue;
      // draw the polygon roughly regular, labelling one angle x
      const ps: Point[] = Array.from({ length: n }, (_, i) => polar(pt(0, 0), 1, -90 + (360 * i) / n));
      const f = new Figure(220, 200).poly(ps);
      ps.forEach((p, i) => {
        f.innerAngle(p, ps[(i + 1) % n] as Point, ps[(i + n - 1) % n] as Point, i === 0 ? "x" : `${known[i - 1]}°`, 16);
      });
      return {
        text: `${withCapitalArticle(nameOf(n))} has angles of $${known.map((v) => deg(v)).join(", ")}$ and $x$. Work out $x$.`,
        diagram: f.render(`${withCapitalArticle(nameOf(n))} with one unknown angle`),
        answer: exactAnswer(new Fraction(x), "°"),
        misconceptions: intWrongs([
          [
            (n - 3) * 180 - known.reduce((s, v) => s + v, 0),
            `${withCapitalArticle(nameOf(n))} has ${n} sides, so it splits into ${n - 2} triangles.`,
          ],
          [
            n * 180 - known.reduce((s, v) => s + v, 0),
            `${withCapitalArticle(nameOf(n))} splits into ${n - 2} triangles, not ${n}.`,
          ],
          [
            (n - 1) * 180 - known.reduce((s, v) => s + v, 0),
            `${withCapitalArticle(nameOf(n))} splits into ${n - 2} triangles.`,
          ],
          [Math.round(avg), "The polygon isn't regular: subtract the known angles from the total."],
          [x - 10, "Check: all the angles should add up to the total."],
        ]),
        solution: [
          `Sum of interior angles $= (${n} - 2) \\times 180 = ${dn(S)}^\\circ$.`,
          `$x = ${dn(S)} - ${known.join(" - ")} = ${x}^\\circ$`,
        ],
        hint: "First find the total of all the interior angles: (n − 2) × 180°.",
        difficulty: n > 6 ? 5 : 4,
      };
    }
  },
};
