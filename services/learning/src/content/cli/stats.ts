/**
 * Content statistics: templates and distinct questions per course and overall.
 * Usage: npx tsx services/learning/src/content/cli/stats.ts [seedsPerTemplate=400] [--templates]
 * The LAST line is exactly: templates: N, distinct questions: M
 */
import { listTemplates } from "../core/registry.js";
import { listCourses } from "../curriculum/catalogue.js";
import { distinctTexts } from "./distinct.js";

const args = process.argv.slice(2);
const seeds = Number(args.find((a) => /^\d+$/.test(a)) ?? 400);
const perTemplate = args.includes("--templates");

const textsById = new Map<string, Set<string>>();
for (const t of listTemplates()) textsById.set(t.id, distinctTexts(t, seeds));

if (perTemplate) {
  console.log("template\tdistinct");
  for (const [id, texts] of textsById) console.log(`${id}\t${texts.size}`);
  console.log("");
}

console.log(`course\tlessons\ttopics\ttemplates\tdistinct questions (seeds 0..${seeds - 1})`);
for (const course of listCourses()) {
  const ids = new Set(
    course.partsDetails.flatMap((p) =>
      p.learningPathsDetails.flatMap((lp) => lp.learningUnitDetails.flatMap((u) => u.questionCards)),
    ),
  );
  const texts = new Set<string>();
  for (const id of ids) for (const text of textsById.get(id) ?? []) texts.add(text);
  const topics = course.partsDetails.reduce((n, p) => n + p.learningPathsCount, 0);
  console.log(`${course.courseMetadata.name}\t${course.partsCount}\t${topics}\t${ids.size}\t${texts.size}`);
}

const all = new Set<string>();
for (const texts of textsById.values()) for (const text of texts) all.add(text);
console.log(`templates: ${textsById.size}, distinct questions: ${all.size}`);
