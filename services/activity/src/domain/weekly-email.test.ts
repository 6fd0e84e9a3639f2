import { describe, expect, it } from "vitest";
import { minutesText, nextSteps, weakestTopics, weeklyEmail, weekText } from "./weekly-email.js";

const topic = (key: string, answered: number, correct: number) => ({
  name: `courses/c/parts/p/learningPaths/${key}`,
  displayName: key,
  answered,
  correct,
});

describe("next steps", () => {
  it("picks the weakest topics with enough answers, lowest share right first", () => {
    const topics = [topic("A", 10, 9), topic("B", 4, 1), topic("C", 2, 0), topic("D", 6, 3)];
    expect(weakestTopics(topics).map((t) => t.displayName)).toEqual(["B", "D"]);
  });
  it("gives two weak topics then an unfinished lesson: three steps", () => {
    const steps = nextSteps(
      "Kit",
      [topic("Fractions", 4, 1), topic("Angles", 6, 3)],
      [
        { name: "l1", displayName: "Decimals 1" },
        { name: "l2", displayName: "Decimals 2" },
      ],
    );
    expect(steps).toEqual([
      'Practise "Fractions" together: 1 of 4 answers were right in the last four weeks.',
      'Practise "Angles" together: 3 of 6 answers were right in the last four weeks.',
      'Finish the lesson "Decimals 1": Kit started it but hasn\'t completed it yet.',
    ]);
  });
  it("always gives at least two, filling with general steps when the month was quiet", () => {
    expect(nextSteps("Kit", [], [])).toHaveLength(2);
    const one = nextSteps("Kit", [], [{ name: "l", displayName: "Ratio" }]);
    expect(one).toHaveLength(2);
    expect(one[0]).toContain('"Ratio"');
  });
});

describe("the email", () => {
  it("holds each child's numbers, steps and the unsubscribe link", () => {
    const email = weeklyEmail({
      supporterFirstName: "Pat",
      weekStart: "2026-11-16",
      unsubscribeUrl: "http://x/email/unsubscribe?type=weekly-activity&token=t",
      children: [
        {
          firstName: "Kit",
          numbers: { questionsAnswered: 12, questionsCorrect: 9, lessonsCompleted: 1, timeSpentMs: 14 * 60_000 },
          extraLines: ["Goal: 60 of 75 XP"],
          nextSteps: ["Step one.", "Step two."],
        },
      ],
    });
    expect(email.subject).toBe("Your learners' week on Sumwise: 16 November to 22 November");
    expect(email.text).toContain("Questions answered: 12 (9 right)");
    expect(email.text).toContain("Lessons completed: 1");
    expect(email.text).toContain("Time spent: 14 minutes");
    expect(email.text).toContain("- Goal: 60 of 75 XP");
    expect(email.text).toContain("1. Step one.\n2. Step two.");
    expect(email.text).toContain("unsubscribe here: http://x/email/unsubscribe?type=weekly-activity&token=t");
    expect(email.html).toContain('href="http://x/email/unsubscribe?type=weekly-activity&#38;token=t"');
  });
  it("words times and weeks plainly", () => {
    expect(minutesText(0)).toBe("no time yet");
    expect(minutesText(20_000)).toBe("under a minute");
    expect(minutesText(90 * 60_000)).toBe("1 hour 30 min");
    expect(weekText("2026-12-28")).toBe("28 December to 3 January");
  });
});
