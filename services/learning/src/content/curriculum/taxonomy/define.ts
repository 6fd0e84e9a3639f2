/** Compact builders so each strand's taxonomy reads as a table, one topic per line. */
import type { Region, Stage, StrandDefinition, StrandKey, Substrand, TaxonomyTopic } from "../types.js";

export interface TopicOptions {
  readonly regions?: readonly Region[];
  readonly higherOnly?: true;
}

export type TopicRow = readonly [slug: string, displayName: string, first: Stage, last: Stage, options?: TopicOptions];

/** GCSE Higher tier only (bold in the DfE subject content): Foundation courses never select it */
export const HIGHER_ONLY: TopicOptions = { higherOnly: true };

export function strand(
  key: StrandKey,
  displayName: string,
  groups: readonly (readonly [Substrand, readonly TopicRow[]])[],
): StrandDefinition {
  const topics: TaxonomyTopic[] = [];
  for (const [sub, rows] of groups) {
    for (const [slug, name, first, last, options] of rows) {
      topics.push({
        key: `${key}.${slug}`,
        displayName: name,
        strand: key,
        substrand: sub.key,
        stages: [first, last],
        ...(options?.regions ? { regions: options.regions } : {}),
        ...(options?.higherOnly ? { higherOnly: true } : {}),
      });
    }
  }
  return { key, displayName, substrands: groups.map(([s]) => s), topics };
}

export const sub = (key: string, displayName: string): Substrand => ({ key, displayName });
