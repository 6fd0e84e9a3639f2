import { describe, expect, it } from "vitest";
import { drawnMinutes, durationText, graphCells, pageCount, weeksOnPage } from "./time-graph.js";

const week = (monday: string, minutes: number) => ({ monday, seconds: minutes * 60 });

describe("time graph", () => {
  it("is 6 cells of 10 minutes at least and 12 at most", () => {
    expect(graphCells([])).toBe(6);
    expect(graphCells([week("a", 35)])).toBe(6);
    expect(graphCells([week("a", 61)])).toBe(7);
    expect(graphCells([week("a", 500)])).toBe(12);
    expect(drawnMinutes(500 * 60, 12)).toBe(120);
  });

  it("says durations in hours and minutes", () => {
    expect(durationText(0)).toBe("0 min");
    expect(durationText(25 * 60)).toBe("25 min");
    expect(durationText(65 * 60)).toBe("1 hr 5 min");
    expect(durationText(120 * 60)).toBe("2 hr");
  });

  it("pages back through earlier weeks", () => {
    const weeks = Array.from({ length: 12 }, (_, i) => week(`w${i}`, i));
    expect(weeksOnPage(weeks, 0).map((w) => w.monday)).toEqual(["w6", "w7", "w8", "w9", "w10", "w11"]);
    expect(weeksOnPage(weeks, 1).map((w) => w.monday)).toEqual(["w0", "w1", "w2", "w3", "w4", "w5"]);
    expect(pageCount(weeks)).toBe(2);
  });
});
