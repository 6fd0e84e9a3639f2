/** Right-angled trigonometry (SOHCAHTOA) for sides and angles, and exact trigonometric values. */
import Fraction from "fraction.js";
import { DP, expressionAnswer, SF } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { LENGTH_UNITS } from "./lengths.js";
import { choiceWithFeedback, decimalFrom, deg, degOf, rad, roundedWrongs, roundingText, texRound } from "./shared.js";
import { rightTriangle } from "./triangle-kit.js";

type Side = "opp" | "adj" | "hyp";
const NAMES: Record<Side, string> = { opp: "opposite", adj: "adjacent", hyp: "hypotenuse" };

/** the ratio linking two sides, and its value for angle t (radians) */
function ratio(known: Side, want: Side): { fn: "sin" | "cos" | "tan"; top: Side; bottom: Side } {
  const pair = new Set([known, want]);
  if (pair.has("opp") && pair.has("hyp")) return { fn: "sin", top: "opp", bottom: "hyp" };
  if (pair.has("adj") && pair.has("hyp")) return { fn: "cos", top: "adj", bottom: "hyp" };
  return { fn: "tan", top: "opp", bottom: "adj" };
}
const trig = (fn: "sin" | "cos" | "tan", t: number) =>
  fn === "sin" ? Math.sin(t) : fn === "cos" ? Math.cos(t) : Math.tan(t);

export const trigFindSide: Template = {
  id: "geometry.trigonometry.find-side",
  title: "Trigonometry: find a side of a right-angled triangle",
  objective: "Choose sin, cos or tan to find a missing side",
  topics: ["geometry.trigonometry"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    // 45° makes sin = cos and tan = 1, which hides the choice of ratio
    const theta = rng.intExcept(12, 78, [45]);
    const t = rad(theta);
    const [known, want] = rng.pick([
      ["hyp", "opp"],
      ["hyp", "adj"],
      ["adj", "opp"],
      ["opp", "adj"],
      ["opp", "hyp"],
      ["adj", "hyp"],
    ] as [Side, Side][]);
    const L = rng.int(3, 40);
    const rule = rng.pick([DP(1), SF(3), DP(2)]);
    const { fn, top } = ratio(known, want);
    const r = trig(fn, t);
    // want on top: multiply; want on the bottom: divide
    const value = want === top ? L * r : L / r;
    const other = (f: "sin" | "cos" | "tan") => (want === top ? L * trig(f, t) : L / trig(f, t));
    const sides: Record<Side, number> = { opp: 0, adj: 0, hyp: 0 };
    sides[known] = L;
    sides[want] = value;
    const third = (["opp", "adj", "hyp"] as Side[]).find((s) => s !== known && s !== want) as Side;
    sides[third] =
      third === "hyp"
        ? Math.hypot(sides.opp, sides.adj)
        : Math.sqrt(Math.abs(sides.hyp ** 2 - (sides[third === "opp" ? "adj" : "opp"] ?? 0) ** 2));
    const label = (s: Side) => (s === known ? `${L} ${u}` : s === want ? "x" : undefined);
    const flip = rng.bool();
    const eq = want === top ? `x = ${L} \\times \\${fn} ${theta}^\\circ` : `x = \\frac{${L}}{\\${fn} ${theta}^\\circ}`;
    return {
      text: `In a right-angled triangle, one angle is $${deg(theta)}$. The side ${NAMES[known] === "hypotenuse" ? "that is the hypotenuse" : `${NAMES[known]} to the $${deg(theta)}$ angle`} is $${L}$ ${u}. Work out the length $x$ of the ${want === "hyp" ? "hypotenuse" : `side ${NAMES[want]} to the $${deg(theta)}$ angle`}. ${roundingText(rule)}`,
      diagram: rightTriangle(
        sides.adj,
        sides.opp,
        { base: label("adj"), height: label("opp"), hyp: label("hyp"), angle: `${theta}°` },
        `Right-angled triangle with a ${theta} degree angle`,
        flip,
      ),
      answer: decimalFrom(value, rule, u),
      misconceptions: roundedWrongs(rule, [
        ...(["sin", "cos", "tan"] as const)
          .filter((f) => f !== fn)
          .map(
            (f) =>
              [
                other(f),
                `Label the sides (opposite, adjacent, hypotenuse) and use SOH CAH TOA: here you need ${fn}.`,
              ] as const,
          ),
        [
          want === top ? L / r : L * r,
          want === top
            ? `Rearrange carefully: ${fn} θ = ${top === want ? "x" : L} ÷ ..., so multiply.`
            : "x is on the bottom of the fraction, so divide by the ratio.",
        ],
        [
          want === top ? L * trig(fn, theta) : L / trig(fn, theta),
          "Your calculator must be in degrees mode, not radians.",
        ],
      ]),
      solution: [
        `The ${NAMES[known]} is known and the ${NAMES[want]} is wanted, so use $\\${fn}$ (${fn === "sin" ? "SOH" : fn === "cos" ? "CAH" : "TOA"}).`,
        `$\\${fn} ${theta}^\\circ = \\frac{${want === top ? "x" : L}}{${want === top ? L : "x"}}$, so $${eq}$`,
        `$x = ${texRound(value, DP(4))}\\ldots = ${texRound(value, rule)}$ ${u}`,
      ],
      hint: "Label the sides opposite, adjacent and hypotenuse from the angle, then pick SOH, CAH or TOA.",
      difficulty: want === top ? 4 : 5,
    };
  },
};

export const trigFindAngle: Template = {
  id: "geometry.trigonometry.find-angle",
  title: "Trigonometry: find an angle in a right-angled triangle",
  objective: "Use inverse sin, cos or tan to find an angle",
  topics: ["geometry.trigonometry"],
  difficulty: [4, 5],
  generate(rng) {
    const u = rng.pick(LENGTH_UNITS);
    const pair = rng.pick([
      ["opp", "hyp"],
      ["adj", "hyp"],
      ["opp", "adj"],
    ] as [Side, Side][]);
    const [s1, s2] = pair;
    const { fn, top, bottom } = ratio(s1, s2);
    const bot = rng.int(4, 40);
    const topV = rng.int(Math.max(2, Math.ceil(bot / 4)), bottom === "hyp" ? bot - 1 : 40);
    const x = topV / bot;
    const theta = degOf(fn === "sin" ? Math.asin(x) : fn === "cos" ? Math.acos(x) : Math.atan(x));
    const rule = DP(1);
    const len: Record<Side, number> = { opp: 0, adj: 0, hyp: 0 };
    len[top] = topV;
    len[bottom] = bot;
    const third = (["opp", "adj", "hyp"] as Side[]).find((s) => s !== top && s !== bottom) as Side;
    len[third] = third === "hyp" ? Math.hypot(len.opp, len.adj) : Math.sqrt(len.hyp ** 2 - len[top] ** 2);
    const label = (s: Side) => (s === top ? `${topV} ${u}` : s === bottom ? `${bot} ${u}` : undefined);
    const inv = (f: "sin" | "cos" | "tan", v: number) =>
      degOf(f === "sin" ? Math.asin(v) : f === "cos" ? Math.acos(v) : Math.atan(v));
    const others = (["sin", "cos", "tan"] as const).filter((f) => f !== fn && (f === "tan" || x <= 1));
    return {
      text: `In a right-angled triangle, the side ${NAMES[top]} to angle $\\theta$ is $${topV}$ ${u} and the ${bottom === "hyp" ? "hypotenuse" : `side ${NAMES[bottom]} to $\\theta$`} is $${bot}$ ${u}. Work out $\\theta$ in degrees. ${roundingText(rule)}`,
      diagram: rightTriangle(
        len.adj,
        len.opp,
        { base: label("adj"), height: label("opp"), hyp: label("hyp"), angle: "θ" },
        "Right-angled triangle with an unknown angle",
        rng.bool(),
      ),
      answer: decimalFrom(theta, rule, "°"),
      misconceptions: roundedWrongs(rule, [
        ...others.map((f) => [inv(f, x), `Label the sides from θ and use SOH CAH TOA: here it is ${fn}.`] as const),
        [
          fn === "tan" ? inv("tan", bot / topV) : 90 - theta,
          "Put the sides the right way up: the side on top of the fraction comes first in the rule.",
        ],
        [theta * (Math.PI / 180), "Your calculator must be in degrees mode, not radians."],
        [x, `That's ${fn} θ. Use the inverse (${fn}⁻¹) to find the angle.`],
        [90 - theta, "That's the other acute angle. Label the sides from θ."],
      ]),
      solution: [
        `Opposite, adjacent and hypotenuse are measured from $\\theta$; here we know the ${NAMES[top]} and the ${NAMES[bottom]}, so use $\\${fn}$.`,
        `$\\${fn} \\theta = \\frac{${topV}}{${bot}}$, so $\\theta = \\${fn}^{-1}\\left(\\frac{${topV}}{${bot}}\\right) = ${texRound(theta, DP(4))}\\ldots = ${texRound(theta, rule)}^\\circ$`,
      ],
      hint: "Pick the ratio from the two sides you know, then use the inverse function (shift + sin/cos/tan).",
      difficulty: fn === "tan" ? 4 : 5,
    };
  },
};

/** exact values as [TeX, mathjs expression] for 0, 30, 45, 60, 90 degrees */
const EXACT: Record<"sin" | "cos" | "tan", Record<number, [string, string] | null>> = {
  sin: {
    0: ["0", "0"],
    30: ["\\frac{1}{2}", "1/2"],
    45: ["\\frac{\\sqrt{2}}{2}", "sqrt(2)/2"],
    60: ["\\frac{\\sqrt{3}}{2}", "sqrt(3)/2"],
    90: ["1", "1"],
  },
  cos: {
    0: ["1", "1"],
    30: ["\\frac{\\sqrt{3}}{2}", "sqrt(3)/2"],
    45: ["\\frac{\\sqrt{2}}{2}", "sqrt(2)/2"],
    60: ["\\frac{1}{2}", "1/2"],
    90: ["0", "0"],
  },
  tan: {
    0: ["0", "0"],
    30: ["\\frac{\\sqrt{3}}{3}", "sqrt(3)/3"],
    45: ["1", "1"],
    60: ["\\sqrt{3}", "sqrt(3)"],
    90: null,
  },
};
const ALL_VALUES = ["0", "1/2", "sqrt(2)/2", "sqrt(3)/2", "1", "sqrt(3)/3", "sqrt(3)", "2"];

/** h × an exact value, simplified, as [TeX, mathjs] */
function times(h: number, v: string): [string, string] {
  const m = /^sqrt\((\d)\)(?:\/(\d))?$/.exec(v);
  if (!m) {
    const c = new Fraction(v).mul(h);
    return [c.d === 1n ? String(c.n) : `\\frac{${c.n}}{${c.d}}`, c.toFraction()];
  }
  const c = new Fraction(h, Number(m[2] ?? 1));
  const root = m[1] ?? "2";
  if (c.d === 1n) return [`${c.equals(1) ? "" : c.n}\\sqrt{${root}}`, `${c.equals(1) ? "" : `${c.n}*`}sqrt(${root})`];
  return [`\\frac{${c.n}\\sqrt{${root}}}{${c.d}}`, `${c.n}*sqrt(${root})/${c.d}`];
}

function exactTriangle(rng: Rng): GeneratedQuestion {
  const fn = rng.pick(["sin", "cos", "tan"] as const);
  const theta = rng.pick(fn === "tan" ? [30, 60] : [30, 45, 60]);
  const h = rng.int(1, 20) * 2;
  const val = EXACT[fn][theta] as [string, string];
  const [ansTex, expr] = times(h, val[1]);
  // the value a learner who mixes up the functions (or the angles) would use
  const swapped = (fn === "tan" ? EXACT.tan[90 - theta] : EXACT[fn === "sin" ? "cos" : "sin"][theta]) as [
    string,
    string,
  ];
  const wrongRoot = theta === 45 ? "sqrt(3)/2" : "sqrt(2)/2";
  const known = fn === "tan" ? "adjacent" : "hypotenuse";
  const want = fn === "cos" ? "adjacent" : "opposite";
  const c = Math.cos(rad(theta));
  const sn = Math.sin(rad(theta));
  const labels =
    fn === "tan"
      ? { base: `${h} cm`, height: "x", angle: `${theta}°` }
      : fn === "sin"
        ? { hyp: `${h} cm`, height: "x", angle: `${theta}°` }
        : { hyp: `${h} cm`, base: "x", angle: `${theta}°` };
  return {
    text: `A right-angled triangle has an angle of $${deg(theta)}$. The ${known === "hypotenuse" ? "hypotenuse" : `side adjacent to the $${deg(theta)}$ angle`} is $${h}$ cm. Find the exact length $x$ of the side ${want} to the $${deg(theta)}$ angle, without a calculator. (Type square roots as sqrt, e.g. 3sqrt(2).)`,
    diagram: rightTriangle(c, sn, labels, `Right-angled triangle with a ${theta} degree angle`),
    answer: { ...expressionAnswer(expr, []), unit: "cm" },
    misconceptions: [
      {
        answer: times(h, swapped[1])[1].replace("*", ""),
        feedback: `The ${want} side with the ${known} known uses ${fn}.`,
      },
      { answer: `${h}/(${val[1]})`, feedback: `x is on top: ${fn} θ = x ÷ ${known}, so multiply.` },
      {
        answer: String(Math.round(h * (fn === "sin" ? sn : fn === "cos" ? c : sn / c) * 1000) / 1000),
        feedback: "Give the exact value using surds, not a rounded decimal.",
      },
      { answer: times(h, wrongRoot)[1].replace("*", ""), feedback: `Check the exact value of ${fn} ${theta}°.` },
      { answer: times(h, "2")[1], feedback: `Use the exact value of ${fn} ${theta}°.` },
    ],
    solution: [`$x = ${h} \\${fn} ${theta}^\\circ = ${h} \\times ${val[0]} = ${ansTex}$ cm`],
    hint: "sin 30° = 1/2, sin 45° = √2/2, sin 60° = √3/2, cos is the other way round, and tan 30° = √3/3, tan 45° = 1, tan 60° = √3.",
    difficulty: fn === "tan" ? 5 : 4,
  };
}

export const exactTrigValues: Template = {
  id: "geometry.trigonometry.exact-values",
  title: "Exact values of sin, cos and tan",
  objective: "Know sin, cos and tan of 0°, 30°, 45°, 60° and 90° exactly",
  topics: ["geometry.exact-trig-values"],
  difficulty: [4, 5],
  generate(rng) {
    if (rng.chance(0.45)) return exactTriangle(rng);
    const fn = rng.pick(["sin", "cos", "tan"] as const);
    const theta = rng.pick([0, 30, 45, 60, 90].filter((a) => EXACT[fn][a] !== null));
    const k = rng.pick([1, 1, 2, 3, 4, 6]);
    const [tex, expr] = EXACT[fn][theta] as [string, string];
    const wrongValues = rng.shuffle(ALL_VALUES.filter((v) => v !== expr));
    const options = (v: string) => `$${texOf(v, k)}$`;
    const { answer, misconceptions } = choiceWithFeedback(
      rng,
      options(expr),
      wrongValues.map(
        (v) => [options(v), `Check the table of exact values: ${fn} ${theta}° = ${plainOf(expr)}.`] as const,
      ),
    );
    return {
      text: `Without a calculator, what is the exact value of $${k === 1 ? "" : k}\\${fn} ${theta}^\\circ$?`,
      answer,
      misconceptions,
      solution: [
        `$\\${fn} ${theta}^\\circ = ${tex}$`,
        ...(k === 1 ? [] : [`$${k} \\times ${tex} = ${texOf(expr, k)}$`]),
      ],
      hint: "Draw an equilateral triangle of side 2 (split in half) and a right-angled isosceles triangle with shorter sides 1.",
      difficulty: k === 1 ? 4 : 5,
    };
  },
};

/** k × value as simplified TeX */
function texOf(v: string, k: number): string {
  const f = new Fraction(k);
  switch (v) {
    case "0":
      return "0";
    case "1":
      return String(k);
    case "2":
      return String(2 * k);
    case "1/2":
      return f.div(2).d === 1n ? String(k / 2) : `\\frac{${k}}{2}`;
    default: {
      const m = /^sqrt\((\d)\)(?:\/(\d))?$/.exec(v);
      const root = m?.[1] ?? "2";
      const d = Number(m?.[2] ?? 1);
      const c = new Fraction(k, d);
      const coefTex = c.equals(1) ? "" : c.d === 1n ? String(c.n) : `\\frac{${c.n}}{${c.d}}`;
      return `${coefTex}\\sqrt{${root}}`;
    }
  }
}
const plainOf = (v: string) => v.replace("sqrt(2)", "√2").replace("sqrt(3)", "√3");
