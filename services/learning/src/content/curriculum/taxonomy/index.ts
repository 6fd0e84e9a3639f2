/**
 * The shared topic taxonomy: strand -> substrand -> topic, for all curricula.
 * Courses select topics from here; templates declare which topic keys they cover.
 */
import type { TopicKey } from "../../core/types.js";
import type { StrandDefinition, TaxonomyTopic } from "../types.js";
import { algebraStrand } from "./algebra.js";
import { geometryStrand } from "./geometry.js";
import { numberStrand } from "./number.js";
import { probabilityStrand } from "./probability.js";
import { ratioStrand } from "./ratio.js";
import { statisticsStrand } from "./statistics.js";

export const STRANDS: readonly StrandDefinition[] = [
  numberStrand,
  algebraStrand,
  ratioStrand,
  geometryStrand,
  probabilityStrand,
  statisticsStrand,
];

export const TOPICS: readonly TaxonomyTopic[] = STRANDS.flatMap((s) => s.topics);

const byKey = new Map<TopicKey, TaxonomyTopic>(TOPICS.map((t) => [t.key, t]));
if (byKey.size !== TOPICS.length) throw new Error("duplicate taxonomy topic key");

export function getTopic(key: TopicKey): TaxonomyTopic | undefined {
  return byKey.get(key);
}

export function isTopicKey(key: string): boolean {
  return byKey.has(key);
}
