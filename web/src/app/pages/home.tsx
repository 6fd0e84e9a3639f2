import { HomePage } from "../../features/learn/components/home-page.js";
import { useFlag } from "../routes/use-flag.js";

/** The home dashboard, with the Explore card while the explore flag is on (spec §2). */
export function HomeRoute() {
  return <HomePage exploreCard={useFlag("enableExplore")} />;
}
