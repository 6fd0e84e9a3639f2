import type { FocusTopicResult } from "@sumwise/gen/activity/v1/activity_stats_pb";
import { useEffect, useRef } from "react";
import { Alert, Card, Spinner } from "../../../components/ui/index.js";
import { useFocusTopics } from "../api/get-focus-topics.js";
import { useTopicNames } from "../api/get-topic-names.js";
import { useMarkSeen } from "../api/onboarding-state.js";
import { activityMessages } from "../lib/messages.js";
import { possessive, sectionError, useActivitySubject } from "./activity-subject.js";

/** Spec §9: at least 2 places per list, filled with placeholders while there are fewer topics. */
const MIN_PLACES = 2;

/** "number.place-value" → "Place value": a fallback while LearningService's name is not to hand. */
function nameFromKey(learningPathName: string): string {
  const key = learningPathName.split("/").at(-1)?.split(".").at(-1) ?? "";
  const words = key.replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function TopicList({
  title,
  topics,
  names,
  tone,
}: {
  title: string;
  topics: FocusTopicResult[];
  names: Map<string, string>;
  tone: "strong" | "weak";
}) {
  const placeholders = Math.max(0, MIN_PLACES - topics.length);
  return (
    <Card title={title} headingLevel={2} className={`focus-topics focus-topics--${tone}`}>
      <ol className="focus-topics__list">
        {topics.map((topic) => {
          const correct = Number(topic.focusTopic?.correctAttempts ?? 0n);
          const total = Number(topic.focusTopic?.totalAttempts ?? 0n);
          const percent = total ? Math.round((correct * 100) / total) : 0;
          return (
            <li key={topic.learningPathName} className="focus-topics__item">
              <span className="focus-topics__name">
                {names.get(topic.learningPathName) ?? nameFromKey(topic.learningPathName)}
              </span>
              <span className="focus-topics__score">
                {correct} of {total} right ({percent}%)
              </span>
            </li>
          );
        })}
        {Array.from({ length: placeholders }, (_, i) => (
          <li key={`placeholder-${i}`} className="focus-topics__item focus-topics__item--placeholder">
            <span>Answer more questions to fill this in</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Strengths and opportunities (spec §2 "Focus topics"); opening it marks seenFocusTopics. */
export function FocusTopicsPage() {
  const subject = useActivitySubject();
  const topics = useFocusTopics(subject.child);
  const markSeen = useMarkSeen();
  const marked = useRef(false);
  const data = topics.data;
  const names = useTopicNames(
    [...(data?.strongTopics ?? []), ...(data?.weakTopics ?? [])].map((t) => t.partName),
    subject.child,
  );
  useEffect(() => {
    if (subject.audience !== "learner" || marked.current) return;
    marked.current = true;
    markSeen.mutate({ onboardingState: { seenFocusTopics: true } });
  }, [subject.audience, markSeen]);

  let body: React.ReactNode;
  if (topics.isPending) body = <Spinner label="Loading focus topics" />;
  else if (topics.isError || !data)
    body = <Alert>{sectionError(subject, activityMessages.focusTopics, `${possessive(subject)} focus topics`)}</Alert>;
  else if (data.strongTopics.length === 0 && data.weakTopics.length === 0) {
    body = (
      <Card className="focus-topics__locked">
        <svg
          className="focus-topics__lock"
          viewBox="0 0 24 24"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M7 10V7a5 5 0 0 1 10 0v3h1a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2Zm2 0h6V7a3 3 0 0 0-6 0Z"
          />
        </svg>
        <h2>Not unlocked yet</h2>
        <p>
          {subject.audience === "learner"
            ? "Answer a few questions in different topics and your strengths and opportunities will appear here."
            : `${subject.childFirstName || "Your learner"}'s strengths and opportunities will appear once they have answered a few questions.`}
        </p>
      </Card>
    );
  } else {
    body = (
      <div className="cards cards--two">
        <TopicList title="Strengths" topics={data.strongTopics} names={names} tone="strong" />
        <TopicList title="Opportunities" topics={data.weakTopics} names={names} tone="weak" />
      </div>
    );
  }
  return (
    <section className="stack" aria-labelledby="focus-heading">
      <h1 id="focus-heading">Strengths and opportunities</h1>
      <p className="focus-topics__intro">
        {subject.audience === "learner" ? "The topics you do best in" : "The topics they do best in"}, and the ones
        worth another try.
      </p>
      {body}
    </section>
  );
}
