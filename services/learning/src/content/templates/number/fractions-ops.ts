/** The four operations with fractions and mixed numbers. */
import Fraction from "fraction.js";
import { fractionAnswer } from "../../core/answers.js";
import { gcd, lcm } from "../../core/intmath.js";
import type { Rng } from "../../core/rng.js";
import { texFrac, texFracRaw, texMixed } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { properFraction } from "./fractions-basics.js";
import { fracWrongs } from "./shared.js";

const nd = (f: Fraction) => [Number(f.n), Number(f.d)] as const;

export const addSubtractSameDenominator: Template = {
  id: "number.fractions.add-subtract-same-denominator",
  title: "Add and subtract fractions with the same denominator",
  topics: ["number.fractions-add-subtract"],
  difficulty: [1, 2],
  generate(rng) {
    const d = rng.int(3, 15);
    const [a, b] = rng.distinctInts(2, 1, d - 1);
    const add = rng.bool();
    const [x, y] = add ? [a ?? 1, b ?? 1] : [Math.max(a ?? 1, b ?? 1), Math.min(a ?? 1, b ?? 1)];
    const value = new Fraction(add ? x + y : x - y, d);
    const op = add ? "+" : "-";
    return {
      text: `Work out $${texFracRaw(x, d)} ${op} ${texFracRaw(y, d)}$`,
      answer: fractionAnswer(value, "any"),
      equivalents: [`${add ? x + y : x - y}/${d}`],
      misconceptions: fracWrongs(
        [
          [
            add ? new Fraction(x + y, 2 * d) : null,
            "Keep the denominator the same: you are adding parts of the same size.",
          ],
          [new Fraction(add ? x - y : x + y, d), add ? "This is an addition." : "This is a subtraction."],
          [new Fraction(add ? x * y : x * y, d), add ? "Add the numerators." : "Subtract the numerators."],
          [new Fraction(add ? x + y + 1 : x - y + 1, d), "Check your arithmetic on the numerators."],
          [add ? null : new Fraction(x - y, 1), "Keep the denominator."],
        ],
        value,
      ),
      solution: [
        `The denominators are the same, so ${add ? "add" : "subtract"} the numerators: $${texFracRaw(`${x} ${op} ${y}`, d)} = ${texFracRaw(add ? x + y : x - y, d)}$`,
        ...(gcd(add ? x + y : x - y, d) > 1 || value.compare(1) > 0 ? [`$= ${texFrac(value)}$`] : []),
      ],
      hint: "When the denominators are the same, only the numerators change.",
      difficulty: value.compare(1) > 0 ? 2 : 1,
    };
  },
};

function unlikePair(rng: Rng): [Fraction, Fraction] {
  for (;;) {
    const a = properFraction(rng, 2, 12);
    const b = properFraction(rng, 2, 12);
    if (a.d !== b.d && !a.equals(b)) return [a, b];
  }
}

export const addUnlike: Template = {
  id: "number.fractions.add-unlike",
  title: "Add fractions with different denominators",
  topics: ["number.fractions-add-subtract"],
  difficulty: [2, 3],
  generate(rng) {
    const [a, b] = unlikePair(rng);
    const [an, ad] = nd(a);
    const [bn, bd] = nd(b);
    const value = a.add(b);
    const L = lcm(ad, bd);
    return {
      text: `Work out $${texFrac(a)} + ${texFrac(b)}$. Give your answer in its simplest form.`,
      answer: fractionAnswer(value, "simplest"),
      equivalents: [value.toFraction(true)],
      misconceptions: fracWrongs(
        [
          [new Fraction(an + bn, ad + bd), "You can't add the denominators. Find a common denominator first."],
          [new Fraction(an + bn, ad * bd), "Change both numerators when you change to the common denominator."],
          [new Fraction(an * bn, ad * bd), "That is multiplying, not adding."],
          [
            new Fraction(an + bn, Math.max(ad, bd)),
            "Both fractions must have the same denominator before you add the numerators.",
          ],
        ],
        value,
      ),
      solution: [
        `A common denominator is $${L}$: $${texFrac(a)} = ${texFracRaw((an * L) / ad, L)}$ and $${texFrac(b)} = ${texFracRaw((bn * L) / bd, L)}$`,
        `$${texFracRaw((an * L) / ad, L)} + ${texFracRaw((bn * L) / bd, L)} = ${texFracRaw((an * L) / ad + (bn * L) / bd, L)}$`,
        `In its simplest form: $${texFrac(value)}$${value.compare(1) > 0 ? ` $= ${texMixed(value)}$` : ""}`,
      ],
      hint: "Find a common denominator (a common multiple of both denominators), then add the numerators.",
      difficulty: L > 20 || value.compare(1) > 0 ? 3 : 2,
    };
  },
};

export const subtractUnlike: Template = {
  id: "number.fractions.subtract-unlike",
  title: "Subtract fractions with different denominators",
  topics: ["number.fractions-add-subtract"],
  difficulty: [2, 3],
  generate(rng) {
    const [p, q] = unlikePair(rng);
    const [a, b] = p.compare(q) > 0 ? [p, q] : [q, p];
    const [an, ad] = nd(a);
    const [bn, bd] = nd(b);
    const value = a.sub(b);
    const L = lcm(ad, bd);
    return {
      text: `Work out $${texFrac(a)} - ${texFrac(b)}$. Give your answer in its simplest form.`,
      answer: fractionAnswer(value, "simplest"),
      misconceptions: fracWrongs(
        [
          [
            an - bn === 0 ? null : new Fraction(Math.abs(an - bn), Math.abs(ad - bd) || 1),
            "You can't subtract the denominators. Find a common denominator first.",
          ],
          [
            new Fraction(Math.abs(an - bn), ad * bd),
            "Change both numerators when you change to the common denominator.",
          ],
          [a.add(b), "This is a subtraction."],
          [new Fraction(Math.abs(an - bn), L), "Change the numerators as well as the denominators."],
          [b.sub(a).abs().add(new Fraction(1, L)), "Check the numerators after changing to the common denominator."],
        ],
        value,
      ),
      solution: [
        `A common denominator is $${L}$: $${texFrac(a)} = ${texFracRaw((an * L) / ad, L)}$ and $${texFrac(b)} = ${texFracRaw((bn * L) / bd, L)}$`,
        `$${texFracRaw((an * L) / ad, L)} - ${texFracRaw((bn * L) / bd, L)} = ${texFracRaw((an * L) / ad - (bn * L) / bd, L)}$`,
        `In its simplest form: $${texFrac(value)}$`,
      ],
      hint: "Find a common denominator, then subtract the numerators.",
      difficulty: L > 20 ? 3 : 2,
    };
  },
};

export const multiplyFractions: Template = {
  id: "number.fractions.multiply",
  title: "Multiply fractions",
  topics: ["number.fractions-multiply"],
  difficulty: [2, 3],
  generate(rng) {
    const byInteger = rng.chance(0.3);
    const a = properFraction(rng, 2, 12);
    const b = byInteger ? new Fraction(rng.int(2, 12)) : properFraction(rng, 2, 12);
    const [an, ad] = nd(a);
    const [bn, bd] = nd(b);
    const value = a.mul(b);
    return {
      text: `Work out $${texFrac(a)} \\times ${texFrac(b)}$. Give your answer in its simplest form.`,
      answer: fractionAnswer(value, "simplest"),
      equivalents: value.d === 1n ? [] : [value.toFraction(true)],
      misconceptions: fracWrongs(
        [
          [
            byInteger ? new Fraction(an * bn, ad * bn) : new Fraction(an * bd, ad * bn),
            byInteger
              ? "Only the numerator is multiplied by the whole number."
              : "Multiply the numerators together and the denominators together; don't cross-multiply.",
          ],
          [a.add(b), "That is adding, not multiplying."],
          [
            byInteger ? new Fraction(an, ad * bn) : new Fraction(an + bn, ad + bd),
            byInteger
              ? "Multiplying by a whole number makes the numerator bigger, not the denominator."
              : "Multiply the tops and multiply the bottoms; don't add them.",
          ],
          [a.div(b), "That is dividing, not multiplying."],
        ],
        value,
      ),
      solution: [
        `Multiply the numerators and the denominators: $${texFracRaw(`${an} \\times ${bn}`, `${ad} \\times ${bd}`)} = ${texFracRaw(an * bn, ad * bd)}$`,
        `In its simplest form: $${texFrac(value)}$`,
      ],
      hint: "Multiply top × top and bottom × bottom, then simplify.",
      difficulty: byInteger ? 2 : gcd(an * bn, ad * bd) > 1 ? 3 : 2,
    };
  },
};

export const divideFractions: Template = {
  id: "number.fractions.divide",
  title: "Divide fractions",
  topics: ["number.fractions-divide"],
  difficulty: [3, 4],
  generate(rng) {
    const byInteger = rng.chance(0.3);
    const a = properFraction(rng, 2, 12);
    const b = byInteger ? new Fraction(rng.int(2, 9)) : properFraction(rng, 2, 12);
    if (a.equals(b)) return divideFractions.generate(rng);
    const [an, ad] = nd(a);
    const [bn, bd] = nd(b);
    const value = a.div(b);
    return {
      text: `Work out $${texFrac(a)} \\div ${texFrac(b)}$. Give your answer in its simplest form.`,
      answer: fractionAnswer(value, "simplest"),
      equivalents: value.d === 1n ? [] : [value.toFraction(true)],
      misconceptions: fracWrongs(
        [
          [a.mul(b), "To divide, flip the second fraction and then multiply."],
          [b.div(a), "Flip the second fraction, not the first one."],
          [
            byInteger ? new Fraction(an * bn, ad) : new Fraction(an * bn, ad * bd),
            "Flip the second fraction before multiplying.",
          ],
          [a.sub(b).abs(), "That is subtracting, not dividing."],
        ],
        value,
      ),
      solution: [
        `Keep the first fraction, change $\\div$ to $\\times$ and flip the second: $${texFrac(a)} \\times ${texFracRaw(bd, bn)}$`,
        `$= ${texFracRaw(an * bd, ad * bn)} = ${texFrac(value)}$`,
      ],
      hint: "Keep, change, flip: keep the first fraction, change ÷ to ×, flip the second fraction.",
      difficulty: byInteger ? 3 : 4,
    };
  },
};

function mixed(rng: Rng): Fraction {
  return properFraction(rng, 2, 9).add(rng.int(1, 6));
}

export const mixedAddSubtract: Template = {
  id: "number.fractions.mixed-add-subtract",
  title: "Add and subtract mixed numbers",
  topics: ["number.mixed-number-calculations", "number.fractions-add-subtract"],
  difficulty: [3, 4],
  generate(rng) {
    let a = mixed(rng);
    let b = mixed(rng);
    const add = rng.bool();
    if (!add && a.compare(b) < 0) [a, b] = [b, a];
    if (a.equals(b)) return mixedAddSubtract.generate(rng);
    const value = add ? a.add(b) : a.sub(b);
    const wa = a.floor();
    const wb = b.floor();
    const fa = a.sub(wa);
    const fb = b.sub(wb);
    const naiveFrac = add ? fa.add(fb) : fa.sub(fb);
    return {
      text: `Work out $${texMixed(a)} ${add ? "+" : "-"} ${texMixed(b)}$. Give your answer as a mixed number.`,
      answer: fractionAnswer(value, "mixed"),
      misconceptions: fracWrongs(
        [
          [
            add ? wa.add(wb).add(new Fraction(Number(fa.n) + Number(fb.n), Number(fa.d) + Number(fb.d))) : null,
            "Use a common denominator for the fraction parts; don't add the denominators.",
          ],
          [
            add ? null : wa.sub(wb).add(naiveFrac.abs()),
            "When the second fraction part is bigger, exchange one whole before subtracting.",
          ],
          [
            add ? wa.add(wb).add(naiveFrac.sub(naiveFrac.floor())) : wa.sub(wb),
            add ? "When the fraction parts add up to more than 1, carry a whole." : "Don't forget the fraction parts.",
          ],
          [add ? a.sub(b).abs() : a.add(b), add ? "This is an addition." : "This is a subtraction."],
          [value.add(1), "Check the whole numbers."],
          [value.sub(1).compare(0) > 0 ? value.sub(1) : null, "Check the whole numbers."],
        ],
        value,
        true,
      ),
      solution: [
        `As improper fractions: $${texMixed(a)} = ${texFrac(a)}$ and $${texMixed(b)} = ${texFrac(b)}$`,
        `$${texFrac(a)} ${add ? "+" : "-"} ${texFrac(b)} = ${texFrac(value)}$`,
        `As a mixed number: $${texMixed(value)}$`,
      ],
      hint: "Either work with the whole numbers and fractions separately, or change both to improper fractions.",
      difficulty: naiveFrac.compare(0) < 0 || naiveFrac.compare(1) > 0 ? 4 : 3,
    };
  },
};

export const mixedMultiplyDivide: Template = {
  id: "number.fractions.mixed-multiply-divide",
  title: "Multiply and divide mixed numbers",
  topics: ["number.mixed-number-calculations", "number.fractions-multiply", "number.fractions-divide"],
  difficulty: [4, 5],
  generate(rng) {
    const a = mixed(rng);
    const b = mixed(rng);
    const multiply = rng.bool();
    const value = multiply ? a.mul(b) : a.div(b);
    const [wa, wb] = [a.floor(), b.floor()];
    const [fa, fb] = [a.sub(wa), b.sub(wb)];
    return {
      text: `Work out $${texMixed(a)} ${multiply ? "\\times" : "\\div"} ${texMixed(b)}$. Give your answer as a mixed number in its simplest form.`,
      answer: fractionAnswer(value, "mixed"),
      misconceptions: fracWrongs(
        [
          [
            multiply ? wa.mul(wb).add(fa.mul(fb)) : wa.div(wb).add(fa.div(fb)),
            "Change mixed numbers to improper fractions first: you can't work with the parts separately.",
          ],
          [
            multiply ? a.div(b) : a.mul(b),
            multiply ? "This is a multiplication." : "To divide, flip the second fraction and multiply.",
          ],
          [multiply ? null : b.div(a), "Flip the second fraction, not the first."],
          [
            multiply ? a.add(b) : a.sub(b).abs(),
            multiply ? "This is a multiplication, not an addition." : "This is a division, not a subtraction.",
          ],
          [value.add(1), "Check the whole number part."],
        ],
        value,
        true,
      ),
      solution: [
        `Change to improper fractions: $${texFrac(a)} ${multiply ? "\\times" : "\\div"} ${texFrac(b)}$`,
        multiply ? `$= ${texFrac(value)}$` : `$= ${texFrac(a)} \\times ${texFrac(b.inverse())} = ${texFrac(value)}$`,
        `As a mixed number: $${texMixed(value)}$`,
      ],
      hint: "Change both mixed numbers into improper fractions first.",
      difficulty: multiply ? 4 : 5,
    };
  },
};

export const fractionOperationTemplates: Template[] = [
  addSubtractSameDenominator,
  addUnlike,
  subtractUnlike,
  multiplyFractions,
  divideFractions,
  mixedAddSubtract,
  mixedMultiplyDivide,
];
