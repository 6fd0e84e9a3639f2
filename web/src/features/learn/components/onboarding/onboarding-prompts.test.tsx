import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { OnboardingChanges } from "../../../../lib/onboarding/index.js";
import { readPromptsViewed } from "../../lib/prompt-sequence.js";
import { OnboardingPromptSequence } from "./onboarding-prompts.js";

const user = "indyUsers/11111111-1111-4111-8111-111111111111";

function renderPrompts(flags: { seenLearnerOnboarding?: boolean; seenCourseSelectedTooltip?: boolean } = {}) {
  const updates: OnboardingChanges[] = [];
  const view = render(
    <OnboardingPromptSequence
      userName={user}
      courseTitle="KS3 B"
      seenLearnerOnboarding={flags.seenLearnerOnboarding ?? false}
      seenCourseSelectedTooltip={flags.seenCourseSelectedTooltip ?? false}
      updateFlags={async (changes) => {
        updates.push(changes);
      }}
    />,
  );
  return { updates, view };
}

const heading = () => screen.queryByRole("heading", { level: 2 })?.textContent;
const press = async (name: string) => {
  await act(async () => fireEvent.click(screen.getByRole("button", { name })));
};

describe("the onboarding prompts on the course view", () => {
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it("walks Explore → Follow a course → Personalised learning; Back reopens the one before; Got it! sets the flag", async () => {
    const { updates } = renderPrompts();
    expect(heading()).toBe("Choose your work");
    expect(screen.queryByRole("button", { name: "Back" })).toBeNull();
    await press("Next");
    expect(heading()).toBe("Follow a course");
    expect(readPromptsViewed(user)).toEqual({ explore: true, followCourse: false, personalised: false });
    // Back marks the explore prompt unviewed again.
    await press("Back");
    expect(heading()).toBe("Choose your work");
    expect(readPromptsViewed(user).explore).toBe(false);
    await press("Next");
    await press("Next");
    expect(heading()).toBe("Personalised learning");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(updates).toEqual([]);
    await press("Got it!");
    expect(updates).toEqual([{ seenLearnerOnboarding: true }]);
    expect(readPromptsViewed(user)).toEqual({ explore: true, followCourse: true, personalised: true });
    // Then the course-selected tooltip; confirming it sets its own flag and leaves nothing showing.
    expect(heading()).toBe("Course selected");
    expect(screen.getByText("KS3 B")).toBeTruthy();
    await press("OK");
    expect(updates).toEqual([{ seenLearnerOnboarding: true }, { seenCourseSelectedTooltip: true }]);
    expect(heading()).toBeUndefined();
  });

  it("dismissing marks all three viewed and sets seenLearnerOnboarding at once", async () => {
    const { updates } = renderPrompts();
    await press("Next");
    await press("Dismiss the introduction tips");
    expect(updates).toEqual([{ seenLearnerOnboarding: true }]);
    expect(readPromptsViewed(user)).toEqual({ explore: true, followCourse: true, personalised: true });
    expect(heading()).toBe("Course selected");
  });

  it("picks up where the learner left off, and shows nothing once both flags are set", () => {
    window.localStorage.setItem(`sumwise.onboardingPrompts.${user}`, JSON.stringify({ explore: true }));
    renderPrompts();
    expect(heading()).toBe("Follow a course");
    cleanup();
    renderPrompts({ seenLearnerOnboarding: true });
    expect(heading()).toBe("Course selected");
    cleanup();
    renderPrompts({ seenLearnerOnboarding: true, seenCourseSelectedTooltip: true });
    expect(heading()).toBeUndefined();
  });

  it("says so when a flag could not be saved", async () => {
    render(
      <OnboardingPromptSequence
        userName={user}
        courseTitle="KS3 B"
        seenLearnerOnboarding={false}
        seenCourseSelectedTooltip={false}
        updateFlags={() => Promise.reject(new Error("offline"))}
      />,
    );
    await press("Dismiss the introduction tips");
    expect(screen.getByRole("alert").textContent).toContain("We couldn't save that");
  });
});
