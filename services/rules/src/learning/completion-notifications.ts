/**
 * Completion notifications (learning spec §2 "Completion notification screens", §4 "Completion
 * notifications"): queued in the order levelled up, course complete, goal complete, lesson complete,
 * shown one after another, then the learner goes on to the stored destination.
 */
export const completionNotificationOrder = ["levelledUp", "courseComplete", "goalComplete", "lessonComplete"] as const;

export type CompletionNotificationKind = (typeof completionNotificationOrder)[number];

/**
 * One notification. Lesson and course completion come from LearningService's answers; levelled up and
 * goal complete will come from ActivityService (XP and goals), which report them through the same type.
 */
export type CompletionNotification =
  | { kind: "levelledUp"; level: number }
  | { kind: "courseComplete"; courseName: string }
  | { kind: "goalComplete"; goalName: string }
  | { kind: "lessonComplete"; partName: string };

/** The queue in the spec's order, one notification per kind (the latest reported of a kind wins). */
export function orderCompletionNotifications(
  notifications: readonly CompletionNotification[],
): CompletionNotification[] {
  const latest = new Map<CompletionNotificationKind, CompletionNotification>();
  for (const notification of notifications) latest.set(notification.kind, notification);
  return completionNotificationOrder.flatMap((kind) => {
    const notification = latest.get(kind);
    return notification ? [notification] : [];
  });
}

/** Title and text of each notification screen. */
export function completionNotificationText(notification: CompletionNotification): { title: string; text: string } {
  switch (notification.kind) {
    case "levelledUp":
      return { title: "Levelled up!", text: `You have reached level ${notification.level}.` };
    case "courseComplete":
      return { title: "Course complete!", text: "You have completed every lesson of your course. Amazing work." };
    case "goalComplete":
      return { title: "Goal complete!", text: "You have reached your goal. Well done." };
    case "lessonComplete":
      return {
        title: "Lesson complete!",
        text: "You have finished every topic, the practice and the quiz of this lesson.",
      };
  }
}
