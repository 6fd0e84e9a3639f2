/**
 * Applies the completion rules after a learner's question changes, inside the transaction that
 * changed it (the learner's row is locked, so answers are applied one at a time). Each completion
 * is stored once and written to the outbox with it; `completions` says what this change completed.
 */
import { isTopicComplete } from "@sumwise/rules";
import { findLearningPath, findPart, onlinePaths, onlineUnits } from "../course-structure.js";
import type { PackageRow, StoredPackage } from "../db/package-repository.js";
import type { Repositories } from "../db/repositories.js";
import { isAnswered } from "../domain/item-status.js";
import { quizOutcome } from "../domain/quiz-outcome.js";
import { isTaskComplete } from "../domain/task-completion.js";
import { learningEvents } from "./events.js";
import { courseView, partView, topicView } from "./views.js";

export interface Completions {
  taskCompleted: boolean;
  learningPathCompleted: string;
  partCompleted: string;
  practiceCompleted: boolean;
  quizFinished: boolean;
  courseCompleted: string;
}

export class ProgressEngine {
  readonly completions: Completions = {
    taskCompleted: false,
    learningPathCompleted: "",
    partCompleted: "",
    practiceCompleted: false,
    quizFinished: false,
    courseCompleted: "",
  };

  constructor(
    private readonly repos: Repositories,
    private readonly userName: string,
    private readonly now: Date,
  ) {}

  /** After a question of `pkg` became DONE (or answered, in a quiz). */
  async afterQuestionSettled(pkg: PackageRow, taskIndex: number): Promise<void> {
    const stored = await this.repos.packages.load(pkg.id);
    if (!stored) return;
    const task = stored.tasks.find((candidate) => candidate.task_index === taskIndex);
    if (task && task.completed_at === null) {
      const items = stored.items.filter((item) => item.task_index === taskIndex);
      if (
        isTaskComplete(
          task.task_type,
          items.map((item) => ({ correctAtLeastOnce: item.status === "done" })),
        )
      ) {
        await this.repos.packages.completeTask(pkg.id, taskIndex, this.now);
        await this.repos.outbox.add(learningEvents.taskCompleted(pkg, taskIndex, this.now), this.now);
        this.completions.taskCompleted = true;
      }
    }
    await this.settlePackage(stored);
  }

  /** Finishes a package whose questions are all done (all answered, in a quiz) and applies what follows. */
  async settlePackage(stored: StoredPackage): Promise<void> {
    const pkg = stored.package;
    const inQuiz = pkg.package_type === "part_quiz";
    const finished =
      stored.items.length > 0 &&
      stored.items.every((item) => (inQuiz ? isAnswered(item.status, true) : item.status === "done"));
    if (!finished || pkg.status === "abandoned") return;
    if (pkg.status === "active") await this.repos.packages.setStatus(pkg.id, "finished", this.now);
    // A Just For You package is complete when its questions are done (its finish time against its
    // due time is what the streaks count); it completes no topic or lesson of its own.
    if (pkg.package_type === "daily_challenge" || pkg.package_type === "weekly_workout") return;
    if (pkg.package_type === "core" && pkg.learning_path_name) await this.settleTopic(pkg.learning_path_name);
    if (pkg.package_type === "practice") await this.practiceFinished(pkg);
    if (inQuiz) await this.quizFinished(stored);
    await this.settleLesson(pkg.part_name);
  }

  /** A topic is completed when every online unit's core package is finished. */
  async settleTopic(learningPathName: string): Promise<void> {
    const ref = findLearningPath(learningPathName);
    if (!ref) return;
    const units = onlineUnits(ref.path).map((unit) => unit.learningUnitName);
    const packages = await this.repos.packages.coreForUnits(this.userName, units);
    const finished = new Set(packages.filter((pkg) => pkg.status === "finished").map((pkg) => pkg.scope));
    if (units.length === 0 || !units.every((unit) => finished.has(unit))) return;
    const key = {
      userName: this.userName,
      learningPathName,
      partName: ref.part.partName,
      courseName: ref.course.courseMetadata.name,
    };
    if (await this.repos.progress.markPathCompleted(key, "completed_at", this.now)) {
      await this.repos.outbox.add(learningEvents.topic("topic_completed", key, this.now), this.now);
      this.completions.learningPathCompleted = learningPathName;
    }
  }

  private async practiceFinished(pkg: PackageRow): Promise<void> {
    const key = { userName: this.userName, partName: pkg.part_name, courseName: pkg.course_name };
    await this.repos.progress.markPart(key, "practice_completed_at", this.now);
    await this.repos.outbox.add(learningEvents.practiceCompleted(pkg, this.now), this.now);
    this.completions.practiceCompleted = true;
  }

  /** Scores a finished quiz once: best score, pass, fast-tracked topics. */
  async quizFinished(stored: StoredPackage): Promise<void> {
    const pkg = stored.package;
    if (await this.repos.progress.quizResult(pkg.id)) return;
    const ref = findPart(pkg.part_name);
    if (!ref) return;
    const courseName = ref.course.courseMetadata.name;
    const rows = await this.repos.progress.forCourse(this.userName, courseName);
    const stored_part = rows.parts.get(pkg.part_name);
    const previousBest =
      stored_part?.quiz_best_correct != null && stored_part.quiz_best_total != null
        ? { correct: stored_part.quiz_best_correct, total: stored_part.quiz_best_total }
        : undefined;
    const outcome = quizOutcome({
      questions: stored.items.map((item) => ({
        learningPathName: item.learning_path_name,
        correct: item.status === "done",
      })),
      topics: onlinePaths(ref.part).map((path) => ({
        learningPathName: path.learningPathName,
        complete: isTopicComplete(topicView(rows, path.learningPathName)),
      })),
      fastTrackUnlocked: await this.repos.progress.hasCompletedLessonWithQuiz(this.userName),
      previousBest,
    });
    await this.repos.progress.insertQuizResult(
      {
        package_id: pkg.id,
        correct_items: outcome.correct,
        total_items: outcome.total,
        previous_best_correct: previousBest?.correct ?? null,
        previous_best_total: previousBest?.total ?? null,
        score_completes_quiz: outcome.scoreCompletesQuiz,
        could_fast_track: outcome.couldFastTrack,
        fastTracked: outcome.fastTracked,
      },
      this.now,
    );
    const partKey = { userName: this.userName, partName: pkg.part_name, courseName };
    await this.repos.progress.setBestQuizScore(partKey, outcome.best);
    if (outcome.scoreCompletesQuiz) await this.repos.progress.markPart(partKey, "quiz_passed_at", this.now);
    for (const learningPathName of outcome.fastTracked) {
      const key = { ...partKey, learningPathName };
      if (await this.repos.progress.markPathCompleted(key, "fast_tracked_at", this.now)) {
        await this.repos.outbox.add(learningEvents.topic("topic_fast_tracked", key, this.now), this.now);
      }
    }
    await this.repos.outbox.add(learningEvents.quizFinished(pkg, outcome, this.now), this.now);
    this.completions.quizFinished = true;
  }

  /** A lesson is completed when its topics, practice and quiz are; then maybe the course. */
  async settleLesson(partName: string): Promise<void> {
    const ref = findPart(partName);
    if (!ref) return;
    const courseName = ref.course.courseMetadata.name;
    const rows = await this.repos.progress.forCourse(this.userName, courseName);
    const practice = await this.repos.packages.currentPractice(this.userName, courseName);
    if (!partView(ref.part, rows, practice).isCompleted) return;
    const key = { userName: this.userName, partName, courseName };
    if (!(await this.repos.progress.markPart(key, "completed_at", this.now))) return;
    await this.repos.outbox.add(learningEvents.lessonCompleted(key, this.now), this.now);
    this.completions.partCompleted = partName;
    const after = await this.repos.progress.forCourse(this.userName, courseName);
    if (!courseView(ref.course, after, practice).progress.isCompleted) return;
    if (await this.repos.progress.completeCourse(this.userName, courseName, this.now)) {
      await this.repos.outbox.add(
        learningEvents.courseCompleted({ userName: this.userName, courseName }, this.now),
        this.now,
      );
      this.completions.courseCompleted = courseName;
    }
  }
}
