import { learningMessages } from "@sumwise/rules";
import { Link } from "react-router";
import { learnPaths } from "../../../lib/learning/names.js";
import { useCourseDetails } from "../api/get-course-details.js";

/** The course's name and progress above the lesson list. */
export function CourseHeader({ headingLevel }: { headingLevel: 1 | 2 }) {
  const course = useCourseDetails();
  const meta = course.data?.courseDetails?.courseMetadata;
  const percent = course.data?.courseParticipation?.completionPercentage ?? 0;
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="course-header">
      <div>
        <p className="course-header__eyebrow">Your course</p>
        <Heading className="course-header__title">
          {meta ? `${meta.curriculumName} ${meta.levelDisplayName}` : learningMessages.noCourse}
        </Heading>
      </div>
      <div className="course-header__side">
        <span className="course-header__percent">{percent}% complete</span>
        <Link to={learnPaths.changeCourse}>Change course</Link>
      </div>
    </div>
  );
}
