import { buildServiceApp } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import type { LearningContext } from "./context.js";
import { routes } from "./routes/index.js";
import { policies } from "./routes/policies.js";

export function build(ctx: LearningContext): Promise<FastifyInstance> {
  return buildServiceApp(ctx, { name: "learning", routes: routes(ctx), policies });
}
