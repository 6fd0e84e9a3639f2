/** Progress rows and views as proto messages. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  type CourseParticipationSchema,
  type LearningPathProgressSchema,
  type PartProgressSchema,
  QuizCompletionState,
  RevisionCompletionState,
} from "@sumwise/gen/learning/v1/learning_progress_pb";
import type { CourseParticipationRow } from "../db/progress-repository.js";
import type { CourseProgress } from "../domain/completion.js";
import type { PracticeState } from "../domain/practice.js";
import { courseParticipationName, learningPathProgressName, partProgressName } from "../names.js";
import type { PartView, QuizState, TopicView } from "./views.js";

export const revisionStates: Record<PracticeState, RevisionCompletionState> = {
  locked: RevisionCompletionState.LOCKED,
  incomplete: RevisionCompletionState.INCOMPLETE,
  started: RevisionCompletionState.STARTED,
  complete: RevisionCompletionState.COMPLETE,
};

const quizStates: Record<QuizState, QuizCompletionState> = {
  not_attempted: QuizCompletionState.NOT_ATTEMPTED,
  attempted: QuizCompletionState.ATTEMPTED,
  complete: QuizCompletionState.COMPLETE,
};

export function learningPathProgressMessage(
  userName: string,
  topic: TopicView,
): MessageInitShape<typeof LearningPathProgressSchema> {
  return {
    name: learningPathProgressName(userName, topic.learningPathName),
    learningPathName: topic.learningPathName,
    isCompleted: topic.isCompleted,
    isFastTracked: topic.isFastTracked,
  };
}

export function partProgressMessage(userName: string, view: PartView): MessageInitShape<typeof PartProgressSchema> {
  return {
    name: partProgressName(userName, view.partName),
    partName: view.partName,
    learningPathsCompleted: view.learningPathsCompleted,
    revisionCompletionState: revisionStates[view.revisionState],
    quizCompletionState: quizStates[view.quizState],
    ...(view.bestQuizScore ? { bestQuizScore: view.bestQuizScore } : {}),
    isCompleted: view.isCompleted,
    completedSteps: view.completedSteps,
    totalSteps: view.totalSteps,
  };
}

export function courseParticipationMessage(
  userName: string,
  courseName: string,
  row: CourseParticipationRow | undefined,
  progress: CourseProgress,
): MessageInitShape<typeof CourseParticipationSchema> {
  return {
    name: courseParticipationName(userName, courseName),
    courseName,
    completionPercentage: progress.completionPercentage,
    partsCompleted: progress.partsCompleted,
    isCompleted: progress.isCompleted,
    ...(row ? { startTime: timestampFromDate(row.started_at) } : {}),
    ...(row?.completed_at ? { completionTime: timestampFromDate(row.completed_at) } : {}),
  };
}
