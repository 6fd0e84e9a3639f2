import { describe, expect, it } from "vitest";
import { isTopicKey } from "../content/curriculum/taxonomy/index.js";
import { listCourses } from "../content/index.js";
import { topicSearchEntries } from "./topic-index.js";
import { topicKeywords } from "./topic-keywords.js";

describe("topic search entries", () => {
  it("names only topics the taxonomy has", () => {
    const unknown = Object.keys(topicKeywords).filter((key) => !isTopicKey(key));
    expect(unknown).toEqual([]);
  });

  it("holds every topic of every course once, with its lesson, in course order", () => {
    const entries = topicSearchEntries();
    const topics = listCourses().reduce(
      (sum, course) => sum + course.partsDetails.reduce((n, part) => n + part.learningPathsDetails.length, 0),
      0,
    );
    expect(entries).toHaveLength(topics);
    expect(new Set(entries.map((e) => `${e.course_name} ${e.learning_path_name}`)).size).toBe(topics);
    const ks3 = entries.filter((e) => e.course_name === "courses/ks3-b");
    expect(ks3.map((e) => e.position)).toEqual(ks3.map((_, i) => i));
    expect(ks3.every((e) => e.part_name.startsWith("courses/ks3-b/parts/") && e.part_number >= 1)).toBe(true);
    const pythagoras = entries.find(
      (e) => e.course_name === "courses/gcse-fh" && e.display_name === "Pythagoras' theorem",
    );
    expect(pythagoras?.keywords).toContain("hypotenuse");
  });
});
