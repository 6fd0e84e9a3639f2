/**
 * Curriculum shapes. Names follow the product spec (learning.md §3): a course is made of
 * lessons (parts), a lesson of topics (learning paths), a topic of learning units, and a
 * unit has up to 2 question cards; each card is a template id.
 */
import type { Difficulty, TopicKey } from "../core/types.js";

export type Region = "UK" | "US" | "IN";
export type StrandKey = "number" | "algebra" | "ratio" | "geometry" | "probability" | "statistics";

/**
 * Stages place a topic on one scale shared by all curricula (roughly UK year groups):
 * 1 Year 5 / early Year 6 · 2 Year 6 expected · 3 Year 6 greater depth / Year 7
 * 4 KS3 core (Years 7-8) · 5 KS3 upper / GCSE Foundation core · 6 GCSE Foundation upper (grades 4-5)
 * 7 GCSE Higher (grades 6-7) · 8 GCSE Higher top (grades 8-9)
 */
export type Stage = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface TaxonomyTopic {
  /** "<strand>.<slug>", e.g. "algebra.expand-single-bracket"; templates declare these */
  readonly key: TopicKey;
  readonly displayName: string;
  readonly strand: StrandKey;
  /** substrand key, unique within the strand */
  readonly substrand: string;
  /** first and last stage at which the topic is taught */
  readonly stages: readonly [Stage, Stage];
  /** only offered in these regions (default: all) */
  readonly regions?: readonly Region[];
  /** GCSE Higher tier only (bold content of the DfE subject content): never in a Foundation course */
  readonly higherOnly?: true;
}

/**
 * GCSE tier a course is built for. A "foundation" course serves no topic or template
 * marked `higherOnly`, whatever its stage and difficulty windows say.
 */
export type Tier = "foundation" | "higher";

export interface Substrand {
  readonly key: string;
  readonly displayName: string;
}

export interface StrandDefinition {
  readonly key: StrandKey;
  readonly displayName: string;
  readonly substrands: readonly Substrand[];
  readonly topics: readonly TaxonomyTopic[];
}

/** how one course (curriculum + level) selects topics from the taxonomy */
export interface CourseSpec {
  /** course resource id is "courses/<slug>" */
  readonly slug: string;
  readonly region: Region;
  readonly curriculumName: string;
  readonly levelDisplayName: string;
  readonly levelDescription: string;
  readonly stages: readonly [Stage, Stage];
  /** template difficulty window for this level */
  readonly difficulty: readonly [Difficulty, Difficulty];
  readonly strands?: readonly StrandKey[];
  /** an explicit topic list replaces the stage selection (short courses) */
  readonly topics?: readonly TopicKey[];
  readonly excludeTopics?: readonly TopicKey[];
  /** set on tiered courses (GCSE, IGCSE); "foundation" drops every Higher-only topic and template */
  readonly tier?: Tier;
  /** topics per lesson before a substrand is split into two lessons (default 3) */
  readonly topicsPerLesson?: number;
  readonly isShortCourse?: boolean;
  readonly certificate: boolean;
}

export interface CourseMetadata {
  readonly name: string;
  readonly curriculumName: string;
  readonly levelDisplayName: string;
  readonly levelDescription: string;
  readonly region: Region;
}

export interface LearningUnit {
  readonly learningUnitName: string;
  readonly objective: string;
  /** false when the unit has no question cards yet (shown as an offline card) */
  readonly online: boolean;
  /** template ids, at most 2 */
  readonly questionCards: readonly string[];
}

export interface LearningPath {
  readonly learningPathName: string;
  readonly displayName: string;
  readonly topicKey: TopicKey;
  readonly teachingVideoId?: string;
  readonly keySkillVideo?: { readonly videoId: string; readonly skillName: string };
  readonly learningUnitDetails: readonly LearningUnit[];
}

export interface Part {
  readonly partName: string;
  readonly partNumber: number;
  readonly partDisplayName: string;
  readonly learningPathsCount: number;
  readonly learningPathsDetails: readonly LearningPath[];
}

export interface Course {
  readonly courseMetadata: CourseMetadata;
  readonly levelDescription: string;
  readonly partsCount: number;
  readonly partsDetails: readonly Part[];
  readonly isShortCourse: boolean;
  /** certificates exist for KS3, GCSE and Year 6 (spec §9) */
  readonly certificateAvailable: boolean;
}

export interface CourseTopicHierarchy {
  readonly courseStrands: readonly {
    readonly displayName: string;
    readonly courseSubstrands: readonly {
      readonly displayName: string;
      readonly learningPathAndParts: readonly {
        readonly topicDisplayName: string;
        readonly partName: string;
        readonly learningPathName: string;
      }[];
    }[];
  }[];
}

export interface CourseCard {
  readonly resourceName: string;
  readonly title: string;
  readonly summary: string;
  readonly lengthText: string;
  readonly isShortCourse: boolean;
}

export interface ExampleQuestion {
  readonly questionText: string;
  /** SVG diagram as a data: URI, when the question has one */
  readonly image?: string;
}
