import { describe, expect, it } from "vitest";
import { courseTitle } from "./course-title.js";

describe("course titles", () => {
  it("names each course once", () => {
    expect(courseTitle({ curriculumName: "Year 6", levelDisplayName: "Year 6 A" })).toBe("Year 6 A");
    expect(courseTitle({ curriculumName: "GCSE", levelDisplayName: "F+" })).toBe("GCSE F+");
    expect(courseTitle({ curriculumName: "Secondary Ready", levelDisplayName: "Secondary Ready" })).toBe(
      "Secondary Ready",
    );
    expect(courseTitle({ curriculumName: "Class VI", levelDisplayName: "" })).toBe("Class VI");
  });
});
