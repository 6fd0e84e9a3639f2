/** Pie charts (angles and reading) and line graphs. */

import { choiceAnswer, fractionAnswer, integerAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import { texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, choiceWrongs, F, fracWrongs, intWrongs, level } from "../ratio/kit.js";
import { categoryLineChart, pieChart } from "./charts.js";
import { contextUnit, mdTable, signedIntWrongs, slips } from "./stats-kit.js";

const PIE_TOPICS = [
  { what: "how some pupils travel to school", cats: ["Walk", "Bus", "Car", "Cycle", "Train"] },
  { what: "the favourite fruit of some children", cats: ["Apple", "Banana", "Mango", "Grapes", "Orange"] },
  { what: "the types of vehicle passing a school", cats: ["Cars", "Vans", "Lorries", "Buses", "Bikes"] },
  { what: "how some adults spend their lunch break", cats: ["Eating", "Reading", "Walking", "Phone", "Talking"] },
  { what: "the favourite sport of some pupils", cats: ["Football", "Cricket", "Tennis", "Hockey", "Rugby"] },
] as const;

const TOTALS = [12, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180];

/** frequencies for k categories adding up to a total that divides 360 */
function pieData(rng: Rng) {
  const t = rng.pick(PIE_TOPICS);
  const k = rng.int(3, 5);
  const cats = rng.sample(t.cats, k);
  for (;;) {
    const total = rng.pick(TOTALS);
    if (total < k * 2) continue;
    // random composition of total into k positive parts
    const cuts = rng.distinctInts(k - 1, 1, total - 1).sort((a, b) => a - b);
    const fs = [...cuts, total].map((c, i) => c - (i === 0 ? 0 : at(cuts, i - 1)));
    const per = 360 / total;
    return { what: t.what, cats, fs, total, per, angles: fs.map((f) => f * per) };
  }
}

export const pieAngles: Template = {
  id: "statistics.pie-chart.angles",
  title: "Work out the angles for a pie chart",
  objective: "Calculate pie chart angles from a frequency table",
  topics: ["statistics.pie-charts"],
  difficulty: [2, 4],
  generate(rng) {
    const { what, cats, fs, total, per } = pieData(rng);
    const i = rng.int(0, cats.length - 1);
    const f = at(fs, i);
    const angle = f * per;
    const table = mdTable(
      ["Answer", "Frequency"],
      cats.map((c, x) => [c, at(fs, x)]),
    );
    const pct = F(f * 100, total);
    return {
      text: `The table shows ${what}.\n\n${table}\n\nThe data is to be shown in a pie chart. Work out the angle of the sector for **${at(cats, i)}**, in degrees.`,
      answer: integerAnswer(angle, "degrees"),
      misconceptions: intWrongs([
        [f, "That is the frequency. Each person gets an equal share of 360 degrees."],
        [pct, "That is the percentage. A full pie chart is 360 degrees, not 100."],
        [per, `That is the angle for one person. Multiply by the frequency, $${f}$.`],
        [F(360, f), `Work out $${f} \\div ${total}$ of 360 degrees, not $360 \\div ${f}$.`],
        [F(360 * f, total + f), `The total frequency is $${total}$.`],
        ...slips(angle, "multiplication"),
      ]),
      solution: [
        `Total frequency $= ${fs.join(" + ")} = ${total}$`,
        `Each person is $360 \\div ${total} = ${tn(per)}$ degrees`,
        `${at(cats, i)}: $${f} \\times ${tn(per)} = ${angle}$ degrees`,
      ],
      hint: "Find the total frequency. The angle for each person is 360 ÷ total.",
      difficulty: level(total <= 36 ? 2 : total >= 72 ? 4 : 3),
    };
  },
};

export const pieRead: Template = {
  id: "statistics.pie-chart.read",
  title: "Interpret a pie chart",
  objective: "Find frequencies and fractions from a pie chart",
  topics: ["statistics.pie-charts"],
  difficulty: [2, 4],
  generate(rng) {
    const { what, cats, fs, total, angles } = pieData(rng);
    const scale = rng.pick([1, 2, 3, 4, 5, 10]);
    const people = total * scale;
    const i = rng.int(0, cats.length - 1);
    const a = at(angles, i);
    const freq = at(fs, i) * scale;
    const table = mdTable(
      ["Answer", "Angle"],
      cats.map((c, x) => [c, `$${at(angles, x)}^\\circ$`]),
    );
    const diagram = pieChart(
      cats.map((c, x) => ({ label: `${c} ${at(angles, x)}°`, degrees: at(angles, x) })),
      `Pie chart of ${what}`,
    );
    const intro = `The pie chart shows ${what}. The angles are:\n\n${table}\n\n`;
    const variant = rng.pick(["count", "count", "total", "fraction"] as const);
    if (variant === "fraction") {
      const f = F(a, 360);
      return {
        text: `${intro}What fraction chose ${at(cats, i)}? Give your answer in its simplest form.`,
        diagram,
        answer: fractionAnswer(f, "simplest", { unit: "" }),
        misconceptions: fracWrongs([
          [F(a, 100), "A full circle is 360 degrees, not 100."],
          [F(1, cats.length), "The sectors are not all the same size."],
          [F(360 - a, 360), `That is the fraction who did not choose ${at(cats, i)}.`],
          [F(a, 180), "A full circle is 360 degrees."],
          [F(a + 10, 360), "Check the angle again."],
          [F(360, a), "The angle goes on top, over 360."],
          [F(a - 5, 360), "Check the angle again."],
        ]),
        solution: [`Fraction $= \\frac{${a}}{360} = ${texFrac(f)}$`],
        hint: "The fraction is the angle out of 360 degrees.",
        difficulty: 3,
      };
    }
    if (variant === "total") {
      return {
        text: `${intro}$${freq}$ ${plural(freq, "person")} chose ${at(cats, i)}. How many people were asked altogether?`,
        diagram,
        answer: integerAnswer(people, ""),
        misconceptions: intWrongs([
          [F(freq * a, 360), "Divide by the angle to find how many degrees stand for one person."],
          [F(freq * 100, a), "A full circle is 360 degrees, not 100."],
          [freq * cats.length, "The sectors are not all the same size."],
          [360, "That is the number of degrees in the whole circle."],
          [
            (360 / a) % 1 === 0 ? 360 / a : null,
            `That is how many times the sector fits in the circle. Multiply it by the $${freq}$ people.`,
          ],
          [people * 2, "Scale up from the sector to the whole 360 degrees."],
          ...slips(people, "scale factor"),
        ]),
        solution: [
          `$${a}$ degrees stands for $${freq}$ ${plural(freq, "person")}`,
          `$360$ degrees stands for $${freq} \\times \\frac{360}{${a}} = ${tn(people)}$ people`,
        ],
        hint: "The whole circle (360 degrees) stands for everyone. Scale up from the sector you know.",
        difficulty: 4,
      };
    }
    return {
      text: `${intro}$${tn(people)}$ people were asked altogether. How many chose ${at(cats, i)}?`,
      diagram,
      answer: integerAnswer(freq, ""),
      misconceptions: intWrongs([
        [a, "That is the angle. Work out that fraction of the people."],
        [F(a * people, 100), "A full circle is 360 degrees, not 100."],
        [F(people, cats.length), "The sectors are not all the same size."],
        [F(people * 360, a), `Work out $\\frac{${a}}{360}$ of $${people}$.`],
        [people - freq, `That is the number who did not choose ${at(cats, i)}.`],
        ...slips(freq, "fraction of the total"),
      ]),
      solution: [
        `${at(cats, i)} is $\\frac{${a}}{360}$ of the circle`,
        `$\\frac{${a}}{360} \\times ${tn(people)} = ${tn(freq)}$`,
      ],
      hint: "The sector is (angle ÷ 360) of the whole pie chart.",
      difficulty: level(scale === 1 ? 2 : 3),
    };
  },
};

const LINE_CONTEXTS = [
  {
    title: "the temperature in a garden, in degrees Celsius",
    noun: "the temperature",
    prep: "at",
    unit: "degrees",
    labels: ["6 am", "8 am", "10 am", "12 pm", "2 pm", "4 pm", "6 pm"],
    x: "Time",
    y: "Temperature (°C)",
    lo: -4,
    hi: 28,
    step: 2,
  },
  {
    title: "the height of a sunflower, in cm",
    noun: "the height of the sunflower",
    prep: "in",
    unit: "cm",
    labels: ["Week 1", "Week 2", "Week 3", "Week 4", "Week 5", "Week 6"],
    x: "Week",
    y: "Height (cm)",
    lo: 0,
    hi: 120,
    step: 10,
    rising: true,
  },
  {
    title: "the number of visitors to a museum each month",
    noun: "the number of visitors",
    prep: "in",
    unit: "visitors",
    labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul"],
    x: "Month",
    y: "Visitors",
    lo: 100,
    hi: 900,
    step: 50,
  },
  {
    title: "the number of ice creams sold by a shop each day",
    noun: "the number of ice creams sold",
    prep: "on",
    unit: "ice creams",
    labels: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    x: "Day",
    y: "Ice creams sold",
    lo: 5,
    hi: 80,
    step: 5,
  },
] as const;

export const lineGraphRead: Template = {
  id: "statistics.line-graph.read",
  title: "Read and interpret a line graph",
  objective: "Read values and changes from line graphs",
  topics: ["statistics.line-graphs"],
  difficulty: [1, 3],
  generate(rng) {
    const c = rng.pick(LINE_CONTEXTS);
    const k = rng.int(5, c.labels.length);
    const labels = c.labels.slice(0, k);
    const steps = (c.hi - c.lo) / c.step;
    let vals: number[];
    if ("rising" in c) {
      const incs = rng.distinctInts(k, 1, steps).sort((a, b) => a - b);
      vals = incs.map((v) => c.lo + v * c.step);
    } else vals = labels.map(() => c.lo + rng.int(0, steps) * c.step);
    const yMax = Math.max(...vals) + c.step;
    const yMin = Math.min(0, Math.min(...vals) - (c.lo < 0 ? c.step : 0));
    const yStep = c.step * ((yMax - yMin) / c.step > 12 ? 2 : 1);
    const top = yMin + Math.ceil((yMax - yMin) / yStep) * yStep;
    const diagram = categoryLineChart(
      labels,
      vals,
      { min: yMin, max: top, step: yStep, label: c.y },
      c.x,
      `Line graph of ${c.title}`,
    );
    const intro = `The line graph shows ${c.title}.\n\n${mdTable(
      [c.x, c.y.replace("°C", "degrees C")],
      labels.map((l, x) => [l, at(vals, x)]),
    )}\n\n`;
    const variant = rng.pick(["read", "change", "change", "biggest-rise", "range"] as const);
    if (variant === "biggest-rise") {
      const rises = vals.slice(1).map((v, x) => v - at(vals, x));
      const best = Math.max(...rises);
      if (k < 6 || best <= 0 || rises.filter((r) => r === best).length > 1) return lineGraphRead.generate(rng);
      const j = rises.indexOf(best);
      const opts = rises.map((_, x) => `${at(labels, x)} to ${at(labels, x + 1)}`);
      const spec = choiceAnswer(rng, at(opts, j), rng.shuffle(opts.filter((_, x) => x !== j)), 5);
      return {
        text: `${intro}Between which two neighbouring ${c.x.toLowerCase()}s did ${c.noun} increase the most?`,
        diagram,
        answer: spec,
        misconceptions: choiceWrongs(
          spec,
          () =>
            "Work out each change (later value − earlier value) and find the biggest increase, i.e. the steepest upward line.",
        ),
        solution: [
          `Changes: ${rises.map((r, x) => `${at(opts, x)}: $${r > 0 ? "+" : ""}${r}$`).join(", ")}`,
          `The biggest increase is $${best}$, from ${at(opts, j)}.`,
        ],
        hint: "The steepest upward part of the line shows the biggest increase.",
        difficulty: 3,
      };
    }
    const [i, j] = rng.distinctInts(2, 0, k - 1).sort((a, b) => a - b) as [number, number];
    if (variant === "change") {
      const d = at(vals, j) - at(vals, i);
      const word = d >= 0 ? "increase" : "decrease";
      return {
        text: `${intro}By how much did ${c.noun} ${word} from ${at(labels, i)} to ${at(labels, j)}?`,
        diagram,
        answer: integerAnswer(Math.abs(d), contextUnit(c)),
        misconceptions: signedIntWrongs([
          [at(vals, i) + at(vals, j), "Find the difference: subtract."],
          [at(vals, j), `That is the value at ${at(labels, j)}. Subtract the value at ${at(labels, i)}.`],
          [at(vals, i), "Find the difference between the two values."],
          [Math.abs(d) + c.step, "Read each value carefully from the scale."],
          [Math.abs(d) - c.step, "Read each value carefully from the scale."],
          [Math.abs(d) + 1, "Check your subtraction."],
        ]),
        solution: [
          `${at(labels, i)}: $${at(vals, i)}$, ${at(labels, j)}: $${at(vals, j)}$`,
          `Difference $= ${Math.max(at(vals, i), at(vals, j))} - ${paren(Math.min(at(vals, i), at(vals, j)))} = ${Math.abs(d)}$ ${c.unit}`,
        ],
        hint: "Read both values, then subtract the smaller from the larger.",
        difficulty: level(Math.min(at(vals, i), at(vals, j)) < 0 ? 3 : 2),
      };
    }
    if (variant === "range") {
      const mx = Math.max(...vals);
      const mn = Math.min(...vals);
      return {
        text: `${intro}Work out the difference between the highest and the lowest values on the graph.`,
        diagram,
        answer: integerAnswer(mx - mn, contextUnit(c)),
        misconceptions: signedIntWrongs([
          [mx, "Subtract the lowest value from the highest."],
          [mx + mn, "Find the difference: subtract."],
          [at(vals, k - 1) - at(vals, 0), "Use the highest and lowest points, not the first and last."],
          [mx - mn + 1, "Check your subtraction."],
          [mx - mn - c.step, "Read the lowest point carefully."],
          [mx - mn + c.step, "Read the highest point carefully."],
          [mx - mn - 1, "Check your subtraction."],
        ]),
        solution: [`Highest $= ${mx}$, lowest $= ${mn}$`, `$${mx} - ${paren(mn)} = ${mx - mn}$ ${c.unit}`],
        hint: "Find the highest and lowest points, then subtract.",
        difficulty: level(mn < 0 ? 3 : 2),
      };
    }
    const v = at(vals, i);
    return {
      text: `${intro}What was ${c.noun} ${c.prep} ${at(labels, i)}?`,
      diagram,
      answer: integerAnswer(v, contextUnit(c)),
      misconceptions: signedIntWrongs([
        [at(vals, i + 1), "Read the point above the right label."],
        [i > 0 ? at(vals, i - 1) : null, "Read the point above the right label."],
        [v + c.step, "Read across to the vertical axis carefully."],
        [v - c.step, "Read across to the vertical axis carefully."],
        [v + 1, "Read across to the vertical axis carefully."],
        [v + 2 * c.step, "Read across to the vertical axis carefully."],
        [
          Math.max(...vals) === v ? null : Math.max(...vals),
          "That is the highest point. Read the point above the right label.",
        ],
      ]),
      solution: [`Go up from ${at(labels, i)} to the line, then across to the axis: $${v}$ ${c.unit}`],
      hint: "Find the label on the horizontal axis, go up to the point, then read across.",
      difficulty: 1,
    };
  },
};

const paren = (n: number) => (n < 0 ? `(${n})` : String(n));

export const pieLineTemplates: Template[] = [pieAngles, pieRead, lineGraphRead];
