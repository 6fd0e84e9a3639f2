/** The rows of the topic search table, made from the content catalogue (code, not data). */
import { listCourses } from "../content/index.js";
import { topicKeywords } from "./topic-keywords.js";

export interface TopicSearchEntry {
  course_name: string;
  learning_path_name: string;
  display_name: string;
  part_name: string;
  part_number: number;
  part_display_name: string;
  keywords: string;
  /** The topic's place in the course (lessons in order, topics in lesson order). */
  position: number;
}

/** Every topic of every course, with its lesson and the extra words it may be searched by. */
export function topicSearchEntries(): TopicSearchEntry[] {
  return listCourses().flatMap((course) => {
    let position = 0;
    return course.partsDetails.flatMap((part) =>
      part.learningPathsDetails.map((lp) => ({
        course_name: course.courseMetadata.name,
        learning_path_name: lp.learningPathName,
        display_name: lp.displayName,
        part_name: part.partName,
        part_number: part.partNumber,
        part_display_name: part.partDisplayName,
        keywords: topicKeywords[lp.topicKey] ?? "",
        position: position++,
      })),
    );
  });
}
