/**
 * The onboarding questionnaire "select my level" (learning spec §4, §5, §9): year group (India 6 to 9,
 * others 6 to 11, from the date of birth and clamped) and confidence; Start needs both. Years 8 and 9
 * outside India choose between three course cards; everyone else gets a course straight away.
 */
import type { CalendarDate } from "../calendar-date.js";
import { schoolYearOf } from "./course-selection.js";

export const ONBOARDING_YEAR_MIN = 6;

export function onboardingYearRange(countryCode: string): { min: number; max: number } {
  return { min: ONBOARDING_YEAR_MIN, max: countryCode.toUpperCase() === "IN" ? 9 : 11 };
}

/** The year group preselected from the date of birth, clamped to the range; undefined without one. */
export function onboardingYearGroup(
  dateOfBirth: CalendarDate | undefined,
  today: CalendarDate,
  countryCode: string,
): number | undefined {
  if (!dateOfBirth) return undefined;
  const { min, max } = onboardingYearRange(countryCode);
  return Math.min(max, Math.max(min, schoolYearOf(dateOfBirth, today)));
}

/** Confidence levels 0 to 4 (as the demo's, spec §3). */
export const confidenceLevels = [
  { value: 0, label: "Not confident yet" },
  { value: 1, label: "A little confident" },
  { value: 2, label: "Fairly confident" },
  { value: 3, label: "Confident" },
  { value: 4, label: "Very confident" },
] as const;

export function selectMyLevelStartEnabled(year: number | undefined, confidence: number | undefined): boolean {
  return year !== undefined && confidence !== undefined;
}

/** Years 8 and 9 outside India choose a short or a full course (spec §4). */
export function showsCourseOptionCards(year: number, countryCode: string): boolean {
  return countryCode.toUpperCase() !== "IN" && (year === 8 || year === 9);
}

export type CourseOption = "pre-gcse" | "full-ks3" | "full-gcse";

/** The course cards (spec §3: title, summary, lengthText, isShortCourse; §9 lengths). */
export const courseOptionCards: readonly {
  option: CourseOption;
  curriculumName: string;
  title: string;
  summary: string;
  lengthText: string;
  isShortCourse: boolean;
}[] = [
  {
    option: "pre-gcse",
    curriculumName: "Pre-GCSE",
    title: "Pre-GCSE short course",
    summary: "The key foundations every GCSE topic builds on, about one lesson a week.",
    lengthText: "5-10 weeks",
    isShortCourse: true,
  },
  {
    option: "full-ks3",
    curriculumName: "KS3",
    title: "Full KS3",
    summary: "The whole Key Stage 3 course for Years 7 to 9, at the level that suits you.",
    lengthText: "2-3 years",
    isShortCourse: false,
  },
  {
    option: "full-gcse",
    curriculumName: "GCSE",
    title: "Full GCSE",
    summary: "The whole GCSE course, Foundation or Higher, at the level that suits you.",
    lengthText: "2-3 years",
    isShortCourse: false,
  },
];

/**
 * The curriculum for a year group (and, for Years 8 and 9 outside India, the card chosen). UK: Year 6
 * and below Year 6, Year 7 KS3, Years 10 and 11 GCSE. India: Class VI, VII, VIII, then Cambridge IGCSE.
 */
export function curriculumForYear(countryCode: string, year: number, option?: CourseOption): string | undefined {
  if (countryCode.toUpperCase() === "IN") {
    return ["Class VI", "Class VII", "Class VIII", "Cambridge IGCSE"][Math.min(3, Math.max(0, year - 6))];
  }
  if (showsCourseOptionCards(year, countryCode)) {
    return courseOptionCards.find((card) => card.option === option)?.curriculumName;
  }
  if (year <= 6) return "Year 6";
  if (year === 7) return "KS3";
  return "GCSE";
}

/** Which of a curriculum's levels (easiest first) suits a confidence of 0 to 4. */
export function levelIndexForConfidence(confidence: number, levelCount: number): number {
  if (levelCount <= 1) return 0;
  const clamped = Math.min(4, Math.max(0, confidence));
  return Math.round((clamped * (levelCount - 1)) / 4);
}

/** The Year 6 level set for the learner when the auto-set-Year-6 flag is on (B: the expected standard). */
export const AUTO_YEAR_6_LEVEL_INDEX = 1;

/** With the flag on, a learner outside India in Year 6 or below is given the Year 6 course without asking. */
export function autoSetsYear6Course(flagOn: boolean, countryCode: string, schoolYear: number | undefined): boolean {
  return flagOn && countryCode.toUpperCase() !== "IN" && schoolYear !== undefined && schoolYear <= 6;
}
