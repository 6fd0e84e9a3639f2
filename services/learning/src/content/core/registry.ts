/**
 * The template registry: every template by id. Built once from templates/index.ts;
 * duplicate ids are a programming error and fail loudly at start-up.
 */
import { allTemplates } from "../templates/index.js";
import type { Template, TopicKey } from "./types.js";

const byId = new Map<string, Template>();
for (const t of allTemplates) {
  if (byId.has(t.id)) throw new Error(`duplicate template id ${t.id}`);
  byId.set(t.id, t);
}

export function getTemplate(id: string): Template | undefined {
  return byId.get(id);
}

export function listTemplates(): readonly Template[] {
  return allTemplates;
}

/** templates that practise a topic, easiest first (stable order for course building) */
export function templatesForTopic(topic: TopicKey): Template[] {
  return allTemplates
    .filter((t) => t.topics.includes(topic))
    .sort((a, b) => a.difficulty[0] - b.difficulty[0] || a.difficulty[1] - b.difficulty[1] || a.id.localeCompare(b.id));
}
