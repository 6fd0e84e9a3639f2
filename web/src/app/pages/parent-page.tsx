import { ParentPage } from "../../features/children/components/parent-page.js";
import { useFlag } from "../routes/use-flag.js";
import { CompetitionBannerSlot } from "./competition-pages.js";

/** /parent: the supporter's learners, with the competition box and banner while the competition is on. */
export function ParentPageRoute() {
  return <ParentPage competitionOpen={useFlag("enableCompetition")} banner={<CompetitionBannerSlot />} />;
}
