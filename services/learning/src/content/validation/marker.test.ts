/** Marker behaviour on hand-written answers: tolerance, forms and unreadable input. */
import { describe, expect, it } from "vitest";
import {
  coordinatesAnswer,
  DP,
  decimalAnswer,
  expressionAnswer,
  fractionAnswer,
  inequalityAnswer,
  inequalityRange,
  integerAnswer,
  moneyAnswer,
  percentageAnswer,
  piAnswer,
  SF,
  solutionsAnswer,
  standardFormAnswer,
  timeOfDayAnswer,
} from "../core/answers.js";
import { Fraction } from "../core/exact.js";
import type { AnswerSpec, MarkOutcome, Submission } from "../core/types.js";
import { markAnswer } from "../marking/mark.js";

const outcome = (answer: AnswerSpec, s: Submission): MarkOutcome => markAnswer({ answer }, s).outcome;
const expectAll = (answer: AnswerSpec, inputs: string[], expected: MarkOutcome) => {
  for (const s of inputs) expect([s, outcome(answer, s)]).toEqual([s, expected]);
};

describe("numbers", () => {
  it("integers: separators, unicode minus, leading zeros, named units", () => {
    expectAll(integerAnswer(12500), ["12500", "12,500", " 12 500 ", "012500", "12500.0"], "correct");
    expectAll(integerAnswer(-7), ["−7", "-7", "– 7", "= -7"], "correct");
    expectAll(integerAnswer(12, "cm"), ["12", "12 cm", "12cm", "12 centimetres"], "correct");
    expectAll(integerAnswer(12, "cm"), ["12 mm", "13", "-12"], "incorrect");
    expectAll(integerAnswer(12), ["twelve", "1,2,3", "12 apples"], "unreadable");
    expect(outcome(integerAnswer(6), "12/2")).toBe("wrong_form");
  });

  it("decimals with rounding: unrounded is wrong_form, badly rounded is incorrect", () => {
    const a = decimalAnswer(new Fraction("3.14159"), DP(2));
    expectAll(a, ["3.14", "03.14"], "correct");
    expectAll(a, ["3.1416", "3.14159"], "wrong_form");
    expectAll(a, ["3.15", "3.1"], "incorrect");
    expect(outcome(a, "3,14")).toBe("unreadable");
    expect(outcome(decimalAnswer(new Fraction("0.04567"), SF(2)), "0.046")).toBe("correct");
  });

  it("fractions: equivalents unless simplest form is asked for; mixed numbers", () => {
    expectAll(fractionAnswer(new Fraction(3, 4)), ["3/4", "6/8", "\\frac{3}{4}", "¾"], "correct");
    expect(outcome(fractionAnswer(new Fraction(3, 4)), "0.75")).toBe("wrong_form");
    expect(outcome(fractionAnswer(new Fraction(3, 4), "any", { allowDecimal: true }), "0.75")).toBe("correct");
    expect(outcome(fractionAnswer(new Fraction(3, 4), "simplest"), "6/8")).toBe("wrong_form");
    expectAll(fractionAnswer(new Fraction(7, 4), "mixed"), ["1 3/4", "1¾"], "correct");
    expect(outcome(fractionAnswer(new Fraction(7, 4), "mixed"), "7/4")).toBe("wrong_form");
    expect(outcome(fractionAnswer(new Fraction(-7, 4), "simplest"), "-1 3/4")).toBe("correct");
    expect(outcome(fractionAnswer(new Fraction(3, 4)), "3/0")).toBe("unreadable");
    expect(outcome(fractionAnswer(new Fraction(3, 4)), "4/3")).toBe("incorrect");
  });

  it("percentages and money", () => {
    expectAll(percentageAnswer(35), ["35%", "35", "35 %", "35 percent"], "correct");
    expect(outcome(percentageAnswer(35), "0.35")).toBe("wrong_form");
    expectAll(moneyAnswer(350), ["£3.50", "3.50", "£ 3.50", "350p", "3.50 pounds"], "correct");
    expect(outcome(moneyAnswer(350), "£3.5")).toBe("wrong_form");
    expect(outcome(moneyAnswer(300), "£3")).toBe("correct");
    expect(outcome(moneyAnswer(350), "£35.0")).toBe("incorrect");
    expect(outcome(moneyAnswer(125000, "INR"), "₹1,250")).toBe("correct");
    expect(outcome(moneyAnswer(125000, "INR"), "Rs. 1250.00")).toBe("correct");
  });

  it("standard form in the ways it gets typed", () => {
    const a = standardFormAnswer(new Fraction("3.2"), 4);
    expectAll(a, ["3.2 × 10^4", "3.2x10^4", "3.2*10^4", "3.2 × 10⁴", "3.2 \\times 10^{4}"], "correct");
    expectAll(a, ["32000", "32 × 10^3", "3.2e4"], "wrong_form");
    expect(outcome(standardFormAnswer(new Fraction("4.5"), -3), "4.5 × 10^-3")).toBe("correct");
    expect(outcome(a, "3.2 × 10^5")).toBe("incorrect");
  });
});

describe("algebra", () => {
  const expanded = expressionAnswer("6*x^2 - 15*x", ["x"], "expanded");
  it("accepts equivalent expanded expressions in any order and notation", () => {
    expectAll(expanded, ["6x^2 - 15x", "-15x + 6x²", "6*x^2-15*x", "6X^2 − 15X", "6x*x - 15x"].slice(0, 4), "correct");
  });
  it("needs the asked-for form", () => {
    expect(outcome(expanded, "3x(2x - 5)")).toBe("wrong_form");
    expect(outcome(expanded, "6x*x - 15x")).toBe("wrong_form");
    expect(outcome(expanded, "4x^2 + 2x^2 - 15x")).toBe("wrong_form");
    expect(outcome(expanded, "6x^2 + 15x")).toBe("incorrect");
    expect(outcome(expanded, "6x^2 - 15")).toBe("incorrect");
    expect(outcome(expanded, "6x^2 - 15x)")).toBe("unreadable");
    expect(markAnswer({ answer: expanded }, "6y^2 - 15y").message).toMatch(/uses y/);
  });
  it("checks factorised and fully factorised forms", () => {
    const full = expressionAnswer("6*x + 12", ["x"], "fully-factorised");
    expectAll(full, ["6(x + 2)", "6(2 + x)", "(x+2)*6", "-6(-x - 2)"], "correct");
    expectAll(full, ["2(3x + 6)", "3(2x + 4)", "6x + 12"], "wrong_form");
    const quad = expressionAnswer("x^2 + 5*x + 6", ["x"], "fully-factorised");
    expectAll(quad, ["(x + 2)(x + 3)", "(x+3)(x+2)"], "correct");
    expect(outcome(quad, "(x + 2)(x + 2)")).toBe("incorrect");
    const common = expressionAnswer("2*x^2 - 18", ["x"], "fully-factorised");
    expect(outcome(common, "2(x - 3)(x + 3)")).toBe("correct");
    expect(outcome(common, "2(x^2 - 9)")).toBe("wrong_form");
    const xy = expressionAnswer("3*x*y + 6*x", ["x", "y"], "fully-factorised");
    expect(outcome(xy, "3x(y + 2)")).toBe("correct");
    expect(outcome(xy, "3(xy + 2x)")).toBe("wrong_form");
  });
  it("needs an algebraic fraction cancelled when it asks for the simplest form", () => {
    const cancelled = expressionAnswer("(x + 3)/(x - 1)", ["x"], "simplified");
    expectAll(cancelled, ["(x+3)/(x-1)", "(3 + x)/(x - 1)", "-(x+3)/(1-x)"], "correct");
    // The question typed back, or a half-cancelled or re-multiplied form, has the right value only.
    expectAll(
      cancelled,
      ["(x^2 + 5x + 6)/(x^2 + x - 2)", "((x+2)(x+3))/((x+2)(x-1))", "(2x + 6)/(2x - 2)"],
      "wrong_form",
    );
    expect(markAnswer({ answer: cancelled }, "(x^2 + 5x + 6)/(x^2 + x - 2)").message).toMatch(/share a factor/);
    expect(outcome(cancelled, "(x + 3)/(x + 1)")).toBe("incorrect");
  });
  it("marks inequalities as solution sets, however they are written", () => {
    const above = inequalityAnswer("x", ">", 3);
    expectAll(above, ["x > 3", "3 < x", "x>3", "X > 3", "x > 6/2"], "correct");
    expectAll(above, ["x >= 3", "x < 3", "x > 4", "3 > x"], "incorrect");
    expect(markAnswer({ answer: above }, "x ≥ 3").message).toMatch(/included/);
    expectAll(above, ["x = 3", "3", "y > 3", "x > > 3"], "unreadable");
    const half = inequalityAnswer("n", "≤", new Fraction(-5, 2));
    expectAll(half, ["n <= -2.5", "n ≤ −5/2", "-5/2 >= n", "n =< -2.5"], "correct");
    const between = inequalityRange("x", -2, false, 5, true);
    expectAll(between, ["-2 < x <= 5", "-2 < x ≤ 5", "5 >= x > -2", "x > -2 and x <= 5"], "correct");
    // A comma or "or" joins sets: x > -2 or x <= 5 is every number.
    expect(outcome(between, "x > -2, x <= 5")).toBe("incorrect");
    expectAll(between, ["-2 <= x <= 5", "-2 < x < 5", "x > -2"], "incorrect");
    expect(outcome(between, "-2 < x > 5")).toBe("unreadable");
    const outside = inequalityRange("x", -1, false, 4, false, false);
    expectAll(outside, ["x < -1 or x > 4", "x > 4 or x < -1", "-1 > x; 4 < x"], "correct");
    expectAll(outside, ["-1 < x < 4", "x < -1", "x <= -1 or x >= 4"], "incorrect");
  });
  it("marks answers in terms of π, and a worked-out decimal as the wrong form", () => {
    const area = piAnswer(25, "cm^2");
    expectAll(
      area,
      ["25π", "25pi", "25 π cm²", "25π cm^2", "25 × π", "π × 25", "25*pi", "50π/2", "(50/2)π"],
      "correct",
    );
    expectAll(area, ["78.54", "78.5 cm²", "78.54 cm^2"], "wrong_form");
    expectAll(area, ["50π", "5π", "25", "10π cm²"], "incorrect");
    expect(outcome(area, "25π m²")).toBe("incorrect");
    expectAll(area, ["25ππ", "π25π"], "unreadable");
    const half = piAnswer(new Fraction(9, 2));
    expectAll(half, ["9/2π", "4.5π", "9π/2", "(9/2)π"], "correct");
    expect(outcome(piAnswer(1), "π")).toBe("correct");
  });
  it("marks times of day on the clock the question asks for", () => {
    const t24 = timeOfDayAnswer(14 * 60 + 5, "24-hour");
    expectAll(t24, ["14:05", "14.05", "1405", "14 05", "14:05 hrs"], "correct");
    expectAll(t24, ["2:05 pm", "2.05pm", "2:05 p.m."], "wrong_form");
    expectAll(t24, ["02:05", "2:05 am", "14:15", "15:05"], "incorrect");
    expect(markAnswer({ answer: t24 }, "13:65").message).toMatch(/60 minutes/);
    expectAll(t24, ["14", "two o'clock", "14:5"], "unreadable");
    expectAll(timeOfDayAnswer(9 * 60 + 5, "24-hour"), ["09:05", "9:05", "0905"], "correct");
    const t12 = timeOfDayAnswer(14 * 60 + 5, "12-hour");
    expectAll(t12, ["2:05 pm", "2.05pm", "2:05 PM", "2:05 p.m."], "correct");
    expectAll(t12, ["14:05", "2:05"], "wrong_form");
    expectAll(t12, ["2:05 am", "3:05 pm", "14:05 pm"], "incorrect");
    expect(markAnswer({ answer: t12 }, "14:05 pm").message).toMatch(/1 to 12/);
    expectAll(timeOfDayAnswer(0, "12-hour"), ["12:00 am", "12 am"], "correct");
    expectAll(timeOfDayAnswer(12 * 60, "12-hour"), ["12:00 pm", "12pm"], "correct");
    expect(outcome(timeOfDayAnswer(12 * 60, "12-hour"), "12:00 am")).toBe("incorrect");
  });
  it("marks equation solutions as a set", () => {
    const two = solutionsAnswer("x", [3, -2]);
    expectAll(two, ["x = 3, x = -2", "x=-2 or x=3", "3, -2", "-2 and 3", "x = 3; x = −2"], "correct");
    expect(outcome(two, "x = 3")).toBe("incorrect");
    expect(markAnswer({ answer: two }, "x = 3").message).toMatch(/2 solutions/);
    expect(outcome(two, "y = 3, y = -2")).toBe("unreadable");
    expect(outcome(solutionsAnswer("x", [new Fraction(5, 2)]), "x = 2.5")).toBe("correct");
    expect(outcome(solutionsAnswer("x", [new Fraction(2, 3)], DP(2)), "x = 0.6667")).toBe("wrong_form");
  });
  it("marks coordinates, and spots swapped ones", () => {
    const c = coordinatesAnswer(3, -2);
    expectAll(c, ["(3, -2)", "3,-2", "( 3 , −2 )", "x = 3, y = -2"], "correct");
    expect(outcome(c, "(-2, 3)")).toBe("incorrect");
    expect(markAnswer({ answer: c }, "(-2, 3)").message).toMatch(/order/);
    expect(outcome(c, "(3 -2)")).toBe("unreadable");
  });
});
