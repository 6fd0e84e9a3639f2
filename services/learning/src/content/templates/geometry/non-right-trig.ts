/** Sine rule, cosine rule, area = ½ab sin C, and Pythagoras and trigonometry in 3D. */
import { DP, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { LENGTH_UNITS, sqText } from "./lengths.js";
import { decimalFrom, deg, degOf, rad, roundedWrongs, roundingText, texRound } from "./shared.js";
import { cuboidDiagram } from "./solids-diagrams.js";
import { thirdSide, triangleFromSides } from "./triangle-kit.js";

const sin = (d: number) => Math.sin(rad(d));
const cos = (d: number) => Math.cos(rad(d));
const asinD = (x: number) => degOf(Math.asin(x));
const acosD = (x: number) => degOf(Math.acos(x));
const d4 = (x: number) => `${texRound(x, DP(4))}\\ldots`;

/** a triangle with angles A, B, C (degrees) and sides a, b, c scaled so that side a = aLen */
function triangle(rng: Rng) {
  const A = rng.int(25, 110);
  const B = rng.int(20, Math.min(120, 160 - A));
  const C = 180 - A - B;
  return { A, B, C };
}

function sineRuleSide(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  const { A, B, C } = triangle(rng);
  const a = rng.int(5, 40);
  const b = (a * sin(B)) / sin(A);
  const c = (a * sin(C)) / sin(A);
  const rule = rng.pick([DP(1), SF(3)]);
  return {
    text: `In triangle $ABC$, angle $A = ${deg(A)}$, angle $B = ${deg(B)}$ and side $a = BC = ${a}$ ${u}. Work out the length of side $b = AC$. ${roundingText(rule)}`,
    diagram: triangleFromSides(a, b, c, { a: `${a} ${u}`, b: "b", A: `${A}°`, B: `${B}°` }, "Triangle ABC"),
    answer: decimalFrom(b, rule, u),
    misconceptions: roundedWrongs(rule, [
      [(a * sin(A)) / sin(B), "Each side goes with the sine of its opposite angle: b / sin B = a / sin A."],
      [a * sin(B), "Divide by sin A as well: b = a sin B ÷ sin A."],
      [(a * Math.sin(B)) / Math.sin(A), "Your calculator must be in degrees mode."],
      [(a * sin(C)) / sin(A), "Side b is opposite angle B, not angle C."],
      [(a * cos(B)) / cos(A), "The sine rule uses sines, not cosines."],
    ]),
    solution: [
      `Sine rule: $\\frac{b}{\\sin B} = \\frac{a}{\\sin A}$, so $b = \\frac{${a} \\sin ${B}^\\circ}{\\sin ${A}^\\circ}$`,
      `$b = ${d4(b)} = ${texRound(b, rule)}$ ${u}`,
    ],
    hint: "Match each side with the angle opposite it: a/sin A = b/sin B.",
    difficulty: 4,
  };
}

function sineRuleAngle(rng: Rng): GeneratedQuestion {
  const u = rng.pick(LENGTH_UNITS);
  // B is acute and smaller than A's partner so the answer is unambiguous
  const A = rng.int(40, 120);
  const B = rng.int(15, Math.min(80, 170 - A));
  const a = rng.int(8, 40);
  const b = Math.round(((a * sin(B)) / sin(A)) * 10) / 10;
  const sB = (b * sin(A)) / a;
  const Bv = asinD(sB);
  const C = 180 - A - Bv;
  const c = (a * sin(C)) / sin(A);
  const rule = DP(1);
  return {
    text: `In triangle $ABC$, side $a = BC = ${a}$ ${u}, side $b = AC = ${b}$ ${u} and angle $A = ${deg(A)}$. Angle $B$ is acute. Work out angle $B$. ${roundingText(rule)}`,
    diagram: triangleFromSides(a, b, c, { a: `${a} ${u}`, b: `${b} ${u}`, A: `${A}°`, B: "B" }, "Triangle ABC"),
    answer: decimalFrom(Bv, rule, "°"),
    misconceptions: roundedWrongs(rule, [
      [
        Math.min(1, (a * sin(A)) / b) < 1 ? asinD((a * sin(A)) / b) : 180 - Bv,
        "Put the sides with their opposite angles: sin B / b = sin A / a.",
      ],
      [sB, "That's sin B. Use sin⁻¹ to find the angle."],
      [180 - Bv, "The question says B is acute, so take the angle less than 90°."],
      [degOf(Math.asin(Math.min(1, (b * Math.sin(A)) / a))), "Your calculator must be in degrees mode."],
      [asinD(Math.min(1, b / a)), "Multiply by sin A: sin B = b sin A ÷ a."],
    ]),
    solution: [
      `Sine rule: $\\frac{\\sin B}{b} = \\frac{\\sin A}{a}$, so $\\sin B = \\frac{${b} \\sin ${A}^\\circ}{${a}} = ${d4(sB)}$`,
      `$B = \\sin^{-1}(${d4(sB)}) = ${d4(Bv)} = ${texRound(Bv, rule)}^\\circ$`,
    ],
    hint: "Use the sine rule the 'sin on top' way round when finding an angle.",
    difficulty: 5,
  };
}

export const sineRule: Template = {
  id: "geometry.non-right-trig.sine-rule",
  title: "The sine rule: find a side or an angle",
  objective: "Use a/sin A = b/sin B in any triangle",
  topics: ["geometry.sine-cosine-rules"],
  difficulty: [4, 5],
  generate(rng) {
    return rng.chance(0.55) ? sineRuleSide(rng) : sineRuleAngle(rng);
  },
};

export const cosineRule: Template = {
  id: "geometry.non-right-trig.cosine-rule",
  title: "The cosine rule: find a side or an angle",
  objective: "Use a² = b² + c² − 2bc cos A in any triangle",
  topics: ["geometry.sine-cosine-rules"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const rule = DP(1);
    if (rng.chance(0.5)) {
      const b = rng.int(3, 30);
      const c = rng.int(3, 30);
      const A = rng.int(20, 150);
      const a = thirdSide(b, c, A);
      const a2 = b * b + c * c - 2 * b * c * cos(A);
      return {
        text: `In triangle $ABC$, $b = AC = ${b}$ ${u}, $c = AB = ${c}$ ${u} and the angle between them is $A = ${deg(A)}$. Work out the length of $a = BC$. ${roundingText(rule)}`,
        diagram: triangleFromSides(a, b, c, { b: `${b} ${u}`, c: `${c} ${u}`, a: "a", A: `${A}°` }, "Triangle ABC"),
        answer: decimalFrom(a, rule, u),
        misconceptions: roundedWrongs(rule, [
          [a2, "Take the square root at the end: that's a²."],
          [Math.sqrt(b * b + c * c + 2 * b * c * cos(A)), "The cosine rule has minus 2bc cos A."],
          [
            Math.sqrt(Math.abs((b * b + c * c - 2 * b * c) * cos(A))),
            "Work out 2bc cos A as one term, then subtract it from b² + c².",
          ],
          [Math.sqrt(Math.abs(b * b + c * c - 2 * b * c * Math.cos(A))), "Your calculator must be in degrees mode."],
          [Math.sqrt(b * b + c * c), "Pythagoras only works with a right angle: include − 2bc cos A."],
        ]),
        solution: [
          `$a^2 = b^2 + c^2 - 2bc\\cos A = ${b}^2 + ${c}^2 - 2 \\times ${b} \\times ${c} \\times \\cos ${A}^\\circ = ${d4(a2)}$`,
          `$a = \\sqrt{${d4(a2)}} = ${d4(a)} = ${texRound(a, rule)}$ ${u}`,
        ],
        hint: "Two sides and the angle between them: use a² = b² + c² − 2bc cos A.",
        difficulty: A > 90 ? 5 : 4,
      };
    }
    // three sides that make a triangle (and not a right-angled one)
    let a = 0;
    let b = 0;
    let c = 0;
    do {
      b = rng.int(4, 30);
      c = rng.int(4, 30);
      a = rng.int(Math.abs(b - c) + 2, b + c - 2);
    } while (a * a === b * b + c * c);
    const cosA = (b * b + c * c - a * a) / (2 * b * c);
    const A = acosD(cosA);
    const safe = (x: number) => (Math.abs(x) <= 1 ? acosD(x) : Number.NaN);
    return {
      text: `Triangle $ABC$ has sides $a = BC = ${a}$ ${u}, $b = AC = ${b}$ ${u} and $c = AB = ${c}$ ${u}. Work out angle $A$. ${roundingText(rule)}`,
      diagram: triangleFromSides(a, b, c, { a: `${a} ${u}`, b: `${b} ${u}`, c: `${c} ${u}`, A: "?" }, "Triangle ABC"),
      answer: decimalFrom(A, rule, "°"),
      misconceptions: roundedWrongs(rule, [
        [
          safe((a * a + c * c - b * b) / (2 * a * c)),
          "Angle A is opposite side a: a² goes on its own, cos A = (b² + c² − a²) ÷ 2bc.",
        ],
        [safe((a * a + b * b - c * c) / (2 * a * b)), "Angle A is opposite side a: cos A = (b² + c² − a²) ÷ 2bc."],
        [cosA, "That's cos A. Use cos⁻¹ to find the angle."],
        [safe((b * b + c * c + a * a) / (2 * b * c)) || 180 - A, "Subtract a²: cos A = (b² + c² − a²) ÷ 2bc."],
        [degOf(Math.acos(cosA)) * (Math.PI / 180), "Give the angle in degrees."],
      ]),
      solution: [
        `$\\cos A = \\frac{b^2 + c^2 - a^2}{2bc} = \\frac{${b * b} + ${c * c} - ${a * a}}{2 \\times ${b} \\times ${c}} = \\frac{${b * b + c * c - a * a}}{${2 * b * c}}$`,
        `$A = \\cos^{-1}\\left(\\frac{${b * b + c * c - a * a}}{${2 * b * c}}\\right) = ${d4(A)} = ${texRound(A, rule)}^\\circ$`,
      ],
      hint: "Three sides known: rearrange the cosine rule to cos A = (b² + c² − a²) ÷ 2bc.",
      difficulty: 5,
    };
  },
};

export const areaSine: Template = {
  id: "geometry.non-right-trig.area-sine",
  title: "Area of a triangle = ½ab sin C",
  objective: "Use ½ab sin C to find an area, a side or an angle",
  topics: ["geometry.area-sine"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const a = rng.int(3, 30);
    const b = rng.int(3, 30);
    const mode = rng.pick(["area", "area", "side", "angle"] as const);
    const C0 = rng.int(15, 165);
    // near 90° sin C ≈ 1, which would hide the divide-by-sin step
    const C = mode === "side" && Math.abs(C0 - 90) < 16 ? C0 + (C0 < 90 ? -20 : 20) : C0;
    const area = 0.5 * a * b * sin(C);
    const c = thirdSide(a, b, C);
    const rule = rng.pick([DP(1), SF(3)]);
    const diagram = (la: string, lb: string, lC: string) =>
      triangleFromSides(c, b, a, { c: la, b: lb, A: lC }, "Triangle with two sides and the included angle");
    if (mode === "area")
      return {
        text: `A triangle has sides of $${a}$ ${u} and $${b}$ ${u} with an angle of $${deg(C)}$ between them. Work out its area in ${sqText(u)}. ${roundingText(rule)}`,
        diagram: diagram(`${a} ${u}`, `${b} ${u}`, `${C}°`),
        answer: decimalFrom(area, rule, `${u}^2`),
        misconceptions: roundedWrongs(rule, [
          [a * b * sin(C), "Area = ½ab sin C: remember the ½."],
          [0.5 * a * b * cos(C), "Use sin C, not cos C."],
          [0.5 * a * b, "Multiply by sin C: the triangle isn't right-angled."],
          [Math.abs(0.5 * a * b * Math.sin(C)), "Your calculator must be in degrees mode."],
          [0.5 * (a + b) * sin(C), "Multiply the two sides: ½ × a × b × sin C."],
        ]),
        solution: [
          `Area $= \\frac{1}{2}ab\\sin C = \\frac{1}{2} \\times ${a} \\times ${b} \\times \\sin ${C}^\\circ = ${d4(area)} = ${texRound(area, rule)}$ ${sqText(u)}`,
        ],
        hint: "Two sides and the angle between them: area = ½ab sin C.",
        difficulty: 4,
      };
    const shown = Number(texRound(area, DP(1)).replace(/\{,\}/g, ""));
    if (mode === "side") {
      const x = (2 * shown) / (a * sin(C));
      return {
        text: `A triangle has an area of $${texRound(area, DP(1))}$ ${sqText(u)}. Two of its sides are $${a}$ ${u} and $x$ ${u}, with an angle of $${deg(C)}$ between them. Work out $x$. ${roundingText(rule)}`,
        diagram: diagram(`${a} ${u}`, "x", `${C}°`),
        answer: decimalFrom(x, rule, u),
        misconceptions: roundedWrongs(rule, [
          [shown / (a * sin(C)), "Area = ½ax sin C, so x = 2 × area ÷ (a sin C): remember to double."],
          [(2 * shown) / (a * cos(C)), "Use sin C, not cos C."],
          [(2 * shown) / a, "Divide by sin C as well."],
          [(2 * shown * sin(C)) / a, "Divide by sin C, don't multiply."],
          [shown / a, "Area = ½ax sin C: double the area, then divide by a sin C."],
        ]),
        solution: [
          `$${texRound(area, DP(1))} = \\frac{1}{2} \\times ${a} \\times x \\times \\sin ${C}^\\circ$`,
          `$x = \\frac{2 \\times ${texRound(area, DP(1))}}{${a} \\sin ${C}^\\circ} = ${d4(x)} = ${texRound(x, rule)}$ ${u}`,
        ],
        hint: "Substitute into area = ½ab sin C and rearrange for the unknown side.",
        difficulty: 5,
      };
    }
    const Cacute = C > 90 ? 180 - C : C;
    const areaA = 0.5 * a * b * sin(Cacute);
    const shownA = texRound(areaA, DP(1));
    const s = (2 * Number(shownA.replace(/\{,\}/g, ""))) / (a * b);
    const ang = asinD(Math.min(1, s));
    return {
      text: `A triangle has sides of $${a}$ ${u} and $${b}$ ${u} and an area of $${shownA}$ ${sqText(u)}. The angle $\\theta$ between these sides is acute. Work out $\\theta$. Give your answer to 1 decimal place.`,
      diagram: triangleFromSides(
        thirdSide(a, b, Cacute),
        b,
        a,
        { c: `${a} ${u}`, b: `${b} ${u}`, A: "θ" },
        "Triangle with an unknown angle",
      ),
      answer: decimalFrom(ang, DP(1), "°"),
      misconceptions: roundedWrongs(DP(1), [
        [asinD(Math.min(1, s / 2)), "Area = ½ab sin θ, so sin θ = 2 × area ÷ ab."],
        [s, "That's sin θ. Use sin⁻¹ to find the angle."],
        [180 - ang, "The angle is acute, so take the value less than 90°."],
        [Math.abs(s) <= 1 ? acosD(s) : 90 + ang, "Area uses sin, so use sin⁻¹, not cos⁻¹."],
      ]),
      solution: [
        `$\\sin\\theta = \\frac{2 \\times ${shownA}}{${a} \\times ${b}} = ${d4(s)}$`,
        `$\\theta = \\sin^{-1}(${d4(s)}) = ${texRound(ang, DP(1))}^\\circ$`,
      ],
      hint: "Substitute into area = ½ab sin θ and solve for sin θ.",
      difficulty: 5,
    };
  },
};

export const trig3d: Template = {
  id: "geometry.trig-3d.cuboid",
  title: "Pythagoras and trigonometry in 3D",
  objective: "Find diagonals and angles inside cuboids",
  topics: ["geometry.pythagoras-trig-3d"],
  difficulty: [5, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const l = rng.int(3, 20);
    const w = rng.int(2, 15);
    const h = rng.int(2, 15);
    const base = Math.sqrt(l * l + w * w);
    const diag = Math.sqrt(l * l + w * w + h * h);
    const angle = rng.bool();
    const rule = angle ? DP(1) : rng.pick([DP(1), SF(3)]);
    const diagram = cuboidDiagram(l, w, h, [`${l} ${u}`, `${w} ${u}`, `${h} ${u}`], "A cuboid with a space diagonal");
    if (angle) {
      const th = degOf(Math.atan(h / base));
      return {
        text: `A cuboid is $${l}$ ${u} long, $${w}$ ${u} wide and $${h}$ ${u} high. Work out the angle between a diagonal running from a bottom corner to the opposite top corner and the base of the cuboid. ${roundingText(rule)}`,
        diagram,
        answer: decimalFrom(th, rule, "°"),
        misconceptions: roundedWrongs(rule, [
          [
            degOf(Math.atan(h / l)),
            "The diagonal's shadow on the base is the base diagonal √(l² + w²), not the length.",
          ],
          [
            degOf(Math.atan(h / w)),
            "The diagonal's shadow on the base is the base diagonal √(l² + w²), not the width.",
          ],
          [90 - th, "That's the angle with the vertical edge. The angle with the base sits at the bottom corner."],
          [degOf(Math.asin(h / base)), "h and the base diagonal are opposite and adjacent: use tan."],
          [Math.atan(h / base), "Give the angle in degrees."],
        ]),
        solution: [
          `Base diagonal $= \\sqrt{${l}^2 + ${w}^2} = \\sqrt{${l * l + w * w}} = ${d4(base)}$`,
          `$\\tan\\theta = \\frac{${h}}{${d4(base)}}$, so $\\theta = ${d4(th)} = ${texRound(th, rule)}^\\circ$`,
        ],
        hint: "Find the diagonal of the base first; then the angle is in a right-angled triangle standing on it.",
        difficulty: 5,
      };
    }
    return {
      text: `A cuboid is $${l}$ ${u} long, $${w}$ ${u} wide and $${h}$ ${u} high. Work out the length of a diagonal from a bottom corner to the opposite top corner. ${roundingText(rule)}`,
      diagram,
      answer: decimalFrom(diag, rule, u),
      misconceptions: roundedWrongs(rule, [
        [base, "That's the diagonal of the base only: include the height as well."],
        [l + w + h, "Use Pythagoras twice (or √(l² + w² + h²)), not l + w + h."],
        [l * l + w * w + h * h, "Take the square root at the end."],
        [Math.sqrt(l * l + h * h), "Include all three dimensions: d² = l² + w² + h²."],
        [Math.sqrt(w * w + h * h), "Include all three dimensions: d² = l² + w² + h²."],
      ]),
      solution: [
        `Base diagonal$^2 = ${l}^2 + ${w}^2 = ${l * l + w * w}$`,
        `$d^2 = ${l * l + w * w} + ${h}^2 = ${l * l + w * w + h * h}$, so $d = ${d4(diag)} = ${texRound(diag, rule)}$ ${u}`,
      ],
      hint: "Use Pythagoras on the base first, then again with the height.",
      difficulty: 5,
    };
  },
};
