import { runServiceMain } from "@sumwise/kit";
import { activityService } from "./index.js";

await runServiceMain(activityService);
