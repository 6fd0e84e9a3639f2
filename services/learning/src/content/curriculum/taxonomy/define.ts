/** Compact builders so each strand's taxonomy reads as a table, one topic per line. */
import type { Region, Stage, StrandDefinition, StrandKey, Substrand, TaxonomyTopic } from "../types.js";

export type TopicRow = readonly [
  slug: string,
  displayName: string,
  first: Stage,
  last: Stage,
  regions?: readonly Region[],
];

export function strand(
  key: StrandKey,
  displayName: string,
  groups: readonly (readonly [Substrand, readonly TopicRow[]])[],
): StrandDefinition {
  const topics: TaxonomyTopic[] = [];
  for (const [sub, rows] of groups) {
    for (const [slug, name, first, last, regions] of rows) {
      const topic: TaxonomyTopic = {
        key: `${key}.${slug}`,
        displayName: name,
        strand: key,
        substrand: sub.key,
        stages: [first, last],
      };
      topics.push(regions ? { ...topic, regions } : topic);
    }
  }
  return { key, displayName, substrands: groups.map(([s]) => s), topics };
}

export const sub = (key: string, displayName: string): Substrand => ({ key, displayName });
