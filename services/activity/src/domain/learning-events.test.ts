import { describe, expect, it } from "vitest";
import { learningEventsProblem, MAX_EVENTS_PER_BATCH } from "./learning-events.js";

const event = {
  idempotencyKey: "answer:1",
  indyUserName: "indyUsers/abc",
  courseName: "courses/ks3-b",
  kindKnown: true,
  hasTime: true,
};

describe("learning event batches", () => {
  it("accepts well-formed events", () => {
    expect(learningEventsProblem([event, { ...event, idempotencyKey: "answer:2" }])).toBeUndefined();
  });

  it("refuses empty and oversized batches", () => {
    expect(learningEventsProblem([])).toMatch(/at least one/);
    expect(learningEventsProblem(Array(MAX_EVENTS_PER_BATCH + 1).fill(event))).toMatch(/at most 500/);
  });

  it("names the first bad event", () => {
    expect(learningEventsProblem([event, { ...event, idempotencyKey: "" }])).toMatch(/^Event 2: the idempotency key/);
    expect(learningEventsProblem([{ ...event, indyUserName: "bob" }])).toMatch(/indyUsers/);
    expect(learningEventsProblem([{ ...event, kindKnown: false }])).toMatch(/kind/);
    expect(learningEventsProblem([{ ...event, hasTime: false }])).toMatch(/occurTime/);
    expect(learningEventsProblem([{ ...event, courseName: "" }])).toMatch(/courseName/);
  });
});
