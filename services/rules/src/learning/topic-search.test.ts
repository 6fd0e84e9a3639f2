import { describe, expect, it } from "vitest";
import {
  exploreTitle,
  noSearchResultsText,
  searchCountText,
  searchedNumber,
  showsSearchDropdown,
  TOPIC_SEARCH_MAX_LENGTH,
  topicSearchMessages,
  topicSearchProblem,
} from "./topic-search.js";

describe("topic search rules", () => {
  it("accepts up to 35 characters and refuses more or nothing", () => {
    expect(topicSearchProblem("a".repeat(TOPIC_SEARCH_MAX_LENGTH))).toBeUndefined();
    expect(topicSearchProblem("a".repeat(36))).toBe("Please search with at most 35 characters.");
    expect(topicSearchProblem("   ")).toBe(topicSearchMessages.empty);
    expect(topicSearchProblem("pythag")).toBeUndefined();
  });

  it("shows the dropdown for a focused field with more than 1 character or a number", () => {
    expect(showsSearchDropdown("py", true)).toBe(true);
    expect(showsSearchDropdown(" p ", true)).toBe(false);
    expect(showsSearchDropdown("3", true)).toBe(true);
    expect(showsSearchDropdown("", true)).toBe(false);
    expect(showsSearchDropdown("   ", true)).toBe(false);
    expect(showsSearchDropdown("pythag", false)).toBe(false);
  });

  it("reads whole numbers as lesson numbers", () => {
    expect(searchedNumber(" 12 ")).toBe(12);
    expect(searchedNumber("1.5")).toBeUndefined();
    expect(searchedNumber("3d")).toBeUndefined();
  });

  it("counts results with a + when more matched than are shown", () => {
    expect(searchCountText(1, 1)).toBe("We've found 1 result.");
    expect(searchCountText(4, 4)).toBe("We've found 4 results.");
    expect(searchCountText(10, 23)).toBe("We've found 10+ results.");
  });

  it("names the term and the course in the spec's words", () => {
    expect(noSearchResultsText(" zebra ")).toBe("No results found for 'zebra'.");
    expect(exploreTitle("KS3 B")).toBe("Explore all topics for KS3 B");
    expect(exploreTitle(undefined)).toBe("Explore all topics");
  });
});
