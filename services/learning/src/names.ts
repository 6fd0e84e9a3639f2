/**
 * Resource names of a learner's learning data. Each carries its owner ("indyUsers/{id}/…"), so a
 * handler can refuse another learner's package before reading anything.
 */

const userPattern = "indyUsers/[^/]+";
const packagePattern = new RegExp(`^(${userPattern})/packages/([0-9a-f-]{36})$`);
const taskItemPattern = new RegExp(`^(${userPattern})/packages/([0-9a-f-]{36})/tasks/(\\d{1,3})/taskItems/(\\d{1,3})$`);

export interface TaskItemKey {
  owner: string;
  packageId: string;
  taskIndex: number;
  itemIndex: number;
}

export const packageName = (owner: string, packageId: string) => `${owner}/packages/${packageId}`;
export const taskName = (owner: string, packageId: string, taskIndex: number) =>
  `${packageName(owner, packageId)}/tasks/${taskIndex}`;
export const taskItemName = (owner: string, packageId: string, taskIndex: number, itemIndex: number) =>
  `${taskName(owner, packageId, taskIndex)}/taskItems/${itemIndex}`;

export function parsePackageName(name: string): { owner: string; packageId: string } | undefined {
  const match = packagePattern.exec(name);
  return match?.[1] && match[2] ? { owner: match[1], packageId: match[2] } : undefined;
}

export function parseTaskItemName(name: string): TaskItemKey | undefined {
  const match = taskItemPattern.exec(name);
  if (!match?.[1] || !match[2] || match[3] === undefined || match[4] === undefined) return undefined;
  return { owner: match[1], packageId: match[2], taskIndex: Number(match[3]), itemIndex: Number(match[4]) };
}

const progressPrefixes = {
  learningPath: "learningPathProgresses",
  part: "partProgresses",
  course: "courseParticipations",
} as const;

export const learningPathProgressName = (owner: string, learningPathName: string) =>
  `${owner}/${progressPrefixes.learningPath}/${learningPathName}`;
export const partProgressName = (owner: string, partName: string) => `${owner}/${progressPrefixes.part}/${partName}`;
export const courseParticipationName = (owner: string, courseName: string) =>
  `${owner}/${progressPrefixes.course}/${courseName}`;

/** "indyUsers/{id}/learningPathProgresses/{learning path name}" → its parts; undefined when malformed. */
export function parseProgressName(
  name: string,
  kind: keyof typeof progressPrefixes,
): { owner: string; resourceName: string } | undefined {
  const match = new RegExp(`^(${userPattern})/${progressPrefixes[kind]}/(courses/.+)$`).exec(name);
  return match?.[1] && match[2] ? { owner: match[1], resourceName: match[2] } : undefined;
}

export const exampleQuestionName = (courseName: string, index: number) => `${courseName}/exampleQuestions/${index + 1}`;

/** "courses/{c}/exampleQuestions/{n}" → 0-based index, when it belongs to courseName. */
export function parseExampleQuestionName(courseName: string, name: string): number | undefined {
  const prefix = `${courseName}/exampleQuestions/`;
  if (!name.startsWith(prefix)) return undefined;
  const rest = name.slice(prefix.length);
  return /^[1-9]\d{0,2}$/.test(rest) ? Number(rest) - 1 : undefined;
}
