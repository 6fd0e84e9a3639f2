/** Recognising and tabulating cubic, reciprocal and exponential graphs. */
import { fractionAnswer, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { SingleAnswerSpec, Template } from "../../core/types.js";
import { choice, diff, Fraction, fr, numText, nz, tex } from "./shared.js";

const numberAnswer = (f: Fraction): SingleAnswerSpec =>
  f.d === 1n ? integerAnswer(f) : fractionAnswer(f, "any", { allowDecimal: true });

const SHAPES = [
  "a straight line",
  "a U-shaped parabola",
  "an upside-down (∩-shaped) parabola",
  "an S-shaped cubic curve",
  "a reciprocal curve in two separate parts",
  "an exponential curve",
] as const;

export const recogniseGraphs: Template = {
  id: "algebra.graphs.recognise-graph-shape",
  title: "Recognise linear, quadratic, cubic, reciprocal and exponential graphs",
  objective: "Recognise the shapes of standard graphs",
  topics: ["algebra.cubic-reciprocal-graphs", "algebra.quadratic-graphs"],
  difficulty: [3, 4],
  generate(rng) {
    const k = rng.int(0, 5);
    const a = rng.int(2, 9);
    const b = nz(rng, -9, 9);
    const eqs = [
      `y = ${tex([
        [a, "x"],
        [b, ""],
      ])}`,
      `y = ${tex([
        [a, "x^2"],
        [b, ""],
      ])}`,
      `y = ${tex([
        [b, ""],
        [-a, "x^2"],
      ])}`,
      `y = ${tex([
        [a, "x^3"],
        [b, "x"],
      ])}`,
      `y = \\frac{${a * (b < 0 ? -1 : 1)}}{x}`,
      `y = ${a}^{x}`,
    ];
    const why = [
      "Only x (no powers): a straight line.",
      "The highest power is x² with a positive coefficient: a U-shaped parabola.",
      "The highest power is x² with a negative coefficient: an ∩-shaped parabola.",
      "The highest power is x³: an S-shaped cubic curve.",
      "x is in the denominator: a reciprocal graph with two separate branches that never touch the axes.",
      "x is a power: an exponential curve that grows quickly and never goes below the x axis.",
    ];
    const { answer, misconceptions } = choice(
      rng,
      SHAPES[k] ?? "",
      rng
        .sample(
          SHAPES.filter((_, i) => i !== k),
          4,
        )
        .map((s) => [s, `Not ${s}. ${why[k] ?? ""}`] as const),
    );
    return {
      text: `Which best describes the graph of $${eqs[k]}$?`,
      answer,
      misconceptions,
      solution: [why[k] ?? "", `The graph of $${eqs[k]}$ is ${SHAPES[k]}.`],
      hint: "Look at the highest power of x, the sign in front of it, and whether x is in a denominator or a power.",
      difficulty: diff(k >= 3 ? 4 : 3),
    };
  },
};

export const cubicReciprocalValues: Template = {
  id: "algebra.graphs.cubic-reciprocal-exponential-values",
  title: "Values of cubic, reciprocal and exponential functions",
  objective: "Complete tables of values for cubic, reciprocal and exponential graphs",
  topics: ["algebra.cubic-reciprocal-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    const kind = rng.int(0, 3);
    if (kind === 3) {
      // y = a b^x through (0, a) and (2, a b²)
      const a = rng.int(2, 9);
      const b = rng.intExcept(2, 5, [a]);
      const x2 = rng.int(2, 3);
      return {
        text: `The curve $y = ab^{x}$ passes through the points $(0, ${a})$ and $(${x2}, ${a * b ** x2})$. Find the values of $a$ and $b$ ($b > 0$).`,
        answer: multiPartAnswer([
          { id: "a", prompt: "$a =$", answer: integerAnswer(a) },
          { id: "b", prompt: "$b =$", answer: integerAnswer(b) },
        ]),
        misconceptions: [
          {
            answer: [String(a), String(b ** x2)],
            feedback: `b^${x2} = ${b ** x2}, so take the ${x2 === 2 ? "square" : "cube"} root.`,
          },
          {
            answer: [String(a), String((a * b ** x2) / x2)],
            feedback: `b is raised to the power ${x2}; it isn't multiplied by ${x2}.`,
          },
          { answer: [String(b), String(a)], feedback: "At x = 0, b⁰ = 1, so y = a." },
          { answer: ["0", String(b)], feedback: "At x = 0, y = a × b⁰ = a × 1 = a." },
        ],
        solution: [
          `At $x = 0$: $y = a \\times b^{0} = a$, so $a = ${a}$.`,
          `At $x = ${x2}$: $${a}b^{${x2}} = ${a * b ** x2}$, so $b^{${x2}} = ${b ** x2}$ and $b = ${b}$.`,
        ],
        hint: "Any number to the power 0 is 1. Use the point with x = 0 first.",
        difficulty: 5,
      };
    }
    const k = rng.int(2, 12) * (rng.chance(0.3) ? -1 : 1);
    const c = nz(rng, -6, 6);
    const xs = rng
      .sample(kind === 1 ? [-4, -3, -2, -1, 1, 2, 3, 4, 6] : [-3, -2, -1, 1, 2, 3], 3)
      .sort((p, q) => p - q);
    const f =
      [
        (x: number) => fr(x ** 3 + k * x + c),
        (x: number) => new Fraction(k * 12, x * (Math.abs(k) > 6 ? 4 : 1)),
        (x: number) => fr(2).pow(x).mul(Math.abs(k)),
      ][kind] ?? ((x: number) => fr(x));
    const eq =
      [
        `y = ${tex([
          [1, "x^3"],
          [k, "x"],
          [c, ""],
        ])}`,
        `y = \\frac{${(k * 12) / (Math.abs(k) > 6 ? 4 : 1)}}{x}`,
        `y = ${Math.abs(k)} \\times 2^{x}`,
      ][kind] ?? "";
    const wrongF = [
      [(x: number) => fr(3 * x + k * x + c), "x³ means x × x × x, not 3 × x."],
      [(x: number) => f(x).neg(), "Keep track of the sign: a negative divided by a positive is negative."],
      [(x: number) => fr(Math.abs(k)).mul(2 * x), "2^x means 2 multiplied by itself x times, not 2 × x."],
    ] as const;
    const wrongs2 = [
      [(x: number) => fr(Math.abs(x) ** 3 + k * x + c), "A negative number cubed is negative."],
      [(x: number) => new Fraction(x, 1).mul(f(1)), "Divide by x, don't multiply."],
      [(x: number) => fr(2 * Math.abs(k)).pow(x), `Only the 2 is raised to the power: ${Math.abs(k)} × 2^x.`],
    ] as const;
    const [wf, wfb] = wrongF[kind] ?? wrongF[0];
    const [wf2, wfb2] = wrongs2[kind] ?? wrongs2[0];
    const row = (g: (x: number) => Fraction) => xs.map((x) => numText(g(x)));
    return {
      text: `Complete the table of values for $${eq}$: find $y$ when $x = ${xs.join(", ")}$.`,
      answer: multiPartAnswer(
        xs.map((x, i) => ({ id: "abc"[i] ?? "a", prompt: `$y$ when $x = ${x}$`, answer: numberAnswer(f(x)) })),
      ),
      misconceptions: [
        { answer: row(wf), feedback: wfb },
        { answer: row(wf2), feedback: wfb2 },
        { answer: row((x) => f(-x)), feedback: "Substitute each x value with its own sign." },
        { answer: row((x) => f(x).add(1)), feedback: "Check your arithmetic for each value." },
      ],
      solution: xs.map((x) => `$x = ${x}$: $y = ${numText(f(x))}$`),
      hint:
        kind === 0
          ? "Cube first (a negative number cubed is negative), then do the rest."
          : kind === 1
            ? "Divide the number by each x value."
            : "Work out 2 to the power x first, then multiply.",
      difficulty: diff(kind === 0 ? 4 : 5),
    };
  },
};

export const cubicReciprocalTemplates: Template[] = [recogniseGraphs, cubicReciprocalValues];
