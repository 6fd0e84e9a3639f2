import { Spinner } from "../../components/ui/index.js";
import { DemoEntry } from "../../features/demo-entry/components/demo-entry.js";
import { DemoPlayer } from "../../features/demo-entry/components/demo-player.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";
import { DemoQuestionPlayer } from "../../features/question-player/components/player-page.js";

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
