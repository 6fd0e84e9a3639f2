/** Equivalent fractions, simplifying, mixed numbers, comparing, fractions of amounts. */

import Fraction from "fraction.js";
import { choiceAnswer, fractionAnswer, integerAnswer } from "../../core/answers.js";
import { article } from "../../core/english.js";
import { gcd } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { fractionBar, fractionGrid } from "../../core/svg.js";
import { texFrac, texFracRaw, texMixed, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { fracWrongs, intWrongs } from "./shared.js";

/** a proper fraction n/d in lowest terms with d in [dLo, dHi] */
export function properFraction(rng: Rng, dLo = 2, dHi = 12): Fraction {
  for (;;) {
    const d = rng.int(dLo, dHi);
    const n = rng.int(1, d - 1);
    if (gcd(n, d) === 1) return new Fraction(n, d);
  }
}

export const equivalentMissing: Template = {
  id: "number.fractions.equivalent-missing-number",
  title: "Find the missing number in equivalent fractions",
  topics: ["number.equivalent-fractions"],
  difficulty: [1, 2],
  generate(rng) {
    const f = properFraction(rng, 2, 12);
    const [n, d] = [Number(f.n), Number(f.d)];
    const k = rng.int(2, 12);
    const missingTop = rng.bool();
    const value = missingTop ? n * k : d * k;
    const tex = missingTop
      ? `${texFracRaw(n, d)} = \\frac{\\square}{${d * k}}`
      : `${texFracRaw(n, d)} = \\frac{${n * k}}{\\square}`;
    return {
      text: `Find the missing number: $${tex}$`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(
        [
          [
            missingTop ? n + (d * k - d) : d + (n * k - n),
            "Equivalent fractions multiply the top and bottom by the same number; they don't add.",
          ],
          [missingTop ? n : d, "The top and bottom must both change by the same multiplier."],
          [
            missingTop ? d * k - n : n * k + d,
            "Find what the known number was multiplied by, then do the same to the other number.",
          ],
          [missingTop ? k : k * n, "Multiply the original number by the multiplier."],
        ],
        value,
      ),
      solution: [
        `${missingTop ? `$${d} \\times ${k} = ${d * k}$` : `$${n} \\times ${k} = ${n * k}$`}, so multiply the ${missingTop ? "top" : "bottom"} by $${k}$ too.`,
        `$${missingTop ? `${n} \\times ${k}` : `${d} \\times ${k}`} = ${value}$`,
      ],
      hint: "What has the known number been multiplied by? Do the same to the other one.",
      difficulty: k > 6 ? 2 : 1,
    };
  },
};

export const simplifyFraction: Template = {
  id: "number.fractions.simplify",
  title: "Write a fraction in its simplest form",
  topics: ["number.equivalent-fractions"],
  difficulty: [1, 3],
  generate(rng) {
    const f = properFraction(rng, 3, 15);
    const k = rng.int(2, 12);
    const [n, d] = [Number(f.n) * k, Number(f.d) * k];
    return {
      text: `Write $${texFracRaw(n, d)}$ in its simplest form.`,
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs([
        [new Fraction(n / k, d), "Divide the top and the bottom by the same number."],
        [new Fraction(n, d / k), "Divide the top and the bottom by the same number."],
        [f.inverse(), "Keep the numerator on top."],
        [new Fraction(d - n, d), "Simplify the fraction itself, not the part that's left."],
      ]),
      solution: [
        `The highest common factor of $${n}$ and $${d}$ is $${k * gcd(Number(f.n), Number(f.d))}$.`,
        `$${texFracRaw(n, d)} = \\frac{${n} \\div ${k}}{${d} \\div ${k}} = ${texFrac(f)}$`,
      ],
      hint: "Divide the top and bottom by their highest common factor.",
      difficulty: k > 6 || d > 60 ? 3 : k > 3 ? 2 : 1,
    };
  },
};

export const mixedImproper: Template = {
  id: "number.fractions.mixed-improper",
  title: "Convert between mixed numbers and improper fractions",
  topics: ["number.mixed-numbers"],
  difficulty: [1, 2],
  generate(rng) {
    const f = properFraction(rng, 2, 12);
    const w = rng.int(1, 9);
    const value = f.add(w);
    const toImproper = rng.bool();
    const [n, d] = [Number(f.n), Number(f.d)];
    return {
      text: toImproper
        ? `Write $${texMixed(value)}$ as an improper fraction.`
        : `Write $${texFrac(value)}$ as a mixed number.`,
      answer: fractionAnswer(value, toImproper ? "improper" : "mixed"),
      misconceptions: toImproper
        ? fracWrongs(
            [
              [new Fraction(w * n + d, d), "Multiply the whole number by the denominator, then add the numerator."],
              [new Fraction(w + n, d), "Each whole is worth d parts: multiply the whole number by the denominator."],
              [new Fraction(w * d, d + n), "The denominator stays the same."],
              [new Fraction(w * d * n, d), "Multiply the whole number by the denominator, then add the numerator."],
            ],
            value,
          )
        : [
            {
              answer: new Fraction(w + 1).add(f).toFraction(true),
              feedback: "Count how many whole times the denominator goes into the numerator.",
            },
            { answer: `${w} ${n}/${Number(value.n)}`, feedback: "The denominator stays the same." },
            {
              answer: `${n} ${w}/${d}`,
              feedback: "The whole number is how many times the denominator goes in; the remainder goes on top.",
            },
            ...(w > 1
              ? [
                  {
                    answer: new Fraction(w - 1).add(f).toFraction(true),
                    feedback: "Count how many whole times the denominator goes into the numerator.",
                  },
                ]
              : []),
            { answer: `${w}.${n}`, feedback: "A mixed number isn't a decimal: the fraction part has a denominator." },
          ],
      solution: toImproper
        ? [`$${w} = ${texFracRaw(w * d, d)}$`, `$${texFracRaw(w * d, d)} + ${texFracRaw(n, d)} = ${texFrac(value)}$`]
        : [`$${Number(value.n)} \\div ${d} = ${w}$ remainder $${n}$`, `So $${texFrac(value)} = ${texMixed(value)}$`],
      hint: toImproper
        ? "How many parts are in the whole ones? Add the extra parts."
        : "Divide the numerator by the denominator; the remainder goes over the denominator.",
      difficulty: w > 4 || d > 8 ? 2 : 1,
    };
  },
};

export const compareFractions: Template = {
  id: "number.fractions.compare",
  title: "Compare and order fractions",
  topics: ["number.compare-fractions"],
  difficulty: [2, 3],
  generate(rng) {
    const largest = rng.bool();
    const fs: Fraction[] = [];
    while (fs.length < 4) {
      const f = properFraction(rng, 3, 12);
      if (!fs.some((g) => g.equals(f))) fs.push(f);
    }
    const sorted = [...fs].sort((a, b) => a.compare(b));
    const target = (largest ? sorted[3] : sorted[0]) as Fraction;
    const byDen = [...fs].sort((a, b) => Number(a.d - b.d))[largest ? 3 : 0] as Fraction;
    const tex = (f: Fraction) => `$${texFrac(f)}$`;
    const answer = choiceAnswer(rng, tex(target), fs.filter((f) => !f.equals(target)).map(tex));
    return {
      text: `Which of these fractions is the ${largest ? "largest" : "smallest"}?`,
      answer,
      misconceptions: answer.options
        .filter((o) => o.id !== answer.correctId)
        .map((o) => ({
          answer: o.id,
          feedback:
            o.text === tex(byDen)
              ? "A bigger denominator means smaller parts, not a bigger fraction."
              : "Change them to a common denominator (or decimals) to compare.",
        })),
      solution: [
        `As decimals: ${fs.map((f) => `${tex(f)} $\\approx ${tn(f.round(3).toString())}$`).join(", ")}.`,
        `The ${largest ? "largest" : "smallest"} is ${tex(target)}.`,
      ],
      hint: "Write the fractions with a common denominator, then compare the numerators.",
      difficulty: sorted.some((f, i) => i > 0 && f.sub(sorted[i - 1] as Fraction).compare(new Fraction(1, 20)) < 0)
        ? 3
        : 2,
    };
  },
};

const AMOUNT_CONTEXTS = [
  ["of the", "pupils in a year group walk to school", "pupils"],
  ["of a", "kg bag of flour is used", "kg"],
  ["of the", "cm ribbon is cut off", "cm"],
  ["of the", "books on a shelf are fiction", "books"],
  ["of the", "ml bottle of juice is drunk", "ml"],
] as const;

export const fractionOfAmount: Template = {
  id: "number.fractions.of-amount",
  title: "Find a fraction of an amount",
  topics: ["number.fraction-of-amount"],
  difficulty: [1, 3],
  generate(rng) {
    const f = properFraction(rng, 2, 12);
    const [n, d] = [Number(f.n), Number(f.d)];
    const amount = d * rng.int(2, 30);
    const value = (amount / d) * n;
    const [of, what, unit] = rng.pick(AMOUNT_CONTEXTS);
    const context = rng.bool();
    const unitName = unit === "pupils" || unit === "books" ? undefined : unit;
    return {
      text: context
        ? `$${texFrac(f)}$ ${of === "of a" ? `of ${article(amount)}` : of} $${tn(amount)}$ ${what}. How many ${unit === "pupils" || unit === "books" ? unit : unit} is that?`
        : `Work out $${texFrac(f)}$ of $${tn(amount)}$.`,
      answer: integerAnswer(value, context ? unitName : undefined),
      misconceptions: intWrongs(
        [
          [amount / d, `That is $${texFracRaw(1, d)}$. Now multiply by the numerator.`],
          [amount - value, "That's the part that's left over."],
          [(amount / n) * d, "Divide by the denominator (the bottom number), then multiply by the numerator."],
          [amount * n, "Divide by the denominator as well."],
          [amount / n, "Divide by the denominator (the bottom number)."],
        ],
        value,
      ),
      solution: [`$${tn(amount)} \\div ${d} = ${tn(amount / d)}$`, `$${tn(amount / d)} \\times ${n} = ${tn(value)}$`],
      hint: "Divide by the bottom number, then multiply by the top number.",
      difficulty: n === 1 ? 1 : amount > 100 ? 3 : 2,
    };
  },
};

export const shadedFraction: Template = {
  id: "number.fractions.shaded-diagram",
  title: "What fraction of a diagram is shaded?",
  topics: ["number.equivalent-fractions"],
  difficulty: [1, 2],
  generate(rng) {
    // a bar of 4 to 16 parts, or (half the time) a rectangle of rows x columns, up to 24 parts
    const grid = rng.bool()
      ? rng.pick([
          [2, 3],
          [2, 4],
          [2, 5],
          [3, 3],
          [2, 6],
          [3, 4],
          [3, 5],
          [4, 4],
          [3, 6],
          [4, 5],
          [4, 6],
        ] as const)
      : undefined;
    const parts = grid ? grid[0] * grid[1] : rng.int(4, 16);
    const shaded = rng.int(1, parts - 1);
    const f = new Fraction(shaded, parts);
    const simplifies = gcd(shaded, parts) > 1;
    const shape = grid ? "rectangle" : "bar";
    const title = `A ${shape} split into ${parts} equal parts with ${shaded} shaded`;
    return {
      text: `The ${shape} is split into $${parts}$ equal parts. What fraction of the ${shape} is shaded? Give your answer in its simplest form.`,
      diagram: grid ? fractionGrid(grid[0], grid[1], shaded, title) : fractionBar(parts, shaded, title),
      answer: fractionAnswer(f, "simplest"),
      misconceptions: fracWrongs([
        [new Fraction(parts - shaded, parts), "That's the fraction that is not shaded."],
        [
          parts - shaded === 0 ? null : new Fraction(shaded, parts - shaded),
          "The denominator is the total number of equal parts.",
        ],
        [new Fraction(parts, shaded), "The shaded parts go on top, the total on the bottom."],
        [new Fraction(shaded + 1, parts), "Count the shaded parts again."],
      ]),
      solution: [
        `$${shaded}$ out of $${parts}$ equal parts are shaded: $${texFracRaw(shaded, parts)}$`,
        ...(simplifies ? [`Simplify: $${texFracRaw(shaded, parts)} = ${texFrac(f)}$`] : []),
      ],
      hint: "Count the shaded parts and the total number of equal parts.",
      difficulty: simplifies ? 2 : 1,
    };
  },
};

export const reverseFraction: Template = {
  id: "number.fractions.find-the-whole",
  title: "Find the whole from a fraction of it",
  topics: ["number.fraction-of-amount"],
  difficulty: [3, 4],
  generate(rng) {
    const f = properFraction(rng, 3, 12);
    const [n, d] = [Number(f.n), Number(f.d)];
    const whole = d * rng.int(2, 25);
    const part = (whole / d) * n;
    return {
      text: `$${texFrac(f)}$ of a number is $${tn(part)}$. What is the number?`,
      answer: integerAnswer(whole),
      misconceptions: intWrongs(
        [
          [(part / d) * n, "That finds a fraction of the part. Work backwards: find one part first."],
          [part * d, "Divide by the numerator first to find one part."],
          [part / n, `That is $${texFracRaw(1, d)}$ of the number. Multiply by ${d} to get the whole.`],
          [part + d, "Work backwards: divide by the top, then multiply by the bottom."],
        ],
        whole,
      ),
      solution: [
        `$${texFrac(f)}$ is $${tn(part)}$, so $${texFracRaw(1, d)}$ is $${tn(part)} \\div ${n} = ${tn(part / n)}$`,
        `The whole is $${tn(part / n)} \\times ${d} = ${tn(whole)}$`,
      ],
      hint: "Divide by the numerator to find one part, then multiply by the denominator.",
      difficulty: n > 1 && whole > 100 ? 4 : 3,
    };
  },
};

export const fractionBasicsTemplates: Template[] = [
  equivalentMissing,
  simplifyFraction,
  mixedImproper,
  compareFractions,
  fractionOfAmount,
  shadedFraction,
  reverseFraction,
];
