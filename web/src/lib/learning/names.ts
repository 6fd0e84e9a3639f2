/**
 * Resource names of the course structure and the short forms the learn routes carry in their query
 * (spec §2: p part, lp learning path, lu learning unit, pv previous view). A part travels as
 * "{course}/{part}" so a link names its course: "?p=ks3-b/number-place-value&lp=number.place-value".
 */

const segment = /^[A-Za-z0-9._+-]+$/;

/** "courses/{c}/parts/{p}" from "{c}/{p}", or "" when the short form is not one. */
export function partNameOf(p: string | null): string {
  const [course, part, extra] = (p ?? "").split("/");
  if (extra !== undefined || !course || !part || !segment.test(course) || !segment.test(part)) return "";
  return `courses/${course}/parts/${part}`;
}

/** "{c}/{p}" for a part name "courses/{c}/parts/{p}". */
export function shortPart(partName: string): string {
  const match = /^courses\/([^/]+)\/parts\/([^/]+)$/.exec(partName);
  return match ? `${match[1]}/${match[2]}` : "";
}

/** The topic's name inside a part: "{part name}/learningPaths/{lp}", or "" when invalid. */
export function learningPathNameOf(partName: string, lp: string | null): string {
  if (!partName || !lp || !segment.test(lp)) return "";
  return `${partName}/learningPaths/${lp}`;
}

/** The last segment of a resource name ("number.place-value", "3"). */
export function lastSegment(name: string): string {
  return name.slice(name.lastIndexOf("/") + 1);
}

/** A learning unit's name inside a topic, or "" when lu is not a unit number. */
export function learningUnitNameOf(learningPathName: string, lu: string | null): string {
  if (!learningPathName || !lu || !/^[1-9][0-9]{0,3}$/.test(lu)) return "";
  return `${learningPathName}/learningUnits/${lu}`;
}

/** The learn routes, built in one place. */
export const learnPaths = {
  course: "/learn/course",
  selectCourse: "/learn/select-course",
  changeCourse: "/learn/change-course",
  plansInfo: "/plans-info",
  lesson: (partName: string) => `/learn/course/lesson?p=${shortPart(partName)}`,
  topic: (partName: string, learningPathName: string) =>
    `/learn/course/topic?p=${shortPart(partName)}&lp=${lastSegment(learningPathName)}`,
  practice: (partName: string) => `/learn/course/practice?p=${shortPart(partName)}`,
  quizStart: (partName: string) => `/learn/course/quiz?p=${shortPart(partName)}`,
  quizResults: (partName: string) => `/learn/course/quiz-results?p=${shortPart(partName)}`,
  unitQuestions: (partName: string, learningPathName: string, learningUnitName: string) =>
    `/learn/questions?type=unit&p=${shortPart(partName)}&lp=${lastSegment(learningPathName)}&lu=${lastSegment(learningUnitName)}`,
  quizQuestions: (partName: string) => `/learn/questions?type=quiz&p=${shortPart(partName)}`,
  justForYou: "/learn/just-for-you",
  /** The player on today's Daily Challenge or this week's Weekly Workout (spec §2 view code jfy). */
  justForYouQuestions: (kind: "daily" | "weekly") => `/learn/questions?type=${kind}`,
  practiceQuestions: (partName: string, startTask?: string) =>
    `/learn/questions?type=practice&p=${shortPart(partName)}${startTask ? `&task=${lastSegment(startTask)}` : ""}`,
} as const;
