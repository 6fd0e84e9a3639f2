import { HomePage } from "../../features/learn/components/home-page.js";
import { CompetitionBannerSlot } from "./competition-pages.js";

/** /learn: the learner's home, with the competition banner while one is open to them. */
export function LearnerHomeRoute() {
  return <HomePage banner={<CompetitionBannerSlot />} />;
}
