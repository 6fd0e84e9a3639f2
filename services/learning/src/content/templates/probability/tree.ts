/** Tree diagrams (independent events, and picking without replacement) and conditional probability. */

import { withArticle } from "../../core/english.js";
import { texFrac, texFracRaw } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decStr, decWrongs, F, type Fraction, level, sum } from "../ratio/kit.js";
import { tree2, venn2 } from "./diagrams.js";
import { probAnswer, probDecimalAnswer, probWrongs } from "./shared.js";

/** [first event, second event, yes, no, both, neither, exactly one] */
const PAIRS = [
  [
    "Ali passes his driving test",
    "Ben passes his driving test",
    "Pass",
    "Fail",
    "both boys pass",
    "neither boy passes",
    "exactly one of the boys passes",
  ],
  [
    "it rains on Saturday",
    "it rains on Sunday",
    "Rain",
    "Dry",
    "it rains on both days",
    "it rains on neither day",
    "it rains on exactly one of the days",
  ],
  [
    "the first spin lands on red",
    "the second spin lands on red",
    "Red",
    "Not red",
    "both spins land on red",
    "neither spin lands on red",
    "exactly one spin lands on red",
  ],
  [
    "Priya hits the target",
    "Leo hits the target",
    "Hit",
    "Miss",
    "both of them hit the target",
    "neither of them hits the target",
    "exactly one of them hits the target",
  ],
  [
    "the school bus is late on Monday",
    "the school bus is late on Tuesday",
    "Late",
    "On time",
    "the bus is late on both days",
    "the bus is late on neither day",
    "the bus is late on exactly one of the days",
  ],
] as const;

const dec = (f: Fraction) => decStr(f);

export const independentTree: Template = {
  id: "probability.tree.independent-events",
  title: "Tree diagrams for two independent events",
  objective: "Use tree diagrams to find probabilities of combined events",
  topics: ["probability.tree-diagrams"],
  difficulty: [4, 5],
  generate(rng) {
    const [e1, e2, yes, no, bothText, neitherText, oneText] = rng.pick(PAIRS);
    const same = e1.includes("spin");
    const p = F(rng.int(1, 9), 10).add(rng.chance(0.3) ? F(5, 100) : F(0));
    const q = same ? p : F(rng.int(1, 9), 10);
    const [np, nq] = [F(1).sub(p), F(1).sub(q)];
    const kind = rng.pick(["both", "neither", "exactly", "atleast"] as const);
    const answers = {
      both: p.mul(q),
      neither: np.mul(nq),
      exactly: p.mul(nq).add(np.mul(q)),
      atleast: F(1).sub(np.mul(nq)),
    };
    const value = answers[kind];
    const ask = {
      both: bothText,
      neither: neitherText,
      exactly: oneText,
      atleast: `at least one of the two events happens (${e1} or ${e2}, or both)`,
    }[kind];
    const diagram = tree2(
      [
        { label: yes, p: dec(p) },
        { label: no, p: dec(np) },
      ],
      [0, 1].map(() => [
        { label: yes, p: dec(q) },
        { label: no, p: dec(nq) },
      ]),
      `Tree diagram: first event ${yes} ${dec(p)}, ${no} ${dec(np)}; second event ${yes} ${dec(q)}, ${no} ${dec(nq)}`,
    );
    return {
      text: `The probability that ${e1} is $${dec(p)}$. The probability that ${e2} is $${dec(q)}$. The two events are independent. Use the tree diagram to find the probability that ${ask}.`,
      diagram,
      answer: probDecimalAnswer(value),
      misconceptions: decWrongs(
        [
          [
            p.add(q).compare(1) <= 0 ? p.add(q) : null,
            "For 'and' along the branches, multiply the probabilities; don't add them.",
          ],
          [answers.both, "That is the probability that both happen."],
          [answers.neither, "That is the probability that neither happens."],
          [p.mul(nq), "That is only one of the branches: check which outcomes you need."],
          [np.mul(q), "That is only one of the branches: check which outcomes you need."],
          [F(1).sub(answers.both), "That is the probability that they don't both happen."],
          [answers.exactly, "That is the probability that exactly one happens."],
          [F(1).sub(value), "That is the probability of the opposite."],
        ],
        { kind: "exact" },
      ),
      solution: [
        `P(${yes}, ${yes}) $= ${dec(p)} \\times ${dec(q)} = ${dec(answers.both)}$, P(${no}, ${no}) $= ${dec(np)} \\times ${dec(nq)} = ${dec(answers.neither)}$`,
        kind === "both"
          ? `So the answer is $${dec(value)}$.`
          : kind === "neither"
            ? `So the answer is $${dec(value)}$.`
            : kind === "exactly"
              ? `P(exactly one) $= ${dec(p)} \\times ${dec(nq)} + ${dec(np)} \\times ${dec(q)} = ${dec(value)}$`
              : `P(at least one) $= 1 - \\text{P(neither)} = 1 - ${dec(answers.neither)} = ${dec(value)}$`,
      ],
      hint: "Multiply along the branches for 'and'; add the results of different branches for 'or'.",
      difficulty: level(kind === "both" || kind === "neither" ? 4 : 5),
    };
  },
};

const COLOURS = [
  ["red", "blue"],
  ["green", "yellow"],
  ["black", "white"],
  ["orange", "purple"],
] as const;

export const withoutReplacement: Template = {
  id: "probability.tree.without-replacement",
  title: "Picking two items without replacement",
  topics: ["probability.tree-diagrams"],
  difficulty: [5, 5],
  generate(rng) {
    const [c1, c2] = rng.pick(COLOURS);
    const [r, b] = [rng.int(2, 9), rng.int(2, 9)];
    const n = r + b;
    const thing = rng.pick(["counters", "sweets", "marbles", "socks"]);
    const rr = F(r * (r - 1), n * (n - 1));
    const bb = F(b * (b - 1), n * (n - 1));
    const rb = F(r * b, n * (n - 1));
    const kind = rng.pick(["both", "same", "different", "atleast"] as const);
    const value = { both: rr, same: rr.add(bb), different: rb.mul(2), atleast: F(1).sub(bb) }[kind];
    const ask = {
      both: `both are ${c1}`,
      same: "both are the same colour",
      different: "they are different colours",
      atleast: `at least one is ${c1}`,
    }[kind];
    const withRep = {
      both: F(r * r, n * n),
      same: F(r * r + b * b, n * n),
      different: F(2 * r * b, n * n),
      atleast: F(1).sub(F(b * b, n * n)),
    }[kind];
    const diagram = tree2(
      [
        { label: c1, p: `${r}/${n}` },
        { label: c2, p: `${b}/${n}` },
      ],
      [
        [
          { label: c1, p: `${r - 1}/${n - 1}` },
          { label: c2, p: `${b}/${n - 1}` },
        ],
        [
          { label: c1, p: `${r}/${n - 1}` },
          { label: c2, p: `${b - 1}/${n - 1}` },
        ],
      ],
      `Tree diagram for two picks without replacement from ${r} ${c1} and ${b} ${c2}`,
    );
    return {
      text: `A bag has $${r}$ ${c1} and $${b}$ ${c2} ${thing}. Two ${thing} are taken at random, one after the other, without replacement. Work out the probability that ${ask}.`,
      diagram,
      answer: probAnswer(value),
      misconceptions: probWrongs([
        [
          withRep,
          `Without replacement there is one fewer ${thing.slice(0, -1)} for the second pick: the denominator goes down to $${n - 1}$.`,
        ],
        [
          kind === "both" ? F(r, n).add(F(r - 1, n - 1)) : kind === "different" ? rb : rr,
          kind === "different"
            ? `There are two ways to get different colours: ${c1} then ${c2}, or ${c2} then ${c1}.`
            : "Multiply along the branches, then add the branches you want.",
        ],
        [F(1).sub(value), "That is the probability of the opposite."],
        [
          kind === "both"
            ? F(r * (r - 1), n * n)
            : kind === "same"
              ? bb
              : kind === "different"
                ? F(r * b, n * (n - 1)).add(F(r * b, n * n))
                : F(r, n),
          "Follow every branch that gives what you want, and use the right fractions on the second branches.",
        ],
        [
          kind === "atleast" ? rr.add(rb) : F(r * (r - 1) + b * (b - 1), n * n),
          "Each second-pick fraction has denominator one less than the first.",
        ],
      ]),
      solution: [
        `First pick: P(${c1}) $= ${texFracRaw(r, n)}$. After taking one, there are $${n - 1}$ left.`,
        `P(${c1}, ${c1}) $= ${texFracRaw(r, n)} \\times ${texFracRaw(r - 1, n - 1)} = ${texFrac(rr)}$; P(${c2}, ${c2}) $= ${texFracRaw(b, n)} \\times ${texFracRaw(b - 1, n - 1)} = ${texFrac(bb)}$; P(${c1}, ${c2}) = P(${c2}, ${c1}) $= ${texFrac(rb)}$`,
        `So the probability that ${ask} is $${texFrac(value)}$.`,
      ],
      hint: "Draw a tree. The second pick's fractions have one fewer in the bag.",
      difficulty: 5,
    };
  },
};

const GROUPS = [
  ["pupils", ["Year 10", "Year 11"], ["walk", "bus", "car"], "travel by"],
  ["visitors", ["adults", "children"], ["zoo", "museum", "park"], "chose the"],
  ["players", ["juniors", "seniors"], ["won", "drew", "lost"], "who"],
] as const;

export const conditional: Template = {
  id: "probability.conditional.given-that",
  title: "Conditional probability from tables, Venn diagrams and picks",
  objective: "Work out conditional probabilities",
  topics: ["probability.conditional", "probability.tree-diagrams"],
  difficulty: [5, 5],
  generate(rng) {
    const source = rng.pick(["table", "venn", "picks"] as const);
    if (source === "picks") {
      const [c1, c2] = rng.pick(COLOURS);
      const [r, b] = [rng.int(2, 12), rng.int(2, 12)];
      const n = r + b;
      const firstSame = rng.bool();
      const value = firstSame ? F(r - 1, n - 1) : F(r, n - 1);
      return {
        text: `A box has $${r}$ ${c1} and $${b}$ ${c2} pens. Two pens are taken without replacement. Given that the first pen is ${firstSame ? c1 : c2}, what is the probability that the second pen is ${c1}?`,
        answer: probAnswer(value),
        misconceptions: probWrongs([
          [F(r, n), "After the first pen is taken there is one fewer pen in the box."],
          [
            firstSame ? F(r - 1, n) : F(r, n).mul(F(b, n)),
            "Both the number of that colour and the total may change after the first pick.",
          ],
          [
            firstSame ? F(r, n).mul(F(r - 1, n - 1)) : F(b, n).mul(F(r, n - 1)),
            "'Given that' means the first pick has already happened: don't multiply by its probability.",
          ],
          [
            firstSame ? F(r, n - 1) : F(r - 1, n - 1),
            `The first pen was ${firstSame ? c1 : c2}, so there are ${firstSame ? `$${r - 1}$` : `still $${r}$`} ${c1} pens left.`,
          ],
        ]),
        solution: [
          `After ${withArticle(firstSame ? c1 : c2)} pen is taken: $${firstSame ? r - 1 : r}$ ${c1} out of $${n - 1}$ pens are left.`,
          `$P = ${texFracRaw(firstSame ? r - 1 : r, n - 1)}${value.d !== BigInt(n - 1) ? ` = ${texFrac(value)}` : ""}$`,
        ],
        hint: "'Given that' means you know what happened first: work with what is left.",
        difficulty: 5,
      };
    }
    if (source === "venn") {
      const [onlyA, both, onlyB, neither] = [rng.int(2, 30), rng.int(1, 20), rng.int(2, 30), rng.int(1, 20)];
      const total = onlyA + both + onlyB + neither;
      const givenB = rng.bool();
      const cond = givenB ? both + onlyB : both + onlyA;
      const value = F(both, cond);
      const q = givenB ? "P(A \\mid B)" : "P(B \\mid A)";
      return {
        text: `The Venn diagram shows $${total}$ people. Its regions hold: only $A$: $${onlyA}$; both $A$ and $B$: $${both}$; only $B$: $${onlyB}$; neither: $${neither}$. Find $${q}$.`,
        diagram: venn2Diagram(onlyA, both, onlyB, neither),
        answer: probAnswer(value),
        misconceptions: probWrongs([
          [
            F(both, total),
            `That is P(A ∩ B). 'Given ${givenB ? "B" : "A"}' means only look inside circle ${givenB ? "B" : "A"}.`,
          ],
          [
            F(both, givenB ? both + onlyA : both + onlyB),
            `That is ${givenB ? "P(B | A)" : "P(A | B)"}: the condition comes after the line.`,
          ],
          [F(cond, total), `That is P(${givenB ? "B" : "A"}).`],
          [F(cond - both, cond), `That is the probability of not being in ${givenB ? "A" : "B"}.`],
          [F(both, givenB ? onlyB : onlyA), `The circle ${givenB ? "B" : "A"} includes the overlap: $${cond}$ people.`],
        ]),
        solution: [
          `Given ${givenB ? "B" : "A"}: only the $${cond}$ people in circle ${givenB ? "B" : "A"} count.`,
          `$${both}$ of them are also in ${givenB ? "A" : "B"}: $${q} = ${texFracRaw(both, cond)}${value.d !== BigInt(cond) ? ` = ${texFrac(value)}` : ""}$`,
        ],
        hint: "P(A | B) means: out of those in B, what fraction are also in A?",
        difficulty: 5,
      };
    }
    const [who, rows, cols, verb] = rng.pick(GROUPS);
    const cells = rows.map(() => cols.map(() => rng.int(3, 40)));
    const rowTotals = cells.map((r) => sum(r));
    const colTotals = cols.map((_, j) => sum(cells.map((r) => at(r, j))));
    const grand = sum(rowTotals);
    const [i, j] = [rng.int(0, 1), rng.int(0, 2)];
    const cell = at(at(cells, i), j);
    const value = F(cell, at(colTotals, j));
    const table = [
      `| | ${cols.join(" | ")} | Total |`,
      `|${"---|".repeat(cols.length + 2)}`,
      ...rows.map((r, k) => `| ${r} | ${at(cells, k).join(" | ")} | ${at(rowTotals, k)} |`),
      `| Total | ${colTotals.join(" | ")} | ${grand} |`,
    ].join("\n");
    const cond = verb === "who" ? `${at(cols, j)}` : `${verb} ${at(cols, j)}`;
    return {
      text: `The table shows information about some ${who}.\n\n${table}\n\nOne of the ${who} who ${cond} is picked at random. What is the probability that they are one of the ${at(rows, i)}?`,
      answer: probAnswer(value),
      misconceptions: probWrongs([
        [F(cell, grand), `You already know they ${cond}: divide by the $${at(colTotals, j)}$ who did, not everyone.`],
        [
          F(cell, at(rowTotals, i)),
          `That is the probability that one of the ${at(rows, i)} ${cond}. The condition here is that they ${cond}.`,
        ],
        [F(at(rowTotals, i), grand), `That is the probability of being one of the ${at(rows, i)} out of everyone.`],
        [F(cell, at(colTotals, j) - cell), "The denominator is everyone in that column."],
      ]),
      solution: [
        `Only the $${at(colTotals, j)}$ ${who} who ${cond} count.`,
        `$${cell}$ of them are ${at(rows, i)}: $P = ${texFracRaw(cell, at(colTotals, j))}${value.d !== BigInt(at(colTotals, j)) ? ` = ${texFrac(value)}` : ""}$`,
      ],
      hint: "Given a condition, the denominator is only the people who meet it.",
      difficulty: 5,
    };
  },
};

function venn2Diagram(onlyA: number, both: number, onlyB: number, neither: number): string {
  return venn2(
    "A",
    "B",
    [String(onlyA), String(both), String(onlyB), String(neither)],
    `Venn diagram: only A ${onlyA}, both ${both}, only B ${onlyB}, neither ${neither}`,
  );
}

export const treeTemplates: Template[] = [independentTree, withoutReplacement, conditional];
