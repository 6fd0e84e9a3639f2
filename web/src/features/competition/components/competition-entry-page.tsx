import type { Competition, CompetitionState } from "@sumwise/gen/activity/v1/competition_pb";
import { childrenConsideredForEntry, competitionMessages } from "@sumwise/rules";
import { useState } from "react";
import { Alert, Button, ButtonLink, Page, Spinner } from "../../../components/ui/index.js";
import { useCreateCompetitionEntries } from "../api/create-competition-entries.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { useCompetitionEntries } from "../api/get-competition-entries.js";
import { shortDate } from "../lib/dates.js";

const enterFailed = "Sorry, there was an error! Please try again.";

function Rules({ competition }: { competition: Competition }) {
  const first = competition.weeks[0];
  const last = competition.weeks.at(-1);
  return (
    <section className="card" aria-labelledby="competition-rules">
      <h2 id="competition-rules">How it works</h2>
      <ul>
        <li>
          The competition runs for {competition.weeks.length} weeks
          {first && last ? `, from ${shortDate(first.startsOn)} to ${shortDate(last.endsOn)}` : ""}.
        </li>
        <li>
          Each week, {competition.correctAnswersPerEntry} correct answers earn one entry in that week's prize draw.
        </li>
        <li>{competition.prizeDescription}</li>
        <li>We contact the {competition.prizeCount} winners through their supporting adult's email address.</li>
      </ul>
    </section>
  );
}

/** The supporter's form: choose children (first 25), entered ones are disabled rows (spec §4, §5). */
function ChildrenEntryForm({ states }: { states: CompetitionState[] }) {
  const children = useChildLearnerAccounts(true);
  const enter = useCreateCompetitionEntries();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [done, setDone] = useState(false);
  if (children.isPending) return <Spinner label="Loading your learners" />;
  if (children.isError) return <p role="alert">{competitionMessages.loadFailed}</p>;
  const accounts = childrenConsideredForEntry(children.data.childLearnerAccounts);
  if (accounts.length === 0)
    return (
      <p>
        Add a learner first, then enter them here. <ButtonLink to="/parent">Go to my learners</ButtonLink>
      </p>
    );
  const enteredNames = new Set(states.filter((s) => s.entered).map((s) => s.indyUserName));
  const toggle = (name: string) => {
    const next = new Set(selected);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setSelected(next);
    setDone(false);
  };
  async function submit() {
    try {
      await enter.mutateAsync({ indyUserNames: [...selected] });
      setSelected(new Set());
      setDone(true);
    } catch {
      // Shown below.
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="entry-fieldset">
        <legend>Choose the learners to enter</legend>
        <ul className="entry-list">
          {accounts.map((account) => {
            const name = account.indyUser?.name ?? "";
            const isEntered = enteredNames.has(name);
            return (
              <li key={name}>
                <label className={`entry-row${isEntered ? " entry-row--entered" : ""}`}>
                  <input
                    type="checkbox"
                    checked={isEntered || selected.has(name)}
                    disabled={isEntered}
                    onChange={() => toggle(name)}
                  />
                  <span>
                    {account.indyUser?.firstName} {account.indyUser?.lastName}
                    {isEntered ? <span className="small"> · Entered</span> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="small">By selecting Enter you agree to the competition terms above on behalf of these learners.</p>
      {enter.isError ? <Alert>{enterFailed}</Alert> : null}
      {done ? <Alert tone="success">Your learners are entered. Good luck in the prize draw!</Alert> : null}
      <Button type="submit" disabled={selected.size === 0} loading={enter.isPending}>
        Enter
      </Button>
    </form>
  );
}

/** A learner without a supporter enters themselves; one with a supporter is asked to ask them (spec §5). */
function LearnerEntry({ entered, bySupporter }: { entered: boolean; bySupporter: boolean }) {
  const enter = useCreateCompetitionEntries();
  if (entered || enter.isSuccess)
    return (
      <Alert tone="success">
        {competitionMessages.entered} <ButtonLink to="/activity/competitions">See your progress</ButtonLink>
      </Alert>
    );
  if (bySupporter) return <p className="card">{competitionMessages.askYourParent}</p>;
  return (
    <>
      {enter.isError ? <Alert>{enterFailed}</Alert> : null}
      <Button onClick={() => enter.mutate({})} loading={enter.isPending}>
        Enter
      </Button>
    </>
  );
}

/** COMPETITION_ENTRY (/competition/enter): the prize-draw entry page. */
export function CompetitionEntryPage({ supporter, enabled }: { supporter: boolean; enabled: boolean }) {
  const entries = useCompetitionEntries();
  if (entries.isPending) return <Spinner label="Loading the competition" />;
  if (entries.isError)
    return (
      <Page width="narrow">
        <h1>Enter the competition</h1>
        <p role="alert">{competitionMessages.loadFailed}</p>
      </Page>
    );
  const competition = entries.data.competition;
  if (!competition || !enabled)
    return (
      <Page width="narrow">
        <h1>Enter the competition</h1>
        <p>{competitionMessages.closed}</p>
      </Page>
    );
  return (
    <Page width="narrow">
      <h1>Enter {competition.title}</h1>
      <div className="stack">
        <Rules competition={competition} />
        {supporter ? (
          <ChildrenEntryForm states={entries.data.competitionStates} />
        ) : (
          <LearnerEntry
            entered={entries.data.competitionStates[0]?.entered ?? false}
            bySupporter={entries.data.entryBySupporterOnly}
          />
        )}
      </div>
    </Page>
  );
}
