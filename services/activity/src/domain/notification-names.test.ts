import { describe, expect, it } from "vitest";
import { formatNotificationName, parseNotificationName, supporterCopyName } from "./notification-names.js";

describe("notification names", () => {
  it("formats and parses a type, a dash, a level or id, and an optional child id", () => {
    const own = { owner: "indyUsers/ada-1", type: "XP_LEVEL_UP" as const, key: "5" };
    expect(formatNotificationName(own)).toBe("indyUsers/ada-1/notifications/XP_LEVEL_UP-5");
    expect(parseNotificationName("indyUsers/ada-1/notifications/XP_LEVEL_UP-5")).toEqual(own);
    const copy = supporterCopyName(own, "indyUsers/mum-2");
    expect(formatNotificationName(copy)).toBe("indyUsers/mum-2/notifications/XP_LEVEL_UP-5:ada-1");
    expect(parseNotificationName("indyUsers/mum-2/notifications/XP_LEVEL_UP-5:ada-1")).toEqual(copy);
    expect(parseNotificationName("indyUsers/u/notifications/GOAL_NOT_SET-2026-11")).toMatchObject({
      type: "GOAL_NOT_SET",
      key: "2026-11",
    });
  });
  it("refuses unknown types and malformed names", () => {
    expect(parseNotificationName("indyUsers/u/notifications/NOT_A_TYPE-1")).toBeUndefined();
    expect(parseNotificationName("indyUsers/u/notifications/XP_LEVEL_UP")).toBeUndefined();
    expect(parseNotificationName("indyUsers/u/notifications/XP_LEVEL_UP-1:a:b")).toBeUndefined();
    expect(parseNotificationName("other/u/notifications/XP_LEVEL_UP-1")).toBeUndefined();
    expect(() => formatNotificationName({ owner: "indyUsers/u", type: "XP_LEVEL_UP", key: "a/b" })).toThrow(RangeError);
  });
});
