/**
 * PROGRESS TRACKER: taxonomy topics that no template covers yet, per strand.
 * A strand's test fails (listing the uncovered keys) until its templates are written.
 */
import { describe, expect, it } from "vitest";
import { listTemplates } from "../core/registry.js";
import { STRANDS } from "../curriculum/taxonomy/index.js";

const covered = new Set(listTemplates().flatMap((t) => t.topics));

describe("taxonomy coverage by templates", () => {
  for (const strand of STRANDS) {
    it(`every ${strand.key} topic has at least one template`, () => {
      const uncovered = strand.topics.filter((t) => !covered.has(t.key)).map((t) => t.key);
      if (uncovered.length > 0)
        console.log(
          `[coverage] ${strand.key}: ${uncovered.length}/${strand.topics.length} topics without templates:\n  ${uncovered.join("\n  ")}`,
        );
      expect(uncovered).toEqual([]);
    });
  }
});
