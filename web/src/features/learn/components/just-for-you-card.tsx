import type { Timestamp } from "@bufbuild/protobuf/wkt";
import { timestampDate } from "@bufbuild/protobuf/wkt";
import type { Package } from "@sumwise/gen/learning/v1/learning_package_pb";
import {
  type JustForYouKind,
  justForYouMessages,
  justForYouState,
  justForYouTimeLeft,
  justForYouTitles,
  remainingTimeText,
  streakText,
} from "@sumwise/rules";
import { useEffect, useState } from "react";
import { Alert, ButtonLink, Card, Spinner } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";

/** What a card needs from its package query and its streak query. */
export interface JustForYouData {
  loading: boolean;
  failed: boolean;
  locked: boolean;
  pkg: Package | undefined;
  dueTime: Timestamp | undefined;
  /** Undefined while the streak loads or when it could not be read (the card then shows none). */
  streak: number | undefined;
}

const completeText: Record<JustForYouKind, string> = {
  daily: "Complete! A new Daily Challenge is ready tomorrow.",
  weekly: "Complete! A new Weekly Workout unlocks on Monday.",
};

const lockedText: Record<JustForYouKind, string> = {
  daily: justForYouMessages.dailyLocked,
  weekly: "Your Weekly Workout unlocks on Monday.",
};

const introText: Record<JustForYouKind, string> = {
  daily: "Questions picked for you from your recent lessons, with more on the topics you find tricky.",
  weekly: "A longer set from your recent lessons. It is due by the end of Sunday.",
};

/** A padlock drawn in the text colour (emoji fonts are missing on some school computers). */
function LockIcon() {
  return (
    <svg className="jfy-card__lock" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** The time now, moved on every 30 seconds so the time-left text keeps up. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * A Daily Challenge or Weekly Workout card in one of the states of spec §4: loading, locked,
 * inactive, warning (questions left with a streak going), complete, error.
 */
export function JustForYouCard({
  kind,
  data,
  headingLevel = 2,
}: {
  kind: JustForYouKind;
  data: JustForYouData;
  headingLevel?: 2 | 3;
}) {
  const now = useNow();
  const title = justForYouTitles[kind];
  const { pkg } = data;
  const state = justForYouState({
    loading: data.loading,
    failed: data.failed,
    locked: data.locked || (!data.loading && !data.failed && !pkg),
    finished: pkg?.finished ?? false,
    streak: data.streak ?? 0,
  });
  const done = pkg?.numTaskItemsDone ?? 0;
  const total = pkg?.numTaskItems ?? 0;
  const remaining = data.dueTime ? timestampDate(data.dueTime).getTime() - now : 0;
  const streakLabel = data.streak !== undefined && data.streak > 0 ? streakText(kind, data.streak) : undefined;
  return (
    <Card
      title={title}
      headingLevel={headingLevel}
      tone={state === "complete" ? "highlight" : state === "warning" ? "warning" : "default"}
      className={`jfy-card jfy-card--${kind} jfy-card--${state}`}
      actions={streakLabel ? <span className="jfy-card__streak">{streakLabel}</span> : undefined}
    >
      {state === "loading" ? (
        <Spinner label={`Loading your ${title}`} />
      ) : state === "error" ? (
        <Alert>{justForYouMessages.loadFailure(kind)}</Alert>
      ) : state === "locked" ? (
        <div className="jfy-card__body">
          <p className="jfy-card__status">
            <LockIcon />
            {lockedText[kind]}
          </p>
          {kind === "daily" ? (
            <ButtonLink to={learnPaths.course} variant="secondary">
              Go to my course
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <div className="jfy-card__body">
          <p>{state === "complete" ? completeText[kind] : introText[kind]}</p>
          <div className="jfy-card__progress">
            <div
              className="progress"
              role="progressbar"
              aria-label={`${title} questions done`}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={done}
              aria-valuetext={`${done} of ${total}`}
            >
              <div className="progress__bar" style={{ width: `${total ? (done * 100) / total : 0}%` }} />
            </div>
            <span className="jfy-card__count">
              {done} of {total} done
            </span>
          </div>
          {state !== "complete" ? (
            <p className="jfy-card__time">
              {justForYouTimeLeft(remaining)}
              {remaining >= 60_000 && remaining < 3_600_000 ? ` (${remainingTimeText(remaining)})` : ""}
            </p>
          ) : null}
          {state === "warning" ? <p className="jfy-card__status">Finish it to keep your {streakLabel}.</p> : null}
          <ButtonLink
            to={learnPaths.justForYouQuestions(kind)}
            variant={state === "complete" ? "secondary" : "primary"}
            aria-label={`${state === "complete" ? "Review" : done > 0 ? "Carry on with" : "Start"} your ${title}`}
          >
            {state === "complete" ? "Review" : done > 0 ? "Carry on" : "Start"}
          </ButtonLink>
        </div>
      )}
    </Card>
  );
}
