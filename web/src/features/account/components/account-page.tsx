import { createConnectQueryKey, useTransport } from "@connectrpc/connect-query";
import { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { type IndyUser, RoleState } from "@sumwise/gen/indy/v1/indy_user_pb";
import { isReservedEmail } from "@sumwise/rules";
import { useQueryClient } from "@tanstack/react-query";
import { CoursePicker } from "../../../components/course-picker.js";
import { Page, Spinner } from "../../../components/ui/index.js";
import { useSession } from "../../../lib/session/index.js";
import { useIndyUser } from "../api/get-indy-user.js";
import { AvatarCard } from "./avatar-card.js";
import { NameCard } from "./name-card.js";
import { PasswordCard } from "./password-card.js";
import { SubscriptionCard } from "./subscription-card.js";

/**
 * /account (spec §2 Screens): the user's name as title; for learners a course card; then name,
 * password and subscription cards. Learners also choose their avatar here (progress spec §2).
 */
export function AccountPage() {
  const { state, renamed } = useSession();
  const name = state.status === "signed-in" ? state.user.name : "";
  const record = useIndyUser(name);
  const queryClient = useQueryClient();
  const transport = useTransport();
  if (state.status !== "signed-in") return null;
  if (record.isPending) return <Spinner label="Loading your account" />;
  if (record.isError || !record.data.indyUser)
    return (
      <Page width="narrow" brand>
        <h1>My account</h1>
        <p role="alert">Sorry, we couldn't load your account right now. Please refresh or try again later.</p>
      </Page>
    );
  const user = record.data.indyUser;
  // The title, greeting and menu follow a rename at once, without waiting for a refetch or a login.
  const onSaved = (updated: IndyUser) => {
    renamed({ firstName: updated.firstName, lastName: updated.lastName });
    queryClient.setQueryData(
      createConnectQueryKey({
        schema: IndyService.method.getIndyUser,
        input: { name },
        transport,
        cardinality: "finite",
      }),
      { ...record.data, indyUser: updated },
    );
  };
  return (
    <Page width="narrow" brand className="account-page">
      <p className="small">My account</p>
      <h1>
        {user.firstName} {user.lastName}
      </h1>
      <p className="small">
        Logged in as {isReservedEmail(user.email) ? user.email.slice(0, user.email.lastIndexOf("@")) : user.email}
      </p>
      <div className="stack">
        {state.user.learnerState === RoleState.ENABLED ? (
          <section className="card" aria-labelledby="course-card-title">
            <h2 id="course-card-title">Your course</h2>
            <CoursePicker userName="" label="Choose your course" />
          </section>
        ) : null}
        {state.user.learnerState === RoleState.ENABLED ? <AvatarCard /> : null}
        {record.data.hasSupporter ? null : <NameCard user={user} onSaved={onSaved} />}
        <PasswordCard child={isReservedEmail(user.email)} />
        <SubscriptionCard />
      </div>
    </Page>
  );
}
