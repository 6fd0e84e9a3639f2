import { describe, expect, it } from "vitest";
import { generateQuestion, listTemplates, mark, type QuestionInstance } from "../content/index.js";
import { answerExamples } from "./answer-examples.js";

function outcomeOf(instance: QuestionInstance, candidate: string, partIndex: number | undefined) {
  if (instance.answer.kind !== "multi" || partIndex === undefined) return mark(instance, candidate).outcome;
  const submission = instance.answer.parts.map((_, i) => (i === partIndex ? candidate : ""));
  return mark(instance, submission).parts?.[partIndex]?.outcome;
}

describe("accepted-form examples", () => {
  const seeds = [1, 77, 4242];
  const instances = listTemplates().flatMap((template) => seeds.map((seed) => generateQuestion(template.id, seed)));

  it("are never right for the question, and every one shown is a form the marker reads", () => {
    let boxes = 0;
    let boxesWithExamples = 0;
    for (const instance of instances) {
      const seen: { candidate: string; part: number | undefined }[] = [];
      const { examples, parts } = answerExamples(instance.answer, instance.seed, (candidate, part) => {
        seen.push({ candidate, part });
        return outcomeOf(instance, candidate, part) === "incorrect";
      });
      if (instance.answer.kind === "multi") {
        instance.answer.parts.forEach((part, index) => {
          if (part.answer.kind === "choice") return;
          boxes += 1;
          const list = parts[part.id] ?? [];
          if (list.length > 0) boxesWithExamples += 1;
          for (const example of list) expect(outcomeOf(instance, example, index)).toBe("incorrect");
        });
      } else if (instance.answer.kind !== "choice") {
        boxes += 1;
        if (examples.length > 0) boxesWithExamples += 1;
        for (const example of examples) expect(outcomeOf(instance, example, undefined)).toBe("incorrect");
      }
      // Every candidate tried is readable by the marker: the pools hold real accepted forms.
      for (const { candidate, part } of seen) {
        expect(outcomeOf(instance, candidate, part), `${instance.templateId} seed ${instance.seed}: ${candidate}`).not.toBe(
          "unreadable",
        );
      }
    }
    expect(boxesWithExamples / boxes).toBeGreaterThan(0.95);
  });
});
