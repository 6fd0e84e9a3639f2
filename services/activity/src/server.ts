import { buildServiceApp } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import type { ActivityContext } from "./context.js";
import { routes } from "./routes/index.js";
import { policies } from "./routes/policies.js";

export function build(ctx: ActivityContext): Promise<FastifyInstance> {
  return buildServiceApp(ctx, { name: "activity", routes: routes(ctx), policies });
}
