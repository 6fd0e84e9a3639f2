/** Stored packages as proto messages: statuses only, never question content. */
import type { MessageInitShape } from "@bufbuild/protobuf";
import { timestampFromDate } from "@bufbuild/protobuf/wkt";
import {
  type PackageSchema,
  PackageType,
  TaskItemStatus,
  TaskType,
} from "@sumwise/gen/learning/v1/learning_package_pb";
import type { PackageProgressSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import type { StoredPackage } from "../db/package-repository.js";
import type { ItemStatusValue, PackageTypeValue } from "../db/schema.js";
import { packageName, taskItemName, taskName } from "../names.js";

export const packageTypes: Record<PackageTypeValue, PackageType> = {
  core: PackageType.CORE,
  extension: PackageType.EXTENSION,
  practice: PackageType.PRACTICE,
  part_quiz: PackageType.PART_QUIZ,
  demo: PackageType.DEMO,
  daily_challenge: PackageType.DAILY_CHALLENGE,
  weekly_workout: PackageType.WEEKLY_WORKOUT,
};

export const itemStatuses: Record<ItemStatusValue, TaskItemStatus> = {
  unattempted: TaskItemStatus.UNATTEMPTED,
  done: TaskItemStatus.DONE,
  wrong: TaskItemStatus.WRONG,
  seekhelp: TaskItemStatus.SEEKHELP,
};

const annotationTypes: Record<PackageTypeValue, string> = {
  core: "CORE",
  extension: "EXTENSION",
  practice: "PRACTICE",
  part_quiz: "PART_QUIZ",
  demo: "DEMO",
  daily_challenge: "DAILY_CHALLENGE",
  weekly_workout: "WEEKLY_WORKOUT",
};

function counts(stored: StoredPackage) {
  return {
    numTaskItems: stored.items.length,
    numTaskItemsDone: stored.items.filter((item) => item.status === "done").length,
    numTaskItemsAnswered: stored.items.filter((item) => item.status === "done" || item.status === "wrong").length,
  };
}

export function packageMessage(stored: StoredPackage): MessageInitShape<typeof PackageSchema> {
  const pkg = stored.package;
  const owner = pkg.user_name;
  return {
    name: packageName(owner, pkg.id),
    packageId: pkg.id,
    packageType: packageTypes[pkg.package_type],
    annotations: {
      packageType: annotationTypes[pkg.package_type],
      ...(pkg.learning_unit_name ? { learningUnitID: pkg.learning_unit_name } : {}),
    },
    courseName: pkg.course_name,
    partName: pkg.part_name,
    learningPathName: pkg.learning_path_name ?? "",
    learningUnitName: pkg.learning_unit_name ?? "",
    tasks: stored.tasks.map((task) => {
      const items = stored.items.filter((item) => item.task_index === task.task_index);
      return {
        name: taskName(owner, pkg.id, task.task_index),
        index: task.task_index,
        title: task.title,
        taskType: task.task_type === "indy_quiz" ? TaskType.INDY_QUIZ : TaskType.STANDARD,
        taskItems: items.map((item) => ({
          name: taskItemName(owner, pkg.id, item.task_index, item.item_index),
          index: item.item_index,
          taskItemIndex: item.position,
          taskName: taskName(owner, pkg.id, item.task_index),
          status: itemStatuses[item.status],
          learningPathName: item.learning_path_name,
        })),
        numTaskItemsDone: items.filter((item) => item.status === "done").length,
        completed: task.completed_at !== null,
      };
    }),
    ...counts(stored),
    finished: pkg.status === "finished",
    abandoned: pkg.status === "abandoned",
    createTime: timestampFromDate(pkg.created_at),
  };
}

export function packageProgressMessage(stored: StoredPackage): MessageInitShape<typeof PackageProgressSchema> {
  const pkg = stored.package;
  return {
    packageName: packageName(pkg.user_name, pkg.id),
    packageType: packageTypes[pkg.package_type],
    ...counts(stored),
    finished: pkg.status === "finished",
  };
}
