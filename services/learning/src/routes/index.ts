import type { ConnectRouter } from "@connectrpc/connect";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { LearningContext } from "../context.js";
import { listActiveCourses } from "./list-active-courses.js";

export function routes(ctx: LearningContext) {
  return (router: ConnectRouter) =>
    router.service(LearningService, {
      listActiveCourses: listActiveCourses(ctx),
    });
}
