/**
 * Builds a course (lessons -> topics -> learning units -> question cards) from a
 * CourseSpec, the taxonomy and the template registry. Pure and deterministic.
 *
 * Lessons: the selected topics of one substrand make a lesson, split into several
 * lessons when there are more than `topicsPerLesson`. Lessons are ordered by the
 * earliest stage of their topics, then strand and substrand order, so a course
 * spirals: easy number and algebra first, harder topics of each strand later.
 */
import { templatesForTopic } from "../core/registry.js";
import type { Template } from "../core/types.js";
import { courseNameOf } from "./courses.js";
import { STRANDS, TOPICS } from "./taxonomy/index.js";
import type { Course, CourseSpec, LearningPath, LearningUnit, Part, TaxonomyTopic } from "./types.js";
import { KEY_SKILL_VIDEOS, TEACHING_VIDEOS } from "./videos.js";

/**
 * Topics of the course: those named by the spec, or whose stage range meets its window
 * (strand, region and exclusion filters applied). A foundation-tier course drops every
 * Higher-only topic, and every course drops a topic whose templates all lie outside its
 * difficulty window: a course only serves questions its window says fit. A topic with
 * no templates at all stays (an offline unit, flagged by the curriculum test).
 */
export function selectTopics(spec: CourseSpec): TaxonomyTopic[] {
  const [lo, hi] = spec.stages;
  const wanted = spec.topics ? new Set(spec.topics) : undefined;
  return TOPICS.filter(
    (t) =>
      (wanted
        ? wanted.has(t.key)
        : t.stages[0] <= hi &&
          t.stages[1] >= lo &&
          (!spec.strands || spec.strands.includes(t.strand)) &&
          (!t.regions || t.regions.includes(spec.region)) &&
          !spec.excludeTopics?.includes(t.key)) &&
      servesTier(spec, t) &&
      (templatesForTopic(t.key).length === 0 || templatesForCourseTopic(spec, t.key).length > 0),
  );
}

/** false when a foundation-tier course would serve Higher-only content */
export const servesTier = (spec: CourseSpec, item: { readonly higherOnly?: true }): boolean =>
  !(spec.tier === "foundation" && item.higherOnly);

/** templates of a topic the course serves: its region and tier, and difficulty meeting its window */
export function templatesForCourseTopic(spec: CourseSpec, topicKey: string): Template[] {
  const [lo, hi] = spec.difficulty;
  return templatesForTopic(topicKey).filter(
    (t) =>
      (!t.regions || t.regions.includes(spec.region)) &&
      servesTier(spec, t) &&
      t.difficulty[0] <= hi &&
      t.difficulty[1] >= lo,
  );
}

function buildUnits(spec: CourseSpec, topic: TaxonomyTopic, pathName: string): LearningUnit[] {
  const templates = templatesForCourseTopic(spec, topic.key);
  if (templates.length === 0) {
    return [
      {
        learningUnitName: `${pathName}/learningUnits/1`,
        objective: topic.displayName,
        online: false,
        questionCards: [],
      },
    ];
  }
  const units: LearningUnit[] = [];
  for (let i = 0; i < templates.length; i += 2) {
    const pair = templates.slice(i, i + 2);
    units.push({
      learningUnitName: `${pathName}/learningUnits/${units.length + 1}`,
      objective: pair[0]?.objective ?? pair[0]?.title ?? topic.displayName,
      online: true,
      questionCards: pair.map((t) => t.id),
    });
  }
  return units;
}

interface LessonDraft {
  substrandKey: string;
  displayName: string;
  topics: TaxonomyTopic[];
  sortKey: [number, number, number, number];
}

function draftLessons(spec: CourseSpec, topics: TaxonomyTopic[]): LessonDraft[] {
  const perLesson = spec.topicsPerLesson ?? 3;
  const drafts: LessonDraft[] = [];
  STRANDS.forEach((strand, si) => {
    strand.substrands.forEach((sub, ui) => {
      const inSub = topics.filter((t) => t.strand === strand.key && t.substrand === sub.key);
      if (inSub.length === 0) return;
      const lessonCount = Math.ceil(inSub.length / perLesson);
      const size = Math.ceil(inSub.length / lessonCount);
      for (let c = 0; c < lessonCount; c++) {
        const chunk = inSub.slice(c * size, (c + 1) * size);
        if (chunk.length === 0) continue;
        const earliest = Math.min(...chunk.map((t) => Math.max(t.stages[0], spec.stages[0])));
        drafts.push({
          substrandKey: `${strand.key}-${sub.key}${lessonCount > 1 ? `-${c + 1}` : ""}`,
          displayName: lessonCount > 1 ? `${sub.displayName} ${c + 1}` : sub.displayName,
          topics: chunk,
          sortKey: [earliest, c, si, ui],
        });
      }
    });
  });
  const cmp = (a: LessonDraft, b: LessonDraft) => {
    for (let i = 0; i < 4; i++) {
      const d = (a.sortKey[i] ?? 0) - (b.sortKey[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  };
  return drafts.sort(cmp);
}

export function buildCourse(spec: CourseSpec): Course {
  const name = courseNameOf(spec.slug);
  const parts: Part[] = draftLessons(spec, selectTopics(spec)).map((draft, i) => {
    const partName = `${name}/parts/${draft.substrandKey}`;
    const paths: LearningPath[] = draft.topics.map((topic) => {
      const learningPathName = `${partName}/learningPaths/${topic.key}`;
      const video = TEACHING_VIDEOS[topic.key];
      const keySkill = KEY_SKILL_VIDEOS[topic.key];
      return {
        learningPathName,
        displayName: topic.displayName,
        topicKey: topic.key,
        ...(video ? { teachingVideoId: video } : {}),
        ...(keySkill ? { keySkillVideo: keySkill } : {}),
        learningUnitDetails: buildUnits(spec, topic, learningPathName),
      };
    });
    return {
      partName,
      partNumber: i + 1,
      partDisplayName: draft.displayName,
      learningPathsCount: paths.length,
      learningPathsDetails: paths,
    };
  });
  return {
    courseMetadata: {
      name,
      curriculumName: spec.curriculumName,
      levelDisplayName: spec.levelDisplayName,
      levelDescription: spec.levelDescription,
      region: spec.region,
    },
    levelDescription: spec.levelDescription,
    partsCount: parts.length,
    partsDetails: parts,
    isShortCourse: spec.isShortCourse ?? false,
    certificateAvailable: spec.certificate,
  };
}
