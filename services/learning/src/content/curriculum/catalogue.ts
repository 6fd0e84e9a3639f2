/**
 * The course catalogue: every built course, the Explore hierarchy, onboarding course
 * cards and example questions. Courses are built once, lazily, and then shared.
 */
import { instantiate } from "../core/generate.js";
import { getTemplate } from "../core/registry.js";
import { hashString } from "../core/rng.js";
import { buildCourse } from "./build-course.js";
import { COURSE_SPECS, courseNameOf } from "./courses.js";
import { getTopic, STRANDS } from "./taxonomy/index.js";
import type { Course, CourseCard, CourseSpec, CourseTopicHierarchy, ExampleQuestion, Region } from "./types.js";

let built: Map<string, Course> | null = null;

function courses(): Map<string, Course> {
  if (!built) built = new Map(COURSE_SPECS.map((spec) => [courseNameOf(spec.slug), buildCourse(spec)]));
  return built;
}

export function listCourses(): Course[] {
  return [...courses().values()];
}

export function getCourse(name: string): Course | undefined {
  return courses().get(name);
}

export function getCourseSpec(name: string): CourseSpec | undefined {
  return COURSE_SPECS.find((s) => courseNameOf(s.slug) === name);
}

/** active courses grouped by region, then curriculum (listActiveCourses) */
export function listCoursesByRegion(): {
  region: Region;
  curricula: { curriculumName: string; courses: Course[] }[];
}[] {
  const regions: Region[] = ["UK", "IN", "US"];
  return regions.map((region) => {
    const inRegion = listCourses().filter((c) => c.courseMetadata.region === region);
    const names = [...new Set(inRegion.map((c) => c.courseMetadata.curriculumName))];
    return {
      region,
      curricula: names.map((curriculumName) => ({
        curriculumName,
        courses: inRegion.filter((c) => c.courseMetadata.curriculumName === curriculumName),
      })),
    };
  });
}

/** Explore all topics: strands -> substrands -> topics, only what the course contains */
export function getCourseTopicHierarchy(courseName: string): CourseTopicHierarchy | undefined {
  const course = getCourse(courseName);
  if (!course) return undefined;
  const entries = course.partsDetails.flatMap((part) =>
    part.learningPathsDetails.map((lp) => ({ part, lp, topic: getTopic(lp.topicKey) })),
  );
  const courseStrands = STRANDS.map((strand) => ({
    displayName: strand.displayName,
    courseSubstrands: strand.substrands
      .map((sub) => ({
        displayName: sub.displayName,
        learningPathAndParts: entries
          .filter((e) => e.topic?.strand === strand.key && e.topic.substrand === sub.key)
          .map((e) => ({
            topicDisplayName: e.lp.displayName,
            partName: e.part.partName,
            learningPathName: e.lp.learningPathName,
          })),
      }))
      .filter((s) => s.learningPathAndParts.length > 0),
  })).filter((s) => s.courseSubstrands.length > 0);
  return { courseStrands };
}

/**
 * Onboarding course cards per region. resourceName is the course set when the card is
 * chosen (the usual level; the learner can change level later).
 */
const CARDS: Record<Region, readonly CourseCard[]> = {
  UK: [
    {
      resourceName: "courses/pre-gcse",
      title: "Pre-GCSE short course",
      summary: "Brush up the key topics every GCSE question builds on.",
      lengthText: "5-10 weeks",
      isShortCourse: true,
    },
    {
      resourceName: "courses/ks3-b",
      title: "Full KS3",
      summary: "The complete Key Stage 3 course for Years 7 to 9.",
      lengthText: "2-3 years",
      isShortCourse: false,
    },
    {
      resourceName: "courses/gcse-fh",
      title: "Full GCSE",
      summary: "The complete GCSE course, Foundation to Higher.",
      lengthText: "2-3 years",
      isShortCourse: false,
    },
    {
      resourceName: "courses/year6-b",
      title: "Year 6",
      summary: "Everything in the Year 6 curriculum, ready for SATs.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/secondary-ready",
      title: "Secondary Ready",
      summary: "Get ready for Year 7 with the essentials of Year 6.",
      lengthText: "6-12 weeks",
      isShortCourse: true,
    },
  ],
  IN: [
    {
      resourceName: "courses/in-class-6",
      title: "Class VI",
      summary: "Class VI mathematics, topic by topic.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/in-class-7",
      title: "Class VII",
      summary: "Class VII mathematics, topic by topic.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/in-class-8",
      title: "Class VIII",
      summary: "Class VIII mathematics, topic by topic.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/igcse-fh",
      title: "Cambridge IGCSE",
      summary: "The complete Cambridge IGCSE course, Core to Extended.",
      lengthText: "2-3 years",
      isShortCourse: false,
    },
  ],
  US: [
    {
      resourceName: "courses/us-grade-6",
      title: "Grade 6 Math",
      summary: "Ratios, the number system, expressions and equations.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/us-grade-7",
      title: "Grade 7 Math",
      summary: "Proportional relationships, rational numbers and equations.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/us-grade-8",
      title: "Grade 8 Math",
      summary: "Exponents, linear equations, functions and the Pythagorean theorem.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
    {
      resourceName: "courses/us-algebra-1",
      title: "Algebra 1",
      summary: "Linear and quadratic equations, functions and systems.",
      lengthText: "1 school year",
      isShortCourse: false,
    },
  ],
};

export function listCourseCards(region: Region): readonly CourseCard[] {
  return CARDS[region];
}

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;

/**
 * Example questions for the course picker: the first template of up to `count` lessons
 * spread evenly through the course, with a fixed seed per course (stable across requests).
 */
export function getExampleQuestions(courseName: string, count = 6): ExampleQuestion[] {
  const course = getCourse(courseName);
  if (!course) return [];
  const cards = course.partsDetails.map(
    (p) => p.learningPathsDetails.flatMap((lp) => lp.learningUnitDetails.flatMap((u) => u.questionCards))[0],
  );
  const available = cards.filter((c): c is string => c !== undefined);
  const step = Math.max(1, Math.floor(available.length / count));
  const picked = available.filter((_, i) => i % step === 0).slice(0, count);
  const seed = hashString(courseName) % 100_000;
  return picked.flatMap((id) => {
    const template = getTemplate(id);
    if (!template) return [];
    const q = instantiate(template, seed);
    return [q.diagram ? { questionText: q.text, image: svgDataUri(q.diagram) } : { questionText: q.text }];
  });
}
