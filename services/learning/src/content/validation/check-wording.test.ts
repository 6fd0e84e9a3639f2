/** The wording and letter-clash checks catch each slip of issue 8 and pass the right wording. */
import { describe, expect, it } from "vitest";
import { integerAnswer, multiPartAnswer } from "../core/answers.js";
import { article, plural, singular } from "../core/english.js";
import type { QuestionInstance } from "../core/types.js";
import { checkLetterClash } from "./check-letters.js";
import { wordingProblems } from "./check-wording.js";

const problems = (s: string, question = s) => wordingProblems(s, question);

describe("wording check", () => {
  it("catches a / an before vowel and consonant sounds, numbers and letter names", () => {
    for (const bad of [
      "a octagonal prism",
      "A octagon has angles",
      "a $18$ m rope",
      "roll a $8$",
      "a $x$-coordinate",
      "an hexagon",
      "an unit",
    ])
      expect(problems(bad), bad).not.toEqual([]);
    for (const good of [
      "an octagonal prism",
      "an hour",
      "a unit",
      "a one-off",
      "an $8$",
      "an $11$",
      "a $1{,}322$ km trip",
      "a U-shaped curve",
      "an S-shaped curve",
      "100 cm in a m",
      "the $an$ terms",
      "Angle A is opposite side a",
      "take a out as a factor",
    ])
      expect(problems(good), good).toEqual([]);
  });

  it("catches a number that disagrees with its noun, and plurals made with a plain s", () => {
    for (const bad of ["Convert $1$ litres into ml", "in 1 minutes", "all childs", "5 boxs", "it took 3 minute"])
      expect(problems(bad), bad).not.toEqual([]);
    for (const good of [
      "Convert $1$ litre into ml",
      "21 litres",
      "0.1 litres",
      "a 2 litre bottle",
      "n + 1 faces",
      "£1 coins",
      "people",
    ])
      expect(problems(good), good).toEqual([]);
  });

  it("catches a sign after an operation word, unsimplified indices and lower-cased point names", () => {
    expect(problems("Subtract $-3x$ from both sides")).not.toEqual([]);
    expect(problems("add −2 to the x coordinate")).not.toEqual([]);
    expect(problems("Subtract $3x$ from both sides")).toEqual([]);
    expect(problems("Work out $16^{\\frac{2}{4}}$")).not.toEqual([]);
    expect(problems("Work out $16^{-\\frac{3}{4}}$")).toEqual([]);
    const q = "Describe the locus of points 6 cm from point $C$.";
    expect(problems("the region inside a circle with centre c and radius 6 cm", q)).not.toEqual([]);
    expect(problems("the region inside a circle with centre C and radius 6 cm", q)).toEqual([]);
  });

  it("builds the words it checks", () => {
    expect([article("octagon"), article(18), article(1322), article("unit"), article("hour")]).toEqual([
      "an",
      "an",
      "a",
      "a",
      "an",
    ]);
    expect([plural(1, "litre"), plural(3, "child"), plural(2, "large box"), plural(2, "person")]).toEqual([
      "litre",
      "children",
      "large boxes",
      "people",
    ]);
    expect([singular("feet"), singular("inches"), singular("litres"), singular("cl")]).toEqual([
      "foot",
      "inch",
      "litre",
      "cl",
    ]);
  });
});

describe("letter clash check", () => {
  const square = (v: string) =>
    ({
      text: `Write $${v}^{2} + 6${v} + 4$ in the form $(${v} + p)^{2} + q$.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$p =$", answer: integerAnswer(3) },
        { id: "b", prompt: "$q =$", answer: integerAnswer(-5) },
      ]),
    }) as unknown as QuestionInstance;

  it("flags a variable that is also a constant of the form", () => {
    expect(checkLetterClash(square("p"))[0]).toMatch(/letter p/);
    expect(checkLetterClash(square("x"))).toEqual([]);
  });
});
