/** Turning request names into catalogue entries, with the messages a client can act on. */
import { fieldViolations, notFound } from "@sumwise/kit";
import {
  findLearningPath,
  findLearningUnit,
  findPart,
  type LearningPathRef,
  type LearningUnitRef,
  type PartRef,
} from "../course-structure.js";
import { parsePackageName, parseTaskItemName, type TaskItemKey } from "../names.js";

export function requirePart(field: string, name: string): PartRef {
  const trimmed = name.trim();
  if (trimmed === "") throw fieldViolations({ [field]: "Please name a lesson (courses/{course}/parts/{part})." });
  const ref = findPart(trimmed);
  if (!ref) throw notFound(`There is no lesson named "${trimmed}".`);
  return ref;
}

export function requireLearningPath(field: string, name: string, partField: string, partName: string): LearningPathRef {
  const trimmed = name.trim();
  if (trimmed === "") throw fieldViolations({ [field]: "Please name a topic." });
  const ref = findLearningPath(trimmed);
  if (!ref) throw notFound(`There is no topic named "${trimmed}".`);
  if (partName.trim() !== "" && partName.trim() !== ref.part.partName) {
    throw fieldViolations({ [partField]: "That topic is not in that lesson." });
  }
  return ref;
}

export function requireLearningUnit(names: {
  learningUnitName: string;
  learningPathName: string;
  partName: string;
}): LearningUnitRef {
  const trimmed = names.learningUnitName.trim();
  if (trimmed === "") throw fieldViolations({ learningUnitName: "Please name a learning unit." });
  const ref = findLearningUnit(trimmed);
  if (!ref) throw notFound(`There is no learning unit named "${trimmed}".`);
  if (names.learningPathName.trim() !== "" && names.learningPathName.trim() !== ref.path.learningPathName) {
    throw fieldViolations({ learningPathName: "That learning unit is not in that topic." });
  }
  if (names.partName.trim() !== "" && names.partName.trim() !== ref.part.partName) {
    throw fieldViolations({ partName: "That learning unit is not in that lesson." });
  }
  return ref;
}

export function requireTaskItemKey(field: string, name: string): TaskItemKey {
  const key = parseTaskItemName(name.trim());
  if (!key)
    throw fieldViolations({
      [field]: "Please name a question (indyUsers/{id}/packages/{id}/tasks/{n}/taskItems/{n}).",
    });
  return key;
}

export function requirePackageName(field: string, name: string): { owner: string; packageId: string } {
  const parsed = parsePackageName(name.trim());
  if (!parsed) throw fieldViolations({ [field]: "Please name a package (indyUsers/{id}/packages/{id})." });
  return parsed;
}
