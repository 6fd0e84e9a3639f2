/**
 * Topic search in the top bar and Explore all topics (learning spec §2, §5, §8, §9): the limits, the
 * dropdown's visibility and the texts, shared by the web and LearningService.
 */

/** The search input holds at most 35 characters (UTF-16 units, as the input's maxLength counts). */
export const TOPIC_SEARCH_MAX_LENGTH = 35;
/** At most 10 results are shown; more matches add a "+" to the count. */
export const TOPIC_SEARCH_MAX_RESULTS = 10;
/** Matches scoring below 0.4 (0..1) are not results. */
export const TOPIC_SEARCH_MIN_SCORE = 0.4;
/** The spinner appears only after 400 ms of fetching, and then stays at least 100 ms more. */
export const TOPIC_SEARCH_SPINNER_DELAY_MS = 400;
export const TOPIC_SEARCH_SPINNER_MIN_MS = 100;

export const topicSearchMessages = {
  tooLong: `Please search with at most ${TOPIC_SEARCH_MAX_LENGTH} characters.`,
  empty: "Please type what you are looking for.",
  loadFailure: "Sorry, we couldn't load search results right now. Please refresh or try again later.",
  exploreLoadFailure: "There was an error loading the topics. Please refresh or try again later.",
  exploreLink: "Explore all topics",
  clear: "Clear Search",
} as const;

/** The server's check of a search string: a message, or undefined when it may be searched. */
export function topicSearchProblem(searchString: string): string | undefined {
  if (searchString.length > TOPIC_SEARCH_MAX_LENGTH) return topicSearchMessages.tooLong;
  if (searchString.trim() === "") return topicSearchMessages.empty;
  return undefined;
}

/** A search string that is a whole number (a lesson number, "3"). */
export function searchedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Spec §2: the dropdown shows while the field is focused and the trimmed text is longer than 1
 * character or parses as a number. */
export function showsSearchDropdown(text: string, focused: boolean): boolean {
  if (!focused) return false;
  const trimmed = text.trim();
  return trimmed.length > 1 || (trimmed !== "" && Number.isFinite(Number(trimmed)));
}

/** "We've found N result(s).", with "+" when more matched than are shown. */
export function searchCountText(shown: number, total: number): string {
  const plus = total > shown ? "+" : "";
  return `We've found ${shown}${plus} result${shown === 1 && !plus ? "" : "s"}.`;
}

export function noSearchResultsText(term: string): string {
  return `No results found for '${term.trim()}'.`;
}

/** "Explore all topics", plus "for {course}" when a course is known. */
export function exploreTitle(courseDisplayName: string | undefined): string {
  const course = courseDisplayName?.trim();
  return course ? `Explore all topics for ${course}` : "Explore all topics";
}
