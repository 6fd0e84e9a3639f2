import { buildServiceApp } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import type { IndyContext } from "./context.js";
import { routes } from "./routes/index.js";
import { policies } from "./routes/policies.js";

export function build(ctx: IndyContext): Promise<FastifyInstance> {
  return buildServiceApp(ctx, { name: "indy", routes: routes(ctx), policies });
}
