import { QuestionPlayerPage } from "../../features/question-player/components/player-page.js";
import { useFlag } from "../routes/use-flag.js";

/** The question player; XP is awarded and shown only while the XP feature is on (spec §4, §6). */
export function QuestionPlayerRoute() {
  return <QuestionPlayerPage xpEnabled={useFlag("enableXP")} />;
}
