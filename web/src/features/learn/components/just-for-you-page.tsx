import { Page } from "../../../components/ui/index.js";
import { JustForYouCards } from "./just-for-you-cards.js";

/** Just For You (spec §2): the Daily Challenge and the Weekly Workout, with their streaks. */
export function JustForYouPage() {
  return (
    <Page className="jfy-page">
      <h1>Just for you</h1>
      <p className="jfy-page__intro">
        Questions chosen from your recent lessons. A new Daily Challenge every day, and a new Weekly Workout every
        Monday.
      </p>
      <JustForYouCards />
    </Page>
  );
}
