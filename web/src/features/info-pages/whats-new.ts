import { differenceInCalendarDays, parseISO } from "date-fns";

/** A What's new card (accounts spec §3); the spec's image is optional and none is used yet. */
export interface WhatsNewCard {
  title: string;
  /** "YYYY-MM-DD" */
  date: string;
  descriptionLines: string[];
  bullets: string[];
  buttonText?: string;
  buttonTo?: string;
  audience: "learner" | "supporter";
}

/** Spec §9: a card shows a New banner when it is dated within the last 14 days. */
export const NEW_BANNER_DAYS = 14;

export function isNew(card: Pick<WhatsNewCard, "date">, today: Date): boolean {
  const age = differenceInCalendarDays(today, parseISO(card.date));
  return age >= 0 && age <= NEW_BANNER_DAYS;
}

/** Newest first. */
export const whatsNewCards: WhatsNewCard[] = [
  {
    title: "A clearer account page",
    date: "2026-11-21",
    descriptionLines: ["Your account page now shows everything in one place."],
    bullets: ["Change your name or password", "See when your free trial ends", "Choose your cookie settings"],
    buttonText: "Go to my account",
    buttonTo: "/account",
    audience: "learner",
  },
  {
    title: "Follow every learner from one account",
    date: "2026-11-01",
    descriptionLines: ["Supporting adults can add learners and follow each one's progress."],
    bullets: ["Add a learner in a minute", "See what they practised this week"],
    audience: "supporter",
  },
  {
    title: "Thousands more practice questions",
    date: "2026-09-01",
    descriptionLines: ["New questions on fractions, percentages, ratio and algebra, at every level."],
    bullets: ["Helpful videos for every question", "Questions that adapt as you improve"],
    audience: "learner",
  },
];
