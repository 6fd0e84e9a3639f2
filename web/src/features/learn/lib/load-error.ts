import { Code, ConnectError } from "@connectrpc/connect";
import { learnPaths } from "../../../lib/learning/names.js";

/**
 * Where a lesson, topic, practice or quiz page goes when it cannot load (spec §2, §8): a locked
 * lesson to the plans information, anything else back to the course.
 */
export function pathAfterLoadError(error: unknown): string {
  return ConnectError.from(error).code === Code.PermissionDenied ? learnPaths.plansInfo : learnPaths.course;
}
