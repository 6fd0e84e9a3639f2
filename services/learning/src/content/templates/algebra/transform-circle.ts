/** Graph transformations, and circles centred at the origin (equation, points, tangents). */

import { coordinatesAnswer, expressionAnswer, integerAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import { largestSquareFactor } from "../../core/intmath.js";
import { texFrac } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { choice, expr, exprWrongs, Fraction, nz, plain, pointWrongs, type Term, tex, texPoint } from "./shared.js";

type Move = "up" | "left" | "right" | "reflect-x" | "reflect-y" | "combined";

export const graphTransformations: Template = {
  id: "algebra.graphs.transformations",
  title: "Transformations of graphs",
  objective: "Translate and reflect graphs of functions",
  topics: ["algebra.graph-transformations"],
  difficulty: [5, 5],
  generate(rng) {
    const p = nz(rng, -6, 6);
    const q = nz(rng, -6, 6, [p, -p]);
    const a = nz(rng, -5, 5, [p, -p, q, -q]);
    const b = nz(rng, -5, 5);
    const move = rng.pick([
      "up",
      "left",
      "right",
      "reflect-x",
      "reflect-y",
      "combined",
    ] as const satisfies readonly Move[]);
    const plus = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
    const newF: Record<Move, string> = {
      up: `f(x) ${plus(a)}`,
      left: `f(x ${plus(a)})`,
      right: `f(x ${plus(-a)})`,
      "reflect-x": "-f(x)",
      "reflect-y": "f(-x)",
      combined: `f(x ${plus(-a)}) ${plus(b)}`,
    };
    const image: Record<Move, [number, number]> = {
      up: [p, q + a],
      left: [p - a, q],
      right: [p + a, q],
      "reflect-x": [p, -q],
      "reflect-y": [-p, q],
      combined: [p + a, q + b],
    };
    const [ix, iy] = image[move];
    if (rng.chance(0.7)) {
      return {
        text: `The graph of $y = f(x)$ has a turning point at $${texPoint(p, q)}$. Find the coordinates of the turning point of $y = ${newF[move]}$.`,
        answer: coordinatesAnswer(ix, iy),
        misconceptions: pointWrongs(
          (
            {
              up: [
                [p + a, q, "Adding outside the function moves the graph up or down, not sideways."],
                [p, q - a, "f(x) + a moves the graph up by a (down if a is negative)."],
                [q + a, p, "Write the x coordinate first."],
                [p - a, q, "Adding outside the function moves the graph up or down, not sideways."],
              ],
              left: [
                [p + a, q, "f(x + a) moves the graph a units to the LEFT: the opposite way to the sign."],
                [p, q + a, "A change inside the bracket moves the graph sideways."],
                [q, p - a, "Write the x coordinate first."],
                [p, q - a, "A change inside the bracket moves the graph sideways."],
              ],
              right: [
                [p - a, q, "f(x − a) moves the graph a units to the RIGHT."],
                [p, q - a, "A change inside the bracket moves the graph sideways."],
                [q, p + a, "Write the x coordinate first."],
                [p, q + a, "A change inside the bracket moves the graph sideways."],
              ],
              "reflect-x": [
                [-p, q, "−f(x) reflects in the x axis: the y coordinates change sign."],
                [-p, -q, "Only the y coordinate changes sign."],
                [q, p, "It is a reflection in the x axis, not in y = x."],
                [p, q, "−f(x) changes the sign of every y value."],
              ],
              "reflect-y": [
                [p, -q, "f(−x) reflects in the y axis: the x coordinates change sign."],
                [-p, -q, "Only the x coordinate changes sign."],
                [q, p, "It is a reflection in the y axis, not in y = x."],
                [p, q, "f(−x) changes the sign of every x value."],
              ],
              combined: [
                [p - a, q + b, "The change inside the bracket moves the graph the opposite way to its sign."],
                [p + a, q - b, "The number outside moves the graph up (positive) or down (negative)."],
                [p - a, q - b, "Inside the bracket: opposite way; outside: same way."],
                [q + b, p + a, "Write the x coordinate first."],
              ],
            } as Record<Move, [number, number, string][]>
          )[move],
        ),
        solution: [
          {
            up: `$f(x) ${plus(a)}$ is a translation by $${a}$ ${a > 0 ? "up" : "down"}: ${a > 0 ? "add" : "subtract"} $${Math.abs(a)}$ ${a > 0 ? "to" : "from"} the y coordinate.`,
            left: `$f(x ${plus(a)})$ is a translation by $${Math.abs(a)}$ to the ${a > 0 ? "left" : "right"}: ${a > 0 ? "subtract" : "add"} $${Math.abs(a)}$ ${a > 0 ? "from" : "to"} the x coordinate.`,
            right: `$f(x ${plus(-a)})$ is a translation by $${Math.abs(a)}$ to the ${a > 0 ? "right" : "left"}: ${a > 0 ? "add" : "subtract"} $${Math.abs(a)}$ ${a > 0 ? "to" : "from"} the x coordinate.`,
            "reflect-x": "$-f(x)$ is a reflection in the $x$ axis: the y coordinate changes sign.",
            "reflect-y": "$f(-x)$ is a reflection in the $y$ axis: the x coordinate changes sign.",
            combined: `$x ${plus(-a)}$ inside the bracket moves the graph $${Math.abs(a)}$ ${a > 0 ? "right" : "left"}; $${plus(b)}$ outside moves it $${Math.abs(b)}$ ${b > 0 ? "up" : "down"}.`,
          }[move],
          `The new turning point is $${texPoint(ix, iy)}$.`,
        ],
        hint: "Changes inside the bracket move the graph sideways (the opposite way to the sign); changes outside move it up or down. A minus sign reflects.",
        difficulty: 5,
      };
    }
    const k = Math.abs(a);
    const words: Record<Move, string> = {
      up: `a translation ${k} ${plural(k, "unit")} ${a > 0 ? "up" : "down"}`,
      left: `a translation ${k} ${plural(k, "unit")} to the ${a > 0 ? "left" : "right"}`,
      right: `a translation ${k} ${plural(k, "unit")} to the ${a > 0 ? "right" : "left"}`,
      "reflect-x": "a reflection in the x axis",
      "reflect-y": "a reflection in the y axis",
      combined: "",
    };
    const mv: Move = move === "combined" ? "left" : move;
    const opposite = `a translation ${k} ${plural(k, "unit")} to the ${(mv === "left") === a > 0 ? "right" : "left"}`;
    const { answer, misconceptions } = choice(rng, words[mv], [
      [
        mv === "left" || mv === "right" ? opposite : words.left,
        "A change inside the bracket moves the graph the opposite way to the sign.",
      ],
      [
        mv === "up" ? words.left : `a translation ${k} ${plural(k, "unit")} ${a > 0 ? "up" : "down"}`,
        "Adding outside the function moves it up or down; inside the bracket moves it sideways.",
      ],
      [
        mv === "reflect-x" ? words["reflect-y"] : words["reflect-x"],
        "−f(x) reflects in the x axis; f(−x) reflects in the y axis.",
      ],
      [
        mv === "reflect-y" ? `a translation ${k} ${plural(k, "unit")} down` : words["reflect-y"],
        "Look at where the change is: inside or outside the bracket.",
      ],
    ]);
    return {
      text: `Describe the transformation that maps the graph of $y = f(x)$ onto the graph of $y = ${newF[mv]}$.`,
      answer,
      misconceptions,
      solution: [`$y = ${newF[mv]}$ is ${words[mv]} of $y = f(x)$.`],
      hint: "f(x) + a: up by a. f(x + a): left by a. −f(x): reflect in the x axis. f(−x): reflect in the y axis.",
      difficulty: 5,
    };
  },
};

/** points with whole coordinates on x² + y² = r² from Pythagorean triples, both signs */
const TRIPLES: [number, number][] = [
  [3, 4],
  [4, 3],
  [6, 8],
  [8, 6],
  [5, 12],
  [12, 5],
  [8, 15],
  [15, 8],
  [9, 12],
  [12, 9],
];

export const circleEquation: Template = {
  id: "algebra.graphs.circle",
  title: "The equation of a circle centred at the origin",
  objective: "Use x² + y² = r², including tangents to the circle",
  topics: ["algebra.equation-of-circle"],
  difficulty: [5, 5],
  generate(rng) {
    const form = rng.int(0, 3);
    if (form === 0) {
      const r = rng.int(2, 20);
      return {
        text: `A circle has centre $(0, 0)$ and radius $${r}$. Its equation is $x^{2} + y^{2} = k$. Find $k$.`,
        answer: integerAnswer(r * r),
        misconceptions: [
          { answer: String(r), feedback: "The equation is x² + y² = r², so square the radius." },
          { answer: String(2 * r), feedback: "Square the radius; don't double it." },
          { answer: String((2 * r) ** 2), feedback: "Use the radius, not the diameter." },
          { answer: String(r * r + 1), feedback: "Check your squaring." },
        ],
        solution: [
          `A circle with centre the origin and radius $r$ has equation $x^{2} + y^{2} = r^{2}$.`,
          `$k = ${r}^{2} = ${r * r}$`,
        ],
        hint: "x² + y² = r²",
        difficulty: 5,
      };
    }
    if (form === 1) {
      // radius of x² + y² = n as a simplified surd
      const s = rng.int(2, 6);
      const t = rng.pick([2, 3, 5, 6, 7, 10, 11]);
      const n = s * s * t;
      if (largestSquareFactor(t) !== 1) throw new Error("t must be square-free");
      return {
        text: `Find the radius of the circle $x^{2} + y^{2} = ${n}$. Give your answer as a simplified surd.`,
        answer: expressionAnswer(`${s}*sqrt(${t})`, [], "simplified"),
        equivalents: [`${s}√${t}`, `${s}sqrt(${t})`],
        misconceptions: exprWrongs([
          [String(n), "The number on the right is r²: take the square root."],
          [`${t}sqrt(${s})`, `√${n} = √(${s * s} × ${t}) = ${s}√${t}.`],
          [String(n / 2), "Take the square root of the number, don't halve it."],
          [`${s * s}sqrt(${t})`, `√${s * s} = ${s}.`],
        ]),
        solution: [`$r^{2} = ${n}$, so $r = \\sqrt{${n}} = \\sqrt{${s * s} \\times ${t}} = ${s}\\sqrt{${t}}$`],
        hint: "The equation is x² + y² = r². Take the square root and simplify the surd.",
        difficulty: 5,
      };
    }
    const [u, w] = rng.pick(TRIPLES);
    const x0 = u * rng.pick([1, -1]);
    const y0 = w * rng.pick([1, -1]);
    const r2 = u * u + w * w;
    if (form === 2) {
      const dx = rng.int(-2, 2);
      const dy = rng.int(-2, 2);
      const px = x0 + dx;
      const py = y0 + dy;
      const d2 = px * px + py * py;
      const where = d2 < r2 ? "inside the circle" : d2 === r2 ? "on the circle" : "outside the circle";
      const { answer, misconceptions } = choice(
        rng,
        where,
        (["inside the circle", "on the circle", "outside the circle", "at the centre of the circle"] as const)
          .filter((o) => o !== where)
          .map(
            (o) =>
              [
                o,
                `Compare x² + y² = ${d2} with r² = ${r2}: ${d2 < r2 ? "less" : d2 === r2 ? "equal" : "more"} means ${where}.`,
              ] as const,
          ),
      );
      return {
        text: `Is the point $${texPoint(px, py)}$ inside, on or outside the circle $x^{2} + y^{2} = ${r2}$?`,
        answer,
        misconceptions,
        solution: [
          `$${px < 0 ? `(${px})` : px}^{2} + ${py < 0 ? `(${py})` : py}^{2} = ${d2}$`,
          `Compare with $${r2}$: the point is ${where}.`,
        ],
        hint: "Work out x² + y² for the point and compare it with r².",
        difficulty: 5,
      };
    }
    // tangent at (x0, y0): gradient −x0/y0, through the point
    const m = new Fraction(-x0, y0);
    const c = new Fraction(r2, y0);
    const line = (g: Fraction, k: Fraction): Term[] => [
      [g, "x"],
      [k, ""],
    ];
    return {
      text: `The point $P${texPoint(x0, y0)}$ lies on the circle $x^{2} + y^{2} = ${r2}$. Find the equation of the tangent to the circle at $P$, in the form $y = mx + c$.`,
      answer: expressionAnswer(expr(line(m, c)), ["x"], "simplified", "y"),
      equivalents: [`y = ${plain(line(m, c))}`],
      misconceptions: exprWrongs([
        [
          `y = ${plain(line(new Fraction(y0, x0), new Fraction(0)))}`,
          "That is the radius OP. The tangent is perpendicular to the radius.",
        ],
        [
          `y = ${plain(line(m.neg(), new Fraction(y0).add(m.mul(x0))))}`,
          `The radius has gradient ${new Fraction(y0, x0).toFraction()}; the tangent's gradient is its negative reciprocal.`,
        ],
        [`y = ${plain(line(m, c.neg()))}`, "Substitute P into y = mx + c carefully to find c."],
        [`y = ${plain(line(m, new Fraction(y0)))}`, `${y0} is the y coordinate of P, not the y-intercept.`],
      ]),
      solution: [
        `The radius $OP$ has gradient $${texFrac(new Fraction(y0, x0))}$, so the tangent (perpendicular to it) has gradient $${tex([[m, ""]])}$.`,
        `Substitute $P$: $${y0} = ${tex([[m, ""]])} \\times ${x0 < 0 ? `(${x0})` : x0} + c$, so $c = ${tex([[c, ""]])}$.`,
        `$y = ${tex(line(m, c))}$`,
      ],
      hint: "A tangent is perpendicular to the radius at that point: find the radius's gradient, then the negative reciprocal.",
      difficulty: 5,
    };
  },
};

export const transformCircleTemplates: Template[] = [graphTransformations, circleEquation];
