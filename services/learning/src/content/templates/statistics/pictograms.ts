/** Pictograms with a key (whole and part symbols). */
import { decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decWrongs, F, intWrongs, level, sum, texVal } from "../ratio/kit.js";
import { pictogram } from "./charts.js";
import { mdTable, slips } from "./stats-kit.js";

export const pictogramRead: Template = {
  id: "statistics.pictogram.read",
  title: "Read a pictogram with a key",
  objective: "Use the key to read and draw pictograms",
  topics: ["statistics.bar-charts-pictograms"],
  difficulty: [1, 3],
  generate(rng) {
    const key = rng.pick([2, 4, 4, 6, 8, 10, 12, 20]);
    const parts = key % 4 === 0 ? 4 : 2;
    const [days, prep, other] = rng.pick([
      [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "on", "on Saturday"],
      [["Class A", "Class B", "Class C", "Class D"], "for", "for Class E"],
      [["January", "February", "March", "April", "May"], "in", "in June"],
      [["Week 1", "Week 2", "Week 3", "Week 4", "Week 5"], "in", "in Week 6"],
    ] as const);
    const [noun, verb] = rng.pick([
      ["ice creams", "sold"],
      ["books", "borrowed from a library"],
      ["cakes", "sold at a bake sale"],
      ["tickets", "sold for a show"],
      ["bottles", "recycled"],
      ["pizzas", "delivered"],
    ] as const);
    const thing = `${noun} ${verb}`;
    const k = rng.int(3, days.length);
    const labels = days.slice(0, k);
    const counts = labels.map(() => rng.int(1, 6 * parts) / parts);
    const vals = counts.map((c) => c * key);
    const symbolWords = (c: number) => {
      const whole = Math.floor(c);
      const frac = c - whole;
      const fw =
        frac === 0
          ? ""
          : frac === 0.5
            ? "half a symbol"
            : frac === 0.25
              ? "a quarter of a symbol"
              : "three quarters of a symbol";
      if (whole === 0) return fw;
      return `${whole} whole symbol${whole === 1 ? "" : "s"}${fw ? ` and ${fw}` : ""}`;
    };
    const intro = `The pictogram shows the number of ${thing}. Key: one circle stands for $${key}$ ${noun}.\n\n${mdTable(
      ["", "Symbols"],
      labels.map((l, x) => [l, symbolWords(at(counts, x))]),
    )}\n\n`;
    const diagram = pictogram(
      labels.map((l, x) => ({ label: l, value: at(vals, x) })),
      key,
      `Pictogram of ${thing}`,
    );
    const i = rng.int(0, k - 1);
    const c = at(counts, i);
    const v = at(vals, i);
    const variant = rng.pick(["read", "read", "total", "symbols"] as const);
    if (variant === "symbols") {
      const target = rng.int(1, 6 * parts) / parts;
      const newV = target * key;
      return {
        text: `${intro}${other[0]?.toUpperCase()}${other.slice(1)}, $${tn(newV)}$ ${noun} were ${verb}. How many circles should be drawn ${other}? Give your answer as a decimal if needed.`,
        diagram,
        answer: decimalAnswer(F(newV, key), { kind: "exact" }, ""), // a number of circles
        misconceptions: decWrongs(
          [
            [F(newV), "Each circle stands for more than one: divide by the key."],
            [F(newV * key), "Divide by the key; don't multiply."],
            [
              F(newV, key).floor().equals(F(newV, key)) ? null : F(newV, key).floor(),
              "Part of a circle can be drawn too.",
            ],
            [F(newV, key).add(1), "Check your division by the key."],
            [F(newV, key).sub(F(1, 2)), "Check your division by the key."],
            [F(key, newV), "Divide the number by the key, not the key by the number."],
            [F(newV, key).mul(2), `Each circle stands for $${key}$.`],
            [F(newV, key).add(F(1, 2)), "Check your division by the key."],
          ],
          EXACT,
        ),
        solution: [`$${tn(newV)} \\div ${key} = ${texVal(F(newV, key))}$ circles`],
        hint: `Each circle stands for $${key}$. Divide by $${key}$.`,
        difficulty: 3,
      };
    }
    if (variant === "total") {
      const total = sum(vals);
      return {
        text: `${intro}How many ${noun} were ${verb} altogether?`,
        diagram,
        answer: integerAnswer(total, ""),
        misconceptions: intWrongs([
          [sum(counts), "That is the number of symbols. Multiply by the key."],
          [sum(counts.map((x) => Math.floor(x))) * key, "Count the part-circles too."],
          [sum(counts.map((x) => Math.ceil(x))) * key, "A part-circle stands for only part of the key."],
          [total + key, "Count the symbols in each row again."],
          [total - key, "Count the symbols in each row again."],
          ...slips(total, "reading of the key"),
        ]),
        solution: [
          `Symbols: $${counts.map((x) => texVal(F(x))).join(" + ")} = ${texVal(F(sum(counts)))}$`,
          `$${texVal(F(sum(counts)))} \\times ${key} = ${tn(total)}$`,
        ],
        hint: `Each circle stands for $${key}$.`,
        difficulty: level(parts === 4 ? 3 : 2),
      };
    }
    return {
      text: `${intro}How many ${noun} were ${verb} ${prep} ${at(labels, i)}?`,
      diagram,
      answer: integerAnswer(v, ""),
      misconceptions: intWrongs([
        [c === Math.floor(c) ? null : c, "Multiply the number of symbols by the key."],
        [Math.floor(c) * key, "Count the part-circle too."],
        [Math.ceil(c) * key, "A part-circle stands for part of the key."],
        [Math.floor(c) + key, "Multiply the number of symbols by the key."],
        [c === Math.floor(c) ? c : null, "Multiply the number of symbols by the key."],
        [v + key, "Count the symbols in that row again."],
        [v * 2, "Each circle stands for the key, not double it."],
        ...slips(v, "reading of the key"),
      ]),
      solution: [`$${texVal(F(c))} \\times ${key} = ${tn(v)}$`],
      hint: `Each whole circle stands for $${key}$; half a circle stands for $${key / 2}$.`,
      difficulty: level(c === Math.floor(c) ? 1 : parts === 4 ? 3 : 2),
    };
  },
};
