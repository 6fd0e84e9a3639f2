import { type Package, TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";

export interface PlayerItem {
  name: string;
  /** 0-based position across the package, for "Question 3 of 8". */
  position: number;
  taskIndex: number;
  taskTitle: string;
  status: TaskItemStatus;
}

/** Every question of a package in the order it is played. */
export function itemsOf(pkg: Package): PlayerItem[] {
  const items: PlayerItem[] = [];
  for (const task of pkg.tasks) {
    for (const item of task.taskItems)
      items.push({
        name: item.name,
        position: items.length,
        taskIndex: task.index,
        taskTitle: task.title,
        status: item.status,
      });
  }
  return items;
}

/**
 * Whether a question still needs the learner: in a quiz every question is answered once, so only an
 * unanswered one is open; elsewhere a question is open until it is answered correctly.
 */
export function isOpen(status: TaskItemStatus, quiz: boolean): boolean {
  if (quiz) return status === TaskItemStatus.UNATTEMPTED || status === TaskItemStatus.UNSPECIFIED;
  return status !== TaskItemStatus.DONE;
}

/**
 * The next open question after `afterPosition` (-1 for the first), going round to the start so a
 * question skipped after a wrong answer comes back; undefined when none is open.
 */
export function nextOpenItem(
  items: PlayerItem[],
  statusOf: (item: PlayerItem) => TaskItemStatus,
  quiz: boolean,
  afterPosition: number,
): PlayerItem | undefined {
  const count = items.length;
  for (let step = 1; step <= count; step++) {
    const item = items[(afterPosition + step + count) % count] as PlayerItem;
    if (isOpen(statusOf(item), quiz)) return item;
  }
  return undefined;
}

/** Where the player starts: the first open question of the start task, else of the package. */
export function firstItem(items: PlayerItem[], quiz: boolean, startTask: number | undefined): PlayerItem | undefined {
  const status = (item: PlayerItem) => item.status;
  if (startTask !== undefined) {
    const inTask = items.find((item) => item.taskIndex === startTask && isOpen(item.status, quiz));
    if (inTask) return inTask;
  }
  return nextOpenItem(items, status, quiz, -1);
}
