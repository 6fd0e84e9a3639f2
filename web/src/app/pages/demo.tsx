import { Navigate } from "react-router";
import { Spinner } from "../../components/ui/index.js";
import { DemoEntry } from "../../features/demo-entry/components/demo-entry.js";
import { DemoPlayer } from "../../features/demo-entry/components/demo-player.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { DemoQuestionPlayer } from "../../features/question-player/components/player-page.js";
import { useSession } from "../../lib/session/index.js";
import { Shell } from "../routes/shell.js";

/** /tryme: the demo chooser, while the demo flag is on. */
export function DemoRoute() {
  const flagsState = useFeatureFlags();
  if (flagsState.status === "loading") return <Spinner label="Loading" />;
  return <DemoEntry demoEnabled={flagsState.flags.enableDemo} />;
}

/** /tryme/maths: the demo's questions in the question player (inside the shell's reduced demo menu). */
export function DemoMathsRoute() {
  const flagsState = useFeatureFlags();
  if (flagsState.status === "loading") return <Spinner label="Loading" />;
  return (
    <DemoPlayer
      demoEnabled={flagsState.flags.enableDemo}
      player={(level, completion) => <DemoQuestionPlayer level={level} completion={completion} />}
    />
  );
}

/** The shell around the demo's questions: only once the visitor has started the demo. */
export function DemoShell() {
  const { state } = useSession();
  if (state.status === "loading") return <Spinner label="Loading your questions" />;
  if (state.status !== "signed-in") return <Navigate to="/tryme" replace />;
  return <Shell />;
}
