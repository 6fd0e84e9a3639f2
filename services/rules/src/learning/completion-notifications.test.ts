import { describe, expect, it } from "vitest";
import {
  type CompletionNotification,
  completionNotificationText,
  orderCompletionNotifications,
} from "./completion-notifications.js";

const lesson: CompletionNotification = { kind: "lessonComplete", partName: "courses/ks3-a/parts/1" };
const course: CompletionNotification = { kind: "courseComplete", courseName: "courses/ks3-a" };
const goal: CompletionNotification = { kind: "goalComplete", goalName: "goals/1" };
const level: CompletionNotification = { kind: "levelledUp", level: 4 };

describe("completion notification queue", () => {
  it("orders levelled up, course complete, goal complete, lesson complete whatever the arrival order", () => {
    expect(orderCompletionNotifications([lesson, goal, course, level]).map((n) => n.kind)).toEqual([
      "levelledUp",
      "courseComplete",
      "goalComplete",
      "lessonComplete",
    ]);
    expect(orderCompletionNotifications([lesson, course])).toEqual([course, lesson]);
  });

  it("keeps one notification per kind, the latest reported", () => {
    const higher: CompletionNotification = { kind: "levelledUp", level: 5 };
    expect(orderCompletionNotifications([level, lesson, higher, lesson])).toEqual([higher, lesson]);
  });

  it("is empty when nothing completed", () => {
    expect(orderCompletionNotifications([])).toEqual([]);
  });

  it("titles each screen", () => {
    expect(completionNotificationText(level).title).toBe("Levelled up!");
    expect(completionNotificationText(level).text).toContain("level 4");
    expect(completionNotificationText(course).title).toBe("Course complete!");
    expect(completionNotificationText(goal).title).toBe("Goal complete!");
    expect(completionNotificationText(lesson).title).toBe("Lesson complete!");
  });
});
