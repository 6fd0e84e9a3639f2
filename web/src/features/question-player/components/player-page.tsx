import { Code, ConnectError } from "@connectrpc/connect";
import { TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import type { Completions, SubmitAnswerResponse } from "@sumwise/gen/learning/v1/question_player_pb";
import { learningMessages } from "@sumwise/rules";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { Navigate, useBlocker, useNavigate, useSearchParams } from "react-router";
import { Alert, Button, ButtonLink, ConfirmDialog, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { useAwardXpForTask } from "../api/award-xp-for-task.js";
import { usePlayerPackage } from "../api/get-player-package.js";
import { forgetProgress } from "../lib/forget-progress.js";
import { firstItem, itemsOf, nextOpenItem, type PlayerItem } from "../lib/package-order.js";
import { demoTarget, isJustForYou, type PlayerTarget, playerTargetOf } from "../lib/player-target.js";
import { taskOfItem } from "../lib/task-of-item.js";
import { CompletionPanel } from "./completion-panel.js";
import { QuestionView } from "./question-view.js";
import { LevelUpDialog, XpAwardBox, type XpAwardState } from "./xp-award.js";

/** Where the player's back action goes (spec §2 Back action): quiz and practice to the lesson, a unit to its topic. */
function backPath(target: PlayerTarget): string {
  if (target.type === "demo") return "/tryme";
  if (isJustForYou(target.type)) return learnPaths.justForYou;
  return target.type === "unit"
    ? learnPaths.topic(target.partName, target.learningPathName)
    : learnPaths.lesson(target.partName);
}

/**
 * The question player (the spec's legacy exercise player, ours to design): works through a package's
 * questions in order, shows progress, and ends with a completion state. In a quiz, leaving asks first.
 */
export function QuestionPlayerPage({ xpEnabled = false }: { xpEnabled?: boolean }) {
  const [params] = useSearchParams();
  const target = useMemo(() => playerTargetOf(params), [params]);
  if (!target) return <Navigate to={learnPaths.course} replace />;
  return <Player target={target} xpEnabled={xpEnabled} />;
}

/**
 * The public demo's questions in the same player (learning spec §2 "Public demo"): the demo visitor's
 * package at `level`; `completion` replaces the learner's completion panel (which leads into the course).
 */
export function DemoQuestionPlayer({ level, completion }: { level: string; completion: ReactNode }) {
  const target = useMemo(() => demoTarget(level), [level]);
  return <Player target={target} completion={completion} />;
}

/** Spec §8 "Demo failure". */
const demoFailure = "There has been an error, please try again soon.";

function Player({
  target,
  completion,
  xpEnabled = false,
}: {
  target: PlayerTarget;
  completion?: ReactNode;
  /** The XP award after each completed task (never in the demo). */
  xpEnabled?: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pkg = usePlayerPackage(target);
  const quiz = target.type === "quiz";
  const items = useMemo(() => (pkg.data ? itemsOf(pkg.data) : []), [pkg.data]);
  const [statuses, setStatuses] = useState(new Map<string, TaskItemStatus>());
  const [currentName, setCurrentName] = useState<string>();
  const [completions, setCompletions] = useState<Completions[]>([]);
  const [answered, setAnswered] = useState<number>();
  const awardXp = useAwardXpForTask();
  const awardedTasks = useRef(new Set<string>());
  const [award, setAward] = useState<XpAwardState>();
  const [levelUpShown, setLevelUpShown] = useState(false);
  const [levelReached, setLevelReached] = useState<number>();
  const statusOf = (item: PlayerItem) => statuses.get(item.name) ?? item.status;
  // A unit whose questions are all done opens on its first question to review (answer and solution).
  const opening = firstItem(items, quiz, target.startTask) ?? (quiz ? undefined : items[0]);
  const current = items.find((item) => item.name === currentName) ?? (currentName === undefined ? opening : undefined);
  const allDone = items.length > 0 && !current;
  // Leaving a quiz part-way loses it (a new start abandons it), so the learner is asked first.
  const quizFinished = completions.some((c) => c.quizFinished) || !!pkg.data?.finished;
  const quizInProgress = quiz && !allDone && !quizFinished && (answered ?? pkg.data?.numTaskItemsAnswered ?? 0) > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => quizInProgress && currentLocation.pathname !== nextLocation.pathname,
  );

  if (pkg.isPending) return <LoadingPage label="Loading your questions" />;
  if (target.type === "demo" && (pkg.error || !pkg.data)) {
    return (
      <Page width="narrow">
        <h1>We couldn't load these questions</h1>
        <Alert>{demoFailure}</Alert>
        <ButtonLink to={backPath(target)} variant="secondary">
          Back
        </ButtonLink>
      </Page>
    );
  }
  if (pkg.error || !pkg.data) {
    const code = pkg.error ? ConnectError.from(pkg.error).code : Code.NotFound;
    if (code === Code.PermissionDenied) return <Navigate to={learnPaths.plansInfo} replace />;
    if (code === Code.NotFound || code === Code.FailedPrecondition || code === Code.InvalidArgument)
      return <Navigate to={backPath(target)} replace />;
    return (
      <Page width="narrow">
        <h1>We couldn't load these questions</h1>
        <Alert>There has been an error, please refresh or try again later.</Alert>
        <ButtonLink to={backPath(target)} variant="secondary">
          Back
        </ButtonLink>
      </Page>
    );
  }
  if (pkg.data.abandoned) return <Navigate to={backPath(target)} replace />;

  const total = items.length;
  const doneCount = items.filter((item) =>
    quiz ? statusOf(item) !== TaskItemStatus.UNATTEMPTED : statusOf(item) === TaskItemStatus.DONE,
  ).length;
  const title = quiz ? "Lesson Quiz" : (current?.taskTitle ?? items[0]?.taskTitle ?? "Questions");

  function onMarked(response: SubmitAnswerResponse) {
    if (!current) return;
    forgetProgress(queryClient);
    setStatuses((previous) => new Map(previous).set(current.name, response.status));
    if (response.packageProgress) setAnswered(response.packageProgress.numTaskItemsAnswered);
    if (response.completions) setCompletions((previous) => [...previous, response.completions as Completions]);
    // The award request fires once, when the task counts as complete (spec §4 "Quiz XP award").
    const task = taskOfItem(current.name);
    if (xpEnabled && response.completions?.taskCompleted && task && !awardedTasks.current.has(task)) {
      awardedTasks.current.add(task);
      awardXp.mutate(
        { taskName: task },
        {
          onSuccess: (result) => {
            setAward({
              xpChange: Number(result.xpChange),
              levelledUp: result.levelledUp,
              level: result.indyuserXpState?.xpLevel ?? 0,
            });
            setLevelUpShown(result.levelledUp);
            if (result.levelledUp) setLevelReached(result.indyuserXpState?.xpLevel);
          },
        },
      );
    }
  }

  function next() {
    if (!current) return;
    const following = nextOpenItem(items, statusOf, quiz, current.position);
    if (!following && quiz) {
      navigate(learnPaths.quizResults(target.partName), { replace: true });
      return;
    }
    setCurrentName(following?.name ?? "");
  }

  const following = current ? nextOpenItem(items, statusOf, quiz, current.position) : undefined;
  const last = !following || following.name === current?.name;
  return (
    <Page className="player-page">
      <header className="player-header">
        <Button variant="ghost" onClick={() => navigate(backPath(target))}>
          {quiz ? "Leave quiz" : "Back"}
        </Button>
        <div className="player-header__title">
          <h1>{title}</h1>
          <div
            className="progress"
            role="progressbar"
            aria-label={quiz ? "Questions answered" : "Questions done"}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={doneCount}
            aria-valuetext={`${doneCount} of ${total}`}
          >
            <div className="progress__bar" style={{ width: `${total ? (doneCount * 100) / total : 0}%` }} />
          </div>
        </div>
        <span className="player-header__count">
          {doneCount}/{total}
        </span>
      </header>
      <XpAwardBox award={award} />
      <LevelUpDialog award={levelUpShown ? award : undefined} onClose={() => setLevelUpShown(false)} />
      {current ? (
        <QuestionView
          key={current.name}
          taskItemName={current.name}
          quiz={quiz}
          positionText={`Question ${current.position + 1} of ${total}`}
          onMarked={onMarked}
          onNext={next}
          nextLabel={last ? (quiz ? "See my results" : "Finish") : "Next question"}
          canSkip={!last}
        />
      ) : completion !== undefined ? (
        completion
      ) : (
        <CompletionPanel
          target={target}
          completions={completions}
          backTo={backPath(target)}
          levelReached={levelReached}
        />
      )}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title="Leave the quiz?"
        cancelLabel="Stay in the quiz"
        confirmLabel="Leave quiz"
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        <p>{learningMessages.leaveQuiz}</p>
      </ConfirmDialog>
    </Page>
  );
}
