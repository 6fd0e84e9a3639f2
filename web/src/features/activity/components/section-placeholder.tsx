import { type ActivitySection, sectionTitles } from "../lib/activity-menu.js";

/** A section another part of the product fills in (goals, league table, competitions). */
export function SectionPlaceholder({ section }: { section: ActivitySection }) {
  return (
    <section className="stack">
      <h1>{sectionTitles[section]}</h1>
      <p>This part of your activity is on its way.</p>
    </section>
  );
}
