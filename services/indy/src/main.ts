import { runServiceMain } from "@sumwise/kit";
import { indyService } from "./index.js";

await runServiceMain(indyService);
