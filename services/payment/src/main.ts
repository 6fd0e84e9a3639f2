import { runServiceMain } from "@sumwise/kit";
import { paymentService } from "./index.js";

await runServiceMain(paymentService);
