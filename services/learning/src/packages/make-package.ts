/**
 * Makes a learner's packages (inside a transaction holding the learner's lock): the questions are
 * planned by the domain rules and stored, so the same questions come back on every reload.
 */
import { randomUUID } from "node:crypto";
import { generateQuestion, getTemplate } from "../content/index.js";
import {
  type LearningUnitRef,
  onlinePaths,
  onlineUnits,
  type PartRef,
  partCards,
  questionCards,
} from "../course-structure.js";
import type { StoredPackage } from "../db/package-repository.js";
import type { Repositories } from "../db/repositories.js";
import type { PackageTypeValue } from "../db/schema.js";
import {
  type PlannedTask,
  planCorePackage,
  planPracticePackage,
  planQuizPackage,
  type QuestionText,
} from "../domain/package-plan.js";

const questionText: QuestionText = (templateId, seed) => generateQuestion(templateId, seed).text;

async function store(
  repos: Repositories,
  input: {
    userName: string;
    type: PackageTypeValue;
    ref: PartRef;
    scope: string;
    generation: number;
    learningPathName?: string;
    learningUnitName?: string;
    tasks: PlannedTask[];
  },
  now: Date,
): Promise<StoredPackage> {
  const id = randomUUID();
  const courseName = input.ref.course.courseMetadata.name;
  await repos.progress.startCourse(input.userName, courseName, now);
  await repos.packages.insert(
    {
      id,
      userName: input.userName,
      packageType: input.type,
      courseName,
      partName: input.ref.part.partName,
      learningPathName: input.learningPathName ?? null,
      learningUnitName: input.learningUnitName ?? null,
      scope: input.scope,
      generation: input.generation,
      tasks: input.tasks,
    },
    now,
  );
  const stored = await repos.packages.load(id);
  if (!stored) throw new Error(`package ${id} vanished after insert`);
  return stored;
}

const packageKey = (userName: string, type: PackageTypeValue, scope: string, generation: number) =>
  `${userName}|${type}|${scope}|${generation}`;

/** A learning unit's core package: the one already made, or a new one. */
export async function getOrCreateCorePackage(
  repos: Repositories,
  userName: string,
  ref: LearningUnitRef,
  now: Date,
): Promise<StoredPackage> {
  const scope = ref.unit.learningUnitName;
  const existing = await repos.packages.latest(userName, "core", scope);
  if (existing) return (await repos.packages.withContents([existing]))[0]!;
  const cards = questionCards(ref.unit).map((templateId) => {
    const template = getTemplate(templateId);
    return { templateId, title: template?.objective ?? template?.title ?? ref.unit.objective };
  });
  const tasks = planCorePackage({
    key: packageKey(userName, "core", scope, 1),
    learningPathName: ref.path.learningPathName,
    cards,
    textOf: questionText,
  });
  return store(
    repos,
    {
      userName,
      type: "core",
      ref,
      scope,
      generation: 1,
      learningPathName: ref.path.learningPathName,
      learningUnitName: scope,
      tasks,
    },
    now,
  );
}

/**
 * Starting a Lesson Quiz: the latest quiz package while none of its questions has been answered,
 * otherwise a new one (an unfinished earlier one is abandoned). Undefined when the lesson has no
 * question to ask.
 */
export async function getOrCreateNewQuizPackage(
  repos: Repositories,
  userName: string,
  ref: PartRef,
  now: Date,
): Promise<StoredPackage | undefined> {
  const scope = ref.part.partName;
  const latest = await repos.packages.latest(userName, "part_quiz", scope);
  if (latest?.status === "active") {
    const [stored] = await repos.packages.withContents([latest]);
    if (stored?.items.every((item) => item.status === "unattempted")) return stored;
  }
  await repos.packages.abandonActive(userName, "part_quiz", scope);
  const generation = (latest?.generation ?? 0) + 1;
  const topics = onlinePaths(ref.part).map((path) => ({
    learningPathName: path.learningPathName,
    cards: onlineUnits(path).flatMap(questionCards),
  }));
  const tasks = planQuizPackage({
    key: packageKey(userName, "part_quiz", scope, generation),
    generation,
    topics,
    textOf: questionText,
  });
  if (tasks.length === 0) return undefined;
  return store(repos, { userName, type: "part_quiz", ref, scope, generation, tasks }, now);
}

/**
 * The lesson's current practice package (made if there is none), or with `fresh` a new one
 * ("Let's go"), abandoning an unfinished earlier one. Undefined when the lesson has no question.
 */
export async function practicePackage(
  repos: Repositories,
  userName: string,
  ref: PartRef,
  fresh: boolean,
  now: Date,
): Promise<StoredPackage | undefined> {
  const scope = ref.part.partName;
  const latest = await repos.packages.latest(userName, "practice", scope);
  if (!fresh && latest && latest.status !== "abandoned") return (await repos.packages.withContents([latest]))[0];
  await repos.packages.abandonActive(userName, "practice", scope);
  const generation = (latest?.generation ?? 0) + 1;
  const tasks = planPracticePackage({
    key: packageKey(userName, "practice", scope, generation),
    cards: partCards(ref.part),
    wrongAnswers: await repos.packages.wrongAnswersByTemplate(userName, scope),
    textOf: questionText,
  });
  if (tasks.length === 0) return undefined;
  return store(repos, { userName, type: "practice", ref, scope, generation, tasks }, now);
}
