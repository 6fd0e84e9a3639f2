import { describe, expect, it } from "vitest";
import { getTemplate } from "../core/registry.js";
import { getCourseTopicHierarchy, getExampleQuestions, listCourseCards, listCourses } from "../curriculum/catalogue.js";
import { COURSE_SPECS, courseNameOf } from "../curriculum/courses.js";
import { getTopic, TOPICS } from "../curriculum/taxonomy/index.js";
import type { Region } from "../curriculum/types.js";

const courses = listCourses();
const isFull = (curriculum: string) => curriculum === "KS3" || curriculum === "GCSE";

describe("course catalogue", () => {
  it("offers the spec's curricula per region", () => {
    const curricula = (region: Region) =>
      new Set(courses.filter((c) => c.courseMetadata.region === region).map((c) => c.courseMetadata.curriculumName));
    expect([...curricula("UK")]).toEqual(expect.arrayContaining(["Year 6", "Secondary Ready", "KS3", "GCSE"]));
    expect([...curricula("IN")]).toEqual(
      expect.arrayContaining(["Class VI", "Class VII", "Class VIII", "Cambridge IGCSE"]),
    );
    expect(curricula("US").size).toBeGreaterThanOrEqual(3);
    const levels = (curriculum: string) =>
      courses
        .filter((c) => c.courseMetadata.curriculumName === curriculum)
        .map((c) => c.courseMetadata.levelDisplayName);
    expect(levels("GCSE")).toEqual(["F", "F+", "FH", "H", "H+"]);
    expect(levels("Cambridge IGCSE")).toEqual(["F", "F+", "FH", "H", "H+"]);
    expect(levels("Year 6")).toEqual(["Year 6 A", "Year 6 B", "Year 6 C", "Year 6 D"]);
    expect(levels("KS3")).toEqual(["A", "B", "C", "D"]);
  });

  it("has unique course, part, learning path and unit names under the course name", () => {
    const names = new Set<string>();
    for (const c of courses) {
      expect(c.courseMetadata.name).toMatch(/^courses\/[a-z0-9-]+$/);
      for (const name of [
        c.courseMetadata.name,
        ...c.partsDetails.flatMap((p) => [
          p.partName,
          ...p.learningPathsDetails.flatMap((lp) => [
            lp.learningPathName,
            ...lp.learningUnitDetails.map((u) => u.learningUnitName),
          ]),
        ]),
      ]) {
        expect(name.startsWith(c.courseMetadata.name)).toBe(true);
        expect(names.has(name), name).toBe(false);
        names.add(name);
      }
    }
  });

  for (const course of courses) {
    const name = course.courseMetadata.name;
    describe(name, () => {
      it("has lessons with topics and numbered parts", () => {
        expect(course.partsCount).toBe(course.partsDetails.length);
        expect(course.partsCount).toBeGreaterThan(0);
        course.partsDetails.forEach((p, i) => {
          expect(p.partNumber).toBe(i + 1);
          expect(p.partDisplayName.trim()).not.toBe("");
          expect(p.learningPathsCount).toBe(p.learningPathsDetails.length);
          expect(p.learningPathsCount).toBeGreaterThan(0);
        });
        if (isFull(course.courseMetadata.curriculumName)) expect(course.partsCount).toBeGreaterThanOrEqual(30);
      });

      it("binds units to 1-2 existing templates of the topic (offline units list topics still without templates)", () => {
        const offline: string[] = [];
        for (const lp of course.partsDetails.flatMap((p) => p.learningPathsDetails)) {
          expect(getTopic(lp.topicKey), lp.topicKey).toBeDefined();
          expect(lp.learningUnitDetails.length).toBeGreaterThan(0);
          for (const unit of lp.learningUnitDetails) {
            expect(unit.questionCards.length).toBeLessThanOrEqual(2);
            expect(unit.online).toBe(unit.questionCards.length > 0);
            for (const id of unit.questionCards) expect(getTemplate(id)?.topics).toContain(lp.topicKey);
            if (!unit.online) offline.push(lp.topicKey);
          }
        }
        // fails until every strand has templates for the topics this course uses
        expect(offline, `${name}: topics without templates`).toEqual([]);
      });

      it("has an Explore hierarchy covering every learning path once", () => {
        const h = getCourseTopicHierarchy(name);
        const paths =
          h?.courseStrands.flatMap((s) =>
            s.courseSubstrands.flatMap((ss) => ss.learningPathAndParts.map((x) => x.learningPathName)),
          ) ?? [];
        const expected = course.partsDetails.flatMap((p) => p.learningPathsDetails.map((lp) => lp.learningPathName));
        expect([...paths].sort()).toEqual([...expected].sort());
      });
    });
  }

  it("keeps short courses short and full courses long", () => {
    const pre = courses.find((c) => c.courseMetadata.name === "courses/pre-gcse");
    expect(pre?.isShortCourse).toBe(true);
    expect(pre?.partsCount).toBeGreaterThanOrEqual(5);
    expect(pre?.partsCount).toBeLessThanOrEqual(20);
  });

  it("has course cards per region pointing at real courses", () => {
    for (const region of ["UK", "IN", "US"] as const) {
      const cards = listCourseCards(region);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(
          courses.some((c) => c.courseMetadata.name === card.resourceName && c.courseMetadata.region === region),
        ).toBe(true);
        expect(card.title && card.summary && card.lengthText).toBeTruthy();
      }
    }
    expect(
      listCourseCards("UK")
        .filter((c) => c.isShortCourse)
        .map((c) => c.title),
    ).toContain("Pre-GCSE short course");
  });

  it("gives example questions for courses that have templates", () => {
    const examples = getExampleQuestions("courses/gcse-h");
    expect(examples.length).toBeGreaterThan(0);
    for (const e of examples) expect(e.questionText.trim()).not.toBe("");
    expect(getExampleQuestions("courses/gcse-h")).toEqual(examples);
  });

  it("uses every taxonomy topic in at least one course, and only known topics in specs", () => {
    const used = new Set(
      courses.flatMap((c) => c.partsDetails.flatMap((p) => p.learningPathsDetails.map((lp) => lp.topicKey))),
    );
    expect(TOPICS.filter((t) => !used.has(t.key)).map((t) => t.key)).toEqual([]);
    for (const spec of COURSE_SPECS)
      for (const k of [...(spec.topics ?? []), ...(spec.excludeTopics ?? [])]) expect(getTopic(k), k).toBeDefined();
  });

  it("builds F and F+ (GCSE, IGCSE) and KS3 A to C as foundation-tier courses, and marks Higher-only templates", () => {
    const tierOf = (slug: string) => COURSE_SPECS.find((s) => s.slug === slug)?.tier;
    for (const slug of ["gcse-f", "gcse-fplus", "igcse-f", "igcse-fplus", "ks3-a", "ks3-b", "ks3-c"])
      expect(tierOf(slug), slug).toBe("foundation");
    for (const id of [
      "number.recurring.to-fraction",
      "algebra.equations.unknown-in-denominator",
      "algebra.factorise.quadratic-non-monic",
      "ratio.proportion-equations.power-laws",
    ])
      expect(getTemplate(id)?.higherOnly, id).toBe(true);
  });

  for (const spec of COURSE_SPECS) {
    const course = courses.find((c) => c.courseMetadata.name === courseNameOf(spec.slug));
    const paths = course?.partsDetails.flatMap((p) => p.learningPathsDetails) ?? [];
    const cards = paths.flatMap((lp) => lp.learningUnitDetails.flatMap((u) => u.questionCards));

    it(`${spec.slug} serves only templates whose difficulty window meets the course's (no nearest-template fallback)`, () => {
      const [lo, hi] = spec.difficulty;
      const outside = cards.filter((id) => {
        const d = getTemplate(id)?.difficulty;
        return !d || d[0] > hi || d[1] < lo;
      });
      expect(outside).toEqual([]);
    });

    if (spec.tier === "foundation")
      it(`${spec.slug} (Foundation tier) serves no Higher-only topic or template`, () => {
        expect(paths.filter((lp) => getTopic(lp.topicKey)?.higherOnly).map((lp) => lp.topicKey)).toEqual([]);
        expect(cards.filter((id) => getTemplate(id)?.higherOnly)).toEqual([]);
      });
  }
});
