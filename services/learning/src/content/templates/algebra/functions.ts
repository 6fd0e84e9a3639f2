/** Function machines, function notation, composite and inverse functions, and iteration. */
import {
  DP,
  decimalAnswer,
  expressionAnswer,
  integerAnswer,
  multiPartAnswer,
  solutionsAnswer,
  solving,
} from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { functionMachine } from "./graph-draw.js";
import {
  diff,
  expr,
  exprWrongs,
  Fraction,
  intWrongs,
  nz,
  paren2,
  plain,
  solutionEquivalents,
  solWrongs,
  tex,
} from "./shared.js";

export const functionMachines: Template = {
  id: "algebra.functions.machine",
  title: "Function machines",
  objective: "Find outputs and inputs of function machines",
  topics: ["algebra.function-machines"],
  difficulty: [1, 3],
  generate(rng) {
    const m = rng.int(2, 9);
    const k = nz(rng, -15, 20);
    const multFirst = rng.bool();
    const ops = multFirst ? [`× ${m}`, k > 0 ? `+ ${k}` : `− ${-k}`] : [k > 0 ? `+ ${k}` : `− ${-k}`, `× ${m}`];
    const f = (x: number) => (multFirst ? m * x + k : m * (x + k));
    const mode = rng.int(0, 2);
    const input = rng.int(-5, 20);
    const output = f(input);
    if (mode === 2) {
      const ans = multFirst
        ? `${m}n ${k > 0 ? "+" : "-"} ${Math.abs(k)}`
        : `${m}(n ${k > 0 ? "+" : "-"} ${Math.abs(k)})`;
      return {
        text: `The input of this function machine is $n$. Write an expression for the output.`,
        diagram: functionMachine(["n", ...ops, "?"], "function machine with input n"),
        answer: expressionAnswer(multFirst ? `${m}*n + ${k}` : `${m}*(n + ${k})`, ["n"]),
        equivalents: [ans],
        misconceptions: exprWrongs(
          multFirst
            ? [
                [
                  `${m}(n ${k > 0 ? "+" : "-"} ${Math.abs(k)})`,
                  `Multiply first, then ${k > 0 ? "add" : "subtract"}: no bracket.`,
                ],
                [`n + ${m} ${k > 0 ? "+" : "-"} ${Math.abs(k)}`, `× ${m} means multiply: ${m}n.`],
                [`${m}n ${k > 0 ? "-" : "+"} ${Math.abs(k)}`, "Check the sign of the second step."],
              ]
            : [
                [
                  `${m}n ${k > 0 ? "+" : "-"} ${Math.abs(k)}`,
                  `The ${k > 0 ? "adding" : "subtracting"} happens first, so the whole result is multiplied: use a bracket.`,
                ],
                [`n ${k > 0 ? "+" : "-"} ${Math.abs(k)} + ${m}`, `× ${m} means multiply.`],
                [`${m}(n ${k > 0 ? "-" : "+"} ${Math.abs(k)})`, "Check the sign of the first step."],
              ],
        ),
        solution: [
          `Apply each step to $n$ in order: ${ops.map((o) => `$${o.replace("×", "\\times").replace("−", "-")}$`).join(", then ")}.`,
          `Output $= ${ans}$`,
        ],
        hint: "Write what happens to n at each step. If you add before multiplying, you need a bracket.",
        difficulty: 3,
      };
    }
    const reverse = mode === 1;
    const wrongsFwd: [number, string][] = [
      [multFirst ? m * (input + k) : m * input + k, "Do the steps in the order shown."],
      [multFirst ? input + m + k : input + k + m, `× ${m} means multiply.`],
      [multFirst ? m * input - k : m * (input - k), "Check the sign in the second step."],
      [output + 1, "Check your arithmetic."],
    ];
    const inv = new Fraction(output - (multFirst ? k : 0), m).sub(multFirst ? 0 : k);
    const wrongsRev: [number | Fraction, string][] = [
      [f(output), "To find the input, work backwards using the inverse operations."],
      [multFirst ? new Fraction(output, m).sub(k) : new Fraction(output - k, m), "Undo the last step first."],
      [
        multFirst ? new Fraction(output + k, m) : new Fraction(output, m).add(k),
        "Use the inverse operations: + becomes −, and × becomes ÷.",
      ],
      [multFirst ? (output - k) * m : output * m - k, "To undo × use ÷."],
    ];
    return {
      text: reverse
        ? `The output of this function machine is $${tn(output)}$. What was the input?`
        : `The input of this function machine is $${tn(input)}$. What is the output?`,
      diagram: functionMachine(
        [reverse ? "?" : String(input), ...ops, reverse ? String(output) : "?"],
        "function machine",
      ),
      answer: integerAnswer(reverse ? inv : output),
      misconceptions: intWrongs(reverse ? wrongsRev : wrongsFwd),
      solution: reverse
        ? [
            `Work backwards, undoing each step: ${[...ops]
              .reverse()
              .map((o) => (o.startsWith("×") ? `÷ ${m}` : o.startsWith("+") ? `− ${k}` : `+ ${-k}`))
              .join(", then ")}.`,
            `Input $= ${tn(input)}$`,
          ]
        : [`Apply the steps in order to $${input}$.`, `Output $= ${tn(output)}$`],
      hint: reverse
        ? "Start from the output and use inverse operations, in reverse order."
        : "Follow the arrows, doing each step in turn.",
      difficulty: diff(reverse ? 2 + (input < 0 ? 1 : 0) : 1 + (input < 0 || k < 0 ? 1 : 0)),
    };
  },
};

export const functionNotation: Template = {
  id: "algebra.functions.evaluate-and-solve",
  title: "Use function notation",
  objective: "Evaluate f(a) and solve f(x) = k",
  topics: ["algebra.function-notation"],
  difficulty: [4, 5],
  generate(rng) {
    const a = nz(rng, -6, 7, [1, -1]);
    const b = nz(rng, -12, 12);
    const quad = rng.chance(0.4);
    const fTex = quad
      ? tex([
          [a, "x^2"],
          [b, ""],
        ])
      : tex([
          [a, "x"],
          [b, ""],
        ]);
    const f = (x: number) => (quad ? a * x * x + b : a * x + b);
    if (rng.bool()) {
      const x = nz(rng, -6, 8);
      return {
        text: `$f(x) = ${fTex}$. Find $f(${x})$.`,
        answer: integerAnswer(f(x)),
        misconceptions: intWrongs([
          [
            quad ? (a * x) ** 2 + b : a + x + b,
            quad ? `Square ${x} first, then multiply by ${a}.` : `${a}x means ${a} × x.`,
          ],
          [
            quad ? -a * x * x + b : a * x - b,
            quad ? "A negative number squared is positive." : "Check the sign of the number term.",
          ],
          [quad ? a * 2 * x + b : x, quad ? "x² means x × x." : `f(${x}) means substitute x = ${x} into the function.`],
          [f(x) * x, `f(${x}) is the output when x = ${x}, not f × ${x}.`],
        ]),
        solution: [
          `Substitute $x = ${x}$: $f(${x}) = ${quad ? `${a} \\times ${paren2(x)}^{2}` : `${a} \\times ${paren2(x)}`}${b < 0 ? ` - ${-b}` : ` + ${b}`} = ${f(x)}$`,
        ],
        hint: `f(${x}) means replace every x by ${x}.`,
        difficulty: 4,
      };
    }
    const r = rng.int(1, 7);
    const k = f(r);
    const roots = quad ? [-r, r] : [r];
    return {
      text: `$f(x) = ${fTex}$. Solve $f(x) = ${k}$.`,
      answer: solving(solutionsAnswer("x", roots), `${fTex} = ${k}`),
      equivalents: solutionEquivalents("x", roots),
      misconceptions: solWrongs("x", [
        [[f(k)], `f(x) = ${k} means the output is ${k}: solve ${fTex} = ${k}.`],
        [
          quad ? [r] : [new Fraction(k + b, a)],
          quad ? "x² = a positive number has two solutions: + and −." : "Check the sign when you move the number term.",
        ],
        [[new Fraction(k - b, a).mul(quad ? 1 : a)], quad ? "Take the square root at the end." : `Divide by ${a}.`],
        [quad ? [-r - 1, r + 1] : [r + 1], "Substitute your answer back in to check it."],
      ]),
      solution: [
        `Solve $${fTex} = ${k}$:`,
        quad ? `$x^{2} = ${r * r}$, so $x = \\pm ${r}$` : `$${a}x = ${k - b}$, so $x = ${r}$`,
      ],
      hint: "Set the expression equal to the value and solve the equation.",
      difficulty: quad ? 5 : 4,
    };
  },
};

export const compositeInverse: Template = {
  id: "algebra.functions.composite-inverse",
  title: "Composite and inverse functions",
  objective: "Find fg(x) and f⁻¹(x)",
  topics: ["algebra.function-notation"],
  difficulty: [5, 5],
  generate(rng) {
    const a = nz(rng, -5, 6, [1, -1]);
    const b = nz(rng, -9, 9);
    const c = nz(rng, -4, 5, [1, -1, a]);
    const d = nz(rng, -9, 9);
    const fTex = tex([
      [a, "x"],
      [b, ""],
    ]);
    const gTex = tex([
      [c, "x"],
      [d, ""],
    ]);
    const mode = rng.int(0, 2);
    if (mode === 0) {
      // inverse of f(x) = a x + b: (x − b)/a
      // (x − b)/a, written with a positive denominator
      const ans = a > 0 ? `(x ${b > 0 ? "-" : "+"} ${Math.abs(b)})/(${a})` : `(${b} - x)/(${-a})`;
      return {
        text: `$f(x) = ${fTex}$. Find $f^{-1}(x)$.`,
        answer: expressionAnswer(ans, ["x"], "any", "f^{-1}(x)"),
        equivalents: [ans],
        misconceptions: exprWrongs([
          [
            `(x ${b > 0 ? "+" : "-"} ${Math.abs(b)})/${a < 0 ? `(${a})` : a}`,
            "Undo the number term with the inverse operation.",
          ],
          [
            `x/${a < 0 ? `(${a})` : a} ${b > 0 ? "-" : "+"} ${Math.abs(b)}`,
            "Undo in reverse order: subtract first, then divide.",
          ],
          [`1/(${fTex.replace(/\{|\}/g, "")})`, "f⁻¹ is the inverse function, not the reciprocal 1/f(x)."],
          [`${a}x ${b > 0 ? "-" : "+"} ${Math.abs(b)}`, "Undo the multiplication by dividing."],
        ]),
        solution: [
          `Write $y = ${fTex}$ and make $x$ the subject: $x = \\frac{y ${b > 0 ? "-" : "+"} ${Math.abs(b)}}{${a}}$.`,
          `So $f^{-1}(x) = \\frac{x ${b > 0 ? "-" : "+"} ${Math.abs(b)}}{${a}}$`,
        ],
        hint: "Write y = f(x), rearrange to make x the subject, then swap y for x.",
        difficulty: 5,
      };
    }
    if (mode === 1) {
      // fg(x) = a(cx + d) + b
      const fg: [number, string][] = [
        [a * c, "x"],
        [a * d + b, ""],
      ];
      const gf: [number, string][] = [
        [a * c, "x"],
        [c * b + d, ""],
      ];
      return {
        text: `$f(x) = ${fTex}$ and $g(x) = ${gTex}$. Find $fg(x)$, simplifying your answer.`,
        answer: expressionAnswer(expr(fg), ["x"], "simplified"),
        equivalents: [plain(fg)],
        misconceptions: exprWrongs([
          [gf, "fg(x) means f(g(x)): do g first, then f."],
          [
            [
              [a * c, "x^2"],
              [a * d + b * c, "x"],
              [b * d, ""],
            ],
            "fg(x) is f of g(x), not f(x) × g(x).",
          ],
          [
            [
              [a + c, "x"],
              [b + d, ""],
            ],
            "fg(x) is not f(x) + g(x): put g(x) into f.",
          ],
          [
            [
              [a * c, "x"],
              [d + b, ""],
            ],
            `Multiply all of g(x) by ${a}: ${a}(${gTex}) ${b > 0 ? "+" : "-"} ${Math.abs(b)}.`,
          ],
        ]),
        solution: [`$fg(x) = f(g(x)) = ${a}(${gTex})${b > 0 ? ` + ${b}` : ` - ${-b}`}$`, `$= ${tex(fg)}$`],
        hint: "fg(x) means put g(x) into f: replace the x in f by the whole of g(x).",
        difficulty: 5,
      };
    }
    // fg(k) numerically with g(x) = x² + d
    const k = nz(rng, -5, 5);
    const gk = k * k + d;
    const value = a * gk + b;
    return {
      text: `$f(x) = ${fTex}$ and $g(x) = ${tex([
        [1, "x^2"],
        [d, ""],
      ])}$. Find $fg(${k})$.`,
      answer: integerAnswer(value),
      misconceptions: intWrongs([
        [(a * k + b) ** 2 + d, "fg means do g first, then f."],
        [(a * k + b) * gk, "fg(x) is f(g(x)), not f(x) × g(x)."],
        [a * (-k * k + d) + b, "A negative number squared is positive."],
        [a * k + b + gk, "fg(x) is f(g(x)), not f(x) + g(x)."],
      ]),
      solution: [
        `$g(${k}) = ${paren2(k)}^{2}${d > 0 ? ` + ${d}` : ` - ${-d}`} = ${gk}$`,
        `$f(${gk}) = ${a} \\times ${paren2(gk)}${b > 0 ? ` + ${b}` : ` - ${-b}`} = ${value}$`,
      ],
      hint: "Work out g first, then put the answer into f.",
      difficulty: 5,
    };
  },
};

/** x_{n+1} = g(x_n) for a few iteration formulae of GCSE type */
const ITERATIONS = [
  {
    tex: (a: number, b: number) => `\\sqrt[3]{${a} + ${b === 1 ? "" : b}x_n}`,
    g: (a: number, b: number) => (x: number) => Math.cbrt(a + b * x),
  },
  {
    tex: (a: number, b: number) => `\\sqrt{${a} + \\frac{${b}}{x_n}}`,
    g: (a: number, b: number) => (x: number) => Math.sqrt(a + b / x),
  },
  {
    tex: (a: number, b: number) => `${a} - \\frac{${b}}{x_n^{2}}`,
    g: (a: number, b: number) => (x: number) => a - b / (x * x),
  },
] as const;

export const iteration: Template = {
  id: "algebra.iteration.formula",
  title: "Use an iteration formula",
  objective: "Use iteration to find approximate solutions",
  topics: ["algebra.iteration"],
  difficulty: [5, 5],
  generate(rng) {
    for (;;) {
      const kind = rng.int(0, 2);
      const it = ITERATIONS[kind] ?? ITERATIONS[0];
      const a = rng.int(2, 9);
      const b = rng.int(1, 6);
      const x0 = rng.int(1, 4) + (rng.bool() ? 0.5 : 0);
      const g = it.g(a, b);
      const xs = [g(x0)];
      for (let i = 1; i < 3; i++) xs.push(g(xs[i - 1] ?? x0));
      // stay away from 4-dp rounding boundaries and from values the formula cannot take
      if (xs.some((x) => !Number.isFinite(x) || x <= 0 || Math.abs(((x * 1e4) % 1) - 0.5) < 1e-4)) continue;
      const ex = (x: number) => new Fraction(Math.round(x * 1e12), 1e12);
      const r4 = (x: number) => (Math.round(x * 1e4) / 1e4).toFixed(4);
      // learners who round at each step must get the same answers, or the marking would be unfair
      const rounded = [g(x0)];
      for (let i = 1; i < 3; i++) rounded.push(g(Number(r4(rounded[i - 1] ?? x0))));
      if (rounded.some((x, i) => r4(x) !== r4(xs[i] ?? 0))) continue;
      // a starting value at (or next to) the root would repeat the same value
      if (new Set([x0, ...xs].map(r4)).size < 4) continue;
      const f = it.tex(a, b);
      return {
        text: `Use the iteration formula $x_{n+1} = ${f}$ with $x_0 = ${x0}$ to find $x_1$, $x_2$ and $x_3$. Give each to 4 decimal places.`,
        answer: multiPartAnswer(
          xs.map((x, i) => ({ id: "abc"[i] ?? "a", prompt: `$x_${i + 1}$`, answer: decimalAnswer(ex(x), DP(4)) })),
        ),
        misconceptions: [
          {
            answer: [r4(xs[0] ?? 0), r4(xs[0] ?? 0), r4(xs[0] ?? 0)],
            feedback: "Use each new value to work out the next one.",
          },
          {
            answer: [r4(xs[1] ?? 0), r4(xs[2] ?? 0), r4(g(xs[2] ?? 0))],
            feedback: "x₁ comes from putting x₀ into the formula.",
          },
          {
            answer: xs.map((x) => (Math.trunc(x * 1e4) / 1e4).toFixed(4)),
            feedback: "Round to 4 decimal places: look at the fifth digit.",
          },
          {
            answer: [r4(x0), r4(xs[0] ?? 0), r4(xs[1] ?? 0)],
            feedback: "x₀ is the starting value; x₁ is the first value the formula gives.",
          },
        ],
        solution: [
          `$x_1 = ${f.replaceAll("x_n", `(${x0})`)} = ${r4(xs[0] ?? 0)}\\ldots$`,
          `Use the full value of $x_1$ to find $x_2 = ${r4(xs[1] ?? 0)}\\ldots$, then $x_3 = ${r4(xs[2] ?? 0)}\\ldots$`,
        ],
        hint: "Put x₀ into the formula to get x₁, then put x₁ in to get x₂, and so on. Keep the full calculator value (ANS).",
        difficulty: 5,
      };
    }
  },
};

export const functionTemplates: Template[] = [functionMachines, functionNotation, compositeInverse, iteration];
