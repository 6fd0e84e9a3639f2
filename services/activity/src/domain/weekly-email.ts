/**
 * The weekly supporter email (issue 12): each child's week and two or three specific next steps from
 * their weakest topics and unfinished lessons. Pure: the job gathers the numbers and names.
 */

/** A topic counts as weak only with enough answers to judge, and under this share right. */
export const WEAK_TOPIC_MIN_ANSWERS = 3;
export const WEAK_TOPIC_MAX_RATIO = 0.75;
export const MAX_NEXT_STEPS = 3;
export const MIN_NEXT_STEPS = 2;
/** How far back topics and unfinished lessons are looked for (more than the week: a quiet week still has steps). */
export const NEXT_STEP_LOOKBACK_DAYS = 28;

export interface ChildWeekNumbers {
  questionsAnswered: number;
  questionsCorrect: number;
  lessonsCompleted: number;
  timeSpentMs: number;
}

export interface TopicRecord {
  /** "courses/{c}/parts/{p}/learningPaths/{t}". */
  name: string;
  displayName: string;
  answered: number;
  correct: number;
}

export interface UnfinishedLesson {
  name: string;
  displayName: string;
}

export interface ChildWeek {
  firstName: string;
  numbers: ChildWeekNumbers;
  /** Lines from other features (goal progress, weekly workout streak) when they exist. */
  extraLines: readonly string[];
  nextSteps: readonly string[];
}

export function weakestTopics(topics: readonly TopicRecord[]): TopicRecord[] {
  return topics
    .filter((t) => t.answered >= WEAK_TOPIC_MIN_ANSWERS && t.correct / t.answered < WEAK_TOPIC_MAX_RATIO)
    .sort((a, b) => a.correct / a.answered - b.correct / b.answered || b.answered - a.answered);
}

/**
 * Two or three steps: the weakest topics first (at most two), then unfinished lessons; when the
 * learner's recent work gives fewer than two, general ones fill in.
 */
export function nextSteps(
  firstName: string,
  topics: readonly TopicRecord[],
  unfinished: readonly UnfinishedLesson[],
): string[] {
  const steps: string[] = [];
  for (const topic of weakestTopics(topics).slice(0, 2)) {
    steps.push(
      `Practise "${topic.displayName}" together: ${topic.correct} of ${topic.answered} answers were right in the last four weeks.`,
    );
  }
  for (const lesson of unfinished) {
    if (steps.length >= MAX_NEXT_STEPS) break;
    steps.push(`Finish the lesson "${lesson.displayName}": ${firstName} started it but hasn't completed it yet.`);
  }
  const general = [
    `Choose the next lesson in ${firstName}'s course together and answer its first few questions.`,
    `Try a "Just for you" session: questions picked for ${firstName} from earlier lessons.`,
  ];
  for (const step of general) if (steps.length < MIN_NEXT_STEPS) steps.push(step);
  return steps;
}

export function minutesText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return ms > 0 ? "under a minute" : "no time yet";
  if (minutes < 60) return minutes === 1 ? "1 minute" : `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours === 1 ? "1 hour" : `${hours} hours`;
  return rest === 0 ? h : `${h} ${rest} min`;
}

const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

/** "16 to 22 November" for the week starting on the given Monday. */
export function weekText(weekStart: string): string {
  const monday = new Date(`${weekStart}T00:00:00Z`);
  const sunday = new Date(monday.getTime() + 6 * 24 * 3_600_000);
  return `${dayMonth.format(monday)} to ${dayMonth.format(sunday)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface WeeklyEmail {
  subject: string;
  text: string;
  html: string;
}

export function weeklyEmail(input: {
  supporterFirstName: string;
  weekStart: string;
  children: readonly ChildWeek[];
  unsubscribeUrl: string;
}): WeeklyEmail {
  const week = weekText(input.weekStart);
  const sections = input.children.map((child) => {
    const n = child.numbers;
    const lines = [
      `Questions answered: ${n.questionsAnswered} (${n.questionsCorrect} right)`,
      `Lessons completed: ${n.lessonsCompleted}`,
      `Time spent: ${minutesText(n.timeSpentMs)}`,
      ...child.extraLines,
    ];
    return { title: `${child.firstName}'s week`, lines, steps: child.nextSteps, firstName: child.firstName };
  });
  const text = [
    `Hello ${input.supporterFirstName},`,
    "",
    `Here is what happened on Sumwise from ${week}.`,
    ...sections.flatMap((s) => [
      "",
      s.title,
      ...s.lines.map((line) => `- ${line}`),
      "",
      `Next steps for ${s.firstName}:`,
      ...s.steps.map((step, i) => `${i + 1}. ${step}`),
    ]),
    "",
    "You get this email each Monday because you support learners on Sumwise.",
    `To stop these emails, unsubscribe here: ${input.unsubscribeUrl}`,
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(input.supporterFirstName)},</p>`,
    `<p>Here is what happened on Sumwise from ${escapeHtml(week)}.</p>`,
    ...sections.map(
      (s) =>
        `<h2>${escapeHtml(s.title)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>` +
        `<h3>Next steps for ${escapeHtml(s.firstName)}</h3><ol>${s.steps.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ol>`,
    ),
    `<p>You get this email each Monday because you support learners on Sumwise. <a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe from these emails</a>.</p>`,
  ].join("\n");
  return { subject: `Your learners' week on Sumwise: ${week}`, text, html };
}
