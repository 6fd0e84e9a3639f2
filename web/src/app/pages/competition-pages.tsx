import { useSearchParams } from "react-router";
import { CompetitionBanner } from "../../features/competition/components/competition-banner.js";
import { CompetitionEntryPage } from "../../features/competition/components/competition-entry-page.js";
import { CompetitionProgressPage } from "../../features/competition/components/competition-progress-page.js";
import { useSession } from "../../lib/session/index.js";
import { isSupporter } from "../routes/roles.js";
import { useFlag } from "../routes/use-flag.js";

/** The competition banner of the home pages, while the competition feature is on (spec §2). */
export function CompetitionBannerSlot() {
  return <CompetitionBanner enabled={useFlag("enableCompetition")} />;
}

/** COMPETITION_ENTRY (/competition/enter): a supporter enters children, a learner themselves. */
export function CompetitionEntryRoute() {
  const { state } = useSession();
  const supporter = state.status === "signed-in" && isSupporter(state.user);
  return <CompetitionEntryPage supporter={supporter} enabled={useFlag("enableCompetition")} />;
}

/** COMPETITION_PROGRESS (/activity/competitions): the learner's own week cards. */
export function LearnerCompetitionRoute() {
  return (
    <CompetitionProgressPage
      indyUserName=""
      enableCompetition={useFlag("enableCompetition")}
      showCompetitionActivity={useFlag("showCompetitionActivity")}
    />
  );
}

/**
 * PARENT_ACTIVITY_COMPETITION (/parent/activity/competitions?ciu=…): one child's week cards; ciu is the
 * child's id (the part after "indyUsers/") or their full resource name.
 */
export function ParentCompetitionRoute() {
  const [params] = useSearchParams();
  // ciu is the spec's parameter; the activity area's learner switcher names the child with `child`.
  const ciu = params.get("ciu") ?? params.get("child") ?? "";
  const name = ciu.startsWith("indyUsers/") ? ciu : ciu ? `indyUsers/${ciu}` : "";
  const enableCompetition = useFlag("enableCompetition");
  const showCompetitionActivity = useFlag("showCompetitionActivity");
  if (name === "") return <p role="alert">Choose a learner from your learners page first.</p>;
  return (
    <CompetitionProgressPage
      indyUserName={name}
      enableCompetition={enableCompetition}
      showCompetitionActivity={showCompetitionActivity}
    />
  );
}
