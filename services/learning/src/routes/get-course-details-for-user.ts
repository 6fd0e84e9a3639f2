import type { MessageInitShape } from "@bufbuild/protobuf";
import type { HandlerContext } from "@connectrpc/connect";
import type {
  GetCourseDetailsForUserRequest,
  GetCourseDetailsForUserResponseSchema,
} from "@sumwise/gen/learning/v1/learning_service_pb";
import { FREE_LESSONS_PER_COURSE, isLessonOpen } from "@sumwise/rules";
import { readSubject } from "../access/learner.js";
import type { LearningContext } from "../context.js";
import { findCourse } from "../course-structure.js";
import { courseParticipationMessage, partProgressMessage } from "../progress/to-proto.js";
import { courseView } from "../progress/views.js";
import { regions } from "./list-active-courses.js";

/**
 * My Course: the learner's course with every lesson's progress and lock. A supporter may read a
 * child's (read-only; locks are the learner's own to check, so none are shown to the supporter).
 */
export function getCourseDetailsForUser(ctx: LearningContext) {
  return async (
    req: GetCourseDetailsForUserRequest,
    handler: HandlerContext,
  ): Promise<MessageInitShape<typeof GetCourseDetailsForUserResponseSchema>> => {
    const { caller, subject, isSelf } = await readSubject(ctx, handler, req.indyUserName);
    const courseName = await ctx.userCourses.get(subject);
    const course = courseName ? findCourse(courseName) : undefined;
    if (!courseName || !course) return {};
    const [rows, practice] = await Promise.all([
      ctx.repos.progress.forCourse(subject, courseName),
      ctx.repos.packages.currentPractice(subject, courseName),
    ]);
    const view = courseView(course, rows, practice);
    const needsAccess = isSelf && course.partsCount > FREE_LESSONS_PER_COURSE;
    const fullAccess = needsAccess ? await ctx.lessonAccess.hasFullAccess(caller) : true;
    const parts = course.partsDetails.map((part, index) => {
      const partView = view.parts[index]!;
      return {
        partName: part.partName,
        partNumber: part.partNumber,
        partDisplayName: part.partDisplayName,
        learningPathsCount: part.learningPathsCount,
        locked: !isLessonOpen(part.partNumber, fullAccess),
        partProgress: partProgressMessage(subject, partView),
        learningUnitsAllOffline: partView.allOffline,
      };
    });
    const firstIncomplete = course.partsDetails.find((_, index) => {
      const partView = view.parts[index]!;
      return !partView.isCompleted && !partView.allOffline;
    });
    const metadata = course.courseMetadata;
    return {
      courseDetails: {
        courseMetadata: {
          name: metadata.name,
          curriculumName: metadata.curriculumName,
          levelDisplayName: metadata.levelDisplayName,
          levelDescription: metadata.levelDescription,
          region: regions[metadata.region],
        },
        partsCount: course.partsCount,
        partsDetails: parts,
        firstIncompletePartName: firstIncomplete?.partName ?? "",
      },
      partsCount: course.partsCount,
      courseParticipation: courseParticipationMessage(subject, courseName, rows.participation, view.progress),
    };
  };
}
