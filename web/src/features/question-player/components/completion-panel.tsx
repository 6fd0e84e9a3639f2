import type { Completions } from "@sumwise/gen/learning/v1/question_player_pb";
import { ButtonLink, Card } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { activityCompletions, completionQueueOf } from "../lib/completion-queue.js";
import type { PlayerTarget } from "../lib/player-target.js";
import { CompletionQueue } from "./completion-queue.js";
import { DidYouKnowHint } from "./did-you-know-hint.js";

/**
 * The player's completion state (spec §2 completion screens): the completion notifications one after
 * another (levelled up, course, goal, lesson) and then back where the learner came from; with none,
 * what this run of answers completed (a topic, the practice) or that the questions are all done, and
 * a "Did you know" hint.
 */
export function CompletionPanel({
  target,
  completions,
  backTo,
  levelReached,
}: {
  target: PlayerTarget;
  completions: Completions[];
  backTo: string;
  /** The level an XP award of this run moved the learner up to, if any. */
  levelReached?: number;
}) {
  const queue = completionQueueOf(completions, activityCompletions(levelReached));
  // Course complete leads on to choosing the next course; otherwise back to the topic or lesson.
  if (queue.length > 0)
    return (
      <CompletionQueue
        queue={queue}
        destination={completions.some((c) => c.courseCompleted) ? learnPaths.changeCourse : backTo}
      />
    );
  const course = completions.some((c) => c.courseCompleted);
  const lesson = completions.some((c) => c.partCompleted);
  const topic = completions.some((c) => c.learningPathCompleted);
  const practice = completions.some((c) => c.practiceCompleted);
  const justForYou =
    target.type === "daily"
      ? ["Daily Challenge complete!", "Every question of today's challenge is done."]
      : target.type === "weekly"
        ? ["Weekly Workout complete!", "Every question of this week's workout is done."]
        : undefined;
  const [title, text] = course
    ? ["Course complete!", "You have completed every lesson of your course. Amazing work."]
    : lesson
      ? ["Lesson complete!", "You have finished every topic, the practice and the quiz of this lesson."]
      : topic
        ? ["Topic complete!", "You answered every question in this topic correctly."]
        : practice || target.type === "practice"
          ? ["Practice complete!", "Every practice question is done."]
          : (justForYou ?? ["Well done!", "You have answered every question here correctly."]);
  return (
    <Card className="completion" tone="highlight">
      <h2 className="completion__title">{title}</h2>
      <p>{text}</p>
      <div className="completion__actions">
        {course ? (
          <ButtonLink to={learnPaths.changeCourse}>Pick your next course</ButtonLink>
        ) : (
          <ButtonLink to={backTo}>
            {target.type === "unit" ? "Back to the topic" : justForYou ? "Back to Just for you" : "Back to the lesson"}
          </ButtonLink>
        )}
        <ButtonLink to={learnPaths.course} variant="secondary">
          My course
        </ButtonLink>
      </div>
      <DidYouKnowHint />
    </Card>
  );
}
