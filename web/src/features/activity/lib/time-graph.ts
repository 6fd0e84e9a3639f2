/** The weekly time graph (progress spec §2 "Stats screen"): cells of 10 minutes, 6 to 12 of them. */
export const CELL_MINUTES = 10;
export const MIN_CELLS = 6;
export const MAX_CELLS = 12;
/** Weeks in one view of the graph; earlier weeks are a page back. */
export const WEEKS_PER_VIEW = 6;

export interface WeekTime {
  /** "YYYY-MM-DD". */
  monday: string;
  seconds: number;
}

/** How many 10-minute cells the graph is tall: enough for the longest week shown, within 6 to 12. */
export function graphCells(weeks: readonly WeekTime[]): number {
  const longest = Math.max(0, ...weeks.map((week) => week.seconds));
  return Math.min(MAX_CELLS, Math.max(MIN_CELLS, Math.ceil(longest / 60 / CELL_MINUTES)));
}

/** Minutes drawn for a week: a week longer than the graph fills it (its label gives the real time). */
export function drawnMinutes(seconds: number, cells: number): number {
  return Math.min(seconds / 60, cells * CELL_MINUTES);
}

/** "1 hr 5 min", "25 min", "0 min" for labels and the data table. */
export function durationText(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/**
 * The weeks of one view: page 0 ends with the current week, page 1 the weeks before, and so on
 * (oldest first within a page).
 */
export function weeksOnPage(weeks: readonly WeekTime[], page: number): WeekTime[] {
  const end = weeks.length - page * WEEKS_PER_VIEW;
  return weeks.slice(Math.max(0, end - WEEKS_PER_VIEW), Math.max(0, end));
}

export function pageCount(weeks: readonly WeekTime[]): number {
  return Math.max(1, Math.ceil(weeks.length / WEEKS_PER_VIEW));
}
