import { runServiceMain } from "@sumwise/kit";
import { learningService } from "./index.js";

await runServiceMain(learningService);
