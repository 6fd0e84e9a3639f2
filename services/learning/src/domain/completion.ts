/**
 * Lesson and course completion (spec §4 "Lesson completion", §9). A topic is complete when it is
 * completed or fast-tracked; a lesson when its topics, its practice and its quiz are; a course when
 * every lesson is. Topics whose units are all offline cannot be done, so they are not required.
 */
import { courseProgressPercent, isTopicComplete } from "@sumwise/rules";

export interface TopicState {
  online: boolean;
  isCompleted: boolean;
  isFastTracked: boolean;
}

/** Questions done over questions in the topic's online units, rounded down; 100 once completed. */
export function topicCompletionPercent(done: number, total: number, isCompleted: boolean): number {
  if (isCompleted) return 100;
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((done * 100) / total));
}

export interface LessonProgress {
  learningPathsCompleted: number;
  allTopicsComplete: boolean;
  /** The lesson's N/M: online topics plus practice plus quiz. */
  completedSteps: number;
  totalSteps: number;
  isCompleted: boolean;
  /** Every unit of every topic is offline: nothing to do here. */
  allOffline: boolean;
}

export function lessonProgress(input: {
  topics: readonly TopicState[];
  practiceComplete: boolean;
  quizComplete: boolean;
}): LessonProgress {
  const online = input.topics.filter((topic) => topic.online);
  const topicsDone = online.filter(isTopicComplete).length;
  if (online.length === 0) {
    return {
      learningPathsCompleted: 0,
      allTopicsComplete: false,
      completedSteps: 0,
      totalSteps: 0,
      isCompleted: false,
      allOffline: true,
    };
  }
  const allTopicsComplete = topicsDone === online.length;
  return {
    learningPathsCompleted: topicsDone,
    allTopicsComplete,
    completedSteps: topicsDone + (input.practiceComplete ? 1 : 0) + (input.quizComplete ? 1 : 0),
    totalSteps: online.length + 2,
    isCompleted: allTopicsComplete && input.practiceComplete && input.quizComplete,
    allOffline: false,
  };
}

export interface CourseProgress {
  partsCompleted: number;
  completionPercentage: number;
  isCompleted: boolean;
}

/** Lessons with nothing to do (all offline) never block the course. */
export function courseProgress(parts: readonly { isCompleted: boolean; allOffline: boolean }[]): CourseProgress {
  const partsCompleted = parts.filter((part) => part.isCompleted).length;
  const required = parts.filter((part) => !part.allOffline);
  return {
    partsCompleted,
    completionPercentage: courseProgressPercent(partsCompleted, parts.length),
    isCompleted: required.length > 0 && required.every((part) => part.isCompleted),
  };
}
