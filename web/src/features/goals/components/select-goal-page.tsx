import { GOAL_MESSAGES } from "@sumwise/rules";
import { Link, useLocation, useNavigate } from "react-router";
import { Alert, Button, buttonClass, LoadingPage, Page } from "../../../components/ui/index.js";
import { useGoals } from "../api/list-goals.js";
import { goalPaths } from "../lib/goal-paths.js";

/** "Add a goal" (SELECT_GOAL): two cards; a type already set says so and cannot be chosen. */
export function SelectGoalPage() {
  const goals = useGoals("");
  const navigate = useNavigate();
  const location = useLocation();
  const backToCourse = (location.state as { backToCourseView?: boolean } | null)?.backToCourseView;
  if (goals.isPending) return <LoadingPage label="Loading goals" />;
  const has = (kind: "xpGoal" | "onTrackGoal") => Boolean(goals.data?.goals.some((g) => g.goal.case === kind));
  const choices = [
    {
      kind: "xpGoal" as const,
      title: "XP Target",
      text: "Earn a set amount of XP every week.",
      to: goalPaths.xpCreate,
    },
    {
      kind: "onTrackGoal" as const,
      title: "On Track",
      text: "Pick a date to finish your course by, and see if you're on track.",
      to: goalPaths.onTrackCreate,
    },
  ];
  return (
    <Page>
      <h1>Add a goal</h1>
      {goals.isError ? <Alert>{GOAL_MESSAGES.loadError}</Alert> : null}
      <ul className="cards cards--two goal-choices">
        {choices.map((choice) => {
          const set = has(choice.kind);
          return (
            <li key={choice.kind} className={`card goal-choice${set ? " goal-choice--set" : ""}`}>
              <h2 className="card__title">{choice.title}</h2>
              <p>{choice.text}</p>
              {set ? (
                <p className="goal-choice__set" aria-disabled="true">
                  Already set
                </p>
              ) : (
                <Link className={buttonClass({ variant: "primary" }, "goal-choice__link")} to={choice.to}>
                  Choose {choice.title}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" onClick={() => navigate(backToCourse ? "/learn/course" : goalPaths.goals)}>
        Back
      </Button>
    </Page>
  );
}
