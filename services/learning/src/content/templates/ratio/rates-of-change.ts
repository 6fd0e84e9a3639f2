/** Gradients of graphs as rates of change: speeds from distance-time graphs, rates from lines and curves. */

import { DP, decimalAnswer, EXACT } from "../../core/answers.js";
import { type Mover, realisticSpeed } from "../../core/contexts.js";
import { units } from "../../core/english.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { plot, polyline } from "../statistics/charts.js";
import { F, level, names, numWrongs, texVal } from "./kit.js";

export const gradientRate: Template = {
  id: "ratio.rates-of-change.distance-time-gradient",
  title: "Read a rate of change from the gradient of a graph",
  objective: "Interpret gradients as rates of change",
  topics: ["ratio.rates-of-change-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    // a journey out, a stop and a journey back; times in minutes, distances in km
    const [who] = names(rng, 1);
    const fast = rng.bool();
    // both legs at a realistic speed for a car or a bike (core/contexts.ts)
    const mover = fast ? "car" : "cyclist";
    let t1: number;
    let t3: number;
    let d: number;
    do {
      t1 = rng.pick([10, 15, 20, 30, 40, 45, 60]);
      t3 = rng.pick([15, 20, 30, 40, 45, 60, 90]);
      d = rng.int(3, 40);
    } while (!realisticSpeed(mover, (d * 60) / t1) || !realisticSpeed(mover, (d * 60) / t3));
    const stop = rng.pick([10, 15, 20, 30]);
    const pts = [
      { x: 0, y: 0 },
      { x: t1, y: d },
      { x: t1 + stop, y: d },
      { x: t1 + stop + t3, y: 0 },
    ];
    const total = t1 + stop + t3;
    const xStep = total <= 90 ? 10 : total <= 180 ? 20 : 30;
    const xMax = Math.ceil(total / xStep) * xStep;
    const yStep = d <= 10 ? 1 : d <= 20 ? 2 : 5;
    const yMax = Math.ceil(d / yStep) * yStep;
    const diagram = plot(
      { min: 0, max: xMax, step: xStep, label: "Time (minutes)" },
      { min: 0, max: yMax, step: yStep, label: "Distance from home (km)" },
      (f) => polyline(f, pts),
      `Distance-time graph: (0, 0), (${t1}, ${d}), (${t1 + stop}, ${d}), (${total}, 0)`,
    );
    const back = rng.bool();
    const tt = back ? t3 : t1;
    const speed = F(d * 60, tt);
    const rule = speed.mul(10).d === 1n ? EXACT : DP(1);
    return {
      text: `The distance-time graph shows ${who}'s ${fast ? "car journey" : "bike ride"}. The graph joins the points (time in minutes, distance in km) $(0, 0)$, $(${t1}, ${d})$, $(${t1 + stop}, ${d})$ and $(${total}, 0)$ with straight lines. Work out ${who}'s speed on the ${back ? "way home" : "way out"}, in km/h.${rule.kind === "exact" ? "" : " Give your answer to 1 decimal place."}`,
      diagram,
      answer: decimalAnswer(speed, rule, "km/h"),
      misconceptions: numWrongs([
        [F(d, tt), "That is km per minute (the gradient). Multiply by 60 for km/h."],
        [F(tt, d), "Speed is distance ÷ time, not time ÷ distance."],
        [F(d * 60, total), "Use only the time for that part of the journey."],
        [F(d), "That is the distance, not the speed."],
        [F(d * 60, back ? t1 : t3), `Read the time for the ${back ? "way home" : "way out"}, not the other part.`],
      ]),
      solution: [
        `On the ${back ? "way home" : "way out"} ${who} travels $${d}$ km in $${tt}$ minutes.`,
        `Gradient $= ${d} \\div ${tt}$ km per minute; $\\times 60$: $${texVal(speed.round(3))}$ km/h${rule.kind === "exact" ? "" : ` $\\approx ${tn(decimalAnswer(speed, rule).value)}$ km/h`}`,
      ],
      hint: "The gradient of a distance-time graph is the speed. Change minutes into hours.",
      difficulty: level(rule.kind === "exact" && tt % 60 === 0 ? 4 : 5),
    };
  },
};

/** [quantity, unit, time unit, rising?] for straight-line graphs */
const LINES = [
  ["volume of water in a tank", "litres", "minutes", true],
  ["amount of fuel in a tank", "litres", "hours", false],
  ["depth of snow", "cm", "hours", true],
  ["temperature of a cooling drink", "°C", "minutes", false],
  ["number of people in a queue", "people", "minutes", true],
] as const;

/** [object, quantity, a (in y = a t² + b t), unit, time unit, the mover whose speed range applies] */
const CURVES: readonly (readonly [string, string, number, number, string, string, Mover | null])[] = [
  ["A stone is dropped down a well.", "The distance it has fallen", 5, 0, "m", "seconds", null],
  ["A car accelerates from rest.", "The distance it has travelled", 2, 0, "m", "seconds", "car"],
  ["A snowball rolls down a hill.", "Its distance from the top", 1, 2, "m", "seconds", null],
  ["A cyclist speeds up.", "The distance travelled", 1, 2, "m", "seconds", "cyclist"],
];

/** the lexicon's name for each rate of LINES (marking/units.ts) */
const RATE_UNITS: Record<string, string> = {
  "litres/minutes": "litres/min",
  "litres/hours": "litres/h",
  "cm/hours": "cm/h",
};

export const averageRate: Template = {
  id: "ratio.rates-of-change.average-rate",
  title: "Rates of change from straight-line graphs and average rates for curves",
  topics: ["ratio.rates-of-change-graphs"],
  difficulty: [4, 5],
  generate(rng) {
    if (rng.chance(0.5)) {
      const [what, unit, per, rising] = rng.pick(LINES);
      const rate = F(rng.int(1, 40), rng.pick([1, 2, 4, 5]));
      const start = rising ? rng.int(5, 50) : rng.int(200, 600);
      const t1 = rng.int(1, 4) * 2;
      const t2 = t1 + rng.pick([2, 4, 5, 6, 8, 10]);
      const y = (t: number) => F(start).add(rate.mul(t).mul(rising ? 1 : -1));
      const [y1, y2] = [y(t1), y(t2)];
      if (y2.compare(0) < 0 || y1.d !== 1n || y2.d !== 1n) return averageRate.generate(rng);
      const tMax = t2 + 2;
      const yTop = Math.max(Number(y(0)), Number(y(tMax)));
      const yStep = yTop <= 50 ? 5 : yTop <= 150 ? 20 : yTop <= 400 ? 50 : 100;
      const diagram = plot(
        { min: 0, max: tMax, step: tMax <= 12 ? 1 : 2, label: `Time (${per})` },
        { min: 0, max: Math.ceil(Math.max(yTop, 1) / yStep) * yStep, step: yStep, label: `${unit}` },
        (f) =>
          polyline(
            f,
            [
              { x: 0, y: Number(y(0)) },
              { x: tMax, y: Number(y(tMax)) },
            ],
            false,
          ).concat(
            polyline(
              f,
              [
                { x: t1, y: Number(y1) },
                { x: t2, y: Number(y2) },
              ],
              true,
            ).slice(1),
          ),
        `Straight-line graph of the ${what} through (${t1}, ${Number(y1)}) and (${t2}, ${Number(y2)})`,
      );
      const dy = y2.sub(y1).abs();
      return {
        text: `The graph shows the ${what}${unit === "people" ? "" : ` (in ${unit})`} over time. It is a straight line through $(${t1}, ${tn(Number(y1))})$ and $(${t2}, ${tn(Number(y2))})$. At what rate is the ${what} ${rising ? "increasing" : "decreasing"}, in ${unit} per ${per.slice(0, -1)}?`,
        diagram,
        // "people per minute" and "°C per minute" are no units of the lexicon: the rate is a number
        answer: decimalAnswer(rate, EXACT, RATE_UNITS[`${unit}/${per}`] ?? ""),
        misconceptions: numWrongs([
          [F(t2 - t1).div(dy), "Rate of change = change in the quantity ÷ change in time, not the other way round."],
          [dy, "Divide the change by the time it took."],
          [y2.div(t2).abs(), "Use the change between the two points, not a single reading."],
          [y1.add(y2).div(2), "The rate is how fast it changes: change ÷ time."],
          [rate.mul(2), "Check the change in time between the two points."],
        ]),
        solution: [
          `Change: $${tn(Number(y2))} - ${tn(Number(y1))} = ${texVal(y2.sub(y1))}$ ${units(dy.valueOf(), unit)} in $${t2} - ${t1} = ${t2 - t1}$ ${per}.`,
          `Rate $= ${texVal(dy)} \\div ${t2 - t1} = ${texVal(rate)}$ ${units(rate.valueOf(), unit)} per ${per.slice(0, -1)} (the gradient${rising ? "" : ", ignoring its minus sign"}).`,
        ],
        hint: "The gradient of the line is the rate of change: change in the vertical value ÷ change in time.",
        difficulty: 4,
      };
    }
    const [story, quantity, a, b, unit, per, mover] = rng.pick(CURVES);
    const d = (t: number) => a * t * t + b * t;
    // the average speed (m/s, so × 3.6 for km/h) must be realistic for a car or a cyclist
    let t1: number;
    let t2: number;
    do {
      t1 = rng.int(1, 6);
      t2 = t1 + rng.int(1, 5);
    } while (mover && !realisticSpeed(mover, ((d(t2) - d(t1)) / (t2 - t1)) * 3.6));
    const avg = F(d(t2) - d(t1), t2 - t1);
    const formula = `${a === 1 ? "" : a}t^2${b ? ` + ${b === 1 ? "" : b}t` : ""}`;
    const rule = avg.mul(10).d === 1n ? EXACT : DP(1);
    return {
      text: `${story} ${quantity}, $d$ ${unit}, after $t$ ${per} is given by $d = ${formula}$. Work out the average speed between $t = ${t1}$ and $t = ${t2}$, in ${unit} per second.${rule.kind === "exact" ? "" : " Give your answer to 1 decimal place."}`,
      answer: decimalAnswer(avg, rule, `${unit}/s`),
      misconceptions: numWrongs([
        [F(d(t2), t2), `That is the average speed from $t = 0$. Use the change between $t = ${t1}$ and $t = ${t2}$.`],
        [F(d(t2) - d(t1)), "Divide the distance by the time taken."],
        [
          F(2 * a * t2 + b),
          `That is how fast it is going at $t = ${t2}$ (the gradient of the tangent), not the average.`,
        ],
        [F(d(t2) + d(t1), 2), "Average speed = change in distance ÷ change in time."],
        [F(t2 - t1, Math.max(1, d(t2) - d(t1))), "Speed = distance ÷ time, not time ÷ distance."],
      ]),
      solution: [
        `At $t = ${t1}$: $d = ${d(t1)}$; at $t = ${t2}$: $d = ${d(t2)}$.`,
        `Average speed $= \\dfrac{${d(t2)} - ${d(t1)}}{${t2} - ${t1}} = ${texVal(avg.round(3))}$ ${unit}/s (the gradient of the chord).`,
      ],
      hint: "Average rate of change = change in d ÷ change in t: the gradient of the straight line joining the two points.",
      difficulty: level(t2 - t1 === 1 ? 4 : 5),
    };
  },
};

export const rateOfChangeTemplates: Template[] = [gradientRate, averageRate];
