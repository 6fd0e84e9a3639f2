import { fieldViolations } from "@sumwise/kit";
import type { Course } from "../content/index.js";
import type { LearningContext } from "../context.js";
import { findCourse } from "../course-structure.js";

/** The active course a request names ("courses/{id}"), or InvalidArgument on courseName. */
export async function requireActiveCourse(ctx: LearningContext, name: string): Promise<Course> {
  const courseName = name.trim();
  if (courseName === "") throw fieldViolations({ courseName: "Please choose a course." });
  const course = findCourse(courseName);
  if (!course || !(await ctx.userCourses.isActiveCourse(courseName))) {
    throw fieldViolations({ courseName: "That course is not available. Please choose another." });
  }
  return course;
}
