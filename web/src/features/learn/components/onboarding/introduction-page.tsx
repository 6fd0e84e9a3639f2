import { useCallback, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Button, Page } from "../../../../components/ui/index.js";
import { learnPaths } from "../../../../lib/learning/names.js";
import { useUpdateOnboardingFlags } from "../../../../lib/onboarding/index.js";
import { SCENE_MS, type WalkthroughScene, walkthroughScenes } from "./walkthrough-scenes.js";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * The introduction (learning spec §2, §4 "Onboarding video"): an animated walkthrough in place of a
 * video. It plays on its own unless the learner prefers reduced motion (then it waits for them) and
 * can be paused; "Skip video >" becomes "Start" once the last scene has played. Skipping or starting
 * both set the watched flag and go on to the course.
 */
export function IntroductionPage() {
  const navigate = useNavigate();
  const flags = useUpdateOnboardingFlags();
  const [scene, setScene] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [ended, setEnded] = useState(false);
  const last = walkthroughScenes.length - 1;
  const current = (walkthroughScenes[scene] ?? walkthroughScenes[0]) as WalkthroughScene;

  useEffect(() => {
    if (!playing || ended) return;
    const timer = window.setTimeout(() => {
      if (scene < last) setScene(scene + 1);
      else {
        setEnded(true);
        setPlaying(false);
      }
    }, SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, ended, scene, last]);

  const goTo = useCallback(
    (next: number) => {
      setScene(next);
      // Reaching the last scene by hand counts as the end: there is nothing more to see.
      if (next === last) setEnded(true);
    },
    [last],
  );

  async function finish() {
    try {
      // Set whether the walkthrough ended or was skipped (spec §4).
      await flags.update({ hasWatchedFirstOnboardingVideo: true });
    } catch {
      // The course view does not depend on the flag; the worst case is seeing the introduction again.
    }
    navigate(learnPaths.course, { replace: true });
  }

  return (
    <Page className="introduction-page">
      <h1>Welcome to Sumwise</h1>
      <section className="walkthrough" aria-label="Introduction" aria-roledescription="walkthrough">
        <div className="walkthrough__progress" aria-hidden="true">
          {walkthroughScenes.map((item, index) => (
            <span
              key={item.title}
              className={[
                "walkthrough__bar",
                index < scene || (ended && index === scene) ? "walkthrough__bar--done" : "",
                index === scene && playing ? "walkthrough__bar--playing" : "",
              ].join(" ")}
              style={index === scene && playing ? { animationDuration: `${SCENE_MS}ms` } : undefined}
            />
          ))}
        </div>
        <div className="walkthrough__scene" key={scene} aria-live={playing ? "off" : "polite"}>
          {current.picture}
          <h2 className="walkthrough__title">{current.title}</h2>
          <p className="walkthrough__text">{current.text}</p>
          <p className="walkthrough__count small">
            Part {scene + 1} of {walkthroughScenes.length}
          </p>
        </div>
        <div className="walkthrough__controls">
          <Button variant="ghost" size="sm" disabled={scene === 0} onClick={() => goTo(scene - 1)}>
            Previous
          </Button>
          {ended ? null : (
            <Button variant="ghost" size="sm" onClick={() => setPlaying(!playing)}>
              {playing ? "Pause" : "Play"}
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={scene === last} onClick={() => goTo(scene + 1)}>
            Next
          </Button>
        </div>
      </section>
      <div className="introduction-page__actions">
        <Button
          variant={ended ? "primary" : "secondary"}
          size="lg"
          onClick={finish}
          loading={flags.isPending}
          loadingLabel="One moment…"
        >
          {ended ? "Start" : "Skip video >"}
        </Button>
      </div>
    </Page>
  );
}
