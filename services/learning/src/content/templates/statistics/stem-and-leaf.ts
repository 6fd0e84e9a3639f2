/** Reading a stem-and-leaf diagram: averages and the range. */
import { decimalAnswer, EXACT, integerAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, decWrongs, F, intWrongs, level } from "../ratio/kit.js";
import { contextUnit, mdTable, medianOf, nth, slips, sortNum, uniqueMode } from "./stats-kit.js";

export const stemAndLeaf: Template = {
  id: "statistics.stem-and-leaf.read",
  title: "Read a stem-and-leaf diagram",
  objective: "Find averages and the range from a stem-and-leaf diagram",
  topics: ["statistics.stem-and-leaf"],
  difficulty: [3, 4],
  generate(rng) {
    const [what, unit] = rng.pick([
      ["the ages of people at a concert", "years"],
      ["the marks in a test", "marks"],
      ["the times, in seconds, to run 200 m", "seconds"],
      ["the number of passengers on some buses", "passengers"],
      ["the masses, in kg, of some dogs", "kg"],
    ] as const);
    const n = rng.int(11, 19);
    const lo = rng.int(1, 4);
    const hi = lo + rng.int(2, 4);
    let xs: number[];
    do xs = Array.from({ length: n }, () => rng.int(lo * 10, hi * 10 + 9));
    while (uniqueMode(xs) === null);
    const s = sortNum(xs);
    const rows = [];
    for (let st = Math.floor(at(s, 0) / 10); st <= Math.floor(at(s, n - 1) / 10); st++)
      rows.push([
        `$${st}$`,
        s
          .filter((v) => Math.floor(v / 10) === st)
          .map((v) => v % 10)
          .join(" ") || " ",
      ]);
    const ex = at(s, 0);
    const intro = `The stem-and-leaf diagram shows ${what}.\n\n${mdTable(["Stem", "Leaf"], rows)}\n\nKey: $${Math.floor(ex / 10)}$ | $${ex % 10}$ means $${ex}$ ${unit}.\n\n`;
    const variant = rng.pick(["median", "range", "mode", "count"] as const);
    const med = medianOf(xs);
    if (variant === "median" || variant === "range") {
      const isMed = variant === "median";
      const val = isMed ? med : F(at(s, n - 1) - at(s, 0));
      const leaves = s.map((v) => v % 10);
      return {
        text: `${intro}${isMed ? "Find the median." : "Work out the range."}`,
        answer: decimalAnswer(val, { kind: "exact" }, contextUnit({ unit })),
        misconceptions: decWrongs(
          isMed
            ? [
                [medianOf(leaves), "Use the whole values (stem and leaf together), not just the leaves."],
                [F(n + 1, 2), "That is the position of the median. Give the value in that position."],
                [
                  F(at(s, 0) + at(s, n - 1), 2),
                  "The median is the middle value when the values are in order, not halfway between the ends.",
                ],
                [F(Math.floor(med.valueOf() / 10)), "Include the leaf as well as the stem."],
                ...slips(med, "counting"),
              ]
            : [
                [F(Math.max(...leaves) - Math.min(...leaves)), "Use the whole values, not just the leaves."],
                [F(at(s, n - 1)), "The range is largest − smallest."],
                [F(hi - lo), "Use the largest and smallest values, not the stems."],
                [F(at(s, n - 1) + at(s, 0)), "Subtract the smallest from the largest."],
                ...slips(val, "largest and smallest values"),
              ],
          EXACT,
        ),
        solution: isMed
          ? [
              `There are $${n}$ values, so the median is the ${n % 2 ? `${nth((n + 1) / 2)} value` : `mean of the ${nth(n / 2)} and ${nth(n / 2 + 1)} values`}.`,
              `Counting through the ordered leaves: median $= ${tn(med.toString())}$`,
            ]
          : [
              `Smallest $= ${at(s, 0)}$, largest $= ${at(s, n - 1)}$`,
              `Range $= ${at(s, n - 1)} - ${at(s, 0)} = ${at(s, n - 1) - at(s, 0)}$`,
            ],
        hint: isMed
          ? "The values are already in order. Count to the middle one."
          : "The smallest value is the first leaf on the top row; the largest is the last leaf on the bottom row.",
        difficulty: level(isMed && n % 2 === 0 ? 4 : 3),
      };
    }
    if (variant === "mode") {
      const mode = uniqueMode(xs) as number;
      return {
        text: `${intro}Write down the mode.`,
        answer: integerAnswer(mode, contextUnit({ unit })),
        misconceptions: intWrongs([
          [mode % 10, "Include the stem: the key shows how to read a value."],
          [xs.filter((v) => v === mode).length, "That is how many times the mode appears."],
          [Number(med.floor()), "That is about the median. The mode is the value that appears most often."],
          [at(s, n - 1), "The mode is the most common value."],
          ...slips(mode, "reading of the key"),
        ]),
        solution: [`$${mode}$ appears $${xs.filter((v) => v === mode).length}$ times, more than any other value.`],
        hint: "Look for the leaf that appears most often in one row.",
        difficulty: 3,
      };
    }
    const cut = rng.int(lo * 10 + 5, hi * 10 + 2);
    const count = xs.filter((v) => v > cut).length;
    return {
      text: `${intro}How many of the values are greater than $${cut}$?`,
      answer: integerAnswer(count, ""),
      misconceptions: intWrongs([
        [
          xs.filter((v) => v >= cut).length === count ? null : xs.filter((v) => v >= cut).length,
          `'Greater than' does not include $${cut}$ itself.`,
        ],
        [n - count, "That is how many are not greater."],
        [
          xs.filter((v) => Math.floor(v / 10) > Math.floor(cut / 10)).length,
          "Include the values in the same row that are bigger too.",
        ],
        [n, "Only count the values greater than the number."],
        ...slips(count, "counting"),
      ]),
      solution: [
        `The values greater than $${cut}$ are $${s.filter((v) => v > cut).join(",\\ ") || "none"}$: there are $${count}$.`,
      ],
      hint: "Read each value using the key, then count those bigger than the number.",
      difficulty: 3,
    };
  },
};
