import { Navigate } from "react-router";
import { LoadingPage } from "../../components/ui/index.js";
import { ExplorePage } from "../../features/explore/components/explore-page.js";
import { useFeatureFlags } from "../../features/feature-flags/index.js";

/** Explore all topics only while the explore flag is on; otherwise the learn entry decides (spec §2). */
export function ExploreRoute() {
  const flags = useFeatureFlags();
  if (flags.status === "loading") return <LoadingPage label="Loading" />;
  if (!flags.flags.enableExplore) return <Navigate to="/learn" replace />;
  return <ExplorePage />;
}
