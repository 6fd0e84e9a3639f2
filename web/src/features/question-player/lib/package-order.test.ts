import { create } from "@bufbuild/protobuf";
import { PackageSchema, TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import { describe, expect, it } from "vitest";
import { firstItem, itemsOf, nextOpenItem } from "./package-order.js";

const { DONE, WRONG, UNATTEMPTED } = TaskItemStatus;

function pkg(...tasks: TaskItemStatus[][]) {
  return create(PackageSchema, {
    tasks: tasks.map((statuses, index) => ({
      index,
      title: `Task ${index}`,
      taskItems: statuses.map((status, i) => ({ name: `t${index}i${i}`, index: i, status })),
    })),
  });
}

describe("the order the player works through a package", () => {
  it("numbers questions across tasks", () => {
    expect(itemsOf(pkg([DONE, WRONG], [UNATTEMPTED])).map((item) => [item.name, item.position])).toEqual([
      ["t0i0", 0],
      ["t0i1", 1],
      ["t1i0", 2],
    ]);
  });

  it("starts at the first question not done, and in a quiz at the first unanswered", () => {
    const items = itemsOf(pkg([DONE, WRONG], [UNATTEMPTED]));
    expect(firstItem(items, false, undefined)?.name).toBe("t0i1");
    expect(firstItem(items, true, undefined)?.name).toBe("t1i0");
  });

  it("starts 'Let's go' at its task", () => {
    expect(firstItem(itemsOf(pkg([UNATTEMPTED], [UNATTEMPTED])), false, 1)?.name).toBe("t1i0");
  });

  it("comes back round to a question answered wrongly, and ends when all are done", () => {
    const items = itemsOf(pkg([WRONG, UNATTEMPTED]));
    const statuses = new Map([["t0i1", DONE]]);
    const statusOf = (item: { name: string; status: TaskItemStatus }) => statuses.get(item.name) ?? item.status;
    expect(nextOpenItem(items, statusOf, false, 1)?.name).toBe("t0i0");
    statuses.set("t0i0", DONE);
    expect(nextOpenItem(items, statusOf, false, 0)).toBeUndefined();
  });

  it("never returns to an answered quiz question", () => {
    const items = itemsOf(pkg([WRONG, UNATTEMPTED]));
    expect(nextOpenItem(items, (item) => item.status, true, 1)?.name).toBe("t0i1");
    expect(nextOpenItem(items, () => WRONG, true, 0)).toBeUndefined();
  });
});
