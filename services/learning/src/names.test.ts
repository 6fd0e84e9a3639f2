import { describe, expect, it } from "vitest";
import {
  exampleQuestionName,
  learningPathProgressName,
  packageName,
  parseExampleQuestionName,
  parsePackageName,
  parseProgressName,
  parseTaskItemName,
  taskItemName,
} from "./names.js";

const owner = "indyUsers/5d0c7a4e-0000-4000-8000-000000000001";
const packageId = "0f9e4c2a-1b2c-4d3e-8f40-123456789abc";

describe("resource names", () => {
  it("carry the owner, and parse back", () => {
    expect(parseTaskItemName(taskItemName(owner, packageId, 1, 2))).toEqual({
      owner,
      packageId,
      taskIndex: 1,
      itemIndex: 2,
    });
    expect(parsePackageName(packageName(owner, packageId))).toEqual({ owner, packageId });
    const lp = "courses/ks3-b/parts/number-place-value/learningPaths/number.place-value";
    expect(parseProgressName(learningPathProgressName(owner, lp), "learningPath")).toEqual({ owner, resourceName: lp });
  });

  it("refuse anything else", () => {
    expect(parseTaskItemName(`${owner}/packages/${packageId}/tasks/x/taskItems/1`)).toBeUndefined();
    expect(parseTaskItemName(`indyUsers/a/b/packages/${packageId}/tasks/0/taskItems/1`)).toBeUndefined();
    expect(parsePackageName(`${owner}/packages/not-a-uuid`)).toBeUndefined();
    expect(parseProgressName(`${owner}/partProgresses/courses/x`, "learningPath")).toBeUndefined();
  });

  it("name example questions from 1, within their course", () => {
    expect(exampleQuestionName("courses/ks3-b", 0)).toBe("courses/ks3-b/exampleQuestions/1");
    expect(parseExampleQuestionName("courses/ks3-b", "courses/ks3-b/exampleQuestions/3")).toBe(2);
    expect(parseExampleQuestionName("courses/ks3-b", "courses/gcse-f/exampleQuestions/3")).toBeUndefined();
    expect(parseExampleQuestionName("courses/ks3-b", "courses/ks3-b/exampleQuestions/0")).toBeUndefined();
  });
});
