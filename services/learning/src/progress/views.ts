/**
 * A learner's progress in lessons and courses, computed from the stored rows with the domain rules.
 * The same computation serves the read calls and the completion checks made while answering, so
 * what the learner sees and what the events say never disagree.
 */
import type { Course, Part } from "../content/index.js";
import { isPathOffline, onlinePaths } from "../course-structure.js";
import type { CourseProgressRows } from "../db/progress-repository.js";
import { type CourseProgress, courseProgress, type LessonProgress, lessonProgress } from "../domain/completion.js";
import { type CurrentPractice, type PracticeState, practiceState, revisionState } from "../domain/practice.js";

export type QuizState = "not_attempted" | "attempted" | "complete";

export interface PartView extends LessonProgress {
  partName: string;
  revisionState: PracticeState;
  /** The Practice screen's state for the current package. */
  practiceState: PracticeState;
  quizState: QuizState;
  bestQuizScore: { correct: number; total: number } | undefined;
}

export interface TopicView {
  learningPathName: string;
  isCompleted: boolean;
  isFastTracked: boolean;
}

export function topicView(rows: CourseProgressRows, learningPathName: string): TopicView {
  const row = rows.paths.get(learningPathName);
  return {
    learningPathName,
    isCompleted: row?.completed_at != null,
    isFastTracked: row?.fast_tracked_at != null,
  };
}

export function partView(
  part: Part,
  rows: CourseProgressRows,
  practice: ReadonlyMap<string, CurrentPractice>,
): PartView {
  const stored = rows.parts.get(part.partName);
  const topics = part.learningPathsDetails.map((path) => ({
    online: !isPathOffline(path),
    ...topicView(rows, path.learningPathName),
  }));
  const practiceComplete = stored?.practice_completed_at != null;
  const quizComplete = stored?.quiz_passed_at != null;
  const lesson = lessonProgress({ topics, practiceComplete, quizComplete });
  const practiceInput = {
    allTopicsComplete: lesson.allTopicsComplete,
    hasQuestions: !lesson.allOffline,
    current: practice.get(part.partName),
  };
  const best =
    stored?.quiz_best_correct != null && stored.quiz_best_total != null
      ? { correct: stored.quiz_best_correct, total: stored.quiz_best_total }
      : undefined;
  return {
    ...lesson,
    partName: part.partName,
    revisionState: revisionState({ ...practiceInput, practiceCompleted: practiceComplete }),
    practiceState: practiceState(practiceInput),
    quizState: quizComplete ? "complete" : best ? "attempted" : "not_attempted",
    bestQuizScore: best,
  };
}

export function courseView(
  course: Course,
  rows: CourseProgressRows,
  practice: ReadonlyMap<string, CurrentPractice>,
): { parts: PartView[]; progress: CourseProgress } {
  const parts = course.partsDetails.map((part) => partView(part, rows, practice));
  return { parts, progress: courseProgress(parts) };
}

/** Whether any online topic of the lesson is not complete (a quiz could fast-track it). */
export function hasIncompleteTopic(part: Part, rows: CourseProgressRows): boolean {
  return onlinePaths(part).some((path) => {
    const topic = topicView(rows, path.learningPathName);
    return !topic.isCompleted && !topic.isFastTracked;
  });
}
