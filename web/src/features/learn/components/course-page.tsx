import { Navigate } from "react-router";
import { Alert, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { useCourseDetails } from "../api/get-course-details.js";
import { CourseHeader } from "./course-header.js";
import { LessonList } from "./lesson-list.js";
import { CourseOnboarding } from "./onboarding/course-onboarding.js";

/** The course view (My Course): goes to course selection while no course is chosen. */
export function CoursePage() {
  const course = useCourseDetails();
  // A cached "no course" may be stale right after the course was saved: wait for the refetch.
  if (course.isPending || (course.isFetching && !course.data?.courseDetails))
    return <LoadingPage label="Loading your course" />;
  if (course.isError)
    return (
      <Page>
        <h1>Your course</h1>
        <Alert>Failed to load your course</Alert>
      </Page>
    );
  if (!course.data.courseDetails) return <Navigate to={learnPaths.selectCourse} replace />;
  return (
    <Page>
      <CourseHeader headingLevel={1} />
      <CourseOnboarding />
      <LessonList />
    </Page>
  );
}
