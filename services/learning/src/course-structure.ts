import { MAX_QUESTION_CARDS_PER_UNIT } from "@sumwise/rules";
import { type Course, getCourse, type LearningPath, type LearningUnit, type Part } from "./content/index.js";

/**
 * Looks lessons, topics and units up by resource name in the content catalogue. Names nest:
 * "courses/{c}/parts/{p}/learningPaths/{topic}/learningUnits/{n}", so the course is the first two
 * segments of any of them.
 */
export interface PartRef {
  course: Course;
  part: Part;
}

export interface LearningPathRef extends PartRef {
  path: LearningPath;
}

export interface LearningUnitRef extends LearningPathRef {
  unit: LearningUnit;
}

interface CourseIndex {
  parts: Map<string, Part>;
  paths: Map<string, { part: Part; path: LearningPath }>;
  units: Map<string, { part: Part; path: LearningPath; unit: LearningUnit }>;
}

const indexes = new Map<string, CourseIndex>();

function courseOf(name: string): { course: Course; index: CourseIndex } | undefined {
  const match = /^courses\/[^/]+/.exec(name);
  if (!match) return undefined;
  const course = getCourse(match[0]);
  if (!course) return undefined;
  let index = indexes.get(match[0]);
  if (!index) {
    index = { parts: new Map(), paths: new Map(), units: new Map() };
    for (const part of course.partsDetails) {
      index.parts.set(part.partName, part);
      for (const path of part.learningPathsDetails) {
        index.paths.set(path.learningPathName, { part, path });
        for (const unit of path.learningUnitDetails) index.units.set(unit.learningUnitName, { part, path, unit });
      }
    }
    indexes.set(match[0], index);
  }
  return { course, index };
}

export function findCourse(courseName: string): Course | undefined {
  return getCourse(courseName);
}

export function findPart(partName: string): PartRef | undefined {
  const found = courseOf(partName);
  const part = found?.index.parts.get(partName);
  return found && part ? { course: found.course, part } : undefined;
}

export function findLearningPath(learningPathName: string): LearningPathRef | undefined {
  const found = courseOf(learningPathName);
  const entry = found?.index.paths.get(learningPathName);
  return found && entry ? { course: found.course, ...entry } : undefined;
}

export function findLearningUnit(learningUnitName: string): LearningUnitRef | undefined {
  const found = courseOf(learningUnitName);
  const entry = found?.index.units.get(learningUnitName);
  return found && entry ? { course: found.course, ...entry } : undefined;
}

/** A unit's question cards (template ids): at most 2 (spec §1, §9), none when offline. */
export function questionCards(unit: LearningUnit): string[] {
  return unit.online ? unit.questionCards.slice(0, MAX_QUESTION_CARDS_PER_UNIT) : [];
}

export function onlineUnits(path: LearningPath): LearningUnit[] {
  return path.learningUnitDetails.filter((unit) => questionCards(unit).length > 0);
}

export function isPathOffline(path: LearningPath): boolean {
  return onlineUnits(path).length === 0;
}

export function onlinePaths(part: Part): LearningPath[] {
  return part.learningPathsDetails.filter((path) => !isPathOffline(path));
}

/** Every question card of a lesson with its topic, in lesson order. */
export function partCards(part: Part): { templateId: string; learningPathName: string }[] {
  return onlinePaths(part).flatMap((path) =>
    onlineUnits(path).flatMap((unit) =>
      questionCards(unit).map((templateId) => ({ templateId, learningPathName: path.learningPathName })),
    ),
  );
}
