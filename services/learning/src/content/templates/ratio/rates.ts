/** Exchange rates (one template per home currency) and speed, distance and time. */

import {
  choiceAnswer,
  DP,
  decimalAnswer,
  EXACT,
  integerAnswer,
  moneyAnswer,
  multiPartAnswer,
  optionId,
} from "../../core/answers.js";
import { type Mover, SPEED_KMH } from "../../core/contexts.js";
import { isTerminating, roundHalfAway } from "../../core/exact.js";
import { money, moneyPlain, tn } from "../../core/tex.js";
import type { Currency, Template } from "../../core/types.js";
import {
  type CurrencyInfo,
  decWrongs,
  F,
  level,
  moneyWrongs,
  multiWrongs,
  names,
  numWrongs,
  perCurrency,
  texVal,
} from "./kit.js";

/** [foreign currency, its name, range of the rate in hundredths per 1 unit of home currency] */
const RATES: Record<Currency, readonly (readonly [Currency, string, number, number])[]> = {
  GBP: [
    ["USD", "US dollars", 118, 135],
    ["INR", "Indian rupees", 9800, 11000],
  ],
  INR: [
    ["USD", "US dollars", 115, 125],
    ["GBP", "pounds", 90, 98],
  ],
  USD: [
    ["GBP", "pounds", 74, 84],
    ["INR", "Indian rupees", 8000, 8600],
  ],
};

/** a rate is quoted per 1 unit of home money, except rupees to others (per ₹100) */
const exchange = (c: CurrencyInfo): Template => ({
  id: "ratio.exchange.convert",
  title: "Convert between currencies using an exchange rate",
  objective: "Use exchange rates",
  topics: ["ratio.exchange-rates"],
  difficulty: [2, 4],
  generate(rng) {
    const [foreign, foreignName, lo, hi] = rng.pick(RATES[c.code]);
    const per = c.code === "INR" ? 100 : 1;
    const rate = F(rng.int(lo, hi), 100); // foreign units per `per` home units
    const symbol = c.code === "GBP" ? "£" : c.code === "INR" ? "₹" : "\\$";
    const rateText = `${symbol}${per} = ${money(Number(rate.mul(100).round()), foreign)}`;
    const variant = rng.pick(["out", "out", "back", "compare"] as const);
    if (variant === "out") {
      // whole amounts times a 2 dp rate always come to a whole number of minor units
      const amount = per * rng.int(c.code === "INR" ? 5 : 12, c.code === "INR" ? 300 : 900);
      const minor = rate.mul(amount).div(per).mul(100);
      const ans = Number(minor);
      return {
        text: `The exchange rate is ${rateText}. Change ${money(amount * 100, c.code)} into ${foreignName}.`,
        answer: moneyAnswer(ans, foreign),
        misconceptions: moneyWrongs(
          [
            [F(amount * 100 * per).div(rate), `You are changing ${c.major} into ${foreignName}: multiply by the rate.`],
            [F(amount * 100).add(rate.mul(100)), "Multiply by the rate; don't add it."],
            [
              rate.mul(100 * amount),
              per > 1
                ? `The rate is for ${`${symbol}${per}`}: divide by $${per}$ too.`
                : "Check the place value of your answer.",
            ],
            [minor.floor(), "Round to the nearest unit, don't just cut off the digits."],
            [rate.mul(100), `That is what ${`${symbol}${per}`} is worth, not ${money(amount * 100, c.code)}.`],
          ],
          foreign,
        ),
        solution: [
          `Each ${`${symbol}${per}`} is worth ${money(Number(rate.mul(100).round()), foreign)}.`,
          `${per > 1 ? `$${tn(amount)} \\div ${per} \\times ${texVal(rate)}$` : `$${tn(amount)} \\times ${texVal(rate)}$`} $= ${texVal(minor.div(100))}$, so ${money(ans, foreign)}.`,
        ],
        hint: `Multiply by the rate to change ${c.major} into ${foreignName}.`,
        difficulty: level(rate.d === 1n ? 2 : 3),
      };
    }
    const foreignAmount = rng.int(10, 800) * (foreign === "INR" ? 100 : 1);
    const homeMinor = F(foreignAmount * 100 * per).div(rate);
    const home = Number(roundHalfAway(homeMinor, DP(0)));
    if (variant === "back") {
      return {
        text: `The exchange rate is ${rateText}. Change ${money(foreignAmount * 100, foreign)} into ${c.major}. Give your answer to the nearest ${c.minor === "pence" ? "penny" : c.minor === "paise" ? "paisa" : "cent"}.`,
        answer: moneyAnswer(home, c.code),
        misconceptions: moneyWrongs(
          [
            [
              rate.mul(foreignAmount * 100).div(per),
              `You are changing ${foreignName} back into ${c.major}: divide by the rate.`,
            ],
            [homeMinor.floor(), "Round to the nearest, don't just cut off the digits."],
            [F(foreignAmount * 100).sub(rate.mul(100)), "Divide by the rate; don't subtract it."],
            [homeMinor.mul(100), "Check the place value of your answer."],
            [F(foreignAmount * 100), "Different currencies are worth different amounts: use the rate."],
          ],
          c.code,
        ),
        solution: [
          `${money(foreignAmount * 100, foreign)} $\\div ${texVal(rate)}${per > 1 ? ` \\times ${per}` : ""} = ${texVal(homeMinor.div(100).round(4))}${isTerminating(homeMinor) ? "" : "\\ldots"}$`,
          `To the nearest ${c.minor === "pence" ? "penny" : "hundredth"}: ${money(home, c.code)}`,
        ],
        hint: `Divide by the rate to change ${foreignName} into ${c.major}.`,
        difficulty: 3,
      };
    }
    // compare a price at home and abroad
    const homePrice = rng.int(20, 400) * 100 * per;
    const markup = 100 + rng.intExcept(-15, 15, [0]);
    const foreignPrice = Math.round((homePrice * Number(rate) * markup) / (per * 100 * 100)) * 100;
    const abroadInHome = F(foreignPrice * per).div(rate);
    const abroadRounded = Number(roundHalfAway(abroadInHome, DP(0)));
    if (abroadRounded === homePrice) return exchange(c).generate(rng);
    const cheaperHome = homePrice < abroadRounded;
    const diff = Math.abs(homePrice - abroadRounded);
    const [who] = names(rng, 1);
    const place = foreign === "USD" ? "New York" : foreign === "INR" ? "Mumbai" : "London";
    const choice = choiceAnswer(rng, cheaperHome ? "At home" : `In ${place}`, [
      cheaperHome ? `In ${place}` : "At home",
      "They cost the same",
    ]);
    const item = rng.pick(["pair of trainers", "camera", "watch", "games console", "guitar", "bike"]);
    return {
      text: `A ${item} costs ${money(homePrice, c.code)} at home and ${money(foreignPrice, foreign)} in ${place}. ${who} uses the exchange rate ${rateText}. Where is it cheaper, and by how much in ${c.major} (to the nearest ${c.minor === "pence" ? "penny" : c.minor === "paise" ? "paisa" : "cent"})?`,
      answer: multiPartAnswer([
        { id: "a", prompt: "Where is it cheaper?", answer: choice },
        { id: "b", prompt: `Difference in ${c.major}`, answer: moneyAnswer(diff, c.code) },
      ]),
      misconceptions: multiWrongs([
        [
          [optionId(choice, cheaperHome ? `In ${place}` : "At home"), moneyPlain(diff, c.code)],
          "Compare both prices in the same currency.",
        ],
        [
          [choice.correctId, moneyPlain(Math.abs(homePrice - foreignPrice), c.code)],
          "Change the foreign price into your currency before subtracting.",
        ],
        [
          [
            choice.correctId,
            moneyPlain(Math.abs(Math.round(Number(F(homePrice).mul(rate).div(per))) - foreignPrice), c.code),
          ],
          `The difference was found in ${foreignName}: the question asks for ${c.major}.`,
        ],
        [
          [optionId(choice, "They cost the same"), moneyPlain(diff, c.code)],
          "Work out both prices in the same currency and compare.",
        ],
      ]),
      solution: [
        `${money(foreignPrice, foreign)} $\\div ${texVal(rate)}${per > 1 ? ` \\times ${per}` : ""}$ $\\approx$ ${money(abroadRounded, c.code)}`,
        `${money(Math.max(homePrice, abroadRounded), c.code)} $-$ ${money(Math.min(homePrice, abroadRounded), c.code)} = ${money(diff, c.code)}, cheaper ${cheaperHome ? "at home" : `in ${place}`}.`,
      ],
      hint: "Change the foreign price into your own currency, then compare.",
      difficulty: 4,
    };
  },
});

/** minutes as "2 hours 15 minutes" */
function hm(min: number): string {
  const h = Math.floor(min / 60);
  const m = min % 60;
  const hs = h === 0 ? "" : `$${h}$ hour${h === 1 ? "" : "s"}`;
  const ms = m === 0 ? "" : `$${m}$ minutes`;
  return [hs, ms].filter(Boolean).join(" ");
}

const TRAVELLERS: readonly (readonly [string, Mover])[] = [
  ["A train", "train"],
  ["A cyclist", "cyclist"],
  ["A coach", "bus"],
  ["A lorry", "lorry"],
  ["A car", "car"],
  ["A ferry", "ferry"],
  ["A runner", "runner"],
];

export const speedDistanceTime: Template = {
  id: "ratio.speed.distance-time",
  title: "Find speed, distance or time",
  objective: "Use speed = distance ÷ time",
  topics: ["ratio.speed-distance-time"],
  difficulty: [2, 4],
  generate(rng) {
    const [who, mover] = rng.pick(TRAVELLERS);
    const minutes = rng.pick([15, 20, 30, 40, 45, 60, 75, 90, 100, 120, 135, 150, 180, 210, 240, 270]);
    const [lo, hi] = SPEED_KMH[mover];
    let speed: number;
    do speed = rng.int(lo, Math.min(hi, 200));
    while ((speed * minutes) % 60 !== 0);
    const dist = (speed * minutes) / 60;
    const find = rng.pick(["speed", "distance", "time"] as const);
    const hours = F(minutes, 60);
    const dec = Number(Math.floor(minutes / 60)) + (minutes % 60) / 100; // 1 h 30 min read as 1.30
    const hard = minutes % 60 !== 0;
    if (find === "speed")
      return {
        text: `${who} travels $${tn(dist)}$ km in ${hm(minutes)}. Work out its average speed in km/h.`,
        answer: integerAnswer(speed, "km/h"),
        misconceptions: numWrongs([
          [dist / dec, `${hm(minutes)} is not $${dec}$ hours: change the minutes into a fraction of an hour.`],
          [dist * Number(hours), "Speed = distance ÷ time, not distance × time."],
          [dist / minutes, "That is km per minute. Multiply by 60 for km per hour."],
          [dist / (minutes / 100), "There are 60 minutes in an hour, not 100."],
          [Number(hours) / dist, "Speed = distance ÷ time."],
        ]),
        solution: [
          `${hm(minutes)} $= ${texVal(hours)}$ hours`,
          `Speed $= ${tn(dist)} \\div ${texVal(hours)} = ${speed}$ km/h`,
        ],
        hint: "Speed = distance ÷ time, with the time in hours.",
        difficulty: level(hard ? 3 : 2),
      };
    if (find === "distance")
      return {
        text: `${who} travels at an average speed of $${speed}$ km/h for ${hm(minutes)}. How far does it travel? Give your answer in km.`,
        answer: integerAnswer(dist, "km"),
        misconceptions: numWrongs([
          [speed * dec, `${hm(minutes)} is not $${dec}$ hours: change the minutes into a fraction of an hour.`],
          [speed * minutes, "Change the time into hours before multiplying."],
          [speed / Number(hours), "Distance = speed × time."],
          [speed + Number(hours), "Distance = speed × time."],
          [(speed * minutes) / 100, "There are 60 minutes in an hour, not 100."],
        ]),
        solution: [
          `${hm(minutes)} $= ${texVal(hours)}$ hours`,
          `Distance $= ${speed} \\times ${texVal(hours)} = ${tn(dist)}$ km`,
        ],
        hint: "Distance = speed × time, with the time in hours.",
        difficulty: level(hard ? 3 : 2),
      };
    return {
      text: `${who} travels $${tn(dist)}$ km at an average speed of $${speed}$ km/h. How long does the journey take? Give your answer in minutes.`,
      answer: integerAnswer(minutes, "min"),
      misconceptions: numWrongs([
        [Number(hours) * 100, "Change hours to minutes by multiplying by 60, not 100."],
        [(speed / dist) * 60, "Time = distance ÷ speed."],
        [dist * speed, "Time = distance ÷ speed."],
        [Number(hours), "That is the time in hours. Change it into minutes."],
        [
          dec * 100 === minutes ? null : Math.floor(minutes / 60) * 100 + (minutes % 60),
          "There are 60 minutes in an hour.",
        ],
      ]),
      solution: [
        `Time $= ${tn(dist)} \\div ${speed} = ${texVal(hours)}$ hours`,
        `$${texVal(hours)} \\times 60 = ${minutes}$ minutes`,
      ],
      hint: "Time = distance ÷ speed. Then change hours into minutes.",
      difficulty: level(hard ? 4 : 3),
    };
  },
};

export const averageSpeed: Template = {
  id: "ratio.speed.two-part-journey",
  title: "Average speed for a journey in two parts",
  topics: ["ratio.speed-distance-time"],
  difficulty: [4, 4],
  generate(rng) {
    const [who] = names(rng, 1);
    const [mode, mover] = rng.pick([
      ["drives", "car"],
      ["cycles", "cyclist"],
      ["rides a scooter", "scooter"],
      ["travels by bus", "bus"],
    ] as const);
    const [lo, hi] = SPEED_KMH[mover];
    for (;;) {
      const t1 = rng.pick([20, 30, 40, 45, 60, 90, 120]);
      const t2 = rng.pick([15, 20, 30, 40, 45, 60, 90]);
      const v1 = rng.int(lo, hi);
      const v2 = rng.intExcept(lo, hi, [v1]);
      if ((v1 * t1) % 60 || (v2 * t2) % 60 || t1 === t2 || t1 + t2 === 120) continue;
      const [d1, d2] = [(v1 * t1) / 60, (v2 * t2) / 60];
      const avg = F(60 * (d1 + d2), t1 + t2);
      const rule = isTerminating(avg) && avg.mul(10).d === 1n ? EXACT : DP(1);
      return {
        text: `${who} ${mode} $${tn(d1)}$ km at $${v1}$ km/h, then $${tn(d2)}$ km at $${v2}$ km/h. Work out the average speed for the whole journey in km/h.${rule.kind === "dp" ? " Give your answer to 1 decimal place." : ""}`,
        answer: decimalAnswer(avg, rule, "km/h"),
        misconceptions: decWrongs(
          [
            [
              F(v1 + v2, 2),
              "Averaging the two speeds ignores how long each part took: use total distance ÷ total time.",
            ],
            [F(d1 + d2, 2), "Divide the total distance by the total time in hours."],
            [F(d1 + d2, t1 + t2), "That is km per minute: use the time in hours."],
            [F(60 * (d1 + d2), t1 + t2 + 60), "Add up the times of both parts carefully."],
            [F(v1 + v2), "Don't add the speeds: use total distance ÷ total time."],
            [
              F(d1 + d2).div(F(Math.floor((t1 + t2) / 60)).add(F((t1 + t2) % 60, 100))),
              "Write the total time in hours as a fraction of an hour: 60 minutes, not 100.",
            ],
          ],
          rule,
        ),
        solution: [
          `Time for part 1: $${tn(d1)} \\div ${v1} = ${texVal(F(t1, 60))}$ h; part 2: $${tn(d2)} \\div ${v2} = ${texVal(F(t2, 60))}$ h.`,
          `Total: $${tn(d1 + d2)}$ km in $${texVal(F(t1 + t2, 60))}$ h ($${t1 + t2}$ minutes).`,
          `Average speed $= ${tn(d1 + d2)} \\div ${texVal(F(t1 + t2, 60))} = ${texVal(avg.round(3))}${rule.kind === "dp" ? "\\ldots" : ""}$ km/h`,
        ],
        hint: "Average speed = total distance ÷ total time.",
        difficulty: 4,
      };
    }
  },
};

export const rateTemplates: Template[] = [...perCurrency(exchange), speedDistanceTime, averageSpeed];
