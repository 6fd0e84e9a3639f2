import { create } from "@bufbuild/protobuf";
import { CompletionsSchema } from "@sumwise/gen/learning/v1/question_player_pb";
import { describe, expect, it } from "vitest";
import { activityCompletions, completionQueueOf } from "./completion-queue.js";

const part = "courses/ks3-a/parts/lesson-9";

describe("the player's completion queue", () => {
  it("puts course complete before lesson complete, with level-up first and goal complete between", () => {
    const completions = [
      create(CompletionsSchema, { learningPathCompleted: `${part}/learningPaths/x` }),
      create(CompletionsSchema, { partCompleted: part, courseCompleted: "courses/ks3-a" }),
    ];
    expect(
      completionQueueOf(completions, [
        { kind: "goalComplete", goalName: "goals/1" },
        { kind: "levelledUp", level: 3 },
      ]),
    ).toEqual([
      { kind: "levelledUp", level: 3 },
      { kind: "courseComplete", courseName: "courses/ks3-a" },
      { kind: "goalComplete", goalName: "goals/1" },
      { kind: "lessonComplete", partName: part },
    ]);
  });

  it("is empty when only a topic or practice completed", () => {
    expect(
      completionQueueOf([create(CompletionsSchema, { learningPathCompleted: `${part}/learningPaths/x` })], []),
    ).toEqual([]);
  });

  it("puts a level-up reported by an XP award first", () => {
    expect(activityCompletions(undefined)).toEqual([]);
    expect(completionQueueOf([create(CompletionsSchema, { partCompleted: part })], activityCompletions(4))).toEqual([
      { kind: "levelledUp", level: 4 },
      { kind: "lessonComplete", partName: part },
    ]);
  });
});
