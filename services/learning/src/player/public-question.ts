/**
 * A question as the learner may see it before answering: text, diagram and the answer box. Built
 * from the content engine's toPublicQuestion (which leaves the answer, hint and solution out) plus
 * accepted-form examples checked against the marker.
 */
import type { MessageInitShape } from "@bufbuild/protobuf";
import {
  AnswerInputKind,
  type AnswerInputSchema,
  Clock,
  Currency,
  type PublicQuestionSchema,
  RoundingKind,
  type WorkedSolutionSchema,
} from "@sumwise/gen/learning/v1/question_player_pb";
import {
  mark,
  type PublicInput,
  type QuestionInstance,
  type RoundingRule,
  revealSolution,
  toPublicQuestion,
} from "../content/index.js";
import { answerExamples } from "../domain/answer-examples.js";

type AnswerInputInit = MessageInitShape<typeof AnswerInputSchema>;

const inputKinds: Record<PublicInput["kind"], AnswerInputKind> = {
  number: AnswerInputKind.NUMBER,
  fraction: AnswerInputKind.FRACTION,
  percentage: AnswerInputKind.PERCENTAGE,
  "standard-form": AnswerInputKind.STANDARD_FORM,
  money: AnswerInputKind.MONEY,
  expression: AnswerInputKind.EXPRESSION,
  solutions: AnswerInputKind.SOLUTIONS,
  inequality: AnswerInputKind.INEQUALITY,
  "pi-multiple": AnswerInputKind.PI_MULTIPLE,
  "time-of-day": AnswerInputKind.TIME_OF_DAY,
  coordinates: AnswerInputKind.COORDINATES,
  choice: AnswerInputKind.CHOICE,
  multi: AnswerInputKind.MULTI,
};

function rounding(rule: RoundingRule | undefined): AnswerInputInit["rounding"] {
  if (!rule) return undefined;
  switch (rule.kind) {
    case "exact":
      return { kind: RoundingKind.EXACT };
    case "dp":
      return { kind: RoundingKind.DECIMAL_PLACES, places: rule.places };
    case "sf":
      return { kind: RoundingKind.SIGNIFICANT_FIGURES, figures: rule.figures };
    case "nearest":
      return { kind: RoundingKind.NEAREST, nearest: rule.unit };
  }
}

function inputMessage(
  input: PublicInput,
  examples: readonly string[],
  partExamples: Record<string, string[]>,
): AnswerInputInit {
  const base: AnswerInputInit = { kind: inputKinds[input.kind], acceptedFormExamples: [...examples] };
  switch (input.kind) {
    case "number":
    case "fraction":
    case "percentage":
    case "standard-form":
      return {
        ...base,
        ...(input.unit ? { unit: input.unit } : {}),
        ...(input.rounding ? { rounding: rounding(input.rounding) } : {}),
      };
    case "money":
      return {
        ...base,
        currency: input.currency === "GBP" ? Currency.GBP : input.currency === "INR" ? Currency.INR : Currency.USD,
      };
    case "expression":
      return { ...base, variables: [...input.variables] };
    case "solutions":
      return { ...base, variable: input.variable, solutionCount: input.count, rounding: rounding(input.rounding) };
    case "inequality":
      return { ...base, variable: input.variable };
    case "pi-multiple":
      return { ...base, ...(input.unit ? { unit: input.unit } : {}) };
    case "time-of-day":
      return { ...base, clock: input.clock === "24-hour" ? Clock.CLOCK_24_HOUR : Clock.CLOCK_12_HOUR };
    case "coordinates":
      return base;
    case "choice":
      return { ...base, options: input.options.map((option) => ({ id: option.id, text: option.text })) };
    case "multi":
      return {
        ...base,
        parts: input.parts.map((part) => ({
          id: part.id,
          prompt: part.prompt,
          input: inputMessage(part.input, partExamples[part.id] ?? [], {}),
        })),
      };
  }
}

/** Whether the marker reads `candidate` and marks it plainly incorrect (for one part, when given). */
function plainlyWrong(instance: QuestionInstance, candidate: string, partIndex: number | undefined): boolean {
  if (instance.answer.kind !== "multi" || partIndex === undefined)
    return mark(instance, candidate).outcome === "incorrect";
  const submission = instance.answer.parts.map((_, i) => (i === partIndex ? candidate : ""));
  return mark(instance, submission).parts?.[partIndex]?.outcome === "incorrect";
}

export function publicQuestionMessage(
  taskItemName: string,
  instance: QuestionInstance,
): MessageInitShape<typeof PublicQuestionSchema> {
  const question = toPublicQuestion(instance);
  const { examples, parts } = answerExamples(instance.answer, instance.seed, (candidate, part) =>
    plainlyWrong(instance, candidate, part),
  );
  return {
    taskItemName,
    text: question.text,
    diagramSvg: question.diagram ?? "",
    difficulty: question.difficulty,
    input: inputMessage(question.input, examples, parts),
  };
}

export function workedSolutionMessage(instance: QuestionInstance): MessageInitShape<typeof WorkedSolutionSchema> {
  const revealed = revealSolution(instance);
  return { answerDisplay: revealed.answerDisplay, steps: [...revealed.solution] };
}

export function hintOf(instance: QuestionInstance): string {
  return revealSolution(instance).hint;
}
