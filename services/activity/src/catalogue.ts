import { getCourse } from "@sumwise/learning/content";

/**
 * The names LearningService shows for its courses, lessons and topics. LearningService owns them; they
 * come from its content catalogue (the package it builds its courses from), read in-process because
 * they are static content, so stats need no call per read. This is the one file to change if they
 * ever move behind an RPC.
 */
export interface CourseCatalogue {
  course(courseName: string): { curriculumName: string; levelDisplayName: string; partsCount: number } | undefined;
  part(partName: string): { partNumber: number; displayName: string; topicsCount: number } | undefined;
  topic(learningPathName: string): { topicName: string; displayName: string } | undefined;
}

const courseOf = (name: string) => /^courses\/[^/]+/.exec(name)?.[0];

export const contentCatalogue: CourseCatalogue = {
  course(courseName) {
    const course = getCourse(courseName);
    return (
      course && {
        curriculumName: course.courseMetadata.curriculumName,
        levelDisplayName: course.courseMetadata.levelDisplayName,
        partsCount: course.partsCount,
      }
    );
  },
  part(partName) {
    const course = courseOf(partName);
    const part = course ? getCourse(course)?.partsDetails.find((p) => p.partName === partName) : undefined;
    return (
      part && {
        partNumber: part.partNumber,
        displayName: part.partDisplayName,
        topicsCount: part.learningPathsDetails.length,
      }
    );
  },
  topic(learningPathName) {
    const course = courseOf(learningPathName);
    const path = course
      ? getCourse(course)
          ?.partsDetails.flatMap((p) => p.learningPathsDetails)
          .find((lp) => lp.learningPathName === learningPathName)
      : undefined;
    return path && { topicName: `topics/${path.topicKey}`, displayName: path.displayName };
  },
};
