import { describe, expect, it } from "vitest";
import { SubmissionIds } from "./submission.js";

describe("submission ids", () => {
  it("reuses the id while the same answer is retried and makes a new one once it was marked", () => {
    const ids = new SubmissionIds();
    const first = ids.idFor('"3/4"');
    expect(ids.idFor('"3/4"')).toBe(first);
    expect(ids.idFor('"0.75"')).not.toBe(first);
    const second = ids.idFor('"0.75"');
    ids.settled();
    expect(ids.idFor('"0.75"')).not.toBe(second);
  });

  it("makes ids the server accepts (8 to 64 letters, digits or '-')", () => {
    expect(new SubmissionIds().idFor("x")).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
