/** Forming and solving equations from shapes and from problems in words. */
import { integerAnswer } from "../../core/answers.js";
import type { Template } from "../../core/types.js";
import { angleShape, labelledRectangle } from "./graph-draw.js";
import { diff, intWrongs, nz, plain, tex } from "./shared.js";

const SHAPES = {
  triangle: [
    { x: 0, y: 170 },
    { x: 230, y: 170 },
    { x: 90, y: 0 },
  ],
  quad: [
    { x: 0, y: 160 },
    { x: 250, y: 160 },
    { x: 210, y: 10 },
    { x: 40, y: 30 },
  ],
};

export const formingShapes: Template = {
  id: "algebra.forming.shape-equations",
  title: "Form and solve equations from angles and perimeters",
  objective: "Form an equation from a shape and solve it",
  topics: ["algebra.forming-equations"],
  difficulty: [2, 4],
  generate(rng) {
    const v = rng.pick(["x", "y", "a", "n"]);
    const form = rng.int(0, 2);
    if (form === 2) {
      // rectangle perimeter: sides (p x + q) and (r x + s)
      const x = rng.int(2, 12);
      const [p, r] = [rng.int(1, 4), rng.int(1, 3)];
      const q = rng.int(-x + 1, 9);
      const s = rng.int(-x + 1, 9);
      const L = p * x + q;
      const W = r * x + s;
      const P = 2 * (L + W);
      const lt = tex([
        [p, v],
        [q, ""],
      ]);
      const wt = tex([
        [r, v],
        [s, ""],
      ]);
      const diagram = labelledRectangle(
        plain([
          [p, v],
          [q, ""],
        ]),
        plain([
          [r, v],
          [s, ""],
        ]),
        "rectangle with side lengths given as expressions",
      );
      return {
        text: `A rectangle has length $(${lt})$ cm and width $(${wt})$ cm. Its perimeter is $${P}$ cm. Find the value of $${v}$.`,
        diagram,
        answer: integerAnswer(x, ""), // the letter's value, not a length or an angle
        misconceptions: intWrongs([
          [(P - q - s) / (p + r), "The perimeter goes all the way round: there are two lengths and two widths."],
          [(P / 2 + q + s) / (p + r), "Check the sign when you move the number terms."],
          [(P - 2 * (q + s)) / 2, `Divide by the total number of ${v}s: ${2 * (p + r)}.`],
          [(P / 2 - q - s) * (p + r), `Divide by ${p + r} at the end, don't multiply.`],
          [L, `${L} is the length; the question asks for ${v}.`],
        ]),
        solution: [
          `Perimeter $= 2(${lt}) + 2(${wt}) = ${tex([
            [2 * (p + r), v],
            [2 * (q + s), ""],
          ])}$`,
          `So $${tex([
            [2 * (p + r), v],
            [2 * (q + s), ""],
          ])} = ${P}$, giving $${tex([[2 * (p + r), v]])} = ${P - 2 * (q + s)}$`,
          `$${v} = ${x}$`,
        ],
        hint: "Add up all four sides and set the total equal to the perimeter.",
        difficulty: diff(3 + (q < 0 || s < 0 ? 1 : 0)),
      };
    }
    const tri = form === 0;
    const total = tri ? 180 : 360;
    const n = tri ? 3 : 4;
    // each angle is c·x + k; pick x and coefficients, then adjust the last constant so the total is right
    for (;;) {
      const x = rng.int(tri ? 8 : 12, tri ? 30 : 40);
      const cs = Array.from({ length: n }, () => rng.int(1, 4));
      const ks = Array.from({ length: n - 1 }, () => rng.int(-20, 30));
      const partial = cs.slice(0, n - 1).reduce((t, c, i) => t + c * x + (ks[i] ?? 0), 0);
      const last = total - partial - (cs[n - 1] ?? 1) * x;
      ks.push(last);
      const angles = cs.map((c, i) => c * x + (ks[i] ?? 0));
      if (angles.some((a) => a < 15 || a > (tri ? 150 : 200)) || Math.abs(last) > 60) continue;
      const labels = cs.map((c, i) =>
        plain([
          [c, v],
          [ks[i] ?? 0, ""],
        ]),
      );
      const C = cs.reduce((t, c) => t + c, 0);
      const K = ks.reduce((t, k) => t + k, 0);
      const shape = tri ? "triangle" : "quadrilateral";
      const diagram = angleShape(
        tri ? SHAPES.triangle : SHAPES.quad,
        labels.map((l) => `${l}°`),
        `${shape} with angles given as expressions`,
      );
      return {
        text: `The angles of a ${shape}, in degrees, are ${cs
          .map(
            (c, i) =>
              `$${tex([
                [c, v],
                [ks[i] ?? 0, ""],
              ])}$`,
          )
          .join(", ")}. Find the value of $${v}$.`,
        diagram,
        answer: integerAnswer(x, ""), // the letter's value, not a length or an angle
        misconceptions: intWrongs([
          [((tri ? 360 : 180) - K) / C, `The angles in a ${shape} add up to ${total}°.`],
          [(total + K) / C, "Check the sign when you move the number terms."],
          [(total - K) / n, `Divide by the total number of ${v}s, which is ${C}.`],
          [total - K, `${C}${v} = ${total - K}: now divide by ${C}.`],
          [(total - K) / C - 1, "Check your subtraction."],
        ]),
        solution: [
          `The angles add up to $${total}^\\circ$: $${labels.map((l) => `(${l})`).join(" + ")} = ${total}$`,
          `Collect like terms: $${tex([
            [C, v],
            [K, ""],
          ])} = ${total}$`,
          `$${tex([[C, v]])} = ${total - K}$, so $${v} = ${x}$`,
        ],
        hint: `Add all the angles and set the total equal to ${total}°.`,
        difficulty: diff(tri ? 2 + (ks.some((k) => k < 0) ? 1 : 0) : 3 + (ks.some((k) => k < 0) ? 1 : 0)),
      };
    }
  },
};

const NAMES = ["Asha", "Ben", "Cara", "Dan", "Esme", "Faisal", "Gita", "Harry", "Isla", "Jay"] as const;

export const formingWordProblems: Template = {
  id: "algebra.forming.word-problems",
  title: "Form and solve equations from word problems",
  objective: "Write an equation for a problem in words and solve it",
  topics: ["algebra.forming-equations"],
  difficulty: [2, 4],
  generate(rng) {
    const [A, B] = rng.sample(NAMES, 2) as [string, string];
    const form = rng.int(0, 3);
    if (form === 0) {
      const x = rng.int(2, 30);
      const m = rng.int(2, 9);
      const k = nz(rng, -20, 25);
      const r = m * x + k;
      return {
        text: `${A} thinks of a number, multiplies it by ${m} and then ${k > 0 ? `adds ${k}` : `subtracts ${-k}`}. The answer is ${r}. What number did ${A} think of?`,
        answer: integerAnswer(x),
        misconceptions: intWrongs([
          [(r + k) / m, k > 0 ? `To undo adding ${k}, subtract ${k}.` : `To undo subtracting ${-k}, add ${-k}.`],
          [r / m - k, `Undo the steps in reverse order: first undo the ${k > 0 ? "adding" : "subtracting"}.`],
          [(r - k) * m, `To undo multiplying by ${m}, divide by ${m}.`],
          [m * r + k, "Work backwards from the answer, using inverse operations."],
        ]),
        solution: [
          `Let the number be $n$: $${tex([
            [m, "n"],
            [k, ""],
          ])} = ${r}$`,
          `$${m}n = ${r - k}$`,
          `$n = ${x}$`,
        ],
        hint: "Call the number n, write an equation, and solve it.",
        difficulty: diff(2),
      };
    }
    if (form === 1) {
      // ages: A is m times as old as B; total T (or A is k years older)
      const b = rng.int(3, 20);
      const m = rng.int(2, 5);
      const total = b + m * b;
      return {
        text: `${A} is ${m} times as old as ${B}. The sum of their ages is ${total} years. How old is ${B}?`,
        answer: integerAnswer(b, "years"),
        misconceptions: intWrongs([
          [total / m, `${B}'s age is x and ${A}'s is ${m}x, so x + ${m}x = ${total}.`],
          [m * b, `${m * b} is ${A}'s age. The question asks for ${B}'s age.`],
          [total - m, `${A}'s age is ${m} times ${B}'s, not ${m} more.`],
          [(total - m) / 2, `${A}'s age is ${m} times ${B}'s, not ${m} more.`],
        ]),
        solution: [
          `Let ${B}'s age be $x$. Then ${A}'s age is $${m}x$.`,
          `$x + ${m}x = ${total}$, so $${m + 1}x = ${total}$`,
          `$x = ${b}$`,
        ],
        hint: `Let ${B}'s age be x and write ${A}'s age in terms of x.`,
        difficulty: diff(3),
      };
    }
    if (form === 2) {
      // consecutive (even/odd) integers with a given sum
      const n = rng.int(3, 5);
      const step = rng.pick([1, 2]);
      const first = step === 2 ? 2 * rng.int(2, 40) + rng.int(0, 1) : rng.int(1, 60);
      const sum = n * first + (step * n * (n - 1)) / 2;
      const kind =
        step === 1
          ? "consecutive whole numbers"
          : first % 2 === 0
            ? "consecutive even numbers"
            : "consecutive odd numbers";
      return {
        text: `The sum of ${n} ${kind} is ${sum}. What is the smallest of the numbers?`,
        answer: integerAnswer(first),
        misconceptions: intWrongs([
          [sum / n, `${sum} ÷ ${n} is the middle value, not the smallest.`],
          [first + step * (n - 1), "That is the largest number. The question asks for the smallest."],
          [(sum - n) / n, `The numbers go up in ${step}s: n, n + ${step}, n + ${2 * step}, ...`],
          [
            (sum - (n * (n - 1)) / 2) / n,
            `Consecutive ${step === 2 ? "even or odd numbers go up in 2s" : "numbers go up in 1s"}.`,
          ],
          [sum - (step * n * (n - 1)) / 2, `${n}n = ${sum - (step * n * (n - 1)) / 2}: now divide by ${n}.`],
          [
            (sum - step) / n,
            `Each number after the first is ${step} more than the one before: n + ${step}, n + ${2 * step}, ...`,
          ],
        ]),
        solution: [
          `Call the smallest number $n$. The numbers are $${Array.from({ length: n }, (_, i) => (i === 0 ? "n" : `n + ${i * step}`)).join(", ")}$.`,
          `Their sum is $${n}n + ${(step * n * (n - 1)) / 2} = ${sum}$`,
          `$${n}n = ${sum - (step * n * (n - 1)) / 2}$, so $n = ${first}$`,
        ],
        hint: "Call the smallest number n and write the others in terms of n.",
        difficulty: diff(step === 2 ? 4 : 3),
      };
    }
    // boxes: a large box holds dlt more than a small box
    const small = rng.int(3, 24);
    const dlt = rng.int(2, 12);
    const na = rng.int(1, 5);
    const nc = rng.int(1, 6);
    const total = na * (small + dlt) + nc * small;
    const item = rng.pick(["pencils", "eggs", "cards", "beads", "stickers"]);
    return {
      text: `A large box holds ${dlt} more ${item} than a small box. ${na} large box${na > 1 ? "es" : ""} and ${nc} small box${nc > 1 ? "es" : ""} hold ${total} ${item} altogether. How many ${item} does a small box hold?`,
      answer: integerAnswer(small),
      misconceptions: intWrongs([
        [small + dlt, "That is the number in a large box."],
        [(total + na * dlt) / (na + nc), "Check the sign: subtract the extra in the large boxes."],
        [(total - dlt) / (na + nc), `Each of the ${na} large boxes holds ${dlt} more: subtract ${na} × ${dlt}.`],
        [total / (na + nc), "The large and small boxes hold different amounts."],
        [(total - na * dlt) / nc, `There are ${na + nc} boxes altogether, each holding at least s.`],
      ]),
      solution: [
        `Let a small box hold $s$ ${item}. A large box holds $s + ${dlt}$.`,
        `$${na === 1 ? "" : na}(s + ${dlt}) + ${nc === 1 ? "" : nc}s = ${total}$, so $${na + nc}s + ${na * dlt} = ${total}$`,
        `$${na + nc}s = ${total - na * dlt}$, so $s = ${small}$`,
      ],
      hint: "Let the number in a small box be s. Write the number in a large box in terms of s, then the total.",
      difficulty: diff(4),
    };
  },
};

export const formingTemplates: Template[] = [formingShapes, formingWordProblems];
