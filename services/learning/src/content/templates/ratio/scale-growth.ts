/** Scale drawings and maps, and compound growth and decay. */
import { DP, decimalAnswer, EXACT, integerAnswer, moneyAnswer, percentageAnswer } from "../../core/answers.js";
import { roundHalfAway } from "../../core/exact.js";
import { money, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import {
  type CurrencyInfo,
  decWrongs,
  F,
  type Fraction,
  intWrongs,
  level,
  moneyWrongs,
  names,
  pctWrongs,
  perCurrency,
  texVal,
} from "./kit.js";

const MAP_SCALES = [10_000, 20_000, 25_000, 50_000, 100_000, 200_000, 250_000, 500_000];

export const mapScale: Template = {
  id: "ratio.scale.maps-and-drawings",
  title: "Use map scales and scale drawings",
  objective: "Use scales on maps and drawings",
  topics: ["ratio.scale-drawings-maps"],
  difficulty: [2, 4],
  generate(rng) {
    const variant = rng.pick(["map-real", "map-real", "real-map", "drawing"] as const);
    if (variant === "drawing") {
      const [thing, per, unit] = rng.pick([
        ["a classroom", 2, "m"],
        ["a garden", 5, "m"],
        ["a bedroom", 50, "cm"],
        ["a football pitch", 10, "m"],
        ["a car park", 4, "m"],
      ] as const);
      const cm = F(rng.int(3, 60), rng.pick([1, 2, 10]));
      const real = cm.mul(per);
      return {
        text: `On a scale drawing of ${thing}, $1$ cm represents $${per}$ ${unit}. A wall is $${texVal(cm)}$ cm long on the drawing. How long is the real wall, in ${unit}?`,
        answer: decimalAnswer(real, EXACT, unit),
        misconceptions: decWrongs(
          [
            [cm.div(per), `Each cm on the drawing is ${per} ${unit} in real life: multiply.`],
            [cm.add(per), "Multiply by the scale; don't add it."],
            [real.mul(10), "Check the place value of your answer."],
            [cm, `The drawing is smaller than real life: multiply by $${per}$.`],
          ],
          EXACT,
        ),
        solution: [`$${texVal(cm)} \\times ${per} = ${texVal(real)}$ ${unit}`],
        hint: `Every 1 cm on the drawing stands for ${per} ${unit}.`,
        difficulty: level(cm.d === 1n ? 2 : 3),
      };
    }
    const n = rng.pick(MAP_SCALES);
    const cm = F(rng.int(2, 150), rng.pick([1, 10, 2]));
    const realCm = cm.mul(n);
    const km = realCm.div(100_000);
    if (variant === "map-real") {
      const inKm = km.compare(1) >= 0 || rng.chance(0.3);
      const value = inKm ? km : realCm.div(100);
      const unit = inKm ? "km" : "m";
      return {
        text: `A map has a scale of $1 : ${tn(n)}$. Two villages are $${texVal(cm)}$ cm apart on the map. How far apart are they in real life? Give your answer in ${unit}.`,
        answer: decimalAnswer(value, EXACT, unit),
        misconceptions: decWrongs(
          [
            [
              inKm ? realCm.div(1000) : realCm.div(1000),
              inKm ? "There are 100 000 cm in a km (100 cm in a m, 1000 m in a km)." : "There are 100 cm in a metre.",
            ],
            [
              inKm ? realCm.div(100) : realCm,
              inKm ? "That is in metres. Divide by 1000 for km." : "That is in cm. Divide by 100 for metres.",
            ],
            [realCm, `That is in cm. Change it into ${unit}.`],
            [
              cm.div(n).mul(inKm ? 100_000 : 100),
              "Multiply by the scale: real distances are bigger than map distances.",
            ],
          ],
          EXACT,
        ),
        solution: [
          `Real distance $= ${texVal(cm)} \\times ${tn(n)} = ${tn(realCm.toString())}$ cm`,
          inKm
            ? `$${tn(realCm.toString())} \\div 100\\,000 = ${texVal(km)}$ km`
            : `$${tn(realCm.toString())} \\div 100 = ${texVal(value)}$ m`,
        ],
        hint: `$1$ cm on the map is $${tn(n)}$ cm in real life. Then change the units.`,
        difficulty: level(inKm ? 3 : 2),
      };
    }
    const realKm = F(rng.int(1, 120), rng.pick([1, 2, 10]));
    const mapCm = realKm.mul(100_000).div(n);
    if (mapCm.mul(100).d !== 1n) return mapScale.generate(rng);
    return {
      text: `A map has a scale of $1 : ${tn(n)}$. The real distance between two towns is $${texVal(realKm)}$ km. How far apart are they on the map, in cm?`,
      answer: decimalAnswer(mapCm, EXACT, "cm"),
      misconceptions: decWrongs(
        [
          [realKm.mul(n), "Divide by the scale: map distances are smaller than real ones."],
          [realKm.mul(1000).div(n), "There are 100 000 cm in a km."],
          [realKm.mul(100).div(n), "There are 100 000 cm in a km (100 cm in a m, 1000 m in a km)."],
          [mapCm.mul(10), "Check the place value: there are 100 000 cm in a km."],
        ],
        EXACT,
      ),
      solution: [
        `$${texVal(realKm)}$ km $= ${tn(realKm.mul(100_000).toString())}$ cm`,
        `Map distance $= ${tn(realKm.mul(100_000).toString())} \\div ${tn(n)} = ${texVal(mapCm)}$ cm`,
      ],
      hint: "Change km to cm (× 100 000), then divide by the scale.",
      difficulty: 4,
    };
  },
};

const compoundGrowth = (c: CurrencyInfo): Template => ({
  id: "ratio.growth.compound",
  title: "Repeated percentage growth and decay",
  objective: "Use multipliers for repeated percentage change",
  topics: ["ratio.growth-decay"],
  difficulty: [4, 5],
  generate(rng) {
    const up = rng.bool();
    const r = F(rng.int(1, up ? 12 : 25) * 2 + (rng.chance(0.3) ? 1 : 0), 2);
    const n = rng.int(2, 10);
    const mult = up ? F(1).add(r.div(100)) : F(1).sub(r.div(100));
    const money_ = rng.chance(0.5);
    const start = money_ ? rng.int(2, 200) * (c.code === "INR" ? 5000 : 100) * 100 : rng.int(5, 900) * 1000;
    const final = mult.pow(n).mul(start);
    const simple = F(start).mul(
      F(1).add(
        r
          .div(100)
          .mul(n)
          .mul(up ? 1 : -1),
      ),
    );
    const wrongMult = up ? F(1).sub(r.div(100)) : F(1).add(r.div(100));
    const items: [Fraction | null, string][] = [
      [
        simple,
        `That is ${up ? "adding" : "taking off"} $${texVal(r)}\\%$ of the start value each year. The percentage is of the new value each time: use the multiplier $${texVal(mult)}$.`,
      ],
      [
        wrongMult.pow(n).mul(start),
        `For a ${up ? "rise" : "fall"} of $${texVal(r)}\\%$ the multiplier is $${texVal(mult)}$.`,
      ],
      [mult.pow(n - 1).mul(start), `Use the multiplier once for each of the $${n}$ years.`],
      [mult.mul(start), `That is after one year. Raise the multiplier to the power $${n}$.`],
      [
        r.compare(10) < 0 ? (up ? F(1).add(r.div(10)) : F(1).sub(r.div(10))).pow(n).mul(start) : null,
        `$${texVal(r)}\\%$ as a decimal is $${texVal(r.div(100))}$, so the multiplier is $${texVal(mult)}$.`,
      ],
    ];
    if (money_) {
      const [who] = names(rng, 1);
      const ctx = up
        ? `${who} invests ${money(start, c.code)} in an account paying $${texVal(r)}\\%$ compound interest per year.`
        : `${who} buys a car for ${money(start, c.code)}. Its value falls by $${texVal(r)}\\%$ each year.`;
      const ans = Number(roundHalfAway(final, DP(0)));
      return {
        text: `${ctx} Work out the value after $${n}$ years, to the nearest ${c.code === "GBP" ? "penny" : c.code === "INR" ? "paisa" : "cent"}.`,
        answer: moneyAnswer(ans, c.code),
        misconceptions: moneyWrongs(items, c.code),
        solution: [
          `Multiplier: $1 ${up ? "+" : "-"} ${texVal(r.div(100))} = ${texVal(mult)}$`,
          `${money(start, c.code)} $\\times ${texVal(mult)}^{${n}} = ${texVal(final.div(100).round(4))}\\ldots$, so ${money(ans, c.code)}`,
        ],
        hint: `Multiply by $${texVal(mult)}$ once for every year: use a power.`,
        difficulty: level(r.d === 1n && n <= 4 ? 4 : 5),
      };
    }
    const what = rng.pick(
      up
        ? [
            "A town's population",
            "The number of visitors to a national park",
            "The number of members of a club",
            "The number of rabbits on an island",
          ]
        : [
            "The number of fish in a lake",
            "The population of a village",
            "The number of trees in a forest",
            "The number of bees in a hive",
          ],
    );
    const startN = start / 100;
    const finalN = final.div(100);
    return {
      text: `${what} is $${tn(startN)}$. It ${up ? "grows" : "falls"} by $${texVal(r)}\\%$ each year. Work out the number after $${n}$ years, to the nearest whole number.`,
      answer: decimalAnswer(finalN, DP(0), ""), // a number of people, bees, fish
      misconceptions: decWrongs(
        items.map(([v, f]) => [v ? v.div(100) : null, f] as const),
        DP(0),
      ),
      solution: [
        `Multiplier: $1 ${up ? "+" : "-"} ${texVal(r.div(100))} = ${texVal(mult)}$`,
        `$${tn(startN)} \\times ${texVal(mult)}^{${n}} = ${texVal(finalN.round(3))}\\ldots \\approx ${tn(roundHalfAway(finalN, DP(0)).toString())}$`,
      ],
      hint: `Multiply by $${texVal(mult)}$ once for every year: use a power.`,
      difficulty: level(n <= 4 ? 4 : 5),
    };
  },
});

export const growthYears: Template = {
  id: "ratio.growth.multiplier-and-years",
  title: "Growth and decay: overall change and how many years",
  topics: ["ratio.growth-decay"],
  difficulty: [4, 5],
  generate(rng) {
    const up = rng.bool();
    const yearly = rng.bool();
    const r = yearly ? rng.int(2, up ? 20 : 30) : rng.int(2, up ? 12 : 15);
    const mult = F(100 + (up ? r : -r), 100);
    if (yearly) {
      const n = rng.int(2, 4);
      const overall = mult.pow(n).sub(1).mul(100);
      const rule = overall.mul(100).d === 1n ? EXACT : DP(2);
      return {
        text: `A value ${up ? "increases" : "decreases"} by $${r}\\%$ each year for $${n}$ years. What is the overall percentage ${up ? "increase" : "decrease"}?${rule.kind === "exact" ? "" : " Give your answer to 2 decimal places."}`,
        answer: percentageAnswer(overall.abs(), rule),
        misconceptions: pctWrongs(
          [
            [
              F(r * n),
              "The percentages compound: each year's change is on the new value, so multiply the multipliers.",
            ],
            [
              mult.pow(n).mul(100),
              `That is the final value as a percentage of the start. The ${up ? "increase" : "decrease"} is the difference from 100%.`,
            ],
            [
              F(r)
                .pow(n)
                .div(100 ** (n - 1)),
              "Use the multiplier, not the percentage itself.",
            ],
            [F(r), "That is the change for one year only."],
          ],
          rule,
        ),
        solution: [
          `Multiplier for $${n}$ years: $${texVal(mult)}^{${n}} = ${texVal(mult.pow(n))}$`,
          `Overall ${up ? "increase" : "decrease"}: $${up ? `${texVal(mult.pow(n))} - 1` : `1 - ${texVal(mult.pow(n))}`} = ${texVal(overall.abs().div(100))}$, which is $${texVal(overall.abs())}\\%$`,
        ],
        hint: "Multiply the yearly multiplier by itself once per year, then compare with 1.",
        difficulty: level(n === 2 ? 4 : 5),
      };
    }
    const start = rng.int(10, 500) * 100;
    const factor = up ? rng.pick([F(3, 2), F(2), F(5, 2), F(3)]) : rng.pick([F(1, 2), F(3, 5), F(2, 5), F(1, 4)]);
    const target = factor.mul(start);
    let years = 0;
    let v = F(start);
    while (up ? v.compare(target) <= 0 : v.compare(target) >= 0) {
      v = v.mul(mult);
      years++;
    }
    if (years > 12 || years < 3) return growthYears.generate(rng);
    const naive = factor.sub(1).abs().mul(100).div(r);
    return {
      text: `A population of $${tn(start)}$ ${up ? "grows" : "falls"} by $${r}\\%$ each year. After how many whole years will it first be ${up ? "more" : "less"} than $${tn(target.toString())}$?`,
      answer: integerAnswer(years, "years"),
      misconceptions: intWrongs([
        [
          years - 1,
          `After $${years - 1}$ years it is not yet ${up ? "more" : "less"} than $${tn(target.toString())}$: check each year.`,
        ],
        [naive.ceil(), "The changes compound: each year's percentage is of the new value."],
        [years + 1, "You went one year too far: it first passes the target one year earlier."],
        [
          naive.floor().equals(naive.ceil()) ? null : naive.floor(),
          "The changes compound: each year's percentage is of the new value.",
        ],
        [Math.round(Number(target) / start), "Multiply by the multiplier year by year until you pass the target."],
      ]),
      solution: [
        `Multiplier: $${texVal(mult)}$. Work out $${tn(start)} \\times ${texVal(mult)}^{n}$ for $n = 1, 2, 3, \\dots$`,
        `After $${years - 1}$ years: $${texVal(
          mult
            .pow(years - 1)
            .mul(start)
            .round(1),
        )}$; after $${years}$ years: $${texVal(mult.pow(years).mul(start).round(1))}$.`,
        `So the first time is after $${years}$ years.`,
      ],
      hint: "Keep multiplying by the multiplier and count the years until you pass the target.",
      difficulty: 5,
    };
  },
};

export const scaleGrowthTemplates: Template[] = [mapScale, ...perCurrency(compoundGrowth), growthYears];
