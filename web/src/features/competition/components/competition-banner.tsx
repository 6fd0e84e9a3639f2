import { showCompetitionBanner } from "@sumwise/rules";
import { useState } from "react";
import { Button, ButtonLink } from "../../../components/ui/index.js";
import { useCompetitionEntries } from "../api/get-competition-entries.js";
import { dismissBanner, isBannerDismissed } from "../lib/banner-storage.js";

/**
 * The competition banner on the home pages (spec §2): only while the competition feature is on, it
 * was not dismissed on this device for this competition, and nobody here has entered (a supporter:
 * none of their children). Dismissing hides it for good for that competition.
 */
export function CompetitionBanner({ enabled }: { enabled: boolean }) {
  const entries = useCompetitionEntries("", { enabled });
  const [dismissedNow, setDismissedNow] = useState(false);
  const competition = entries.data?.competition;
  if (!enabled || !competition || !entries.data) return null;
  // A learner whose supporter enters them has nothing to do here: no nudge.
  if (entries.data.entryBySupporterOnly) return null;
  const visible = showCompetitionBanner({
    enabled,
    dismissed: dismissedNow || isBannerDismissed(competition.competitionId),
    entered: entries.data.competitionStates.map((state) => state.entered),
  });
  if (!visible) return null;
  return (
    <section className="competition-banner" aria-label={`${competition.title} prize draw`}>
      <p>
        <strong>{competition.title}:</strong> answer {competition.correctAnswersPerEntry} questions correctly in a week
        to be in that week's prize draw. {competition.prizeDescription}
      </p>
      <div className="competition-banner__actions">
        <ButtonLink to="/competition/enter" size="sm">
          Find out more
        </ButtonLink>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            dismissBanner(competition.competitionId);
            setDismissedNow(true);
          }}
        >
          Dismiss
        </Button>
      </div>
    </section>
  );
}
