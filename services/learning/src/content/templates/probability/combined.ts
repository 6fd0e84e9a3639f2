/** Sample spaces for two events, two-way tables and frequency trees. */
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { texFrac, texFracRaw } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, F, level, multiWrongs, sum } from "../ratio/kit.js";
import { tree2 } from "./diagrams.js";
import { probAnswer, probWrongs } from "./shared.js";

const OPS = [
  ["added", "total", (a: number, b: number) => a + b],
  ["multiplied", "product", (a: number, b: number) => a * b],
  ["subtracted (smaller from larger)", "difference", (a: number, b: number) => Math.abs(a - b)],
] as const;

const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((d) => n % d !== 0);

export const sampleSpace: Template = {
  id: "probability.sample-space.two-events",
  title: "Use a sample space for two events",
  objective: "List outcomes of two events in a sample space",
  topics: ["probability.sample-spaces"],
  difficulty: [2, 4],
  generate(rng) {
    const setup = rng.pick(["dice", "dice", "spinner-dice", "spinners", "mixed-dice"] as const);
    const m = setup === "dice" ? 6 : setup === "mixed-dice" ? 4 : rng.int(3, 5);
    const n = setup === "spinners" ? rng.int(3, 6) : setup === "mixed-dice" ? rng.pick([6, 8]) : 6;
    const first =
      setup === "dice"
        ? "a fair dice"
        : setup === "mixed-dice"
          ? "a fair 4-sided dice"
          : `a fair spinner numbered 1 to ${m}`;
    const second =
      setup === "spinners"
        ? `a fair spinner numbered 1 to ${n}`
        : setup === "mixed-dice"
          ? `a fair ${n}-sided dice`
          : "a fair dice";
    const [verb, name, op] = rng.pick(OPS);
    const results: number[] = [];
    for (let a = 1; a <= m; a++) for (let b = 1; b <= n; b++) results.push(op(a, b));
    const total = m * n;
    const intro = `${first === second ? "Two fair dice are" : `${first[0]?.toUpperCase()}${first.slice(1)} and ${second} are`} used. The two numbers are ${verb} to give a ${name}.`;
    if (rng.chance(0.2)) {
      const distinct = new Set(results).size;
      return {
        text: `${intro} How many different outcomes (pairs of numbers) are there in the sample space?`,
        answer: integerAnswer(total),
        misconceptions: [
          { answer: String(m + n), feedback: "Each of the first outcomes pairs with every second outcome: multiply." },
          {
            answer: String(distinct),
            feedback: `That is the number of different ${name}s. Count the pairs of numbers.`,
          },
          { answer: String(Math.max(m, n)), feedback: "Count every pair: multiply the numbers of outcomes." },
          { answer: String(total * 2), feedback: "Each pair is one outcome." },
        ],
        solution: [
          `Each of the $${m}$ outcomes of the first goes with each of the $${n}$ outcomes of the second: $${m} \\times ${n} = ${total}$`,
        ],
        hint: "Draw a grid with one set of outcomes along the top and the other down the side.",
        difficulty: 2,
      };
    }
    for (;;) {
      const [t, t2, t3, t4] = [rng.pick(results), rng.pick(results), rng.pick(results), rng.pick(results)];
      const events: [string, (v: number) => boolean][] = [
        [`a ${name} of $${t}$`, (v) => v === t],
        [`a ${name} greater than $${t2}$`, (v) => v > t2],
        [`an even ${name}`, (v) => v % 2 === 0],
        [`a prime ${name}`, isPrime],
        [`a ${name} that is a multiple of $3$`, (v) => v % 3 === 0],
        [`a ${name} of at least $${t3}$`, (v) => v >= t3],
        [`a ${name} less than $${t4}$`, (v) => v < t4],
      ];
      const [label, test] = rng.pick(events);
      const count = results.filter(test).length;
      if (count === 0 || count === total) continue;
      const p = F(count, total);
      const distinct = [...new Set(results)].sort((a, b) => a - b);
      // treating (1, 2) and (2, 1) as the same outcome
      const unordered = new Map<string, number>();
      for (let a = 1; a <= m; a++)
        for (let b = 1; b <= n; b++) unordered.set(`${Math.min(a, b)},${Math.max(a, b)}`, op(a, b));
      const unorderedHits = [...unordered.values()].filter(test).length;
      const grid = [
        `| | ${Array.from({ length: n }, (_, j) => j + 1).join(" | ")} |`,
        `|${"---|".repeat(n + 1)}`,
        ...Array.from(
          { length: m },
          (_, i) => `| **${i + 1}** | ${Array.from({ length: n }, (_, j) => op(i + 1, j + 1)).join(" | ")} |`,
        ),
      ].join("\n");
      return {
        text: `${intro} What is the probability of ${label}?`,
        answer: probAnswer(p),
        misconceptions: probWrongs([
          [
            F(distinct.filter(test).length, distinct.length),
            `The different ${name}s are not equally likely: count the pairs in the sample space.`,
          ],
          [F(count, m + n), `There are $${m} \\times ${n} = ${total}$ equally likely pairs.`],
          [
            F(unorderedHits, unordered.size),
            "(1, 2) and (2, 1) are different outcomes: count every cell of the sample space.",
          ],
          [
            F(1, distinct.length),
            `The ${name}s are not equally likely, and more than one pair can give what you want.`,
          ],
          [count < total - count ? F(count, total - count) : null, "The denominator is the total number of outcomes."],
          [F(total - count, total), "That is the probability of it not happening."],
          [F(count + 1, total), "Count the outcomes in the sample space carefully."],
          [count > 1 ? F(count - 1, total) : null, "Count the outcomes in the sample space carefully."],
        ]),
        solution: [
          `Sample space of ${name}s (first down the side, second along the top):\n\n${grid}`,
          `$${count}$ of the $${total}$ outcomes give ${label}: $P = ${texFracRaw(count, total)}${p.d !== BigInt(total) ? ` = ${texFrac(p)}` : ""}$`,
        ],
        hint: "Draw a grid of every pair of outcomes, then count the ones you want.",
        difficulty: level(setup === "dice" ? (name === "total" ? 3 : 4) : 3),
      };
    }
  },
};

const TABLES = [
  ["pupils", ["Year 7", "Year 8"], ["football", "netball", "swimming"], "chose"],
  ["people at a cinema", ["adults", "children"], ["action", "comedy", "cartoon"], "watched"],
  ["members of a club", ["boys", "girls"], ["chess", "drama", "art"], "picked"],
  ["customers", ["men", "women"], ["tea", "coffee", "juice"], "ordered"],
] as const;

export const twoWayTable: Template = {
  id: "probability.two-way.complete-and-use",
  title: "Complete a two-way table and find a probability",
  objective: "Use two-way tables to find probabilities",
  topics: ["probability.two-way-tables"],
  difficulty: [3, 4],
  generate(rng) {
    const [who, rows, cols, verb] = rng.pick(TABLES);
    const cells = rows.map(() => cols.map(() => rng.int(2, 40)));
    const rowTotals = cells.map((r) => sum(r));
    const colTotals = cols.map((_, j) => sum(cells.map((r) => at(r, j))));
    const grand = sum(rowTotals);
    const [a, b] = rng.sample([0, 1, 2], 2) as [number, number];
    // one gap in each row, in different columns: each is found from its row total
    const hidden = [
      [0, a],
      [1, b],
    ] as const;
    const isHidden = (i: number, j: number) => hidden.some(([r, c]) => r === i && c === j);
    const table = [
      `| | ${cols.join(" | ")} | Total |`,
      `|${"---|".repeat(cols.length + 2)}`,
      ...rows.map(
        (r, i) =>
          `| ${r} | ${cols.map((_, j) => (isHidden(i, j) ? "?" : String(at(at(cells, i), j)))).join(" | ")} | ${at(rowTotals, i)} |`,
      ),
      `| Total | ${colTotals.join(" | ")} | ${grand} |`,
    ].join("\n");
    const [r1, c1] = at(hidden, rng.int(0, 1));
    const missing = at(at(cells, r1), c1);
    const [r2, c2] = [rng.int(0, 1), rng.int(0, 2)];
    const n2 = at(at(cells, r2), c2);
    const p = F(n2, grand);
    return {
      text: `The two-way table shows what some ${who} ${verb}.\n\n${table}\n\n(a) Work out the missing number for ${at(rows, r1)} and ${at(cols, c1)}. (b) One person from the table is picked at random. What is the probability that they are one of the ${at(rows, r2)} who ${verb} ${at(cols, c2)}?`,
      answer: multiPartAnswer([
        { id: "a", prompt: `${at(rows, r1)}, ${at(cols, c1)}`, answer: integerAnswer(missing) },
        { id: "b", prompt: "Probability", answer: probAnswer(p) },
      ]),
      misconceptions: multiWrongs([
        [[missing, F(n2, at(rowTotals, r2))], `Out of all ${grand} people in the table, not just the ${at(rows, r2)}.`],
        [
          [missing, F(n2, at(colTotals, c2))],
          `Out of all ${grand} people in the table, not just those who ${verb} ${at(cols, c2)}.`,
        ],
        [
          [at(colTotals, c1) - missing === missing ? missing + 1 : at(colTotals, c1) - missing, p],
          "Use the row total: the other gap is in the same column.",
        ],
        [[missing, F(n2, grand - n2)], "The denominator is the total number of people."],
        [[at(rowTotals, r1), p], "Subtract the numbers you know from the row total."],
      ]),
      solution: [
        `(a) ${at(rows, r1)} total is $${at(rowTotals, r1)}$: $${at(rowTotals, r1)} - ${at(at(cells, r1), c1 === 0 ? 1 : 0)} - ${at(at(cells, r1), c1 === 2 ? 1 : 2)} = ${missing}$`,
        `(b) $${n2}$ of the $${grand}$ people are ${at(rows, r2)} who ${verb} ${at(cols, c2)}: $P = ${texFracRaw(n2, grand)}$`,
      ],
      hint: "Rows and columns add up to their totals. For (b), divide by the grand total.",
      difficulty: level(grand > 120 ? 4 : 3),
    };
  },
};

const TREES = [
  [
    "people at a concert",
    ["adults", "children"],
    ["bought a ticket online", "bought a ticket at the door"],
    ["online", "at the door"],
    "who",
  ],
  ["pupils in a year group", ["boys", "girls"], ["have a pet", "do not have a pet"], ["pet", "no pet"], "who"],
  [
    "cars at a garage",
    ["petrol cars", "electric cars"],
    ["passed the check", "failed the check"],
    ["passed", "failed"],
    "that",
  ],
  [
    "visitors to a museum",
    ["tourists", "locals"],
    ["bought a guidebook", "did not buy a guidebook"],
    ["guidebook", "no guidebook"],
    "who",
  ],
] as const;

export const frequencyTree: Template = {
  id: "probability.two-way.frequency-tree",
  title: "Use a frequency tree",
  topics: ["probability.two-way-tables"],
  difficulty: [3, 4],
  generate(rng) {
    const [what, groups, phrases, short, rel] = rng.pick(TREES);
    const total = rng.int(40, 300);
    const a = rng.int(Math.floor(total * 0.2), Math.floor(total * 0.8));
    const groupSizes = [a, total - a];
    const yes = groupSizes.map((g) => rng.int(1, g - 1));
    const g = rng.int(0, 1);
    const gs = at(groupSizes, g);
    const y = at(yes, g);
    const askYes = rng.bool();
    const hiddenValue = askYes ? y : gs - y;
    const shown = (i: number, k: number) => {
      const v = k === 0 ? at(yes, i) : at(groupSizes, i) - at(yes, i);
      return i === g && k === (askYes ? 0 : 1) ? "?" : String(v);
    };
    const diagram = tree2(
      groups.map((grp, i) => ({ label: grp, p: String(at(groupSizes, i)) })),
      groups.map((_, i) => short.map((s, k) => ({ label: s, p: shown(i, k) }))),
      `Frequency tree: ${total} ${what}, split into ${groups.join(" and ")}, then ${short.join(" or ")}`,
      String(total),
    );
    const describe = groups
      .map(
        (grp, i) =>
          `${at(groupSizes, i)} are ${grp}; of these, ${shown(i, 0)} ${at(phrases, 0)} and ${shown(i, 1)} ${at(phrases, 1)}`,
      )
      .join(". ");
    const askG = rng.int(0, 1);
    const askK = rng.int(0, 1);
    const n2 = askK === 0 ? at(yes, askG) : at(groupSizes, askG) - at(yes, askG);
    const p = F(n2, total);
    return {
      text: `The frequency tree shows information about $${total}$ ${what}: ${describe} (a "?" is missing).\n\n(a) Work out the missing number. (b) One of these ${what.split(" ")[0]} is picked at random. What is the probability that it is one of the ${at(groups, askG)} ${rel} ${at(phrases, askK)}?`,
      diagram,
      answer: multiPartAnswer([
        { id: "a", prompt: "Missing number", answer: integerAnswer(hiddenValue) },
        { id: "b", prompt: "Probability", answer: probAnswer(p) },
      ]),
      misconceptions: multiWrongs([
        [
          [hiddenValue, F(n2, at(groupSizes, askG))],
          `Divide by all $${total}$ ${what}, not just the ${at(groups, askG)}.`,
        ],
        [
          [total - (askYes ? gs - y : y), p],
          `The missing number comes from the ${at(groups, g)} branch: $${gs}$ minus the other part.`,
        ],
        [[hiddenValue, F(n2, total - n2)], "The denominator is the total number."],
        [[gs, p], "Subtract the part you know from the branch total."],
        [[total - gs, p], `Work along the ${at(groups, g)} branch: it starts from $${gs}$.`],
        [[hiddenValue, F(1, 4)], "The four groups are different sizes: count the ones you want."],
      ]),
      solution: [
        `(a) $${gs} - ${askYes ? gs - y : y} = ${hiddenValue}$`,
        `(b) $${n2}$ of the $${total}$ are ${at(groups, askG)} ${rel} ${at(phrases, askK)}: $P = ${texFracRaw(n2, total)}$`,
      ],
      hint: "Each pair of branches adds up to the number they come from.",
      difficulty: level(total > 150 ? 4 : 3),
    };
  },
};

export const combinedTemplates: Template[] = [sampleSpace, twoWayTable, frequencyTree];
