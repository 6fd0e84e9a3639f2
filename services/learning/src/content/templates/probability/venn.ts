/** Venn diagrams: probabilities from region counts, and sets of whole numbers. */
import { integerAnswer } from "../../core/answers.js";
import { texFrac, texFracRaw } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { F, intWrongs, level } from "../ratio/kit.js";
import { venn2 } from "./diagrams.js";
import { probAnswer, probWrongs } from "./shared.js";

const CONTEXTS = [
  ["students", ["F", "plays football"], ["T", "plays tennis"]],
  ["people at a party", ["C", "likes cake"], ["I", "likes ice cream"]],
  ["pupils", ["M", "studies music"], ["D", "studies drama"]],
  ["houses on a street", ["G", "has a garden"], ["P", "has a garage"]],
  ["members of a gym", ["S", "swims"], ["R", "runs"]],
] as const;

export const vennCounts: Template = {
  id: "probability.venn.region-counts",
  title: "Probabilities from a Venn diagram of counts",
  objective: "Use Venn diagrams to find probabilities",
  topics: ["probability.venn-diagrams"],
  difficulty: [3, 5],
  generate(rng) {
    const [who, [a, aText], [b, bText]] = rng.pick(CONTEXTS);
    const [onlyA, both, onlyB, neither] = [rng.int(2, 30), rng.int(1, 20), rng.int(2, 30), rng.int(0, 20)];
    const total = onlyA + both + onlyB + neither;
    const nA = onlyA + both;
    const nB = onlyB + both;
    const key = `${a} = ${aText}, ${b} = ${bText}`;
    if (rng.chance(0.25)) {
      // a missing region count from set totals
      return {
        text: `There are $${total}$ ${who}. $${nA}$ are in set $${a}$ (${aText}), $${nB}$ are in set $${b}$ (${bText}) and $${neither}$ are in neither. How many are in both $${a}$ and $${b}$?`,
        answer: integerAnswer(both),
        misconceptions: intWrongs([
          [nA + nB - total, "Don't forget the ones in neither set."],
          [
            total - nA - nB - neither,
            `Those in both are counted in $${a}$ and again in $${b}$: work out $${nA} + ${nB} + ${neither} - ${total}$.`,
          ],
          [nA + nB + neither - total + 1, "Check your arithmetic."],
          [total - neither, `That is the number in $${a}$ or $${b}$ (or both).`],
          [Math.abs(nA - nB), "Find the overlap: the totals count the middle region twice."],
          [nA + nB, "That counts the ones in both sets twice."],
          [neither, "That is the number in neither set."],
        ]),
        solution: [
          `$${nA} + ${nB} + ${neither} = ${nA + nB + neither}$, which is $${nA + nB + neither - total}$ more than $${total}$.`,
          `The ones in both sets were counted twice, so $${both}$ are in both.`,
        ],
        hint: "Add the set totals and the 'neither' number. Anyone counted twice is in both sets.",
        difficulty: 5,
      };
    }
    const questions = [
      [`P(${a} \\cap ${b})`, both, "in both sets"],
      [`P(${a} \\cup ${b})`, onlyA + both + onlyB, `in $${a}$ or $${b}$ or both`],
      [`P(${a}')`, onlyB + neither, `not in $${a}$`],
      [`P(${b}')`, onlyA + neither, `not in $${b}$`],
      [`P(${a} \\cap ${b}')`, onlyA, `in $${a}$ but not $${b}$`],
      [`P((${a} \\cup ${b})')`, neither, "in neither set"],
    ] as const;
    const [q, count, meaning] = rng.pick(neither === 0 ? questions.slice(0, 5) : questions);
    const p = F(count, total);
    return {
      text: `The Venn diagram shows information about $${total}$ ${who} (${key}). The regions hold: only $${a}$: $${onlyA}$; both: $${both}$; only $${b}$: $${onlyB}$; neither: $${neither}$. One of the ${who} is picked at random. Find $${q}$.`,
      diagram: venn2(
        a,
        b,
        [String(onlyA), String(both), String(onlyB), String(neither)],
        `Venn diagram: only ${a} ${onlyA}, both ${both}, only ${b} ${onlyB}, neither ${neither}`,
      ),
      answer: probAnswer(p),
      misconceptions: probWrongs([
        [F(nA + nB, total), `Adding the two set totals counts the $${both}$ in the middle twice.`],
        [F(both, total), `$${q}$ is not only the middle region.`],
        [count < total ? F(count, total - count) : null, "The denominator is everyone in the diagram."],
        [F(total - count, total), "That is the probability of the opposite."],
        [F(count, nA), `Divide by all $${total}$, not just those in $${a}$.`],
        [F(count, total - neither), "Include the ones outside the circles in the total."],
        [F(nA, total), `That is $P(${a})$: everyone in circle $${a}$.`],
        [F(nB, total), `That is $P(${b})$: everyone in circle $${b}$.`],
      ]),
      solution: [
        `$${q}$ means ${meaning}: that is $${count}$ of the $${total}$.`,
        `$${q} = ${texFracRaw(count, total)}${p.d !== BigInt(total) ? ` = ${texFrac(p)}` : ""}$`,
      ],
      hint: "∩ means 'and' (the overlap), ∪ means 'or' (anywhere in either circle), ' means 'not'.",
      difficulty: level(q.includes("'") || q.includes("cup") ? 4 : 3),
    };
  },
};

interface NumSet {
  readonly name: string;
  readonly test: (n: number) => boolean;
}

const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);

export const vennSets: Template = {
  id: "probability.venn.number-sets",
  title: "Sets of numbers: intersections, unions and complements",
  topics: ["probability.venn-diagrams"],
  difficulty: [4, 5],
  generate(rng) {
    const N = rng.int(12, 30);
    const k = rng.int(3, 6);
    const m = rng.pick([12, 18, 20, 24, 30, 36]);
    const g = rng.int(5, N - 4);
    const pool: NumSet[] = [
      { name: "even numbers", test: (n) => n % 2 === 0 },
      { name: "odd numbers", test: (n) => n % 2 === 1 },
      { name: "prime numbers", test: isPrime },
      { name: `multiples of ${k}`, test: (n) => n % k === 0 },
      { name: "square numbers", test: (n) => Number.isInteger(Math.sqrt(n)) },
      { name: `factors of ${m}`, test: (n) => m % n === 0 },
      { name: `numbers greater than ${g}`, test: (n) => n > g },
    ];
    for (;;) {
      const [A, B] = rng.sample(pool, 2) as [NumSet, NumSet];
      const xs = Array.from({ length: N }, (_, i) => i + 1);
      const inA = xs.filter(A.test);
      const inB = xs.filter(B.test);
      const both = inA.filter(B.test);
      const either = xs.filter((x) => A.test(x) || B.test(x));
      if (both.length === 0 || inA.length === both.length || inB.length === both.length) continue;
      const kind = rng.pick(["n-and", "p-or", "p-and-not", "p-not-or"] as const);
      const setup = `$\\xi = \\{1, 2, 3, \\dots, ${N}\\}$, $A$ = ${A.name} and $B$ = ${B.name} (within $\\xi$).`;
      const lists = [
        `$A = \\{${inA.join(", ")}\\}$`,
        `$B = \\{${inB.join(", ")}\\}$`,
        `$A \\cap B = \\{${both.join(", ")}\\}$`,
      ];
      if (kind === "n-and") {
        return {
          text: `${setup} How many numbers are in $A \\cap B$?`,
          answer: integerAnswer(both.length),
          misconceptions: intWrongs([
            [either.length, "∩ means in both A and B, not in either."],
            [inA.length + inB.length, "∩ means the numbers in both sets."],
            [inA.length, "Only count the numbers that are also in B."],
            [inB.length, "Only count the numbers that are also in A."],
            [N - both.length, "Count the numbers that are in both sets."],
          ]),
          solution: [...lists, `So $n(A \\cap B) = ${both.length}$`],
          hint: "List the numbers in A, then pick out the ones that are also in B.",
          difficulty: 4,
        };
      }
      const [q, count] =
        kind === "p-or"
          ? ["A \\cup B", either.length]
          : kind === "p-and-not"
            ? ["A \\cap B'", inA.length - both.length]
            : ["(A \\cup B)'", N - either.length];
      if (count === 0) continue;
      const p = F(count, N);
      return {
        text: `${setup} A number is chosen at random from $\\xi$. Find $P(${q})$.`,
        answer: probAnswer(p),
        misconceptions: probWrongs([
          [F(inA.length + inB.length, N), `Numbers in both sets are counted twice if you add $n(A)$ and $n(B)$.`],
          [F(both.length, N), "That is P(A ∩ B), the numbers in both."],
          [F(N - count, N), "That is the probability of the opposite."],
          [F(count, either.length), `Choose from all $${N}$ numbers in $\\xi$.`],
          [F(either.length, N), "That is P(A ∪ B), the numbers in A or B."],
          [F(inA.length, N), "That is P(A), all the numbers in A."],
          [
            kind === "p-and-not" ? F(inA.length, N) : F(either.length + 1, N),
            kind === "p-and-not" ? "B' means not in B: leave out the numbers in both." : "Count the numbers carefully.",
          ],
        ]),
        solution: [
          ...lists,
          `$${q}$ has $${count}$ numbers, so $P(${q}) = ${texFracRaw(count, N)}${p.d !== BigInt(N) ? ` = ${texFrac(p)}` : ""}$`,
        ],
        hint: "List the members of A and B first. ∪ is 'or', ∩ is 'and', ' is 'not'.",
        difficulty: level(kind === "p-or" ? 4 : 5),
      };
    }
  },
};

export const vennTemplates: Template[] = [vennCounts, vennSets];
