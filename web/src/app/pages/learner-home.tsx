import { HomePage } from "../../features/learn/components/home-page.js";
import { useFlag } from "../routes/use-flag.js";
import { CompetitionBannerSlot } from "./competition-pages.js";

/**
 * /learn: the learner's home, with the competition banner while one is open to them and the Explore
 * card while the explore flag is on (spec §2).
 */
export function LearnerHomeRoute() {
  return <HomePage banner={<CompetitionBannerSlot />} exploreCard={useFlag("enableExplore")} />;
}
