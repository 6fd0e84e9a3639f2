/** Similar shapes: missing lengths, scale factors, and how area and volume scale. */
import Fraction from "fraction.js";
import { DP, fractionAnswer, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { centroid, Figure, type Point, pt } from "./diagrams.js";
import { cuText, exactAnswer, LENGTH_UNITS, sqText } from "./lengths.js";
import { decimalFrom, dn, exactWrongs, roundedWrongs, roundingText, texExact, texRound } from "./shared.js";

const F = (n: number, d = 1) => new Fraction(n, d);

/** two similar triangles side by side, the second scaled by k */
function pairDiagram(sides: [number, number, number], k: number, left: string[], right: string[], title: string) {
  const [a, b, c] = sides;
  const cosB = (a * a + c * c - b * b) / (2 * a * c);
  const base = (s: number, dx: number): Point[] => [
    pt(dx, 0),
    pt(dx + a * s, 0),
    pt(dx + c * s * cosB, c * s * Math.sqrt(Math.max(0, 1 - cosB * cosB))),
  ];
  const t1 = base(1, 0);
  const t2 = base(k, a * 1.3 + 0.5);
  const f = new Figure(330, 200).poly(t1).poly(t2);
  const lab = (t: Point[], ls: string[], names: string) => {
    const c0 = centroid(t);
    const [p, q, r] = t as [Point, Point, Point];
    f.vertexLabel(p, names[0] ?? "", c0)
      .vertexLabel(q, names[1] ?? "", c0)
      .vertexLabel(r, names[2] ?? "", c0);
    if (ls[0]) f.sideLabel(p, q, ls[0], c0);
    if (ls[1]) f.sideLabel(q, r, ls[1], c0);
    if (ls[2]) f.sideLabel(r, p, ls[2], c0);
  };
  lab(t1, left, "ABC");
  lab(t2, right, "PQR");
  return f.render(title);
}

function pairQuestion(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const k = rng.pick([F(2), F(3), F(3, 2), F(5, 2), F(1, 2), F(4, 3), F(5, 4), F(2, 3)]);
  // sides are multiples of k's denominator so every length is a whole number or a tidy decimal
  const m = Number(k.d);
  const a = m * rng.int(2, Math.max(3, Math.floor(16 / m)));
  const b0 = m * rng.int(Math.max(1, Math.ceil(a / (2 * m))), Math.max(2, Math.floor((a + 4) / m)));
  const b = b0 === a ? b0 + m : b0;
  const c = Math.min(a + b - 1, Math.max(Math.abs(a - b) + 1, Math.round((a + b) / 1.6)));
  const A = k.mul(a);
  const B = k.mul(b);
  const findScale = rng.chance(0.25);
  const enlargedKnown = rng.bool();
  // which of the two shapes has the unknown
  const [knownSide, targetSide] = enlargedKnown ? ["PQ", "BC"] : ["AB", "QR"];
  const diagram = pairDiagram(
    [a, b, c],
    Number(k.valueOf()),
    [dn(F(a)), findScale ? "" : enlargedKnown ? "x" : dn(F(b)), ""],
    [dn(A), findScale ? "" : enlargedKnown ? dn(B) : "x", ""],
    "Two similar triangles ABC and PQR",
  );
  const text0 = `Triangles $ABC$ and $PQR$ are similar, with $AB$ matching $PQ$ and $BC$ matching $QR$. $AB = ${dn(F(a))}$ ${u} and $PQ = ${dn(A)}$ ${u}.`;
  if (findScale)
    return {
      text: `${text0} What is the scale factor of the enlargement from $ABC$ to $PQR$? (Give it as a decimal or a fraction.)`,
      diagram,
      answer: fractionAnswer(k, "any", { allowDecimal: true, unit: "" }), // a scale factor has no unit
      misconceptions: [
        [F(1).div(k), "Scale factor = new length ÷ original length (PQR ÷ ABC)."],
        [A.sub(a).abs(), "Scale factors multiply: divide the lengths, don't subtract them."],
        [A.add(a), "Divide the matching lengths."],
        [k.mul(2), "Divide the matching lengths exactly."],
      ].map(([v, feedback]) => ({ answer: (v as Fraction).toFraction(), feedback: feedback as string })),
      solution: [`Scale factor $= \\frac{PQ}{AB} = \\frac{${dn(A)}}{${dn(F(a))}} = ${texExact(k)}$`],
      hint: "Divide a length on the new shape by the matching length on the original.",
      difficulty: k.d === 1n ? 3 : 4,
    };
  const x = enlargedKnown ? F(b) : B;
  const given = enlargedKnown ? `$QR = ${dn(B)}$ ${u}` : `$BC = ${dn(F(b))}$ ${u}`;
  const want = enlargedKnown ? "$BC$" : "$QR$";
  return {
    text: `${text0} ${given}. Work out the length of ${want}.`,
    diagram,
    answer: exactAnswer(x, u),
    misconceptions: exactWrongs([
      [
        enlargedKnown ? B.mul(k) : F(b).div(k),
        enlargedKnown
          ? "ABC is the smaller shape here: divide by the scale factor."
          : "PQR is the enlarged shape: multiply by the scale factor.",
      ],
      [
        enlargedKnown ? B.sub(A.sub(a)) : F(b).add(A.sub(a)),
        "Similar shapes are enlargements: multiply by the scale factor, don't add on the difference.",
      ],
      [enlargedKnown ? A : F(a), "Use the matching sides: BC matches QR."],
      [enlargedKnown ? B : F(b), "The two triangles are different sizes: use the scale factor."],
      [x.add(1), "Check the scale factor: PQ ÷ AB."],
      [x.mul(2), "Check the scale factor: PQ ÷ AB."],
    ]),
    solution: [
      `Scale factor from $ABC$ to $PQR$ $= \\frac{${dn(A)}}{${dn(F(a))}} = ${texExact(k)}$.`,
      enlargedKnown
        ? `$BC = ${dn(B)} \\div ${texExact(k)} = ${dn(x)}$ ${u}`
        : `$QR = ${dn(F(b))} \\times ${texExact(k)} = ${dn(x)}$ ${u}`,
    ],
    hint: `Find the scale factor from a pair of matching sides (${knownSide} and ${targetSide === "BC" ? "AB" : "PQ"}).`,
    difficulty: k.d === 1n ? 3 : 4,
  };
}

function nestedQuestion(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  // DE is parallel to BC, D on AB and E on AC; AD = p, DB = q
  // AD from 2, 4, 5, 8, 10 keeps BC = DE × AB ÷ AD a tidy decimal
  const p = rng.pick([2, 4, 5, 8, 10, 3, 6]);
  const q = rng.int(1, 10);
  const de0 = p % 3 === 0 ? 3 * rng.int(1, 5) : rng.int(2, 15);
  // DE = AD would make the "add DB" slip give the right answer by accident
  const de = de0 === p ? de0 + (p % 3 === 0 ? 3 : 1) : de0;
  const bc = F(de * (p + q), p);
  const A = pt(0.4, 1.6);
  const B = pt(0, 0);
  const C = pt(2, 0);
  const t = p / (p + q);
  const D = pt(A.x + (B.x - A.x) * t, A.y + (B.y - A.y) * t);
  const E = pt(A.x + (C.x - A.x) * t, A.y + (C.y - A.y) * t);
  const cen = centroid([A, B, C]);
  const f = new Figure(240, 200)
    .poly([A, B, C])
    .seg(D, E)
    .arrows(D, E, 1)
    .arrows(B, C, 1)
    .vertexLabel(A, "A", cen)
    .vertexLabel(B, "B", cen)
    .vertexLabel(C, "C", cen)
    .label(D, "D", -10, 0, "end")
    .label(E, "E", 10, 0, "start")
    .sideLabel(A, D, `${p}`, cen)
    .sideLabel(D, B, `${q}`, cen)
    .label(pt((D.x + E.x) / 2, D.y), `${de}`, 0, -10)
    .sideLabel(B, C, "x", cen);
  return {
    text: `In triangle $ABC$, $D$ is on $AB$ and $E$ is on $AC$ with $DE$ parallel to $BC$. $AD = ${p}$ ${u}, $DB = ${q}$ ${u} and $DE = ${de}$ ${u}. Work out $BC$.`,
    diagram: f.render("Triangle ABC with DE parallel to BC"),
    answer: exactAnswer(bc, u),
    misconceptions: exactWrongs([
      [F(de * q, p), "Compare the whole side AB with AD: the big triangle is ABC, so use AB = AD + DB."],
      [F(de + q), "Similar triangles are enlargements: multiply by the scale factor AB ÷ AD."],
      [F(de * p, p + q), "The big triangle is bigger: multiply DE by AB ÷ AD, not AD ÷ AB."],
      [F(de * (p + q)), "Divide by AD as well: the scale factor is AB ÷ AD."],
      [F(de * (p + q), q), "The scale factor compares AB with AD (the matching side of the small triangle), not DB."],
      [bc.add(1), "Check the scale factor: AB ÷ AD."],
    ]),
    solution: [
      `Triangles $ADE$ and $ABC$ are similar (corresponding angles are equal).`,
      `Scale factor $= \\frac{AB}{AD} = \\frac{${p + q}}{${p}}$, so $BC = ${de} \\times \\frac{${p + q}}{${p}} = ${texExact(bc)}$ ${u}`,
    ],
    hint: "Triangle ADE is a smaller copy of ABC. AB = AD + DB.",
    difficulty: 5,
  };
}

export const similarLengths: Template = {
  id: "geometry.similarity.lengths",
  title: "Similar shapes: scale factors and missing lengths",
  objective: "Use a scale factor to find missing lengths in similar shapes",
  topics: ["geometry.similar-shapes"],
  difficulty: [3, 5],
  generate(rng) {
    return rng.chance(0.7) ? pairQuestion(rng) : nestedQuestion(rng);
  },
};

export const similarAreaVolume: Template = {
  id: "geometry.similarity.area-volume",
  title: "Areas and volumes of similar shapes",
  objective: "Use k² for areas and k³ for volumes of similar shapes",
  topics: ["geometry.similar-area-volume"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const l1 = rng.int(2, 12);
    const l2 = rng.intExcept(2, 18, [l1]);
    const k = F(l2, l1);
    const mode = rng.pick(["area", "volume", "area-from-volume", "length-from-area"] as const);
    const solid = rng.pick(["cylinders", "cones", "bottles", "pyramids", "prisms"]);
    if (mode === "length-from-area") {
      const a1 = rng.int(1, 6) * l1 * l1;
      const a2 = F(a1).mul(k).mul(k);
      const ratio = a2.div(a1);
      return {
        text: `Two similar ${solid} have surface areas of $${a1}$ ${sqText(u)} and $${texExact(a2)}$ ${sqText(u)}. The first is $${l1}$ ${u} tall. How tall is the second?`,
        answer: exactAnswer(F(l2), u),
        misconceptions: roundedWrongs(DP(1), [
          [l1 * Number(ratio.valueOf()), "The area ratio is k². Square-root it to find the length scale factor."],
          [(l1 * Number(ratio.valueOf())) / 2, "Take the square root of the area ratio, don't halve it."],
          [l1 * Math.cbrt(Number(ratio.valueOf())), "Areas scale by k², so use the square root (not the cube root)."],
          [l1 / Math.sqrt(Number(ratio.valueOf())), "Check the direction: the second shape's area is the numerator."],
        ]).map((mc) => ({ ...mc, answer: String(Number(mc.answer)) })),
        solution: [
          `Area scale factor $= \\frac{${texExact(a2)}}{${a1}} = ${texExact(ratio)}$, so $k = \\sqrt{${texExact(ratio)}} = ${texExact(k)}$.`,
          `Height $= ${l1} \\times ${texExact(k)} = ${l2}$ ${u}.`,
        ],
        hint: "Area scale factor = k². Find k, then scale the length.",
        difficulty: 5,
      };
    }
    const base = rng.int(2, 60);
    const isArea = mode === "area";
    const power = isArea ? 2 : 3;
    const kp = k.pow(power);
    const v2 = F(base).mul(kp);
    // answers with more than 2 decimal places are asked for rounded
    const rule = 100n % v2.d === 0n ? null : rng.pick([DP(1), SF(3)]);
    if (mode === "area-from-volume") {
      const A1 = base;
      const A2 = F(A1).mul(k).mul(k);
      const V1 = rng.int(2, 40) * l1 ** 3;
      const V2 = F(V1).mul(k.pow(3));
      const r = rng.pick([DP(1), SF(3)]);
      return {
        text: `Two similar ${solid} have volumes of $${dn(V1)}$ ${cuText(u)} and $${texExact(V2)}$ ${cuText(u)}. The first has a surface area of $${A1}$ ${sqText(u)}. Work out the surface area of the second. ${roundingText(r)}`,
        answer: decimalFrom(A2, r, `${u}^2`),
        misconceptions: roundedWrongs(r, [
          [
            Number(F(A1).mul(V2.div(V1)).valueOf()),
            "The volume ratio is k³. Cube-root it to get k, then square for areas.",
          ],
          [Number(F(A1).mul(k).valueOf()), "Areas scale by k², not k."],
          [Number(F(A1).mul(V2.div(V1)).valueOf()) ** (2 / 3), "Find k first: k = ∛(volume ratio); areas scale by k²."],
          [Number(F(A1).mul(k.pow(3)).valueOf()) + 1, "Areas scale by k², not k³."],
        ]),
        solution: [
          `Volume scale factor $= \\frac{${texExact(V2)}}{${dn(V1)}} = ${texExact(k.pow(3))}$, so $k = \\sqrt[3]{${texExact(k.pow(3))}} = ${texExact(k)}$.`,
          `Area scale factor $= k^2 = ${texExact(k.pow(2))}$, so the area is $${A1} \\times ${texExact(k.pow(2))} = ${texRound(A2, r)}$ ${sqText(u)}.`,
        ],
        hint: "Volume ratio = k³ and area ratio = k². Find k first.",
        difficulty: 5,
      };
    }
    return {
      text: `Two similar ${solid} have heights of $${l1}$ ${u} and $${l2}$ ${u}. The ${l2 > l1 ? "shorter" : "taller"} one has a ${isArea ? `surface area of $${base}$ ${sqText(u)}` : `volume of $${base}$ ${cuText(u)}`}. Work out the ${isArea ? "surface area" : "volume"} of the ${l2 > l1 ? "taller" : "shorter"} one.${rule ? ` ${roundingText(rule)}` : ""}`,
      answer: rule
        ? decimalFrom(v2, rule, isArea ? `${u}^2` : `${u}^3`)
        : exactAnswer(v2, isArea ? `${u}^2` : `${u}^3`),
      misconceptions: (rule
        ? (items: [Fraction, string][]) =>
            roundedWrongs(
              rule,
              items.map(([v, fb]) => [Number(v.valueOf()), fb] as const),
            )
        : exactWrongs)([
        [
          F(base).mul(k),
          `${isArea ? "Areas" : "Volumes"} don't scale by the length scale factor: use k${isArea ? "²" : "³"}.`,
        ],
        [
          F(base).mul(isArea ? k.pow(3) : k.pow(2)),
          isArea ? "Areas scale by k², not k³." : "Volumes scale by k³, not k².",
        ],
        [F(base).div(kp), "Check the direction: the other shape is the one being found."],
        [F(base).add(l2 - l1), "Multiply by a scale factor; don't add the difference in heights."],
        [F(base).mul(k.mul(power)), `k${isArea ? "²" : "³"} means k × k${isArea ? "" : " × k"}, not ${power} × k.`],
      ] as [Fraction, string][]),
      solution: [
        `Length scale factor $k = \\frac{${l2}}{${l1}}${k.d === BigInt(l1) && k.n === BigInt(l2) ? "" : ` = ${texExact(k)}`}$.`,
        `${isArea ? "Area" : "Volume"} scale factor $= k^${power} = ${texExact(kp)}$.`,
        `$${base} \\times ${texExact(kp)} = ${rule ? `${texRound(v2, DP(4))}\\ldots = ${texRound(v2, rule)}` : texExact(v2)}$ ${isArea ? sqText(u) : cuText(u)}`,
      ],
      hint: "If lengths scale by k, areas scale by k² and volumes by k³.",
      difficulty: isArea ? 4 : 5,
    };
  },
};
