import type { CourseStrand, LearningPathAndPart } from "@sumwise/gen/learning/v1/topic_search_pb";
import { exploreTitle, topicSearchMessages } from "@sumwise/rules";
import { useId, useState } from "react";
import { Link, Navigate } from "react-router";
import { Alert, LoadingPage, Page } from "../../../components/ui/index.js";
import { learnPaths } from "../../../lib/learning/names.js";
import { useCourseForUser } from "../api/get-course-for-user.js";
import { useCourseTopicHierarchy } from "../api/get-course-topic-hierarchy.js";
import { readOpenedStrands, saveOpenedStrands } from "../lib/opened-strands.js";

function TopicItem({ topic }: { topic: LearningPathAndPart }) {
  const lesson = `Lesson ${topic.partNumber} – ${topic.partDisplayName}`;
  return (
    <li className={topic.locked ? "explore-topic explore-topic--locked" : "explore-topic"}>
      {topic.locked ? (
        // Spec §2, §6: topics need a subscription; without one the learner goes to the plans page.
        <Link className="explore-topic__link" to={learnPaths.plansInfo}>
          <span className="explore-topic__name">{topic.topicDisplayName}</span>
          <span className="explore-topic__lesson">
            {lesson} · <span className="explore-topic__lock">Locked: find out more</span>
          </span>
        </Link>
      ) : (
        <Link className="explore-topic__link" to={learnPaths.topic(topic.partName, topic.learningPathName)}>
          <span className="explore-topic__name">{topic.topicDisplayName}</span>
          <span className="explore-topic__lesson">{lesson}</span>
        </Link>
      )}
    </li>
  );
}

function StrandSection({ strand, open, onToggle }: { strand: CourseStrand; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  const count = strand.courseSubstrands.reduce((sum, sub) => sum + sub.learningPathAndParts.length, 0);
  return (
    <section className={open ? "explore-strand explore-strand--open" : "explore-strand"}>
      <h2 className="explore-strand__heading">
        <button type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className="explore-strand__name">{strand.displayName}</span>
          <span className="explore-strand__count">
            {count} {count === 1 ? "topic" : "topics"}
          </span>
          <span className="explore-strand__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={panelId} className="explore-strand__panel" hidden={!open}>
        {strand.courseSubstrands.map((substrand) => (
          <div key={substrand.displayName} className="explore-substrand">
            <h3>{substrand.displayName}</h3>
            <ul className="explore-topics">
              {substrand.learningPathAndParts.map((topic) => (
                <TopicItem key={topic.learningPathName} topic={topic} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Explore all topics (spec §2): the course's strands as collapsible sections of substrands and their
 * topics, each with its lesson. The route reaches this page only while the explore flag is on.
 */
export function ExplorePage() {
  const course = useCourseForUser();
  const courseName = course.data?.courseName ?? "";
  const hierarchy = useCourseTopicHierarchy(courseName);
  const [opened, setOpened] = useState(readOpenedStrands);

  if (course.isPending || (courseName && hierarchy.isPending)) return <LoadingPage label="Loading the topics" />;
  // The learn entry decides where a learner without a course goes.
  if (course.data && !courseName) return <Navigate to={learnPaths.selectCourse} replace />;
  const toggle = (name: string) => {
    const next = new Set(opened);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    setOpened(next);
    saveOpenedStrands(next);
  };
  const strands = hierarchy.data?.courseStrands ?? [];
  return (
    <Page className="explore-page">
      <h1>{exploreTitle(hierarchy.data?.courseDisplayName)}</h1>
      <p className="explore-page__lead">
        Questions and videos from your course, by topic. Open a section to see its topics.
      </p>
      {course.isError || hierarchy.isError ? (
        <Alert tone="error">{topicSearchMessages.exploreLoadFailure}</Alert>
      ) : (
        <div className="explore-strands">
          {strands.map((strand) => (
            <StrandSection
              key={strand.displayName}
              strand={strand}
              open={opened.has(strand.displayName)}
              onToggle={() => toggle(strand.displayName)}
            />
          ))}
        </div>
      )}
    </Page>
  );
}
