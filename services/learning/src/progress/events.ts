import type { PackageRow, TaskItemRow } from "../db/package-repository.js";
import type { MarkResultValue, OutboxEventJson } from "../db/schema.js";
import { packageName, taskItemName, taskName } from "../names.js";

/**
 * The events LearningService tells ActivityService about. Each idempotency key is made from the
 * row that caused the event, so writing an event twice (a re-check, a retry) stores it once here and
 * counts it once in ActivityService's ledger.
 */
export const learningEvents = {
  answer(input: {
    attemptId: string;
    pkg: PackageRow;
    item: TaskItemRow;
    result: MarkResultValue;
    timeTakenMs: number;
    afterWorkedSolution: boolean;
    now: Date;
  }): OutboxEventJson {
    const { pkg, item } = input;
    return {
      idempotencyKey: `answer:${input.attemptId}`,
      indyUserName: pkg.user_name,
      occurTime: input.now.toISOString(),
      kind: "answer",
      courseName: pkg.course_name,
      partName: pkg.part_name,
      learningPathName: item.learning_path_name,
      packageName: packageName(pkg.user_name, pkg.id),
      packageType: pkg.package_type,
      taskName: taskName(pkg.user_name, pkg.id, item.task_index),
      templateId: item.template_id,
      taskItemName: taskItemName(pkg.user_name, pkg.id, item.task_index, item.item_index),
      answerResult: input.result,
      timeTakenMs: input.timeTakenMs,
      afterWorkedSolution: input.afterWorkedSolution,
    };
  },

  taskCompleted(pkg: PackageRow, taskIndex: number, now: Date): OutboxEventJson {
    return {
      idempotencyKey: `task-completed:${pkg.id}:${taskIndex}`,
      indyUserName: pkg.user_name,
      occurTime: now.toISOString(),
      kind: "task_completed",
      courseName: pkg.course_name,
      partName: pkg.part_name,
      ...(pkg.learning_path_name ? { learningPathName: pkg.learning_path_name } : {}),
      packageName: packageName(pkg.user_name, pkg.id),
      packageType: pkg.package_type,
      taskName: taskName(pkg.user_name, pkg.id, taskIndex),
    };
  },

  topic(
    kind: "topic_completed" | "topic_fast_tracked",
    key: { userName: string; courseName: string; partName: string; learningPathName: string },
    now: Date,
  ): OutboxEventJson {
    return {
      idempotencyKey: `${kind === "topic_completed" ? "topic-completed" : "topic-fast-tracked"}:${key.userName}:${key.learningPathName}`,
      indyUserName: key.userName,
      occurTime: now.toISOString(),
      kind,
      courseName: key.courseName,
      partName: key.partName,
      learningPathName: key.learningPathName,
    };
  },

  practiceCompleted(pkg: PackageRow, now: Date): OutboxEventJson {
    return {
      idempotencyKey: `practice-completed:${pkg.id}`,
      indyUserName: pkg.user_name,
      occurTime: now.toISOString(),
      kind: "practice_completed",
      courseName: pkg.course_name,
      partName: pkg.part_name,
      packageName: packageName(pkg.user_name, pkg.id),
      packageType: pkg.package_type,
    };
  },

  quizFinished(pkg: PackageRow, score: { correct: number; total: number }, now: Date): OutboxEventJson {
    return {
      idempotencyKey: `quiz-finished:${pkg.id}`,
      indyUserName: pkg.user_name,
      occurTime: now.toISOString(),
      kind: "quiz_finished",
      courseName: pkg.course_name,
      partName: pkg.part_name,
      packageName: packageName(pkg.user_name, pkg.id),
      packageType: pkg.package_type,
      quizCorrectItems: score.correct,
      quizTotalItems: score.total,
    };
  },

  lessonCompleted(key: { userName: string; courseName: string; partName: string }, now: Date): OutboxEventJson {
    return {
      idempotencyKey: `lesson-completed:${key.userName}:${key.partName}`,
      indyUserName: key.userName,
      occurTime: now.toISOString(),
      kind: "lesson_completed",
      courseName: key.courseName,
      partName: key.partName,
    };
  },

  courseCompleted(key: { userName: string; courseName: string }, now: Date): OutboxEventJson {
    return {
      idempotencyKey: `course-completed:${key.userName}:${key.courseName}`,
      indyUserName: key.userName,
      occurTime: now.toISOString(),
      kind: "course_completed",
      courseName: key.courseName,
    };
  },
};
