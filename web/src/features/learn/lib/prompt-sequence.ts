/**
 * The onboarding prompts on the course view (learning spec §2, §4 "Onboarding prompt sequence"):
 * Explore, Follow a course, Personalised learning, then the course-selected tooltip. Which prompts
 * were viewed is display state kept in the browser (spec §3); seenLearnerOnboarding and
 * seenCourseSelectedTooltip are the server's flags.
 */
export const onboardingPrompts = [
  {
    id: "explore",
    title: "Choose your work",
    text: "Open any lesson on your list to see its topics, or explore every topic of your course to find the one you need.",
  },
  {
    id: "followCourse",
    title: "Follow a course",
    text: "Work through the lessons in order: each builds on the one before, and your progress is saved as you go.",
  },
  {
    id: "personalised",
    title: "Personalised learning",
    text: "Daily Challenges and Weekly Workouts are made just for you from the lessons you have done.",
  },
] as const;

export type PromptId = (typeof onboardingPrompts)[number]["id"];
export type PromptsViewed = Record<PromptId, boolean>;
export type PromptAction = "next" | "back" | "gotIt" | "dismiss";

export const noPromptsViewed: PromptsViewed = { explore: false, followCourse: false, personalised: false };

/** The prompt to show: the first not yet viewed, none once seenLearnerOnboarding is set. */
export function currentPromptIndex(viewed: PromptsViewed, seenLearnerOnboarding: boolean): number | undefined {
  if (seenLearnerOnboarding) return undefined;
  const index = onboardingPrompts.findIndex((prompt) => !viewed[prompt.id]);
  return index < 0 ? undefined : index;
}

/**
 * One step of the sequence: Next marks the prompt viewed; Back marks the one before unviewed (so it
 * shows again); Got it! marks the last viewed and sets seenLearnerOnboarding; dismissing marks all
 * three viewed and sets the flag.
 */
export function applyPromptAction(
  viewed: PromptsViewed,
  index: number,
  action: PromptAction,
): { viewed: PromptsViewed; seenLearnerOnboarding: boolean } {
  const prompt = onboardingPrompts[index];
  const before = onboardingPrompts[index - 1];
  switch (action) {
    case "next":
      return { viewed: prompt ? { ...viewed, [prompt.id]: true } : viewed, seenLearnerOnboarding: false };
    case "back":
      return { viewed: before ? { ...viewed, [before.id]: false } : viewed, seenLearnerOnboarding: false };
    case "gotIt":
      return { viewed: prompt ? { ...viewed, [prompt.id]: true } : viewed, seenLearnerOnboarding: true };
    case "dismiss":
      return { viewed: { explore: true, followCourse: true, personalised: true }, seenLearnerOnboarding: true };
  }
}

/** The course-selected tooltip follows the three prompts, unless already seen. */
export function showsCourseSelectedTooltip(
  seenLearnerOnboarding: boolean,
  seenCourseSelectedTooltip: boolean,
): boolean {
  return seenLearnerOnboarding && !seenCourseSelectedTooltip;
}

const storageKey = (userName: string) => `sumwise.onboardingPrompts.${userName}`;

export function readPromptsViewed(userName: string): PromptsViewed {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(userName)) ?? "{}") as Partial<PromptsViewed>;
    return {
      explore: stored.explore === true,
      followCourse: stored.followCourse === true,
      personalised: stored.personalised === true,
    };
  } catch {
    return { ...noPromptsViewed };
  }
}

export function writePromptsViewed(userName: string, viewed: PromptsViewed): void {
  try {
    window.localStorage.setItem(storageKey(userName), JSON.stringify(viewed));
  } catch {
    // Storage full or blocked: the prompts just start again next visit.
  }
}
