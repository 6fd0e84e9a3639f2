/**
 * What goes into a new package: which question templates, in which tasks, with which seeds. Seeds
 * come from a hash of the package's key (learner, kind, scope, generation) and the question's place,
 * so a package is reproducible from its key; the plan is stored anyway, so a reload never depends on
 * the content staying the same. A seed whose question repeats one already in the package is skipped.
 */
import type { TaskKind } from "./task-completion.js";

/** Questions per question card in a learning unit's package. */
export const QUESTIONS_PER_CARD = 3;
/** Questions per topic in a Lesson Quiz. */
export const QUIZ_QUESTIONS_PER_TOPIC = 2;
/** Questions in a practice package's warm-up task. */
export const PRACTICE_WARM_UP_QUESTIONS = 3;
/** At most this many questions in a practice package's main task. */
export const PRACTICE_MAIN_QUESTIONS_MAX = 8;

export const taskTitles = { warmUp: "Warm-up", practice: "Practice", quiz: "Lesson Quiz" } as const;

export interface PlannedItem {
  templateId: string;
  seed: number;
  learningPathName: string;
}

export interface PlannedTask {
  title: string;
  kind: TaskKind;
  items: PlannedItem[];
}

/** The question text a template gives for a seed (to avoid repeats within a package). */
export type QuestionText = (templateId: string, seed: number) => string;

/** FNV-1a, 32 bits, then halved into a non-negative 31-bit seed. Not for security. */
export function seedFor(...parts: (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join("|")) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 1;
}

const maxSeedTries = 12;

class PackageBuilder {
  private readonly seen = new Set<string>();

  constructor(
    private readonly key: string,
    private readonly textOf: QuestionText,
  ) {}

  item(taskIndex: number, itemIndex: number, templateId: string, learningPathName: string): PlannedItem {
    let seed = seedFor(this.key, taskIndex, itemIndex, 0);
    for (let salt = 0; salt < maxSeedTries; salt++) {
      seed = seedFor(this.key, taskIndex, itemIndex, salt);
      const text = `${templateId}\u0000${this.textOf(templateId, seed)}`;
      if (!this.seen.has(text)) {
        this.seen.add(text);
        break;
      }
    }
    return { templateId, seed, learningPathName };
  }
}

/** A learning unit's core package: one task per question card, QUESTIONS_PER_CARD questions each. */
export function planCorePackage(input: {
  key: string;
  learningPathName: string;
  cards: readonly { templateId: string; title: string }[];
  textOf: QuestionText;
}): PlannedTask[] {
  const builder = new PackageBuilder(input.key, input.textOf);
  return input.cards.map((card, taskIndex) => ({
    title: card.title,
    kind: "standard",
    items: Array.from({ length: QUESTIONS_PER_CARD }, (_, itemIndex) =>
      builder.item(taskIndex, itemIndex, card.templateId, input.learningPathName),
    ),
  }));
}

/**
 * A Lesson Quiz: QUIZ_QUESTIONS_PER_TOPIC questions per online topic, in lesson order, from the
 * topic's cards in turn; a retake (next generation) starts further along the cards.
 */
export function planQuizPackage(input: {
  key: string;
  generation: number;
  topics: readonly { learningPathName: string; cards: readonly string[] }[];
  textOf: QuestionText;
}): PlannedTask[] {
  const builder = new PackageBuilder(input.key, input.textOf);
  const items: PlannedItem[] = [];
  for (const topic of input.topics) {
    if (topic.cards.length === 0) continue;
    for (let q = 0; q < QUIZ_QUESTIONS_PER_TOPIC; q++) {
      const templateId = topic.cards[((input.generation - 1) * QUIZ_QUESTIONS_PER_TOPIC + q) % topic.cards.length];
      if (templateId) items.push(builder.item(0, items.length, templateId, topic.learningPathName));
    }
  }
  return items.length === 0 ? [] : [{ title: taskTitles.quiz, kind: "indy_quiz", items }];
}

/**
 * A personalised practice package: a warm-up on the cards the learner got wrong most often in this
 * lesson (ties in lesson order), then a main task with one question per card in a shuffled order
 * (at most PRACTICE_MAIN_QUESTIONS_MAX).
 */
export function planPracticePackage(input: {
  key: string;
  cards: readonly { templateId: string; learningPathName: string }[];
  wrongAnswers: Readonly<Record<string, number>>;
  textOf: QuestionText;
}): PlannedTask[] {
  if (input.cards.length === 0) return [];
  const builder = new PackageBuilder(input.key, input.textOf);
  const byWrong = input.cards
    .map((card, order) => ({ card, order, wrong: input.wrongAnswers[card.templateId] ?? 0 }))
    .sort((a, b) => b.wrong - a.wrong || a.order - b.order)
    .map((entry) => entry.card);
  const warmUp = Array.from({ length: PRACTICE_WARM_UP_QUESTIONS }, (_, i) => {
    const card = byWrong[i % byWrong.length]!;
    return builder.item(0, i, card.templateId, card.learningPathName);
  });
  const shuffled = input.cards
    .map((card, order) => ({ card, rank: seedFor(input.key, "order", order) }))
    .sort((a, b) => a.rank - b.rank)
    .slice(0, PRACTICE_MAIN_QUESTIONS_MAX)
    .map((entry, i) => builder.item(1, i, entry.card.templateId, entry.card.learningPathName));
  return [
    { title: taskTitles.warmUp, kind: "standard", items: warmUp },
    { title: taskTitles.practice, kind: "standard", items: shuffled },
  ];
}
