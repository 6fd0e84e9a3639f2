import type { XpState } from "@sumwise/gen/activity/v1/activity_service_pb";
import { almostThereText, levelProgress } from "../lib/level-progress.js";

/** XP and level with the progress through the level (spec §9 "XP and levels"). */
export function XpProgress({ state, headingLevel = 2 }: { state: XpState; headingLevel?: 2 | 3 }) {
  const progress = levelProgress(state);
  const hint = almostThereText(progress);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="xp-progress">
      <div className="xp-progress__row">
        <Heading className="xp-progress__level">Level {progress.level}</Heading>
        <span className="xp-progress__xp">{progress.xp.toLocaleString("en-GB")} XP</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Progress through level ${progress.level}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={progress.atMaxLevel ? "Top level reached" : `${progress.percent}%`}
      >
        <div className="progress__bar" style={{ width: `${progress.percent}%` }} />
      </div>
      <p className="xp-progress__hint">
        {progress.atMaxLevel
          ? "You've reached the top level!"
          : (hint ?? `${progress.remaining.toLocaleString("en-GB")} XP to level ${progress.level + 1}`)}
      </p>
    </div>
  );
}
