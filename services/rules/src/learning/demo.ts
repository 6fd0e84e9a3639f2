/**
 * The public demo's choices and the level they lead to (learning spec §3 "Demo choices", §4 "Demo",
 * §9). The spec gives the shape of the mapping (year 6 to 11 × confidence 0 to 4; Year 9 without
 * GCSE is treated as Year 8; Year 6 spans three bands by confidence) but not the table: this is ours,
 * onto the UK courses the catalogue really offers. A demo level is a course name.
 */

export type DemoUserType = "learner" | "parent";

export const DEMO_YEARS = [6, 7, 8, 9, 10, 11] as const;
export type DemoYear = (typeof DEMO_YEARS)[number];

/** Confidence 0 (not confident) to 4 (very confident), with the words the chooser shows. */
export const DEMO_CONFIDENCE_LABELS = [
  "Not at all confident",
  "A little confident",
  "Quite confident",
  "Confident",
  "Very confident",
] as const;
export type DemoConfidence = 0 | 1 | 2 | 3 | 4;

export interface DemoChoices {
  userType: DemoUserType | undefined;
  year: DemoYear | undefined;
  /** Asked only for Year 9; ignored for every other year. */
  hasStartedGcse: boolean | undefined;
  confidence: DemoConfidence | undefined;
}

/** The level table: one course slug per confidence 0 to 4, for each year the demo treats apart. */
const LEVEL_TABLE: Record<"6" | "7" | "8" | "9-gcse" | "10" | "11", readonly [string, string, string, string, string]> =
  {
    // Year 6 A to D rise with confidence; the most confident are ready for the Year 7 bridge. (The
    // spec's "A/C, B/D and F/FH/H+" names levels of a catalogue we do not have; ours rise one a step.)
    "6": ["year6-a", "year6-b", "year6-c", "year6-d", "secondary-ready"],
    "7": ["secondary-ready", "ks3-a", "ks3-a", "ks3-b", "ks3-c"],
    "8": ["ks3-a", "ks3-b", "ks3-b", "ks3-c", "ks3-d"],
    // Year 9 having started GCSE: Foundation, rising to Foundation-Higher.
    "9-gcse": ["gcse-f", "gcse-f", "gcse-fplus", "gcse-fh", "gcse-h"],
    "10": ["gcse-f", "gcse-fplus", "gcse-fh", "gcse-h", "gcse-hplus"],
    "11": ["gcse-f", "gcse-fplus", "gcse-fh", "gcse-h", "gcse-hplus"],
  };

/** Every course a demo can lead to (the service accepts no other level). */
export const DEMO_LEVELS: readonly string[] = [...new Set(Object.values(LEVEL_TABLE).flat())].map(
  (slug) => `courses/${slug}`,
);

export function isDemoLevel(level: string): boolean {
  return DEMO_LEVELS.includes(level);
}

/** Spec §4: the GCSE question is shown only for Year 9. */
export function asksGcseQuestion(year: DemoYear | undefined): boolean {
  return year === 9;
}

/** Spec §4: Start is enabled once user type, year and confidence are all chosen. */
export function canStartDemo(choices: DemoChoices): boolean {
  return choices.userType !== undefined && choices.year !== undefined && choices.confidence !== undefined;
}

/** The level (a course name) for a year and confidence; Year 9 without GCSE is treated as Year 8. */
export function demoLevel(year: DemoYear, confidence: DemoConfidence, hasStartedGcse = false): string {
  const row = year === 9 ? (hasStartedGcse ? "9-gcse" : "8") : (String(year) as "6" | "7" | "8" | "10" | "11");
  return `courses/${LEVEL_TABLE[row][confidence]}`;
}

/** Where the demo's sign-up button leads (spec §2): a parent to the supporter sign-up, a learner to theirs. */
export function demoSignUpPath(userType: DemoUserType): string {
  return userType === "parent" ? "/supporter-sign-up" : "/learner-sign-up";
}

/** How many questions a demo package holds. */
export const DEMO_QUESTION_COUNT = 5;
