/** Straight lines: gradient and intercept, equations of lines, parallel and perpendicular lines. */
import { expressionAnswer, fractionAnswer, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import { texFrac } from "../../core/tex.js";
import type { Misconception, SingleAnswerSpec, Template } from "../../core/types.js";
import { graph } from "./graph-draw.js";
import {
  choice,
  diff,
  expr,
  exprWrongs,
  Fraction,
  fr,
  numText,
  nz,
  paren2,
  plain,
  type Term,
  tex,
  texPoint,
} from "./shared.js";

/** a whole number or a fraction answer (decimals accepted) */
const numberAnswer = (f: Fraction): SingleAnswerSpec =>
  f.d === 1n ? integerAnswer(f) : fractionAnswer(f, "any", { allowDecimal: true });

const lineTerms = (m: Fraction, c: Fraction): Term[] => [
  [m, "x"],
  [c, ""],
];
const lineAnswer = (m: Fraction, c: Fraction) => expressionAnswer(expr(lineTerms(m, c)), ["x"], "simplified", "y");
const lineWrongs = (items: readonly (readonly [Fraction, Fraction, string])[]): Misconception[] =>
  exprWrongs(items.map(([m, c, f]) => [`y = ${plain(lineTerms(m, c))}`, f] as const));

/** a gradient: mostly whole numbers, sometimes a simple fraction */
function gradient(rng: Rng, fractions: boolean): Fraction {
  if (fractions && rng.chance(0.35)) return new Fraction(nz(rng, -5, 5), rng.int(2, 4));
  return new Fraction(nz(rng, -5, 6));
}

export const gradientInterceptFromEquation: Template = {
  id: "algebra.graphs.gradient-intercept-from-equation",
  title: "Gradient and y-intercept from an equation",
  objective: "Read the gradient and y-intercept from the equation of a line",
  topics: ["algebra.gradient-intercept"],
  difficulty: [2, 4],
  generate(rng) {
    const form = rng.int(0, 3);
    let eq: string;
    let m: Fraction;
    let c: Fraction;
    let steps: string[];
    let extra: [Fraction, Fraction, string][] = [];
    if (form <= 1) {
      const mi = nz(rng, -9, 9);
      // c = ±m would make the swapped and sign-slip answers agree
      m = new Fraction(mi);
      c = new Fraction(nz(rng, -12, 12, [mi, -mi]));
      eq =
        form === 0
          ? `y = ${tex(lineTerms(m, c))}`
          : `y = ${tex([
              [c, ""],
              [m, "x"],
            ])}`;
      steps = [`The equation is already in the form $y = mx + c$.`];
    } else if (form === 2) {
      // a y = b x + k
      const a = rng.int(2, 5);
      const b = nz(rng, -9, 9);
      const k = nz(rng, -12, 12);
      m = new Fraction(b, a);
      c = new Fraction(k, a);
      eq = `${a}y = ${tex([
        [b, "x"],
        [k, ""],
      ])}`;
      steps = [`Divide every term by $${a}$: $y = ${tex(lineTerms(m, c))}$`];
      extra = [[fr(b), fr(k), `Divide every term by ${a} first, to get y on its own.`]];
    } else {
      // b x + a y = k
      const a = rng.int(1, 4);
      const b = nz(rng, -6, 6);
      const k = nz(rng, -12, 12);
      m = new Fraction(-b, a);
      c = new Fraction(k, a);
      eq = `${tex([
        [b, "x"],
        [a, "y"],
      ])} = ${k}`;
      steps = [
        `${b > 0 ? "Subtract" : "Add"} $${tex([[Math.abs(b), "x"]])}$ ${b > 0 ? "from" : "to"} both sides: $${a === 1 ? "" : a}y = ${tex(
          [
            [-b, "x"],
            [k, ""],
          ],
        )}$`,
        ...(a > 1 ? [`Divide by $${a}$: $y = ${tex(lineTerms(m, c))}$`] : []),
      ];
      extra = [[fr(b, a), c, "Rearrange to y = mx + c first: moving the x term changes its sign."]];
    }
    const wrongs = [
      [c, m, "The gradient is the number in front of x; the y-intercept is the number on its own."] as const,
      [m.neg(), c, "Check the sign of the gradient."] as const,
      [m, c.neg(), "Check the sign of the y-intercept."] as const,
      [m, c.neg().div(m), "The y-intercept is where the line crosses the y axis (x = 0), not the x axis."] as const,
      ...extra,
    ];
    return {
      text: `The equation of a straight line is $${eq}$. Write down (a) its gradient and (b) the $y$ coordinate of its $y$-intercept.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "gradient", answer: numberAnswer(m) },
        { id: "b", prompt: "$y$-intercept", answer: numberAnswer(c) },
      ]),
      misconceptions: wrongs.map(([g, i, feedback]) => ({ answer: [numText(g), numText(i)], feedback })),
      solution: [
        ...steps,
        `In $y = mx + c$, $m$ is the gradient and $c$ is the $y$-intercept: gradient $${texFrac(m)}$, $y$-intercept $${texFrac(c)}$.`,
      ],
      hint: "Rearrange the equation into the form y = mx + c.",
      difficulty: diff(form <= 1 ? 2 : form === 2 ? 3 : 4),
    };
  },
};

export const gradientTwoPoints: Template = {
  id: "algebra.graphs.gradient-two-points",
  title: "Gradient of a line through two points",
  objective: "Calculate a gradient from two points",
  topics: ["algebra.gradient-intercept"],
  difficulty: [3, 4],
  generate(rng) {
    const x1 = rng.int(-8, 6);
    const y1 = rng.int(-8, 8);
    const x2 = x1 + rng.int(1, 8) * (rng.chance(0.2) ? -1 : 1);
    const y2 = rng.intExcept(-9, 12, [y1]);
    const m = new Fraction(y2 - y1, x2 - x1);
    return {
      text: `Find the gradient of the straight line through $${texPoint(x1, y1)}$ and $${texPoint(x2, y2)}$.`,
      answer: numberAnswer(m),
      misconceptions: [
        {
          answer: numText(new Fraction(x2 - x1, y2 - y1)),
          feedback: "Gradient = change in y ÷ change in x: y goes on top.",
        },
        { answer: numText(m.neg()), feedback: "Subtract the coordinates in the same order, top and bottom." },
        {
          answer: numText(fr(y2 + y1).div(x2 + x1 === 0 ? 1 : x2 + x1)),
          feedback: "Find the differences in the coordinates, not the sums.",
        },
        { answer: String(y2 - y1), feedback: "Divide the change in y by the change in x." },
        {
          answer: String((y2 - y1) * (x2 - x1)),
          feedback: "Divide the change in y by the change in x, don't multiply.",
        },
        ...(x2 !== 0
          ? [
              {
                answer: numText(new Fraction(y2, x2)),
                feedback: "Use the changes between the two points, not y ÷ x for one point.",
              },
            ]
          : []),
        ...(x1 !== 0
          ? [
              {
                answer: numText(new Fraction(y1, x1)),
                feedback: "Use the changes between the two points, not y ÷ x for one point.",
              },
            ]
          : []),
      ],
      solution: [
        `Gradient $= \\frac{\\text{change in } y}{\\text{change in } x} = \\frac{${y2} - ${paren2(y1)}}{${x2} - ${paren2(x1)}} = \\frac{${y2 - y1}}{${x2 - x1}}$`,
        // only worth a step when the fraction simplifies
        ...(m.d === BigInt(x2 - x1) && m.n === BigInt(Math.abs(y2 - y1)) ? [] : [`$= ${texFrac(m)}$`]),
      ],
      hint: "Gradient = (difference in y) ÷ (difference in x), subtracting in the same order.",
      difficulty: diff(m.d !== 1n || m.s < 0n ? 4 : 3),
    };
  },
};

export const lineThroughTwoPoints: Template = {
  id: "algebra.graphs.line-through-two-points",
  title: "Equation of a line through two points",
  objective: "Find y = mx + c from two points or a point and a gradient",
  topics: ["algebra.equation-of-line"],
  difficulty: [3, 5],
  generate(rng) {
    const m = gradient(rng, true);
    const c = new Fraction(nz(rng, -9, 9));
    const x1 = Number(m.d) * nz(rng, -3, 3);
    const x2 = x1 + Number(m.d) * rng.int(1, 3);
    const y1 = m.mul(x1).add(c);
    const y2 = m.mul(x2).add(c);
    const givenGradient = rng.chance(0.4);
    return {
      text: givenGradient
        ? `A straight line has gradient $${texFrac(m)}$ and passes through $${texPoint(x1, y1)}$. Find its equation in the form $y = mx + c$.`
        : `Find the equation of the straight line through $${texPoint(x1, y1)}$ and $${texPoint(x2, y2)}$. Give it in the form $y = mx + c$.`,
      answer: lineAnswer(m, c),
      equivalents: [`y = ${plain(lineTerms(m, c))}`],
      misconceptions: lineWrongs([
        [
          m,
          y1,
          `${numText(y1)} is the y coordinate of the point, not the y-intercept (unless x = 0): substitute to find c.`,
        ],
        [m.inverse(), y1.sub(m.inverse().mul(x1)), "Gradient = change in y ÷ change in x."],
        [m, y1.add(m.mul(x1)), "Check the sign when you solve for c."],
        [m.neg(), y1.add(m.mul(x1)), "Check the sign of the gradient: does the line go up or down from left to right?"],
        [fr(x1), y1, "The gradient is found from the change in y over the change in x."],
      ]),
      solution: [
        ...(givenGradient
          ? []
          : [`Gradient $m = \\frac{${numText(y2)} - ${paren2(y1)}}{${x2} - ${paren2(x1)}} = ${texFrac(m)}$`]),
        `Substitute $${texPoint(x1, y1)}$ into $y = ${tex([[m, "x"]])} + c$: $${texFrac(y1)} = ${texFrac(m)} \\times ${paren2(x1)} + c$`,
        `So $c = ${texFrac(c)}$ and the equation is $y = ${tex(lineTerms(m, c))}$.`,
      ],
      hint: "Find the gradient first, then substitute one point into y = mx + c to find c.",
      difficulty: diff(givenGradient ? (m.d === 1n ? 3 : 4) : m.d === 1n ? 4 : 5),
    };
  },
};

export const lineFromGraph: Template = {
  id: "algebra.graphs.line-from-graph",
  title: "Equation of a line from its graph",
  objective: "Find the equation of a straight line drawn on a grid",
  topics: ["algebra.equation-of-line", "algebra.gradient-intercept", "algebra.straight-line-graphs"],
  difficulty: [3, 4],
  generate(rng) {
    const m = rng.pick([
      1,
      2,
      3,
      -1,
      -2,
      -3,
      new Fraction(1, 2),
      new Fraction(-1, 2),
      new Fraction(1, 3),
      new Fraction(3, 2),
    ] as const);
    const M = fr(m);
    const c = new Fraction(rng.int(-4, 4));
    const d = Number(M.d);
    // two lattice points on the line, both inside the -6..6 window
    const xs = [-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6].filter(
      (x) => x % d === 0 && Math.abs(M.mul(x).add(c).valueOf()) <= 6 && x !== 0,
    );
    const [xa = -d, xb = d] = rng.sample(xs, 2).sort((p, q) => p - q);
    const diagram = graph(
      { x: [-6, 6], y: [-6, 6], ux: 24, uy: 24 },
      {
        lines: [{ a: { x: 0, y: c.valueOf() }, b: { x: d, y: M.mul(d).add(c).valueOf() } }],
        points: [{ p: { x: xa, y: M.mul(xa).add(c).valueOf() } }, { p: { x: xb, y: M.mul(xb).add(c).valueOf() } }],
      },
      "straight line on a grid",
    );
    return {
      text: `Find the equation of the straight line shown. The marked points have whole-number coordinates.`,
      diagram,
      answer: lineAnswer(M, c),
      equivalents: [`y = ${plain(lineTerms(M, c))}`],
      misconceptions: lineWrongs([
        [M.inverse(), c, "Gradient = up ÷ across, not across ÷ up."],
        [M.neg(), c, "A line sloping down from left to right has a negative gradient; up means positive."],
        [M, c.equals(0) ? fr(1) : c.neg(), "Read the y-intercept where the line crosses the y axis."],
        [c.equals(0) ? fr(2) : c, M, "m is the gradient and c is the y-intercept: y = mx + c."],
        [M.mul(2), c, "Count the squares carefully: gradient = up ÷ across."],
        [M, c.add(1), "Read the y-intercept carefully: where does the line cross the y axis?"],
      ]),
      solution: [
        `The line crosses the $y$ axis at $${texFrac(c)}$, so $c = ${texFrac(c)}$.`,
        `Between the marked points it goes ${M.s < 0n ? "down" : "up"} $${numText(M.mul(xb - xa).abs())}$ for every $${xb - xa}$ across, so $m = ${texFrac(M)}$.`,
        `$y = ${tex(lineTerms(M, c))}$`,
      ],
      hint: "c is where the line crosses the y axis. The gradient is the change in y ÷ the change in x between two points.",
      difficulty: diff(M.d !== 1n || M.s < 0n ? 4 : 3),
    };
  },
};

export const parallelPerpendicular: Template = {
  id: "algebra.graphs.parallel-perpendicular",
  title: "Parallel and perpendicular lines",
  objective: "Find equations of lines parallel or perpendicular to a given line",
  topics: ["algebra.parallel-perpendicular"],
  difficulty: [4, 5],
  generate(rng) {
    const m = gradient(rng, true);
    const c = new Fraction(nz(rng, -9, 9));
    const form = rng.int(0, 2);
    const perp = form !== 0;
    const target = perp ? m.inverse().neg() : m;
    const givenLine = `y = ${tex(lineTerms(m, c))}`;
    if (form === 2) {
      const opt = (g: Fraction, k: Fraction) => `$y = ${tex(lineTerms(g, k))}$`;
      const k = new Fraction(nz(rng, -9, 9));
      const { answer, misconceptions } = choice(rng, opt(target, k), [
        [opt(m, k), "Lines with the same gradient are parallel, not perpendicular."],
        [opt(m.inverse(), k), "Perpendicular gradients multiply to −1: take the negative reciprocal."],
        [opt(m.neg(), k), "Take the reciprocal as well as changing the sign."],
        [opt(target.neg(), k), "The two gradients must multiply to give −1."],
        [opt(target.mul(2), k), "The two gradients must multiply to give −1."],
        [opt(target.mul(-2), k), "Perpendicular gradients multiply to −1: take the negative reciprocal."],
      ]);
      return {
        text: `Which of these lines is perpendicular to $${givenLine}$?`,
        answer,
        misconceptions,
        solution: [
          `Perpendicular gradients multiply to $-1$: the gradient must be $-1 \\div ${paren2(m)} = ${texFrac(target)}$.`,
          `So the answer is ${opt(target, k)}.`,
        ],
        hint: "If two lines are perpendicular, the product of their gradients is −1.",
        difficulty: diff(4),
      };
    }
    const px = nz(rng, -6, 6) * Number(target.d);
    const py = nz(rng, -9, 9);
    const newC = fr(py).sub(target.mul(px));
    return {
      text: `Find the equation of the line that is ${perp ? "perpendicular" : "parallel"} to $${givenLine}$ and passes through $${texPoint(px, py)}$. Give it in the form $y = mx + c$.`,
      answer: lineAnswer(target, newC),
      equivalents: [`y = ${plain(lineTerms(target, newC))}`],
      misconceptions: lineWrongs([
        [
          target,
          c,
          `The new line has the same gradient${perp ? " rule" : ""} but a different intercept: substitute the point to find c.`,
        ],
        [
          perp ? m : m.inverse().neg(),
          fr(py).sub((perp ? m : m.inverse().neg()).mul(px)),
          perp
            ? "Perpendicular gradients multiply to −1: use the negative reciprocal."
            : "Parallel lines have the same gradient.",
        ],
        [
          perp ? m.inverse() : m,
          fr(py)
            .sub((perp ? m.inverse() : m).mul(px))
            .add(perp ? 0 : 1),
          perp ? "Change the sign as well as taking the reciprocal." : "Substitute the point carefully to find c.",
        ],
        [target, fr(py).add(target.mul(px)), "Check the sign when you solve for c."],
        [target, fr(py), `${py} is the y coordinate of the point, not the intercept: substitute to find c.`],
      ]),
      solution: [
        perp
          ? `Perpendicular gradient $= -1 \\div ${paren2(m)} = ${texFrac(target)}$`
          : `Parallel lines have the same gradient: $m = ${texFrac(target)}$`,
        `Substitute $${texPoint(px, py)}$: $${py} = ${texFrac(target)} \\times ${paren2(px)} + c$, so $c = ${texFrac(newC)}$`,
        `$y = ${tex(lineTerms(target, newC))}$`,
      ],
      hint: perp
        ? "Perpendicular gradients multiply to −1. Then substitute the point to find c."
        : "Parallel lines have equal gradients. Then substitute the point to find c.",
      difficulty: diff(perp ? 5 : 4),
    };
  },
};

export const lineTemplates: Template[] = [
  gradientInterceptFromEquation,
  gradientTwoPoints,
  lineThroughTwoPoints,
  lineFromGraph,
  parallelPerpendicular,
];
