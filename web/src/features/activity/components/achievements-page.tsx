import { type Achievement, AchievementType } from "@sumwise/gen/activity/v1/activity_stats_pb";
import { Alert, Spinner } from "../../../components/ui/index.js";
import { useAchievements } from "../api/list-achievements.js";
import { activityMessages } from "../lib/messages.js";
import { possessive, sectionError, useActivitySubject } from "./activity-subject.js";

const icons: Partial<Record<AchievementType, string>> = {
  [AchievementType.QUESTION_PERFECTION]: "🎯",
  [AchievementType.LESSON_LEGEND]: "📚",
  [AchievementType.DAILY_CHALLENGE]: "☀️",
  [AchievementType.ON_A_ROLL]: "🔥",
  [AchievementType.GOAL_SETTER]: "🚩",
  [AchievementType.COURSE_COMPLETER]: "🎓",
  [AchievementType.DAILY_CHALLENGE_UNLOCKED]: "🔓",
};

function stateOf(achievement: Achievement): "not-started" | "started" | "completed" {
  if (achievement.level <= 0) return "not-started";
  return achievement.level >= achievement.maxLevel ? "completed" : "started";
}

const stateText = { "not-started": "Not started", started: "Started", completed: "Completed" } as const;

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const state = stateOf(achievement);
  return (
    <li className={`achievement achievement--${state}`}>
      <span className="achievement__icon" aria-hidden="true">
        {icons[achievement.type] ?? "⭐"}
      </span>
      <h2 className="achievement__name">{achievement.displayName}</h2>
      <p className="achievement__level">
        {state === "not-started" ? "Not started" : `Level ${achievement.level} of ${achievement.maxLevel}`}
        <span className="visually-hidden">, {stateText[state]}</span>
      </p>
      <ol className="achievement__pips" aria-hidden="true">
        {Array.from({ length: achievement.maxLevel }, (_, i) => (
          <li key={i} className={i < achievement.level ? "achievement__pip--on" : ""} />
        ))}
      </ol>
      <p className="achievement__description">{achievement.description}</p>
      {state === "started" && achievement.nextLevelDescription ? (
        <p className="achievement__next">Next: {achievement.nextLevelDescription}</p>
      ) : null}
    </li>
  );
}

/** The achievements grid (spec §2 "Achievements view"): not started, started or completed, with levels. */
export function AchievementsPage() {
  const subject = useActivitySubject();
  const achievements = useAchievements(subject.child);
  return (
    <section className="stack" aria-labelledby="achievements-heading">
      <h1 id="achievements-heading">Achievements</h1>
      {achievements.isPending ? (
        <Spinner label="Loading achievements" />
      ) : achievements.isError ? (
        <Alert>{sectionError(subject, activityMessages.achievements, `${possessive(subject)} achievements`)}</Alert>
      ) : (
        <ul className="achievements-grid">
          {achievements.data.achievements.map((achievement) => (
            <AchievementCard key={achievement.type} achievement={achievement} />
          ))}
        </ul>
      )}
    </section>
  );
}
