/** The activity area's sections (progress spec §2 "Activity area"), in the menu's order. */
export type ActivitySection = "stats" | "goals" | "focus-topics" | "achievements" | "competitions" | "league-table";

export interface ActivityMenuEntry {
  section: ActivitySection;
  label: string;
  /** The 'new' marker: shown until the learner has opened the section. */
  isNew: boolean;
}

export interface ActivityMenuInput {
  /** Learners see 'new' markers for themselves; a supporter's view of a child has none. */
  audience: "learner" | "supporter";
  competitionEnabled: boolean;
  showCompetitionActivity: boolean;
  /** Whether the learner (or, for a supporter, the child) has entered the competition. */
  competitionEntered: boolean;
  seenFocusTopics: boolean;
  seenLeagueTable: boolean;
}

export function activityMenu(input: ActivityMenuInput): ActivityMenuEntry[] {
  const marks = input.audience === "learner";
  const entries: (ActivityMenuEntry | false)[] = [
    { section: "stats", label: "Stats", isNew: false },
    { section: "goals", label: "Goals", isNew: false },
    { section: "focus-topics", label: "Strengths and opportunities", isNew: marks && !input.seenFocusTopics },
    { section: "achievements", label: "Achievements", isNew: false },
    // Only when the competition is on, or when its activity is shown to those who already entered.
    (input.competitionEnabled || (input.showCompetitionActivity && input.competitionEntered)) && {
      section: "competitions",
      label: "Competitions",
      isNew: false,
    },
    { section: "league-table", label: "League table", isNew: marks && !input.seenLeagueTable },
  ];
  return entries.filter((entry): entry is ActivityMenuEntry => entry !== false);
}

export const sectionTitles: Record<ActivitySection, string> = {
  stats: "Stats",
  goals: "Goals",
  "focus-topics": "Strengths and opportunities",
  achievements: "Achievements",
  competitions: "Competitions",
  "league-table": "League table",
};

/** The address of a section, for a learner or (with the child's name) for a supporter. */
export function activityPath(section: ActivitySection | "", child?: string): string {
  if (child === undefined) return section ? `/activity/${section}` : "/activity";
  const base = section ? `/parent/activity/${section}` : "/parent/activity";
  return child ? `${base}?child=${encodeURIComponent(child)}` : base;
}
