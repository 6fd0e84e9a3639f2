/** Types of data and sampling (bias, stratified samples, estimates, capture-recapture). */
import { choiceAnswer, DP, decimalAnswer, integerAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { at, choiceWrongs, decWrongs, F, intWrongs, level, names, texRound, texVal } from "../ratio/kit.js";
import { mdTable, slips } from "./stats-kit.js";

const QUALITATIVE = [
  "the colours of cars in a car park",
  "pupils' favourite subjects",
  "the types of tree in a park",
  "the makes of mobile phone people own",
  "the flavours of crisps sold",
  "people's eye colours",
];
const DISCRETE = [
  "the number of pets each pupil has",
  "the number of goals scored in each match",
  "shoe sizes",
  "the number of people in each car",
  "the number of letters in each word of a page",
  "the number of siblings each pupil has",
];
const CONTINUOUS = [
  "the heights of some sunflowers",
  "the times taken to run 100 m",
  "the masses of some apples",
  "the temperatures at noon each day",
  "the lengths of some worms",
  "the volumes of water in some bottles",
];
const PRIMARY = [
  "counting cars passing the school gate yourself",
  "a questionnaire you give to your class",
  "measuring the heights of your friends",
  "timing your classmates running 100 m",
  "an experiment you carry out rolling a dice",
];
const SECONDARY = [
  "rainfall figures taken from a weather website",
  "census results published by the government",
  "football results printed in a newspaper",
  "exam results from a school's website",
  "population figures from an encyclopedia",
];

const BIAS = [
  {
    aim: "how much exercise the pupils at a school do",
    good: [
      "asking 50 pupils chosen at random from the whole school register",
      "asking a random sample of 10 pupils from each year group, chosen from the register",
    ],
    bad: [
      "asking the members of the school football team",
      "asking pupils in the gym after a PE lesson",
      "asking the first 50 pupils who arrive at the sports club",
      "asking only the pupils in Year 7",
    ],
  },
  {
    aim: "what the people of a town think about a new bus station",
    good: [
      "asking 200 people chosen at random from the town's electoral register",
      "asking a random sample of households from every part of the town",
    ],
    bad: [
      "asking people waiting at the bus station on Monday morning",
      "asking only people who live next to the bus station",
      "asking the bus drivers",
      "putting a survey on the bus company's website",
    ],
  },
  {
    aim: "how much time teenagers spend reading",
    good: [
      "asking a random sample of teenagers from several schools' registers",
      "asking teenagers chosen at random from a list of all pupils in the area",
    ],
    bad: [
      "asking teenagers in the library",
      "asking the members of a book club",
      "asking your five best friends",
      "asking teenagers leaving a bookshop",
    ],
  },
] as const;

export const dataAndSampling: Template = {
  id: "statistics.sampling.types-and-bias",
  title: "Types of data, primary and secondary data, and biased samples",
  objective: "Classify data and recognise biased samples",
  topics: ["statistics.sampling"],
  difficulty: [3, 4],
  generate(rng) {
    const variant = rng.pick([
      "continuous",
      "discrete",
      "qualitative",
      "secondary",
      "primary",
      "bias",
      "bias",
    ] as const);
    if (variant === "bias") {
      const b = rng.pick(BIAS);
      const correct = rng.pick(b.good);
      const spec = choiceAnswer(rng, correct, rng.sample(b.bad, 4), 5);
      return {
        text: `A student wants to find out ${b.aim}. Which way of choosing a sample is **least likely to be biased**?`,
        answer: spec,
        misconceptions: choiceWrongs(
          spec,
          () =>
            "That sample only includes a particular kind of person, so it is unlikely to represent everyone. Choose at random from the whole population.",
        ),
        solution: [
          `A sample is biased if some members of the population are more likely to be chosen than others.`,
          `The least biased choice is: ${correct}.`,
        ],
        hint: "A good sample is chosen at random from the whole population, so everyone has the same chance of being picked.",
        difficulty: 4,
      };
    }
    if (variant === "secondary" || variant === "primary") {
      const [right, wrong] = variant === "secondary" ? [SECONDARY, PRIMARY] : [PRIMARY, SECONDARY];
      const correct = rng.pick(right);
      const spec = choiceAnswer(rng, correct, rng.sample(wrong, 4), 5);
      return {
        text: `Which of these is **${variant}** data?`,
        answer: spec,
        misconceptions: choiceWrongs(spec, () =>
          variant === "secondary"
            ? "That data is collected by you yourself: it is primary data. Secondary data was collected by someone else."
            : "That data was collected by someone else: it is secondary data. Primary data is collected by you.",
        ),
        solution: [
          variant === "secondary"
            ? "Secondary data has already been collected by someone else."
            : "Primary data is collected by you, for your own purpose.",
          `So the answer is: ${correct}.`,
        ],
        hint: "Primary data: you collect it yourself. Secondary data: someone else collected it.",
        difficulty: 3,
      };
    }
    const pools = { continuous: CONTINUOUS, discrete: DISCRETE, qualitative: QUALITATIVE };
    const correct = rng.pick(pools[variant]);
    const others = [
      ...(variant === "continuous" ? [] : CONTINUOUS),
      ...(variant === "discrete" ? [] : DISCRETE),
      ...(variant === "qualitative" ? [] : QUALITATIVE),
    ];
    const spec = choiceAnswer(rng, correct, rng.sample(others, 4), 5);
    const kind = (t: string) =>
      CONTINUOUS.includes(t) ? "continuous" : DISCRETE.includes(t) ? "discrete" : "qualitative";
    const word = variant === "qualitative" ? "qualitative (categorical)" : `${variant} numerical`;
    return {
      text: `Which of these is **${word}** data?`,
      answer: spec,
      misconceptions: choiceWrongs(spec, (t) =>
        kind(t) === "qualitative"
          ? "That data is words or categories, not numbers: it is qualitative."
          : kind(t) === "discrete"
            ? "That data can only take certain values (you count it): it is discrete."
            : "That data is measured and can take any value in a range: it is continuous.",
      ),
      solution: [
        "Qualitative data is words or categories; discrete data is counted; continuous data is measured.",
        `So the answer is: ${correct}.`,
      ],
      hint: "Is it words (qualitative), counted (discrete) or measured (continuous)?",
      difficulty: level(variant === "qualitative" ? 3 : 4),
    };
  },
};

export const samplingCalculations: Template = {
  id: "statistics.sampling.stratified-and-estimates",
  title: "Stratified samples and estimates from samples",
  objective: "Use proportion in stratified sampling and to estimate a population",
  topics: ["statistics.sampling"],
  difficulty: [3, 4],
  generate(rng) {
    const variant = rng.pick(["stratified", "stratified", "estimate", "capture"] as const);
    if (variant === "stratified") {
      const [groups, what] = rng.pick([
        [["Year 7", "Year 8", "Year 9", "Year 10", "Year 11"], "pupils in a school"],
        [["Full-time", "Part-time", "Managers"], "workers in a company"],
        [["Under 18", "18 to 64", "65 and over"], "members of a gym"],
        [["Football", "Tennis", "Swimming", "Running"], "members of a sports club"],
      ] as const);
      const sizes = groups.map(() => rng.int(4, 60) * 5);
      const total = sizes.reduce((a, b) => a + b, 0);
      const sample = rng.pick([20, 30, 40, 50, 60, 80, 100]);
      const i = rng.int(0, groups.length - 1);
      const exact = F(at(sizes, i) * sample, total);
      const rule = DP(0);
      return {
        text: `The table shows the numbers of ${what}.\n\n${mdTable(
          ["Group", "Number"],
          groups.map((g, x) => [g, at(sizes, x)]),
        )}\n\nA stratified sample of $${sample}$ is taken. How many should be from the group **${at(groups, i)}**? Give your answer to the nearest whole number.`,
        answer: decimalAnswer(exact, rule),
        misconceptions: decWrongs(
          [
            [
              F(sample, groups.length),
              "A stratified sample is in proportion to the group sizes, not equal numbers from each group.",
            ],
            [
              F(at(sizes, i) * sample, 100),
              "Use the fraction of the whole population in the group, not a percentage of the group size.",
            ],
            [F(at(sizes, i), sample), "Work out (group size ÷ total) × sample size."],
            [F(total, at(sizes, i)).mul(sample).div(total), "Work out (group size ÷ total) × sample size."],
            [F(at(sizes, i)), "That is the whole group. Only a sample is taken."],
            ...slips(exact),
          ],
          rule,
        ),
        solution: [
          `Total $= ${tn(total)}$`,
          `$\\frac{${at(sizes, i)}}{${tn(total)}} \\times ${sample} = ${exact.d === 1n ? texVal(exact) : `${texRound(exact, DP(3))}\\ldots`}$, so $${texRound(exact, rule)}$`,
        ],
        hint: "Each group's share of the sample is the same as its share of the population: (group size ÷ total) × sample size.",
        difficulty: 4,
      };
    }
    if (variant === "estimate") {
      const sample = rng.pick([20, 25, 40, 50, 80, 100]);
      const yes = rng.int(2, sample - 2);
      const mult = rng.pick([5, 10, 12, 20, 24, 30, 40]);
      const pop = sample * mult;
      const est = yes * mult;
      const [thing, act] = rng.pick([
        ["pupils in a school", "walk to school"],
        ["people in a village", "own a dog"],
        ["fish in a pond", "are goldfish"],
        ["visitors to a museum", "came by train"],
      ] as const);
      return {
        text: `There are $${tn(pop)}$ ${thing}. In a random sample of $${sample}$ of them, $${yes}$ ${act}. Estimate how many of all the ${thing} ${act}.`,
        answer: integerAnswer(est),
        misconceptions: intWrongs([
          [yes, "That is only the sample. Scale up to the whole population."],
          [pop - est, `That is the estimate for the rest of the ${thing}.`],
          [
            Math.round((yes / 100) * pop) === est ? null : Math.round((yes / 100) * pop),
            `$${yes}$ out of $${sample}$ is not $${yes}\\%$.`,
          ],
          [yes * sample, "Multiply the fraction in the sample by the population."],
          ...slips(est, "scaling"),
        ]),
        solution: [
          `Fraction in the sample $= \\frac{${yes}}{${sample}}$`,
          `Estimate $= \\frac{${yes}}{${sample}} \\times ${tn(pop)} = ${tn(est)}$`,
        ],
        hint: "Assume the same fraction of the whole population as in the sample.",
        difficulty: 3,
      };
    }
    const [who] = names(rng, 1);
    const marked = rng.int(2, 12) * 5;
    const second = rng.int(3, 12) * 5;
    const recap = rng.pick([1, 2, 3, 4, 5, 6, 8, 10].filter((r) => r < second && (marked * second) % r === 0));
    const N = (marked * second) / recap;
    const animal = rng.pick(["fish in a lake", "rabbits in a field", "newts in a pond", "beetles in a wood"]);
    return {
      text: `${who} wants to estimate the number of ${animal}. ${who} catches $${marked}$, marks them and lets them go. Later ${who} catches $${second}$, and $${recap}$ of these are marked. Estimate the total number of ${animal}.`,
      answer: integerAnswer(N),
      misconceptions: intWrongs([
        [
          marked + second,
          "Use proportion: the fraction marked in the second catch matches the fraction marked in the whole population.",
        ],
        [
          marked + second - recap,
          "Use proportion, not addition: population ≈ first catch × second catch ÷ marked in second catch.",
        ],
        [(marked * recap) / second, "Population ≈ first catch × second catch ÷ number marked in the second catch."],
        [marked * second, `Divide by the $${recap}$ marked ones in the second catch.`],
        ...slips(N, "division"),
      ]),
      solution: [
        `Fraction marked in the second catch $= \\frac{${recap}}{${second}}$`,
        `So $\\frac{${recap}}{${second}}$ of the population is $${marked}$: $N = \\frac{${marked} \\times ${second}}{${recap}} = ${tn(N)}$`,
      ],
      hint: "The proportion of marked animals in the second catch should match the proportion in the whole population.",
      difficulty: 4,
    };
  },
};

export const samplingComparingTemplates: Template[] = [dataAndSampling, samplingCalculations];
