import { HomeStatsCard } from "../../features/activity/components/home-stats-card.js";
import { HomePage } from "../../features/learn/components/home-page.js";
import { useFlag } from "../routes/use-flag.js";
import { CompetitionBannerSlot } from "./competition-pages.js";

/**
 * /learn: the learner's home (the learn feature's dashboard) with the activity feature's stats card, the
 * competition banner while one is open to them and the Explore card while the explore flag is on
 * (spec §2).
 */
export function LearnerHomeRoute() {
  return (
    <HomePage
      banner={<CompetitionBannerSlot />}
      exploreCard={useFlag("enableExplore")}
      statsCard={<HomeStatsCard xpEnabled={useFlag("enableXP")} />}
    />
  );
}
