import { ParentPage } from "../../features/children/components/parent-page.js";
import { useFlag } from "../routes/use-flag.js";

/** /parent: the supporter's learners, with the competition box while the competition is on. */
export function ParentPageRoute() {
  return <ParentPage competitionOpen={useFlag("enableCompetition")} />;
}
