/** Lesson and topic details for one learner, as proto messages (lesson view, topic view). */
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { LearningPathDetailsSchema, PartDetailsSchema } from "@sumwise/gen/learning/v1/learning_part_pb";
import type { LearningPath } from "../content/index.js";
import { isPathOffline, type PartRef, questionCards } from "../course-structure.js";
import type { CourseProgressRows } from "../db/progress-repository.js";
import type { Repositories } from "../db/repositories.js";
import { topicCompletionPercent } from "../domain/completion.js";
import { QUESTIONS_PER_CARD } from "../domain/package-plan.js";
import type { CurrentPractice } from "../domain/practice.js";
import { learningPathProgressMessage, partProgressMessage } from "./to-proto.js";
import { hasIncompleteTopic, partView, topicView } from "./views.js";

export interface PartState {
  rows: CourseProgressRows;
  practice: Map<string, CurrentPractice>;
  coreCounts: Map<string, { done: number; total: number }>;
}

export async function loadPartState(repos: Repositories, userName: string, ref: PartRef): Promise<PartState> {
  const courseName = ref.course.courseMetadata.name;
  const [rows, practice, coreCounts] = await Promise.all([
    repos.progress.forCourse(userName, courseName),
    repos.packages.currentPractice(userName, courseName),
    repos.packages.coreCountsByUnit(userName, ref.part.partName),
  ]);
  return { rows, practice, coreCounts };
}

export function learningPathDetailsMessage(
  userName: string,
  path: LearningPath,
  state: PartState,
): MessageInitShape<typeof LearningPathDetailsSchema> {
  const topic = topicView(state.rows, path.learningPathName);
  const units = path.learningUnitDetails.map((unit) => {
    const cards = questionCards(unit);
    const planned = cards.length * QUESTIONS_PER_CARD;
    const counts = state.coreCounts.get(unit.learningUnitName) ?? { done: 0, total: planned };
    return {
      learningUnitName: unit.learningUnitName,
      objective: unit.objective,
      online: cards.length > 0,
      questionCardCount: cards.length,
      numTaskItems: counts.total,
      numTaskItemsDone: counts.done,
    };
  });
  const online = units.filter((unit) => unit.online);
  const done = online.reduce((sum, unit) => sum + unit.numTaskItemsDone, 0);
  const total = online.reduce((sum, unit) => sum + unit.numTaskItems, 0);
  return {
    learningPathName: path.learningPathName,
    displayName: path.displayName,
    completionPercentage: topicCompletionPercent(done, total, topic.isCompleted),
    learningPathProgress: learningPathProgressMessage(userName, topic),
    offline: isPathOffline(path),
    teachingVideoId: path.teachingVideoId ?? "",
    ...(path.keySkillVideo
      ? { keySkillVideo: { videoId: path.keySkillVideo.videoId, skillName: path.keySkillVideo.skillName } }
      : {}),
    learningUnitDetails: units,
  };
}

export function partDetailsMessage(
  userName: string,
  ref: PartRef,
  state: PartState,
  fastTrackUnlocked: boolean,
): MessageInitShape<typeof PartDetailsSchema> {
  const { part } = ref;
  const view = partView(part, state.rows, state.practice);
  return {
    partName: part.partName,
    partNumber: part.partNumber,
    partDisplayName: part.partDisplayName,
    courseName: ref.course.courseMetadata.name,
    learningPathsCount: part.learningPathsCount,
    learningUnitsAllOffline: view.allOffline,
    learningPathsDetails: part.learningPathsDetails.map((path) => learningPathDetailsMessage(userName, path, state)),
    offlineLearningPaths: part.learningPathsDetails.filter(isPathOffline).map((path) => path.learningPathName),
    partProgress: partProgressMessage(userName, view),
    quizCouldFastTrack: fastTrackUnlocked && hasIncompleteTopic(part, state.rows),
  };
}
