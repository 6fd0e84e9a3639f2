import { describe, expect, it } from "vitest";
import { MAX_TIME_TAKEN_MS, storedTimeTaken, submissionProblems } from "./submission.js";

const ok = { submissionId: "0b6f2d1c-7c0e-4a57", answer: "3/4", partAnswers: [], timeTakenMs: 1200 };

describe("submission validation", () => {
  it("accepts a well-formed answer", () => {
    expect(submissionProblems(ok)).toEqual({});
  });

  it("names each bad field", () => {
    expect(submissionProblems({ ...ok, submissionId: "x" }).submissionId).toMatch(/8 to 64/);
    expect(submissionProblems({ ...ok, answer: "9".repeat(501) }).answer).toMatch(/500/);
    expect(submissionProblems({ ...ok, partAnswers: ["1"] }).answer).toMatch(/not both/);
    expect(submissionProblems({ ...ok, answer: "", partAnswers: Array(11).fill("1") }).partAnswers).toMatch(/10 parts/);
    expect(submissionProblems({ ...ok, timeTakenMs: -1 }).timeTakenMs).toMatch(/negative/);
  });

  it("stores times above a day as a day", () => {
    expect(storedTimeTaken(MAX_TIME_TAKEN_MS * 3)).toBe(MAX_TIME_TAKEN_MS);
    expect(storedTimeTaken(1500)).toBe(1500);
  });
});
