/** The realistic-context check reads speeds and prices back from the words of a question. */
import { describe, expect, it } from "vitest";
import { integerAnswer } from "../core/answers.js";
import type { QuestionInstance } from "../core/types.js";
import { checkContexts } from "./check-contexts.js";

const question = (text: string, solution: string[] = []) =>
  ({ text, solution, answerDisplay: "", answer: integerAnswer(1) }) as unknown as QuestionInstance;

describe("realistic contexts", () => {
  it("flags a car at 174 km/h and a cyclist at 13 m/s, not a car at 50 km/h", () => {
    expect(checkContexts(question("A car travels at $174$ km/h for 2 hours."))[0]).toMatch(/car/);
    expect(checkContexts(question("A cyclist speeds up.", ["Average speed $= 13$ m/s"]))).toHaveLength(1);
    expect(checkContexts(question("A car travels at $50$ km/h for 2 hours."))).toEqual([]);
    expect(checkContexts(question("Change $174$ km/h into m/s."))).toEqual([]);
  });

  it("flags a samosa for ₹1,322.50, not one for ₹25.00", () => {
    expect(checkContexts(question("A samosa costs ₹1,322.50. How much do $3$ of them cost?"))[0]).toMatch(/samosa/);
    expect(checkContexts(question("A samosa costs ₹25.00. How much do $3$ of them cost?"))).toEqual([]);
  });
});
