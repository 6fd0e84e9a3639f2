import { hintIndexToShow, hintToShow, nextHintMessageAfter } from "@sumwise/rules";
import { useEffect, useId, useRef } from "react";
import { useOnboardingFlags, useUpdateOnboardingFlags } from "../../../lib/onboarding/index.js";

/**
 * A "Did you know" hint (spec §4 "Hint messages"): the one at the stored index (out of range shows
 * the first); when the learner leaves, the index moves on by one. Nothing shows until the flags load.
 */
export function DidYouKnowHint() {
  const flags = useOnboardingFlags();
  const stored = flags.data?.onboardingState?.nextHintMessage;
  if (stored === undefined) return null;
  return <Hint stored={stored} />;
}

function Hint({ stored }: { stored: number }) {
  const update = useUpdateOnboardingFlags();
  const headingId = useId();
  // The hint shown is fixed for this visit, whatever the cache says after the index moves on.
  const shown = useRef(hintIndexToShow(stored));
  const mounted = useRef(false);
  const advanced = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Deferred so that React's strict-mode remount in development does not count as leaving.
      window.setTimeout(() => {
        if (mounted.current || advanced.current) return;
        advanced.current = true;
        update.update({ nextHintMessage: nextHintMessageAfter(shown.current) }).catch(() => undefined);
      }, 0);
    };
  }, []);
  return (
    <aside className="did-you-know" aria-labelledby={headingId}>
      <h2 id={headingId} className="did-you-know__title">
        Did you know?
      </h2>
      <p>{hintToShow(shown.current)}</p>
    </aside>
  );
}
