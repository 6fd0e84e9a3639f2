import { describe, expect, it } from "vitest";
import { taskOfItem } from "./task-of-item.js";

describe("taskOfItem", () => {
  it("names the task of a task item", () => {
    expect(taskOfItem("indyUsers/1/packages/p/tasks/0/taskItems/3")).toBe("indyUsers/1/packages/p/tasks/0");
    expect(taskOfItem("indyUsers/1/packages/p")).toBeUndefined();
  });
});
