import { useOutletContext } from "react-router";
import { activityMessages } from "../lib/messages.js";

/** Whose activity the area shows: the learner's own, or a supporter's chosen child (read-only). */
export interface ActivitySubject {
  audience: "learner" | "supporter";
  /** "" for the learner; the child's "indyUsers/{id}" for a supporter. */
  child: string;
  /** The child's first name for a supporter ("Ada's stats"); empty for the learner. */
  childFirstName: string;
  xpEnabled: boolean;
}

export function useActivitySubject(): ActivitySubject {
  return useOutletContext<ActivitySubject>();
}

/** A section's error: the learner's text, or the parent view's "Sorry, we couldn't load {x}…". */
export function sectionError(subject: ActivitySubject, learnerText: string, what: string): string {
  return subject.audience === "learner" ? learnerText : activityMessages.parentSection(what);
}

/** Whose thing a heading names: "your" or "Ada's". */
export function possessive(subject: ActivitySubject): string {
  return subject.audience === "learner" ? "your" : `${subject.childFirstName || "this learner"}'s`;
}
