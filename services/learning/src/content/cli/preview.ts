/**
 * Content review: print instances of a template with answer, worked solution and hint.
 * Usage: npx tsx services/learning/src/content/cli/preview.ts <templateId|prefix> [n=5] [startSeed=0]
 * With no arguments, lists every template id.
 */
import { instantiate, toPublicQuestion } from "../core/generate.js";
import { getTemplate, listTemplates } from "../core/registry.js";

const [id, nArg, seedArg] = process.argv.slice(2);

if (!id) {
  for (const t of listTemplates())
    console.log(`${t.id}\t[${t.difficulty.join("-")}]\t${t.title}\t(${t.topics.join(", ")})`);
  console.log(`${listTemplates().length} templates`);
} else {
  const template = getTemplate(id);
  const matches = template ? [template] : listTemplates().filter((t) => t.id.startsWith(id));
  if (matches.length === 0) {
    console.error(`no template ${id}; run without arguments for the list`);
    process.exit(1);
  }
  const n = Number(nArg ?? 5);
  const start = Number(seedArg ?? 0);
  for (const t of matches) {
    console.log(`=== ${t.id}: ${t.title} — topics ${t.topics.join(", ")}`);
    for (let seed = start; seed < start + n; seed++) {
      const q = instantiate(t, seed);
      console.log(`--- seed ${seed} · difficulty ${q.difficulty}`);
      console.log(q.text);
      const input = toPublicQuestion(q).input;
      if (input.kind === "choice") for (const o of input.options) console.log(`  (${o.id}) ${o.text}`);
      if (input.kind === "multi") for (const p of input.parts) console.log(`  (${p.id}) ${p.prompt}`);
      if (q.diagram) console.log(`[diagram: ${q.diagram.length} chars of SVG]`);
      console.log(`Answer: ${q.answerDisplay}`);
      if (q.equivalents?.length)
        console.log(`Also accepted: ${q.equivalents.map((e) => JSON.stringify(e)).join(", ")}`);
      console.log("Solution:");
      for (const [i, s] of q.solution.entries()) console.log(`  ${i + 1}. ${s}`);

      console.log(`Hint: ${q.hint}`);
      console.log(
        `Misconceptions: ${q.misconceptions.map((mc) => `${JSON.stringify(mc.answer)} (${mc.feedback})`).join("; ")}`,
      );
    }
  }
}
