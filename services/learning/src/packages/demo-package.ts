/**
 * The demo visitor's package for a level (spec §7 getOrCreateAnonymousPackage): one per visitor and
 * level, made on the first request (inside a transaction holding the visitor's lock) and then the
 * same one on every later request, answered or not.
 */
import { randomUUID } from "node:crypto";
import { DEMO_QUESTION_COUNT } from "@sumwise/rules";
import { findCourse, onlinePaths, onlineUnits, questionCards } from "../course-structure.js";
import type { StoredPackage } from "../db/package-repository.js";
import type { Repositories } from "../db/repositories.js";
import { planDemoPackage } from "../domain/demo-plan.js";

export async function getOrCreateDemoPackage(
  repos: Repositories,
  userName: string,
  level: string,
  now: Date,
): Promise<StoredPackage | undefined> {
  await repos.demo.touch(userName, now);
  const existing = await repos.packages.latest(userName, "demo", level);
  if (existing) return (await repos.packages.withContents([existing]))[0];
  const course = findCourse(level);
  const firstPart = course?.partsDetails[0];
  if (!course || !firstPart) return undefined;
  const lessons = course.partsDetails.map((part) => ({
    cards: onlinePaths(part).flatMap((path) =>
      onlineUnits(path).flatMap((unit) =>
        questionCards(unit).map((templateId) => ({ templateId, learningPathName: path.learningPathName })),
      ),
    ),
  }));
  const tasks = planDemoPackage({ key: `${userName}|${level}`, lessons, count: DEMO_QUESTION_COUNT });
  if (tasks.length === 0) return undefined;
  const id = randomUUID();
  // No course participation or progress: a demo visitor is not taking the course.
  await repos.packages.insert(
    {
      id,
      userName,
      packageType: "demo",
      courseName: level,
      // The player looks a question's lesson up by the package's; the course's first stands for all.
      partName: firstPart.partName,
      learningPathName: null,
      learningUnitName: null,
      scope: level,
      generation: 1,
      tasks,
    },
    now,
  );
  return (await repos.packages.load(id)) ?? undefined;
}
