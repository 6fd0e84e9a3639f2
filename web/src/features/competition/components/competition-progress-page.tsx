import { competitionMessages, showCompetitionActivity } from "@sumwise/rules";
import { ButtonLink, Page, Spinner } from "../../../components/ui/index.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { useCompetitionEntries } from "../api/get-competition-entries.js";
import { WeekCards } from "./week-cards.js";

export interface CompetitionProgressProps {
  /** "" for the signed-in learner; a child's "indyUsers/{id}" in the parent area. */
  indyUserName: string;
  enableCompetition: boolean;
  showCompetitionActivity: boolean;
}

/**
 * COMPETITION_PROGRESS (learner) and PARENT_ACTIVITY_COMPETITION (a supporter's child, read-only):
 * the week cards with this week's progress towards a draw entry (spec §2, §4).
 */
export function CompetitionProgressPage(props: CompetitionProgressProps) {
  const parentView = props.indyUserName !== "";
  const entries = useCompetitionEntries(props.indyUserName);
  // The parent area names the child (the learner's own page says "you").
  const children = useChildLearnerAccounts(parentView);
  const who =
    children.data?.childLearnerAccounts.find((account) => account.indyUser?.name === props.indyUserName)?.indyUser
      ?.firstName ?? "your learner";
  if (entries.isPending) return <Spinner label="Loading the competition" />;
  if (entries.isError)
    return (
      <Page>
        <h1>Competitions</h1>
        <p role="alert">
          {parentView
            ? "We couldn't load this learner's activity; check you're logged into the correct parent account"
            : competitionMessages.loadFailed}
        </p>
      </Page>
    );
  const competition = entries.data.competition;
  const state = entries.data.competitionStates[0];
  const entered = state?.entered ?? false;
  const visible = showCompetitionActivity({
    enableCompetition: props.enableCompetition,
    showCompetitionActivity: props.showCompetitionActivity,
    entered,
  });
  if (!competition || !visible)
    return (
      <Page>
        <h1>Competitions</h1>
        <p>There's no competition running right now. Keep practising: the next one will be announced here.</p>
      </Page>
    );
  return (
    <Page>
      <h1>{competition.title}</h1>
      <p>
        Every week, {parentView ? `${who} gets` : "you get"} an entry in that week's prize draw for{" "}
        {competition.correctAnswersPerEntry} correct answers. {competition.prizeDescription}
      </p>
      {entered ? (
        <>
          <p className="small">{parentView ? `${who} is entered in the draw.` : "You're entered in the draw."}</p>
          <WeekCards competition={competition} state={state} />
        </>
      ) : parentView ? (
        <p>
          {who} isn't entered yet. <ButtonLink to="/competition/enter">Enter {who}</ButtonLink>
        </p>
      ) : entries.data.entryBySupporterOnly ? (
        <p>{competitionMessages.askYourParent}</p>
      ) : props.enableCompetition ? (
        <ButtonLink to="/competition/enter">Enter the prize draw</ButtonLink>
      ) : null}
    </Page>
  );
}
