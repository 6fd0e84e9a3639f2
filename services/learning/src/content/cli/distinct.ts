/** Distinct question texts per template, shared by the stats CLI and tests. */
import { instantiate } from "../core/generate.js";
import type { Template } from "../core/types.js";

export const normaliseText = (s: string) => s.replace(/\s+/g, " ").trim();

/** normalised texts of seeds 0..seeds-1 (answers are not part of the key: same text = same question) */
export function distinctTexts(template: Template, seeds: number): Set<string> {
  const out = new Set<string>();
  for (let seed = 0; seed < seeds; seed++) out.add(normaliseText(instantiate(template, seed).text));
  return out;
}
