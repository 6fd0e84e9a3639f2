import { useEffect, useId, useState } from "react";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate, useSearchParams } from "react-router";
import { Alert, ButtonLink, LoadingPage, Page } from "../../../components/ui/index.js";
import { useChildren } from "../api/get-children.js";
import { useOnboardingFlags } from "../api/onboarding-state.js";
import { type ActivitySection, activityMenu, activityPath } from "../lib/activity-menu.js";
import { activityMessages } from "../lib/messages.js";
import type { ActivitySubject } from "./activity-subject.js";

export interface ActivityAreaProps {
  audience: "learner" | "supporter";
  competitionEnabled: boolean;
  showCompetitionActivity: boolean;
  xpEnabled: boolean;
}

const desktopQuery = "(min-width: 768px)";

function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(() => window.matchMedia(desktopQuery).matches);
  useEffect(() => {
    const media = window.matchMedia(desktopQuery);
    const onChange = () => setDesktop(media.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  return desktop;
}

/** The section the address shows ("" at the area's root). */
function sectionOf(pathname: string): ActivitySection | "" {
  return (pathname.replace(/^\/(parent\/)?activity\/?/, "").split("/")[0] ?? "") as ActivitySection | "";
}

/**
 * The activity area (progress spec §2): a side menu beside the section on wide screens; on phones the
 * root is the menu list and each section has Back up to it. A supporter gets the same for a chosen
 * child (?child=indyUsers/…), with a learner switcher when they have several.
 */
export function ActivityArea(props: ActivityAreaProps) {
  const { audience } = props;
  const [params] = useSearchParams();
  const location = useLocation();
  const children = useChildren(audience === "supporter");
  const onboarding = useOnboardingFlags(audience === "learner");
  const section = sectionOf(location.pathname);
  const requested = params.get("child") ?? "";

  if (audience === "supporter") {
    if (children.isPending) return <LoadingPage label="Loading your learners" />;
    const accounts = children.data?.childLearnerAccounts ?? [];
    if (children.isError) return <AreaProblem text={activityMessages.parentActivity} />;
    if (accounts.length === 0) {
      return (
        <Page width="narrow">
          <h1>Learner activity</h1>
          <p>Add a learner to follow their progress here.</p>
          <ButtonLink to="/parent">Your learners</ButtonLink>
        </Page>
      );
    }
    if (!requested) return <Navigate to={activityPath(section, accounts[0]!.indyUser!.name)} replace />;
    const chosen = accounts.find((account) => account.indyUser?.name === requested);
    if (!chosen) return <AreaProblem text={activityMessages.parentActivity} />;
    const subject: ActivitySubject = {
      audience,
      child: requested,
      childFirstName: chosen.indyUser?.firstName ?? "",
      xpEnabled: props.xpEnabled,
    };
    const switcher =
      accounts.length > 1 ? (
        <LearnerSwitcher
          section={section}
          current={requested}
          learners={accounts.map((account) => ({
            name: account.indyUser?.name ?? "",
            label:
              `${account.indyUser?.firstName ?? ""} ${account.indyUser?.lastName ?? ""}`.trim() || account.username,
          }))}
        />
      ) : null;
    return <AreaFrame {...props} section={section} subject={subject} switcher={switcher} seen={{}} />;
  }
  const flags = onboarding.data?.onboardingState;
  return (
    <AreaFrame
      {...props}
      section={section}
      subject={{ audience, child: "", childFirstName: "", xpEnabled: props.xpEnabled }}
      switcher={null}
      // Unset means not seen yet; while the flags load no marker shows.
      seen={
        onboarding.data
          ? { focusTopics: flags?.seenFocusTopics === true, leagueTable: flags?.seenLeagueTable === true }
          : {}
      }
    />
  );
}

function AreaProblem({ text }: { text: string }) {
  return (
    <Page width="narrow">
      <h1>Learner activity</h1>
      <Alert>{text}</Alert>
      <ButtonLink to="/parent" variant="secondary">
        Your learners
      </ButtonLink>
    </Page>
  );
}

function LearnerSwitcher({
  section,
  current,
  learners,
}: {
  section: ActivitySection | "";
  current: string;
  learners: { name: string; label: string }[];
}) {
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="activity-area__switcher">
      <label htmlFor={id}>Learner</label>
      <select id={id} value={current} onChange={(event) => navigate(activityPath(section, event.target.value))}>
        {learners.map((learner) => (
          <option key={learner.name} value={learner.name}>
            {learner.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function AreaFrame({
  section,
  subject,
  switcher,
  seen,
  competitionEnabled,
  showCompetitionActivity,
}: ActivityAreaProps & {
  section: ActivitySection | "";
  subject: ActivitySubject;
  switcher: React.ReactNode;
  seen: { focusTopics?: boolean; leagueTable?: boolean };
}) {
  const desktop = useIsDesktop();
  const child = subject.audience === "supporter" ? subject.child : undefined;
  const entries = activityMenu({
    audience: subject.audience,
    competitionEnabled,
    showCompetitionActivity,
    // Competition entries are another part's: until they are served, nobody counts as entered.
    competitionEntered: false,
    seenFocusTopics: seen.focusTopics ?? true,
    seenLeagueTable: seen.leagueTable ?? true,
  });
  // Wide screens open on Stats; phones show the menu list at the root.
  if (section === "" && desktop) return <Navigate to={activityPath("stats", child)} replace />;
  const title = subject.audience === "learner" ? "My activity" : `${subject.childFirstName || "Learner"}'s activity`;
  return (
    <Page className={`activity-area ${section === "" ? "activity-area--root" : ""}`}>
      <div className="activity-area__head">
        {section !== "" && !desktop ? (
          <Link className="activity-area__back" to={activityPath("", child)}>
            <span aria-hidden="true">‹ </span>Back
          </Link>
        ) : null}
        {/* At the root (phones' menu list) the area's name is the page's heading; in a section the section's is. */}
        {section === "" ? (
          <h1 className="activity-area__title">{title}</h1>
        ) : (
          <p className="activity-area__title">{title}</p>
        )}
        {switcher}
      </div>
      <div className="activity-area__body">
        <nav className="activity-area__menu" aria-label="Activity">
          <ul>
            {entries.map((entry) => (
              <li key={entry.section}>
                <NavLink to={activityPath(entry.section, child)}>
                  <span>{entry.label}</span>
                  {entry.isNew ? <span className="activity-area__new">New</span> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {section === "" ? null : (
          <div className="activity-area__content">
            <Outlet context={subject} />
          </div>
        )}
      </div>
    </Page>
  );
}
