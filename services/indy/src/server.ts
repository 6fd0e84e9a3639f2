import { buildServiceApp } from "@sumwise/kit";
import type { FastifyInstance } from "fastify";
import type { IndyContext } from "./context.js";
import { anonymousMethods } from "./routes/flags-routes.js";
import { publicMethods, routes } from "./routes/index.js";

export function build(ctx: IndyContext): Promise<FastifyInstance> {
  return buildServiceApp(ctx, { name: "indy", routes: routes(ctx), publicMethods, anonymousMethods });
}
