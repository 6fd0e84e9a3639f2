/**
 * Variety: every template yields at least MIN_DISTINCT distinct questions over VARIETY_SEEDS seeds
 * (counted as cli/stats.ts counts them: text, part prompts, diagram and the set of options, so a
 * shuffle of the same options is not a new question), unless it declares a `varietyExemption`
 * saying why the maths cannot give that many.
 */
import { describe, expect, it } from "vitest";
import { distinctTexts, questionKey } from "../cli/distinct.js";
import { instantiate } from "../core/generate.js";
import { listTemplates } from "../core/registry.js";

export const VARIETY_SEEDS = 400;
export const MIN_DISTINCT = 150;

describe("template variety", () => {
  it("counts a shuffle of the same options as one question, and other options as another", () => {
    const choice = listTemplates()
      .map((t) => instantiate(t, 0))
      .find((q) => q.answer.kind === "choice" && q.answer.options.length >= 3);
    const answer = choice?.answer;
    if (!choice || answer?.kind !== "choice") throw new Error("no choice template to check with");
    const options = answer.options;
    const reordered = options.map((o, i) => ({ ...o, text: options[(i + 1) % options.length]?.text ?? o.text }));
    const changed = options.map((o, i) => (i === 0 ? { ...o, text: `${o.text} (changed)` } : o));
    const key = (opts: typeof options) => questionKey({ ...choice, answer: { ...answer, options: opts } });
    expect(key(reordered)).toBe(questionKey(choice));
    expect(key(changed)).not.toBe(questionKey(choice));
  });

  for (const template of listTemplates()) {
    const exemption = template.varietyExemption;
    if (exemption !== undefined) {
      it(`${template.id} explains its variety exemption`, () => {
        expect(exemption.trim().length, "an exemption needs a reason").toBeGreaterThan(10);
      });
      continue;
    }
    it(`${template.id} gives at least ${MIN_DISTINCT} distinct questions over ${VARIETY_SEEDS} seeds`, () => {
      expect(distinctTexts(template, VARIETY_SEEDS).size).toBeGreaterThanOrEqual(MIN_DISTINCT);
    });
  }
});
