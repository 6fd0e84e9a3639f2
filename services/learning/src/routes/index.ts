import type { ConnectRouter } from "@connectrpc/connect";
import { LearningService } from "@sumwise/gen/learning/v1/learning_service_pb";
import type { LearningContext } from "../context.js";
import { getCourseForUser } from "./get-course-for-user.js";
import { listActiveCourses } from "./list-active-courses.js";
import { setCourseForUser } from "./set-course-for-user.js";

export function routes(ctx: LearningContext) {
  return (router: ConnectRouter) =>
    router.service(LearningService, {
      listActiveCourses: listActiveCourses(ctx),
      setCourseForUser: setCourseForUser(ctx),
      getCourseForUser: getCourseForUser(ctx),
    });
}
