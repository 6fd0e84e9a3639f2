/** Congruent triangles (SSS, SAS, ASA, RHS), and loci: naming them and measuring the regions they make. */

import { DP, integerAnswer, SF } from "../../core/answers.js";
import { article } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { centroid, Figure, type Point, pt } from "./diagrams.js";
import { LENGTH_UNITS, sqText } from "./lengths.js";
import { choiceWithFeedback, decimalFrom, isSquare, roundedWrongs, roundingText, texRound } from "./shared.js";

type Cond = "SSS" | "SAS" | "ASA" | "RHS" | "none";
const OPTION: Record<Cond, string> = {
  SSS: "SSS (three pairs of equal sides)",
  SAS: "SAS (two sides and the angle between them)",
  ASA: "ASA (two angles and the side between them)",
  RHS: "RHS (right angle, hypotenuse and one other side)",
  none: "Not enough information: they might not be congruent",
};
const WHY: Record<Cond, string> = {
  SSS: "SSS needs all three pairs of sides equal.",
  SAS: "SAS needs the equal angle to be between the two equal sides.",
  ASA: "ASA needs two equal angles with the equal side between them.",
  RHS: "RHS needs a right angle, equal hypotenuses and one other equal side.",
  none: "These facts do fix the triangle, so it is congruent.",
};

function trianglePair(
  names: [string, string],
  marks: readonly { side?: [number, number]; angle?: number; value: string }[],
  title: string,
) {
  const right = marks.some((m) => m.angle === 0 && m.value === "90");
  const t1 = [pt(0, 0), pt(1.6, 0), pt(right ? 0 : 0.5, 1.1)];
  // the second copy is reflected, as congruent triangles often are in questions
  const t2 = [pt(3.9, 0), pt(2.3, 0), pt(right ? 3.9 : 3.4, 1.1)];
  const f = new Figure(330, 170).poly(t1).poly(t2);
  [t1, t2].forEach((t, i) => {
    const c = centroid(t);
    const nm = names[i] ?? "ABC";
    t.forEach((p, j) => {
      f.vertexLabel(p, nm[j] ?? "", c);
    });
    for (const m of marks) {
      if (m.side) f.sideLabel(t[m.side[0]] as Point, t[m.side[1]] as Point, m.value, c, 12);
      else {
        const v = m.angle ?? 0;
        const [p, q, r] = [t[v], t[(v + 1) % 3], t[(v + 2) % 3]] as [Point, Point, Point];
        if (m.value === "90") f.rightAngle(p, q, r, 8);
        else f.innerAngle(p, q, r, `${m.value}°`, 16);
      }
    }
  });
  return f.render(title);
}

/** "A circle with centre C" -> "a circle with centre C": only the first letter, so point names stay capitals */
const lowerFirst = (s: string): string => `${s[0]?.toLowerCase() ?? ""}${s.slice(1)}`;

export const congruentTriangles: Template = {
  id: "geometry.congruence.conditions",
  title: "Conditions for congruent triangles",
  objective: "Decide which condition (SSS, SAS, ASA, RHS) proves two triangles congruent",
  topics: ["geometry.congruence"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const kind = rng.pick(["SSS", "SAS", "ASA", "RHS", "AAA", "SSA"] as const);
    const answer: Cond = kind === "AAA" || kind === "SSA" ? "none" : kind;
    const [n1, n2] = rng.pick([
      ["ABC", "PQR"],
      ["ABC", "DEF"],
      ["LMN", "XYZ"],
      ["PQR", "STU"],
    ] as [string, string][]);
    const s = (n: string, i: number, j: number) => `${n[i]}${n[j]}`;
    const ang = (n: string, i: number) => `\\angle ${n[(i + 2) % 3]}${n[i]}${n[(i + 1) % 3]}`;
    const [x, y, z] = [rng.int(3, 20), rng.int(3, 20), rng.int(3, 20)];
    const [p, q] = [rng.int(25, 80), rng.int(25, 75)];
    // each fact is a side (between vertices i and j) or an angle (at vertex i), with its value
    type Fact = { side?: [number, number]; angle?: number; value: string };
    const third = Math.min(x + y - 1, z + Math.abs(x - y) + 1);
    const table: Record<typeof kind, Fact[]> = {
      SSS: [
        { side: [0, 1], value: `${x}` },
        { side: [1, 2], value: `${y}` },
        { side: [2, 0], value: `${third}` },
      ],
      SAS: [
        { side: [0, 1], value: `${x}` },
        { angle: 1, value: `${p}` },
        { side: [1, 2], value: `${y}` },
      ],
      ASA: [
        { angle: 0, value: `${p}` },
        { side: [0, 1], value: `${x}` },
        { angle: 1, value: `${q}` },
      ],
      RHS: [
        { angle: 0, value: "90" },
        { side: [1, 2], value: `${Math.max(x, y) + 2}` },
        { side: [0, 1], value: `${Math.min(x, y)}` },
      ],
      AAA: [
        { angle: 0, value: `${p}` },
        { angle: 1, value: `${q}` },
        { angle: 2, value: `${180 - p - q}` },
      ],
      SSA: [
        { side: [0, 1], value: `${x}` },
        { side: [1, 2], value: `${y}` },
        { angle: 2, value: `${q}` },
      ],
    };
    const marks = table[kind];
    const facts = (n: string) =>
      marks.map((m) =>
        m.side ? `${s(n, m.side[0], m.side[1])} = ${m.value}` : `${ang(n, m.angle ?? 0)} = ${m.value}^\\circ`,
      );
    const list = (n: string) =>
      facts(n)
        .map((f0) => `$${f0}$`)
        .join(", ");
    const wrong = (Object.keys(OPTION) as Cond[]).filter((c) => c !== answer);
    const { answer: choice, misconceptions } = choiceWithFeedback(
      rng,
      OPTION[answer],
      rng
        .shuffle(wrong)
        .map(
          (c) =>
            [
              OPTION[c],
              answer === "none"
                ? kind === "AAA"
                  ? "Equal angles only show the triangles are the same shape (similar), not the same size."
                  : "Two sides and an angle that is NOT between them don't fix the triangle."
                : c === "none"
                  ? WHY.none
                  : WHY[c],
            ] as const,
        ),
    );
    return {
      text: `Triangle $${n1}$ has ${list(n1)}. Triangle $${n2}$ has ${list(n2)}. (Lengths in ${u}.) Are the triangles congruent, and if so, which condition proves it?`,
      diagram: trianglePair([n1, n2], marks, `Triangles ${n1} and ${n2}`),
      answer: choice,
      misconceptions,
      solution: [
        kind === "AAA"
          ? "Three equal angles make the triangles similar, but one could be an enlargement of the other."
          : kind === "SSA"
            ? "The equal angle is not between the two equal sides, so the triangles are not necessarily congruent (the 'ambiguous case')."
            : `The facts match condition ${kind}: ${OPTION[kind]}.`,
      ],
      hint: "Look at where the equal angle is: between the equal sides, or not?",
      difficulty: answer === "none" ? 5 : 4,
    };
  },
};

type Locus = { q: (d: number, a: string, b: string) => string; ans: (d: number, a: string, b: string) => string };
const LOCI: readonly Locus[] = [
  {
    q: (d, a) => `all points exactly $${d}$ cm from point $${a}$`,
    ans: (d, a) => `A circle with centre ${a} and radius ${d} cm`,
  },
  {
    q: (_d, a, b) => `all points the same distance from $${a}$ and $${b}$`,
    ans: (_d, a, b) => `The perpendicular bisector of ${a}${b}`,
  },
  {
    q: (_d, a, b) => `all points the same distance from the lines $X${a}$ and $X${b}$, which meet at $X$`,
    ans: (_d, a, b) => `The bisector of angle ${a}X${b}`,
  },
  {
    q: (d, a, b) => `all points exactly $${d}$ cm from the (endless) straight line through $${a}$ and $${b}$`,
    ans: (d, a, b) => `Two lines parallel to line ${a}${b}, each ${d} cm away`,
  },
  {
    q: (d, a) => `all points less than $${d}$ cm from point $${a}$`,
    ans: (d, a) => `The region inside a circle with centre ${a} and radius ${d} cm`,
  },
  {
    q: (d, a, b) => `all points exactly $${d}$ cm from the line segment $${a}${b}$`,
    ans: () => "Two parallel lines joined by semicircles at each end (a running-track shape)",
  },
  {
    q: (_d, a, b) => `all points closer to $${a}$ than to $${b}$`,
    ans: (_d, a) => `The region on ${a}'s side of the perpendicular bisector`,
  },
];

export const lociDescribe: Template = {
  id: "geometry.loci.describe",
  title: "Describe a locus",
  objective: "Recognise circles, perpendicular bisectors and angle bisectors as loci",
  topics: ["geometry.constructions-loci"],
  difficulty: [3, 4],
  generate(rng) {
    const i = rng.int(0, LOCI.length - 1);
    const d = rng.int(2, 15);
    const [a, b] = rng.pick([
      ["A", "B"],
      ["P", "Q"],
      ["M", "N"],
      ["C", "D"],
      ["S", "T"],
    ]);
    const L = LOCI[i] as Locus;
    const wrong = LOCI.filter((_, j) => j !== i).map(
      (o) => [o.ans(d, a, b), `That is the locus of ${o.q(d, a, b).replace(/\$/g, "")}.`] as const,
    );
    const { answer, misconceptions } = choiceWithFeedback(rng, L.ans(d, a, b), rng.shuffle(wrong));
    return {
      text: `Which describes the locus of ${L.q(d, a, b)}?`,
      answer,
      misconceptions,
      solution: [`The locus of ${L.q(d, a, b)} is: ${lowerFirst(L.ans(d, a, b))}.`],
      hint: "Sketch a few points that fit the rule, then join them up.",
      difficulty: i >= 5 ? 4 : 3,
    };
  },
};

function goat(rng: Rng): GeneratedQuestion {
  const r = rng.int(2, 20);
  const where = rng.pick(["corner", "fence", "open"] as const);
  const frac = where === "corner" ? 0.25 : where === "fence" ? 0.5 : 1;
  const area = frac * Math.PI * r * r;
  const rule = rng.pick([DP(1), SF(3)]);
  const place =
    where === "corner"
      ? "to the corner of a large rectangular field, where two fences meet at right angles, and stays inside the field"
      : where === "fence"
        ? "to a point on a long straight fence and stays on one side of it"
        : "to a post in the middle of a large open field";
  const f = new Figure(180, 180);
  if (where === "corner")
    f.sector(pt(0, 0), 1, 0, 90, { fill: "#deebf7" })
      .seg(pt(0, 0), pt(1.2, 0), { width: 3 })
      .seg(pt(0, 0), pt(0, 1.2), { width: 3 });
  else if (where === "fence")
    f.sector(pt(0, 0), 1, 0, 180, { fill: "#deebf7" }).seg(pt(-1.2, 0), pt(1.2, 0), { width: 3 });
  else f.circle(pt(0, 0), 1, "#deebf7").dot(pt(0, 0));
  f.seg(pt(0, 0), pt(Math.cos(0.8), Math.sin(0.8)), { dashed: true }).label(pt(0.35, 0.35), `${r} m`, 10, 0, "start");
  return {
    text: `A goat is tied by ${article(r)} $${r}$ m rope ${place}. Work out the area of grass the goat can reach, in m². ${roundingText(rule)}`,
    diagram: f.render("The region a tethered goat can reach"),
    answer: decimalFrom(area, rule, "m^2"),
    misconceptions: roundedWrongs(rule, [
      [
        Math.PI * r * r * (frac === 1 ? 0.5 : 1),
        frac === 1
          ? "The goat can go all the way round: the region is a whole circle."
          : `The fences stop the goat: it can only reach ${frac === 0.25 ? "a quarter" : "half"} of the circle.`,
      ],
      [frac * 2 * Math.PI * r, "That's a length (using 2πr). Area uses πr²."],
      [frac * Math.PI * 4 * r * r, "The rope is the radius, not the diameter."],
      [
        frac === 0.25 ? 0.5 * Math.PI * r * r : 0.25 * Math.PI * r * r,
        `Check how much of the circle the goat can reach: ${frac === 1 ? "all" : frac === 0.5 ? "half" : "a quarter"} of it.`,
      ],
    ]),
    solution: [
      `The locus of points within $${r}$ m of the post is a circle of radius $${r}$ m; here the goat can reach ${frac === 1 ? "all" : frac === 0.5 ? "half" : "a quarter"} of it.`,
      `Area $= ${frac === 1 ? "" : frac === 0.5 ? "\\frac{1}{2} \\times " : "\\frac{1}{4} \\times "}\\pi \\times ${r}^2 = ${texRound(area, DP(4))}\\ldots = ${texRound(area, rule)}$ m²`,
    ],
    hint: "The points within a fixed distance of a point form a circle. Which part of it can the goat reach?",
    difficulty: where === "open" ? 4 : 5,
  };
}

function segmentRegion(rng: Rng): GeneratedQuestion {
  const u = rng.pick(["cm", "m"]);
  const L = rng.int(3, 20);
  const d = rng.int(1, 8);
  const area = 2 * d * L + Math.PI * d * d;
  const rule = rng.pick([DP(1), SF(3)]);
  const f = new Figure(280, 140)
    .seg(pt(0, d), pt(L, d))
    .seg(pt(0, -d), pt(L, -d))
    .sector(pt(L, 0), d, -90, 90, { arcOnly: true })
    .sector(pt(0, 0), d, 90, 270, { arcOnly: true })
    .seg(pt(0, 0), pt(L, 0), { width: 3 })
    .label(pt(L / 2, 0), `${L} ${u}`, 0, 12)
    .seg(pt(L / 2, 0), pt(L / 2, d), { dashed: true })
    .label(pt(L / 2, d / 2), `${d} ${u}`, 6, 0, "start");
  return {
    text: `A line segment is $${L}$ ${u} long. Work out the area of the region of points that are less than $${d}$ ${u} from the segment, in ${sqText(u)}. ${roundingText(rule)}`,
    diagram: f.render("The region within a fixed distance of a line segment"),
    answer: decimalFrom(area, rule, `${u}^2`),
    misconceptions: roundedWrongs(rule, [
      [2 * d * L, "Add the two semicircles at the ends (together a full circle)."],
      [d * L + Math.PI * d * d, "The rectangle is 2d wide: d on each side of the segment."],
      [2 * d * L + 2 * Math.PI * d, "The ends make a circle of area πd², not 2πd."],
      [2 * d * L + 0.5 * Math.PI * d * d, "There is a semicircle at each end: together a whole circle."],
    ]),
    solution: [
      `The region is a rectangle $${L}$ by $${2 * d}$ with a semicircle of radius $${d}$ on each end.`,
      `Area $= ${L} \\times ${2 * d} + \\pi \\times ${d}^2 = ${texRound(area, DP(4))}\\ldots = ${texRound(area, rule)}$ ${sqText(u)}`,
    ],
    hint: "Sketch the region: a rectangle along the segment with rounded ends.",
    difficulty: 5,
  };
}

function bisectorDistance(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const half = rng.int(2, 15);
  const h = rng.int(2, 20);
  const n = half * half + h * h;
  const exact = isSquare(n);
  const rule = DP(1);
  const PA = Math.sqrt(n);
  return {
    text: `$AB = ${2 * half}$ ${u}. Point $P$ lies on the perpendicular bisector of $AB$, $${h}$ ${u} from the midpoint of $AB$. How far is $P$ from $A$?${exact ? "" : ` ${roundingText(rule)}`}`,
    diagram: new Figure(220, 180)
      .seg(pt(-half, 0), pt(half, 0))
      .seg(pt(0, -2), pt(0, h + 2), { dashed: true })
      .seg(pt(-half, 0), pt(0, h))
      .rightAngle(pt(0, 0), pt(half, 0), pt(0, h), 8)
      .dot(pt(0, h))
      .label(pt(-half, 0), "A", -10, 0, "end")
      .label(pt(half, 0), "B", 10, 0, "start")
      .label(pt(0, h), "P", 10, -6, "start")
      .render("P on the perpendicular bisector of AB"),
    answer: exact ? integerAnswer(PA, u) : decimalFrom(PA, rule, u),
    misconceptions: roundedWrongs(exact ? DP(0) : rule, [
      [Math.sqrt(4 * half * half + h * h), "The bisector meets AB at its midpoint: use half of AB."],
      [half + h, "Use Pythagoras: PA² = (AB/2)² + h²."],
      [n, "Take the square root at the end."],
      [Math.sqrt(Math.abs(h * h - half * half)) || h, "P is further from A than the midpoint is: add the squares."],
    ]),
    solution: [
      "Every point on the perpendicular bisector is the same distance from $A$ and $B$, and the bisector meets $AB$ at right angles at its midpoint.",
      `$PA = \\sqrt{${half}^2 + ${h}^2} = \\sqrt{${n}}${exact ? ` = ${PA}` : ` = ${texRound(PA, DP(4))}\\ldots = ${texRound(PA, rule)}`}$ ${u}`,
    ],
    hint: "The perpendicular bisector cuts AB in half at right angles: use Pythagoras.",
    difficulty: 4,
  };
}

export const lociRegions: Template = {
  id: "geometry.loci.regions",
  title: "Loci problems: regions, distances and areas",
  objective: "Solve problems with loci around points and lines",
  topics: ["geometry.constructions-loci"],
  difficulty: [4, 5],
  generate(rng) {
    return rng.pick([goat, goat, segmentRegion, bisectorDistance])(rng);
  },
};
