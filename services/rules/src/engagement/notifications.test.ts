import { describe, expect, it } from "vitest";
import { notificationBadgeText, notificationRelativeTime } from "./notifications.js";

const now = new Date(2026, 10, 25, 9, 0);
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 25 - days, hour, 0);

describe("notificationRelativeTime", () => {
  it("counts calendar days: earlier today is 'today', late last night is 'yesterday'", () => {
    expect(notificationRelativeTime(new Date(2026, 10, 25, 0, 5), now)).toBe("today");
    expect(notificationRelativeTime(new Date(2026, 10, 24, 23, 55), now)).toBe("yesterday");
  });
  it("says 'a week ago' from 7 days, 'N weeks ago' from 14, 'over a month ago' past 4 weeks", () => {
    expect(notificationRelativeTime(daysAgo(3), now)).toBe("3 days ago");
    expect(notificationRelativeTime(daysAgo(6), now)).toBe("6 days ago");
    expect(notificationRelativeTime(daysAgo(7), now)).toBe("a week ago");
    expect(notificationRelativeTime(daysAgo(13), now)).toBe("a week ago");
    expect(notificationRelativeTime(daysAgo(14), now)).toBe("2 weeks ago");
    expect(notificationRelativeTime(daysAgo(21), now)).toBe("3 weeks ago");
    expect(notificationRelativeTime(daysAgo(28), now)).toBe("4 weeks ago");
    expect(notificationRelativeTime(daysAgo(29), now)).toBe("over a month ago");
    expect(notificationRelativeTime(daysAgo(400), now)).toBe("over a month ago");
  });
  it("treats a time slightly in the future (clock skew) as today", () => {
    expect(notificationRelativeTime(new Date(now.getTime() + 60_000), now)).toBe("today");
  });
});

describe("notificationBadgeText", () => {
  it("is empty with nothing unread, the count up to 9, then '9+'", () => {
    expect(notificationBadgeText(0)).toBe("");
    expect(notificationBadgeText(1)).toBe("1");
    expect(notificationBadgeText(9)).toBe("9");
    expect(notificationBadgeText(10)).toBe("9+");
  });
});
