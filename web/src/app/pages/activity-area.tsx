import { ActivityArea } from "../../features/activity/components/activity-area.js";
import { useFlag } from "../routes/use-flag.js";

/** The activity area for a learner or a supporter, with the flags that shape its menu (spec §2, §6). */
export function ActivityAreaRoute({ audience }: { audience: "learner" | "supporter" }) {
  return (
    <ActivityArea
      audience={audience}
      competitionEnabled={useFlag("enableCompetition")}
      showCompetitionActivity={useFlag("showCompetitionActivity")}
      xpEnabled={useFlag("enableXP")}
    />
  );
}
