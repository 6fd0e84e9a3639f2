// The course catalogue and a user's course (LearningService), shared by the parent area, the account
// page and home; one api file per operation.
export { useCourseForUser, useSetCourseForUser } from "./course-for-user.js";
export { courseRegionOf, courseTitle, regionLabels } from "./course-title.js";
export { useActiveCourses } from "./list-active-courses.js";
export { type PickerGroup, pickerGroups } from "./picker-groups.js";
