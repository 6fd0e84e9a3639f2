import { HomeStatsCard } from "../../features/activity/components/home-stats-card.js";
import { HomePage } from "../../features/learn/components/home-page.js";
import { useFlag } from "../routes/use-flag.js";

/** The learner's home: the learn feature's dashboard with the activity feature's stats card in it. */
export function LearnerHomeRoute() {
  return <HomePage statsCard={<HomeStatsCard xpEnabled={useFlag("enableXP")} />} />;
}
