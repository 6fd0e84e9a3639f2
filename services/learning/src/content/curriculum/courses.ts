/**
 * Every course offered, one per curriculum + level (spec §1, §3, §9).
 * Levels within a curriculum differ by the stage window (which topics) and the
 * difficulty window (which templates / how hard the questions are). GCSE and IGCSE levels
 * also name their tier: F and F+ are Foundation and serve no Higher-only topic or template
 * (nor do KS3 A to C; KS3 D adds early Higher topics).
 *
 * US: a US learner is offered Grade 6, Grade 7 and Grade 8 Math (Common Core order of
 * topics, built from the same taxonomy) and Algebra 1 (algebra-heavy, with the number
 * and statistics topics Algebra 1 uses). Each has a single level, so it is auto-selected.
 */
import type { CourseSpec } from "./types.js";

const y6 = (
  level: string,
  description: string,
  stages: CourseSpec["stages"],
  difficulty: CourseSpec["difficulty"],
): CourseSpec => ({
  slug: `year6-${level.toLowerCase()}`,
  region: "UK",
  curriculumName: "Year 6",
  levelDisplayName: `Year 6 ${level}`,
  levelDescription: description,
  stages,
  difficulty,
  certificate: true,
});

type LevelRow = Pick<CourseSpec, "slug" | "levelDisplayName" | "levelDescription" | "stages" | "difficulty" | "tier">;

const gcseLike = (curriculumName: string, slugPrefix: string, region: CourseSpec["region"]): CourseSpec[] =>
  (
    [
      {
        slug: `${slugPrefix}-f`,
        levelDisplayName: "F",
        levelDescription: "Foundation: secure the basics, aiming for grades 1 to 3.",
        stages: [4, 6],
        difficulty: [1, 3],
        tier: "foundation",
      },
      {
        slug: `${slugPrefix}-fplus`,
        levelDisplayName: "F+",
        levelDescription: "Foundation plus: the full Foundation course, aiming for grades 3 to 5.",
        stages: [4, 6],
        difficulty: [2, 4],
        tier: "foundation",
      },
      {
        slug: `${slugPrefix}-fh`,
        levelDisplayName: "FH",
        levelDescription: "Crossover: top of Foundation and the start of Higher, aiming for grades 4 to 5.",
        stages: [5, 7],
        difficulty: [2, 4],
        tier: "higher",
      },
      {
        slug: `${slugPrefix}-h`,
        levelDisplayName: "H",
        levelDescription: "Higher: the Higher course, aiming for grades 5 to 7.",
        stages: [5, 8],
        difficulty: [3, 5],
        tier: "higher",
      },
      {
        slug: `${slugPrefix}-hplus`,
        levelDisplayName: "H+",
        levelDescription: "Higher plus: the hardest Higher topics, aiming for grades 7 to 9.",
        stages: [6, 8],
        difficulty: [4, 5],
        tier: "higher",
      },
    ] satisfies LevelRow[]
  ).map((c): CourseSpec => ({ ...c, region, curriculumName, certificate: region === "UK" }));

/** Pre-GCSE short course: the key GCSE foundations, about one lesson a week for 5-10 weeks */
const PRE_GCSE_TOPICS = [
  "number.negatives-add-subtract",
  "number.order-of-operations",
  "number.fractions-add-subtract",
  "number.fractions-multiply",
  "number.percentage-of-amount",
  "number.percentage-change",
  "number.hcf-lcm",
  "number.index-laws",
  "algebra.simplify-collect",
  "algebra.expand-single-bracket",
  "algebra.solve-linear",
  "algebra.nth-term-linear",
  "ratio.share-in-ratio",
  "ratio.direct-proportion",
  "geometry.angles-triangles-quadrilaterals",
  "geometry.compound-area",
  "probability.single-event",
  "statistics.mean",
];

export const COURSE_SPECS: readonly CourseSpec[] = [
  y6("A", "Building the basics: working towards the Year 6 expected standard.", [1, 2], [1, 2]),
  y6("B", "Working at the Year 6 expected standard.", [1, 2], [1, 3]),
  y6("C", "Secure at the expected standard, with some greater-depth questions.", [1, 3], [2, 3]),
  y6("D", "Greater depth: stretching questions and a first look at Year 7 topics.", [2, 3], [2, 4]),
  {
    slug: "secondary-ready",
    region: "UK",
    curriculumName: "Secondary Ready",
    levelDisplayName: "Secondary Ready",
    levelDescription: "Get ready for secondary school: the Year 6 essentials that Year 7 builds on.",
    stages: [2, 3],
    difficulty: [1, 3],
    strands: ["number", "algebra", "ratio", "geometry", "statistics"],
    topicsPerLesson: 4,
    isShortCourse: true,
    certificate: false,
  },
  {
    slug: "pre-gcse",
    region: "UK",
    curriculumName: "Pre-GCSE",
    levelDisplayName: "Short course",
    levelDescription: "A short course on the foundations every GCSE topic builds on.",
    stages: [4, 6],
    difficulty: [2, 4],
    topics: PRE_GCSE_TOPICS,
    topicsPerLesson: 2,
    isShortCourse: true,
    certificate: false,
  },
  ...(["A", "B", "C", "D"] as const).map(
    (level, i): CourseSpec => ({
      slug: `ks3-${level.toLowerCase()}`,
      region: "UK",
      curriculumName: "KS3",
      levelDisplayName: level,
      levelDescription:
        [
          "Key Stage 3 foundations: the core of Years 7 to 9 at a gentle pace.",
          "Key Stage 3 core: the full Years 7 to 9 course.",
          "Key Stage 3 core with harder questions on every topic.",
          "Key Stage 3 extension: the full course plus early GCSE Higher topics.",
        ][i] ?? "",
      stages: (
        [
          [2, 5],
          [3, 5],
          [3, 6],
          [4, 7],
        ] as const
      )[i] ?? [3, 5],
      difficulty: (
        [
          [1, 3],
          [2, 3],
          [2, 4],
          [3, 5],
        ] as const
      )[i] ?? [2, 3],
      // A to C are the KS3 core, which GCSE Foundation builds on; only D adds early Higher topics
      ...(level === "D" ? {} : { tier: "foundation" as const }),
      certificate: true,
    }),
  ),
  ...gcseLike("GCSE", "gcse", "UK"),
  {
    slug: "in-class-6",
    region: "IN",
    curriculumName: "Class VI",
    levelDisplayName: "Class VI",
    levelDescription: "Class VI mathematics.",
    stages: [2, 4],
    difficulty: [1, 3],
    certificate: false,
  },
  {
    slug: "in-class-7",
    region: "IN",
    curriculumName: "Class VII",
    levelDisplayName: "Class VII",
    levelDescription: "Class VII mathematics.",
    stages: [3, 5],
    difficulty: [2, 4],
    certificate: false,
  },
  {
    slug: "in-class-8",
    region: "IN",
    curriculumName: "Class VIII",
    levelDisplayName: "Class VIII",
    levelDescription: "Class VIII mathematics.",
    stages: [4, 6],
    difficulty: [2, 4],
    certificate: false,
  },
  ...gcseLike("Cambridge IGCSE", "igcse", "IN"),
  {
    slug: "us-grade-6",
    region: "US",
    curriculumName: "Grade 6 Math",
    levelDisplayName: "Grade 6",
    levelDescription: "Grade 6 math: ratios, the number system, expressions and equations, geometry and statistics.",
    stages: [2, 4],
    difficulty: [1, 3],
    certificate: false,
  },
  {
    slug: "us-grade-7",
    region: "US",
    curriculumName: "Grade 7 Math",
    levelDisplayName: "Grade 7",
    levelDescription:
      "Grade 7 math: proportional relationships, rational numbers, equations, geometry and probability.",
    stages: [3, 5],
    difficulty: [2, 4],
    certificate: false,
  },
  {
    slug: "us-grade-8",
    region: "US",
    curriculumName: "Grade 8 Math",
    levelDisplayName: "Grade 8",
    levelDescription:
      "Grade 8 math: exponents and scientific notation, linear equations, functions, Pythagorean theorem and statistics.",
    stages: [4, 6],
    difficulty: [2, 4],
    certificate: false,
  },
  {
    slug: "us-algebra-1",
    region: "US",
    curriculumName: "Algebra 1",
    levelDisplayName: "Algebra 1",
    levelDescription: "Algebra 1: linear and quadratic equations, functions, systems, exponents and data.",
    stages: [5, 8],
    difficulty: [2, 5],
    strands: ["algebra", "statistics"],
    excludeTopics: [
      "algebra.iteration",
      "algebra.algebraic-proof",
      "algebra.equation-of-circle",
      "statistics.histograms",
      "statistics.cumulative-frequency",
    ],
    certificate: false,
  },
];

export const courseNameOf = (slug: string) => `courses/${slug}`;
