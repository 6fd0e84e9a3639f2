import { type Achievement, AchievementType } from "@sumwise/gen/activity/v1/activity_stats_pb";
import { Alert, Spinner } from "../../../components/ui/index.js";
import { useAchievements } from "../api/list-achievements.js";
import { activityMessages } from "../lib/messages.js";
import { possessive, sectionError, useActivitySubject } from "./activity-subject.js";

/** Each type's badge: an SVG shape (emoji fonts are not on every device) in the type's colour. */
const badges: Partial<Record<AchievementType, { colour: string; path: string }>> = {
  // A target.
  [AchievementType.QUESTION_PERFECTION]: {
    colour: "#e0457b",
    path: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12Zm0 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
  },
  // A book.
  [AchievementType.LESSON_LEGEND]: {
    colour: "#4f46e5",
    path: "M4 4h7a2 2 0 0 1 2 2v14a2 2 0 0 0-2-2H4Zm16 0h-5a2 2 0 0 0-2 2v14a2 2 0 0 1 2-2h5Z",
  },
  // A sun.
  [AchievementType.DAILY_CHALLENGE]: {
    colour: "#f59e0b",
    path: "M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM11 1h2v4h-2Zm0 18h2v4h-2ZM1 11h4v2H1Zm18 0h4v2h-4Z",
  },
  // A flame.
  [AchievementType.ON_A_ROLL]: {
    colour: "#ef4444",
    path: "M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9Z",
  },
  // A flag.
  [AchievementType.GOAL_SETTER]: { colour: "#10b981", path: "M5 2h2v20H5Zm3 1h11l-3 4 3 4H8Z" },
  // A mortarboard.
  [AchievementType.COURSE_COMPLETER]: {
    colour: "#0ea5e9",
    path: "M12 3 1 9l11 6 9-4.9V17h2V9Zm-6 10v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4l-6 3.3Z",
  },
  // An open padlock.
  [AchievementType.DAILY_CHALLENGE_UNLOCKED]: {
    colour: "#8b5cf6",
    path: "M7 10V7a5 5 0 0 1 9.6-2l-1.8.9A3 3 0 0 0 9 7v3h9a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Z",
  },
};

function Badge({ type }: { type: AchievementType }) {
  const badge = badges[type] ?? { colour: "#4f46e5", path: "M12 2l3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 4 2-7.5L2 9h7Z" };
  return (
    <span className="achievement__icon" aria-hidden="true" style={{ background: badge.colour }}>
      <svg viewBox="0 0 24 24" width="32" height="32" fill="#fff" focusable="false" aria-hidden="true">
        <path d={badge.path} />
      </svg>
    </span>
  );
}

function stateOf(achievement: Achievement): "not-started" | "started" | "completed" {
  if (achievement.level <= 0) return "not-started";
  return achievement.level >= achievement.maxLevel ? "completed" : "started";
}

const stateText = { "not-started": "Not started", started: "Started", completed: "Completed" } as const;

function AchievementCard({ achievement }: { achievement: Achievement }) {
  const state = stateOf(achievement);
  return (
    <li className={`achievement achievement--${state}`}>
      <Badge type={achievement.type} />
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
