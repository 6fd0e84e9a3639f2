import { create } from "@bufbuild/protobuf";
import { Region } from "@sumwise/gen/common/v1/common_pb";
import { CourseSchema } from "@sumwise/gen/learning/v1/learning_service_pb";
import { describe, expect, it } from "vitest";
import { pickerGroups } from "./picker-groups.js";

const course = (
  name: string,
  curriculumName: string,
  levelDisplayName: string,
  region: Region,
  levelDescription = "",
) => create(CourseSchema, { courseMetadata: { name, curriculumName, levelDisplayName, levelDescription, region } });

const catalogue = [
  course("courses/y6a", "Year 6", "Year 6 A", Region.UK, "Gentle start"),
  course("courses/ks3b", "KS3", "KS3 B", Region.UK),
  course("courses/gcse-f", "GCSE", "F", Region.UK),
  course("courses/class-vi", "Class VI", "Class VI", Region.IN),
  course("courses/alg1", "Algebra 1", "Algebra 1", Region.US),
];

describe("the account pages' course list", () => {
  it("offers only the given regions, each course named once, grouped by curriculum", () => {
    expect(pickerGroups(catalogue, ["UK"])).toEqual([
      { label: "Year 6", options: [{ name: "courses/y6a", text: "Year 6 A – Gentle start" }] },
      { label: "KS3", options: [{ name: "courses/ks3b", text: "KS3 B" }] },
      { label: "GCSE", options: [{ name: "courses/gcse-f", text: "GCSE F" }] },
    ]);
  });

  it("names the region in the group only when several are offered", () => {
    const labels = pickerGroups(catalogue, ["UK", "US"]).map((group) => group.label);
    expect(labels).toEqual([
      "United Kingdom · Year 6",
      "United Kingdom · KS3",
      "United Kingdom · GCSE",
      "United States · Algebra 1",
    ]);
    expect(pickerGroups(catalogue, ["IN"]).flatMap((group) => group.options.map((o) => o.text))).toEqual(["Class VI"]);
  });
});
