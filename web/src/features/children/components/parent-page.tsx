import { messages } from "@sumwise/rules";
import { type ReactNode, useState } from "react";
import { AddLearnerForm } from "../../../components/add-learner-form.js";
import { Button, Page, Spinner } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";
import { useChildLearnerAccounts } from "../api/get-child-learner-accounts.js";
import { ChildCard } from "./child-card.js";

/** /parent (supporters only): the supporter's learners, and "Add learner" up to the limit (spec §6). */
export function ParentPage({
  competitionOpen = false,
  banner,
}: {
  competitionOpen?: boolean;
  /** Shown under the heading (the competition banner, joined in by the app layer). */
  banner?: ReactNode;
} = {}) {
  const { state } = useSession();
  const children = useChildLearnerAccounts();
  const [adding, setAdding] = useState(false);
  const firstName = state.status === "signed-in" ? state.user.firstName : "";

  if (children.isPending) return <Spinner label="Loading your learners" />;
  if (children.isError) {
    return (
      <Page>
        <h1>Your learners</h1>
        <p role="alert">{messages.learnersLoadFailed}</p>
        <Button onClick={() => children.refetch()}>Try again</Button>
      </Page>
    );
  }
  const accounts = children.data.childLearnerAccounts;
  const atLimit = accounts.length >= children.data.maxChildren;
  return (
    <Page>
      <h1>{firstName ? `${firstName}'s learners` : "Your learners"}</h1>
      {banner}
      {accounts.length === 0 ? <p>You haven't added any learners yet. Add one to get them started.</p> : null}
      <ul className="child-cards">
        {accounts.map((account) => (
          <ChildCard key={account.indyUser?.name} account={account} />
        ))}
      </ul>
      {atLimit ? (
        // Spec §6: add buttons are hidden at the limit.
        <p>You have added {children.data.maxChildren} learners, the most one account can have.</p>
      ) : adding ? (
        <section className="card" aria-labelledby="add-learner-heading">
          <h2 id="add-learner-heading">Add a learner</h2>
          <AddLearnerForm
            storageKey="parent-add-learner"
            submitLabel="Add learner"
            competitionOpen={competitionOpen}
            onCreated={() => {
              setAdding(false);
              void children.refetch();
            }}
          />
          <Button variant="ghost" onClick={() => setAdding(false)}>
            Cancel
          </Button>
        </section>
      ) : (
        <Button onClick={() => setAdding(true)}>Add learner</Button>
      )}
    </Page>
  );
}
