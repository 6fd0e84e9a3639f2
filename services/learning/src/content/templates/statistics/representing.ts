/** Tally charts, frequency tables, two-way tables and bar charts (pictograms in pictograms.ts). */
import { fractionAnswer, integerAnswer } from "../../core/answers.js";
import { barChart } from "../../core/svg.js";
import { texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, F, fracWrongs, intWrongs, level, sum } from "../ratio/kit.js";
import { tallyChart } from "./charts.js";
import { pictogramRead } from "./pictograms.js";
import { mdTable, slips } from "./stats-kit.js";

const SURVEYS = [
  { q: "favourite fruit", cats: ["Apple", "Banana", "Mango", "Grapes", "Orange", "Kiwi"] },
  { q: "favourite sport", cats: ["Football", "Cricket", "Tennis", "Netball", "Hockey", "Swimming"] },
  { q: "way of getting to school", cats: ["Walk", "Bus", "Car", "Cycle", "Train", "Scooter"] },
  { q: "favourite colour", cats: ["Red", "Blue", "Green", "Yellow", "Purple", "Pink"] },
  { q: "favourite pet", cats: ["Dog", "Cat", "Rabbit", "Fish", "Hamster", "Parrot"] },
  { q: "favourite season", cats: ["Spring", "Summer", "Autumn", "Winter"] },
  { q: "favourite subject", cats: ["Maths", "English", "Science", "Art", "Music", "PE"] },
] as const;

function survey(rng: Parameters<Template["generate"]>[0], lo: number, hi: number) {
  const s = rng.pick(SURVEYS);
  const k = rng.int(3, Math.min(5, s.cats.length));
  const cats = rng.sample(s.cats, k);
  const vals = cats.map(() => rng.int(lo, hi));
  return { q: s.q, cats, vals, k };
}

/** shared questions on category counts: total, difference, combined, missing value */
function countQuestion(
  rng: Parameters<Template["generate"]>[0],
  cats: readonly string[],
  vals: readonly number[],
  who: string,
) {
  const k = cats.length;
  const [i, j] = rng.sample(
    cats.map((_, x) => x),
    2,
  ) as [number, number];
  const [a, b] = [at(vals, i), at(vals, j)];
  const variant = rng.pick(["total", "more", "either", "fraction"] as const);
  const total = sum(vals);
  if (variant === "total")
    return {
      ask: `How many ${who} were there altogether?`,
      answer: integerAnswer(total),
      misconceptions: intWrongs([
        [k, "That is the number of categories. Add up the frequencies."],
        [Math.max(...vals), "That is just the biggest group. Add up all the frequencies."],
        [total - at(vals, k - 1), "Remember to include every category."],
        ...slips(total, "addition"),
      ]),
      solution: [`$${vals.map((v) => tn(v)).join(" + ")} = ${tn(total)}$`],
      hint: "Add the frequencies of all the categories.",
      difficulty: 1,
    };
  if (variant === "more" && a !== b) {
    const [big, small] = a > b ? [i, j] : [j, i];
    const d = Math.abs(a - b);
    return {
      ask: `How many more ${who} chose ${at(cats, big)} than ${at(cats, small)}?`,
      answer: integerAnswer(d),
      misconceptions: intWrongs([
        [a + b, "'How many more' means find the difference: subtract."],
        [at(vals, big), `That is how many chose ${at(cats, big)}. Subtract the number for ${at(cats, small)}.`],
        [at(vals, small), "Find the difference between the two numbers."],
        ...slips(d, "subtraction"),
      ]),
      solution: [`$${at(vals, big)} - ${at(vals, small)} = ${d}$`],
      hint: "Find both numbers, then subtract the smaller from the larger.",
      difficulty: 1,
    };
  }
  if (variant === "fraction") {
    const f = F(a, total);
    return {
      ask: `What fraction of the ${who} chose ${at(cats, i)}? Give your answer in its simplest form.`,
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs([
        [F(a, total - a), `Compare with the total of all ${who} ($${total}$), not with the rest.`],
        [F(a, Math.max(...vals) === a ? total : Math.max(...vals)), "The fraction is out of the total."],
        [F(1, k), "The groups are not the same size: use the frequencies."],
        [F(total, a), "The total goes on the bottom."],
        [F(a + 1, total), "Check the frequency again."],
        [F(a, total + 1), "Check the total again."],
      ]),
      solution: [
        `Total $= ${tn(total)}$`,
        `Fraction $= \\frac{${a}}{${total}}${f.d === BigInt(total) ? "" : ` = ${texFrac(f)}`}$`,
      ],
      hint: "Fraction = number who chose it ÷ total number.",
      difficulty: 3,
    };
  }
  return {
    ask: `How many ${who} chose ${at(cats, i)} or ${at(cats, j)}?`,
    answer: integerAnswer(a + b),
    misconceptions: intWrongs([
      [Math.abs(a - b), "'Or' means either group: add them."],
      [a, `Include the ${at(cats, j)} group too.`],
      [b, `Include the ${at(cats, i)} group too.`],
      [total, "Only count those two groups."],
      ...slips(a + b, "addition"),
    ]),
    solution: [`$${a} + ${b} = ${a + b}$`],
    hint: "Find both numbers and add them.",
    difficulty: 1,
  };
}

/** a tally in words for screen readers: "2 gates of five and 3 single lines" */
function tallyWords(v: number): string {
  const g = Math.floor(v / 5);
  const r = v % 5;
  const gates = g === 0 ? "" : `${g} gate${g === 1 ? "" : "s"} of five`;
  const lines = r === 0 ? "" : `${r} single line${r === 1 ? "" : "s"}`;
  return gates && lines ? `${gates} and ${lines}` : gates || lines;
}

export const tallyRead: Template = {
  id: "statistics.tally.frequency-table",
  title: "Use a tally chart and frequency table",
  objective: "Read tally charts and complete frequency tables",
  topics: ["statistics.tables-tallies"],
  difficulty: [1, 3],
  generate(rng) {
    const { q, cats, vals } = survey(rng, 1, 19);
    const tallies = vals.map((v) => tallyWords(v));
    if (rng.chance(0.3)) {
      // missing frequency from the total
      const i = rng.int(0, cats.length - 1);
      const total = sum(vals);
      const known = vals.filter((_, x) => x !== i);
      const shown = cats.map((c, x) => ({ label: c, count: x === i ? 0 : at(vals, x) }));
      return {
        text: `Some pupils were asked their ${q}. The tally chart shows their answers, but the tally for ${at(cats, i)} has been rubbed out.\n\n${mdTable(
          ["Answer", "Tally", "Frequency"],
          cats.map((c, x) => [c, x === i ? "?" : at(tallies, x), x === i ? "?" : at(vals, x)]),
        )}\n\n$${tn(total)}$ pupils were asked altogether. How many chose ${at(cats, i)}?`,
        diagram: tallyChart(shown, `Tally chart of ${q} with ${at(cats, i)} missing`),
        answer: integerAnswer(at(vals, i)),
        misconceptions: intWrongs([
          [sum(known), "That is the total of the others. Take it away from the overall total."],
          [total, "That is everyone. Subtract the frequencies you know."],
          [total + sum(known), "Subtract the known frequencies from the total."],
          ...slips(at(vals, i), "subtraction"),
        ]),
        solution: [
          `Known frequencies add up to $${known.join(" + ")} = ${sum(known)}$`,
          `${at(cats, i)}: $${total} - ${sum(known)} = ${at(vals, i)}$`,
        ],
        hint: "All the frequencies add up to the total number of pupils.",
        difficulty: 2,
      };
    }
    const cq = countQuestion(rng, cats, vals, "pupils");
    return {
      text: `Some pupils were asked their ${q}. The tally chart shows their answers.\n\n${mdTable(
        ["Answer", "Tally"],
        cats.map((c, x) => [c, at(tallies, x)]),
      )}\n\n${cq.ask}`,
      diagram: tallyChart(
        cats.map((c, x) => ({ label: c, count: at(vals, x) })),
        `Tally chart of ${q}`,
      ),
      answer: cq.answer,
      misconceptions: cq.misconceptions,
      solution: [`Frequencies: ${cats.map((c, x) => `${c} $${at(vals, x)}$`).join(", ")}`, ...cq.solution],
      hint: `Each gate of five is 5; count the single lines. ${cq.hint}`,
      difficulty: level(Math.min(3, cq.difficulty + 1)),
    };
  },
};

export const twoWayTable: Template = {
  id: "statistics.tables.two-way",
  title: "Complete a two-way table",
  objective: "Find missing numbers in a two-way table",
  topics: ["statistics.tables-tallies"],
  difficulty: [2, 3],
  generate(rng) {
    const rows = rng.pick([
      ["Boys", "Girls"],
      ["Year 7", "Year 8"],
      ["Adults", "Children"],
      ["Year 7", "Year 8", "Year 9"],
    ] as const);
    const [colHead, cols] = rng.pick([
      ["lunch", ["School dinner", "Packed lunch", "Home"]],
      ["club", ["Chess", "Drama", "Football"]],
      ["pet", ["Cat", "Dog", "None"]],
      ["drink", ["Tea", "Coffee", "Juice"]],
      ["trip", ["Zoo", "Museum"]],
    ] as const);
    const R = rows.length;
    const C = cols.length;
    const grid = rows.map(() => cols.map(() => rng.int(3, 60)));
    const rowT = grid.map((r) => sum(r));
    const colT = cols.map((_, c) => sum(grid.map((r) => at(r, c))));
    const all = sum(rowT);
    // full table including totals: (R+1) x (C+1)
    const full = [...grid.map((r, i) => [...r, at(rowT, i)]), [...colT, all]];
    const tr = rng.int(0, R - 1);
    const tc = rng.int(0, C - 1);
    const hideExtra = rng.chance(0.6);
    const hidden = new Set<string>([`${tr},${tc}`]);
    let via: "row" | "col" = "row";
    if (hideExtra) {
      // hide another cell in the target's row (so the column must be used) or column (so the row must be used)
      if (rng.bool()) {
        hidden.add(`${tr},${(tc + 1 + rng.int(0, C - 1)) % (C + 1)}`);
        via = "col";
      } else {
        hidden.add(`${(tr + 1 + rng.int(0, R - 1)) % (R + 1)},${tc}`);
        via = "row";
      }
    } else via = rng.bool() ? "row" : "col";
    const head = ["", ...cols, "Total"];
    const body = full.map((r, i) => [
      i < R ? at(rows, i) : "Total",
      ...r.map((v, j) => (hidden.has(`${i},${j}`) ? (i === tr && j === tc ? "?" : " ") : `$${v}$`)),
    ]);
    const target = at(at(grid, tr), tc);
    const steps =
      via === "row"
        ? [
            `Use the ${at(rows, tr)} row: $${at(rowT, tr)} - (${at(grid, tr)
              .filter((_, j) => j !== tc)
              .join(" + ")}) = ${target}$`,
          ]
        : [
            `Use the ${at(cols, tc)} column: $${at(colT, tc)} - (${grid
              .filter((_, i) => i !== tr)
              .map((r) => at(r, tc))
              .join(" + ")}) = ${target}$`,
          ];
    return {
      text: `The two-way table shows some information about the ${colHead} choices of a group of people.\n\n${mdTable(head, body)}\n\nWork out the number missing from the cell marked ?.`,
      answer: integerAnswer(target),
      misconceptions: intWrongs([
        [at(rowT, tr), "That is the row total. Subtract the other numbers in the row."],
        [at(colT, tc), "That is the column total. Subtract the other numbers in the column."],
        [at(rowT, tr) + at(colT, tc) - all, "Use one row or one column, with its total."],
        [all - at(rowT, tr), "Use the numbers in the same row or column as the missing cell."],
        [sum(at(grid, tr)) - target + at(rowT, tr), "Subtract the other numbers from the total; don't add them."],
        ...slips(target, "subtraction"),
      ]),
      solution: [...steps, `So the missing number is $${target}$.`],
      hint: "Each row and each column adds up to its total. Find a row or column with only one number missing.",
      difficulty: level(hideExtra ? 3 : 2),
    };
  },
};

export const barChartRead: Template = {
  id: "statistics.bar-chart.read",
  title: "Read and interpret a bar chart",
  objective: "Read information from bar charts",
  topics: ["statistics.bar-charts-pictograms"],
  difficulty: [1, 3],
  generate(rng) {
    const step = rng.pick([1, 2, 5, 10]);
    const { q, cats, vals } = survey(rng, 1, 12);
    const scaled = vals.map((v) => v * step + (step >= 2 && rng.chance(0.3) ? step / 2 : 0)).map((v) => Math.round(v));
    const cq = countQuestion(rng, cats, scaled, "people");
    return {
      text: `The bar chart shows the ${q} of some people.\n\n${mdTable(
        ["Answer", "Number of people"],
        cats.map((c, x) => [c, at(scaled, x)]),
      )}\n\n${cq.ask}`,
      diagram: barChart(
        cats.map((c, x) => ({ label: c, value: at(scaled, x) })),
        step,
        `Bar chart of ${q}`,
      ),
      answer: cq.answer,
      misconceptions: cq.misconceptions,
      solution: cq.solution,
      hint: `Read the height of each bar using the scale on the vertical axis. ${cq.hint}`,
      difficulty: level(Math.min(3, cq.difficulty + (step > 1 ? 1 : 0))),
    };
  },
};

export const representingTemplates: Template[] = [tallyRead, twoWayTable, barChartRead, pictogramRead];
