/**
 * Shared body of the per-strand template test files (one file per strand so vitest
 * can run them in parallel). SEEDS seeds per template; determinism checked on every 10th.
 */
import { describe, expect, it } from "vitest";
import type { Template } from "../core/types.js";
import { templatesByStrand } from "../templates/index.js";
import { checkInstance, checkTemplateDeclaration } from "./check-instance.js";

export const SEEDS = 200;

export function templateSuite(strand: string): void {
  const templates: readonly Template[] = templatesByStrand[strand] ?? [];
  describe(`${strand} templates`, () => {
    it("has a templates list", () => {
      expect(Array.isArray(templatesByStrand[strand])).toBe(true);
    });
    for (const template of templates) {
      it(template.id, () => {
        const problems = [...checkTemplateDeclaration(template)];
        for (let seed = 0; seed < SEEDS && problems.length < 20; seed++) {
          problems.push(...checkInstance(template, seed, { determinism: seed % 10 === 0 }));
        }
        expect(problems.slice(0, 20)).toEqual([]);
      });
    }
  });
}
