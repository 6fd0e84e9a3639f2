import { Spinner } from "../../components/ui/index.js";
import { DemoEntry } from "../../features/demo-entry/components/demo-entry.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";

/** /tryme and /tryme/maths: the demo, while the demo flag is on. */
export function DemoRoute() {
  const flagsState = useFeatureFlags();
  if (flagsState.status === "loading") return <Spinner label="Loading" />;
  return <DemoEntry demoEnabled={flagsState.flags.enableDemo} />;
}
