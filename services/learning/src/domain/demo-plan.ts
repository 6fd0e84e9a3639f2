/**
 * The public demo's questions (spec §2 "Public demo"): real questions from the chosen level's
 * course, one from each of `count` lessons spread evenly through it, so a visitor sees the range of
 * the course rather than its first lesson five times. Deterministic for a key (visitor and level).
 */
import { type PlannedTask, seedFor } from "./package-plan.js";

export interface DemoLesson {
  /** The lesson's question cards in order, each with its topic. */
  cards: readonly { templateId: string; learningPathName: string }[];
}

export const DEMO_TASK_TITLE = "Try Sumwise";

/** Indexes of `count` of `length` items spread evenly from the first (all of them when fewer). */
export function spreadIndexes(length: number, count: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  return Array.from({ length: count }, (_, index) => Math.floor((index * length) / count));
}

export function planDemoPackage(input: { key: string; lessons: readonly DemoLesson[]; count: number }): PlannedTask[] {
  const lessons = input.lessons.filter((lesson) => lesson.cards.length > 0);
  const items = spreadIndexes(lessons.length, input.count).map((lessonIndex, position) => {
    const cards = lessons[lessonIndex]!.cards;
    const card = cards[seedFor(input.key, "card", position) % cards.length]!;
    return { templateId: card.templateId, seed: seedFor(input.key, position), learningPathName: card.learningPathName };
  });
  if (items.length === 0) return [];
  return [{ title: DEMO_TASK_TITLE, kind: "standard", items }];
}
