import { describe, expect, it } from "vitest";
import { generateQuestion } from "../../index.js";
import { correlationStrength, pearson } from "./scatter-stem.js";

/** The points as the question prints them: the table's two rows of $numbers$. */
function printedPoints(text: string): Array<{ x: number; y: number }> {
  const rows = text
    .split("\n")
    .filter((line) => line.startsWith("|") && line.includes("$"))
    .map((line) => [...line.matchAll(/\$(-?[\d.,]+)\$/g)].map((match) => Number(match[1]!.replace(/,/g, ""))));
  const [xs, ys] = rows;
  if (!xs || !ys || xs.length !== ys.length) throw new Error(`no points table in: ${text}`);
  return xs.map((x, index) => ({ x, y: ys[index]! }));
}

describe("statistics.scatter.correlation labels follow the plotted points", () => {
  it("states the strength and sign that Pearson's r of the printed points shows, over 400 seeds", () => {
    let labelled = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const instance = generateQuestion("statistics.scatter.correlation", seed);
      const r = pearson(printedPoints(instance.text));
      const strength = correlationStrength(r);
      expect(strength, `seed ${seed}: r = ${r.toFixed(3)} sits between the bands`).toBeDefined();
      const answer = instance.answerDisplay;
      if (!/correlation/i.test(answer)) {
        // The "which statement" form: only the direction is stated.
        if (/tends to increase/.test(answer)) expect(r, `seed ${seed}`).toBeGreaterThan(0);
        if (/tends to decrease/.test(answer)) expect(r, `seed ${seed}`).toBeLessThan(0);
        continue;
      }
      labelled += 1;
      if (strength === "none") expect(answer, `seed ${seed}: r = ${r.toFixed(3)}`).toMatch(/No correlation$/);
      else {
        const expected = `${strength === "strong" ? "Strong" : "Weak"} ${r > 0 ? "positive" : "negative"} correlation`;
        expect(answer, `seed ${seed}: r = ${r.toFixed(3)}`).toContain(expected);
      }
    }
    expect(labelled).toBeGreaterThan(200);
  });
});
