/** Right answers written with their unit, and probabilities as pupils write them (issue 8, item 2). */
import { describe, expect, it } from "vitest";
import { DP, decimalAnswer, expressionAnswer, integerAnswer, moneyAnswer, piAnswer } from "../core/answers.js";
import { Fraction } from "../core/exact.js";
import type { AnswerSpec, MarkOutcome } from "../core/types.js";
import { markAnswer } from "../marking/mark.js";
import { probAnswer, probDecimalAnswer } from "../templates/probability/shared.js";

const marked = (answer: AnswerSpec, s: string) => markAnswer({ answer }, s);
const expectAll = (answer: AnswerSpec, inputs: string[], expected: MarkOutcome) => {
  for (const s of inputs) expect([s, marked(answer, s).outcome]).toEqual([s, expected]);
};

describe("answers written with their unit", () => {
  it("numbers with simple units, in the usual spellings", () => {
    expectAll(integerAnswer(6, "m"), ["6 m", "6m", "6 metres", "6 meters"], "correct");
    expectAll(integerAnswer(2, "hours"), ["2 hours", "2 hrs", "2h", "2 hr", "2 hour"], "correct");
    expectAll(integerAnswer(2, "h"), ["2 hours", "2 hrs", "2h"], "correct");
    expectAll(integerAnswer(14, "cm"), ["14 cm", "14cm", "14 centimetres"], "correct");
    expectAll(integerAnswer(25, "cm"), ["25 cm"], "correct");
    expectAll(integerAnswer(1, "cm"), ["1 cm", "1 centimetre"], "correct");
    expectAll(integerAnswer(6, "kg"), ["6 kg", "6 kilograms", "6 kgs"], "correct");
    expectAll(integerAnswer(15, "g"), ["15 grams", "15g", "15 g"], "correct");
    expectAll(integerAnswer(392, "minutes"), ["392 min", "392 minutes"], "correct");
    expectAll(integerAnswer(84, "min"), ["84 mins", "84 min"], "correct");
    expectAll(integerAnswer(180, "s"), ["180 s", "180 secs", "180 seconds"], "correct");
    expectAll(integerAnswer(5, "years"), ["5 years", "5 yrs", "5"], "correct");
  });

  it("compound units: km/h, ml/s", () => {
    expectAll(decimalAnswer(new Fraction("9.2222"), DP(2), "km/h"), ["9.22 km/h", "9.22kmh", "9.22 kph"], "correct");
    expectAll(
      decimalAnswer(new Fraction("15.06"), DP(2), "km/h"),
      ["15.06 km per hour", "15.06 kilometres per hour"],
      "correct",
    );
    expectAll(integerAnswer(183, "ml/s"), ["183 ml/s", "183 ml per second", "183 millilitres per second"], "correct");
  });

  it("a unit of another kind is incorrect with a pointer; the right amount in another unit is wrong_form", () => {
    const r = marked(integerAnswer(6, "cm"), "6 kg");
    expect(r.outcome).toBe("incorrect");
    expect(r.message).toMatch(/units/);
    expect(marked(integerAnswer(2, "km"), "2000 m").outcome).toBe("wrong_form");
    expect(marked(integerAnswer(2, "km"), "2 m").outcome).toBe("incorrect");
    expect(marked(integerAnswer(120, "minutes"), "2 hours").outcome).toBe("wrong_form");
  });

  it("surds, π multiples, labels and money", () => {
    const surd = { ...expressionAnswer("8*sqrt(2)", [], "simplified"), unit: "cm" };
    expectAll(surd, ["8√2 cm", "8√2cm", "8√2", "x = 8√2", "x = 8√2 cm"], "correct");
    expect(marked(surd, "8√2 kg").outcome).not.toBe("correct");
    expectAll(piAnswer(240.25, "cm^2"), ["240.25 x π", "240.25π cm²", "240.25 X pi", "π x 240.25"], "correct");
    const inverse = { ...expressionAnswer("(x + 3)/3", ["x"]), subject: "f^{-1}(x)" };
    expectAll(inverse, ["f^-1(x) = (x+3)/3", "f⁻¹(x) = (x+3)/3", "f^(-1)(x) = (x + 3)/3", "(x+3)/3"], "correct");
    expectAll(moneyAnswer(43), ["43p", "£0.43", "43 pence"], "correct");
  });
});

describe("probabilities", () => {
  it("a decimal to 3 significant figures is correct; fewer figures is not", () => {
    expectAll(probAnswer(new Fraction(2, 3)), ["0.667", "0.6667", "2/3"], "correct");
    expectAll(probAnswer(new Fraction(1, 17)), ["0.0588"], "correct");
    expectAll(probAnswer(new Fraction(2, 3)), ["0.67", "0.666"], "incorrect");
    expectAll(probDecimalAnswer(new Fraction("0.1225")), ["0.1225", "0.123"], "correct");
    expectAll(probDecimalAnswer(new Fraction("0.1225")), ["0.12"], "incorrect");
  });

  it("a percentage is never unreadable: the right one gets a form message", () => {
    const r = marked(probAnswer(new Fraction(2, 5)), "40%");
    expect(r.outcome).toBe("wrong_form");
    expect(r.message).toMatch(/percentage/);
    expect(marked(probAnswer(new Fraction(2, 3)), "66.7%").outcome).toBe("wrong_form");
    expect(marked(probAnswer(new Fraction(2, 5)), "30%").outcome).toBe("incorrect");
  });
});
