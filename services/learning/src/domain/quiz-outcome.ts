/**
 * Scoring a finished Lesson Quiz (spec §4, §5, §9): pass at 50%, the best score kept, and topics
 * fast-tracked. Fast-tracking is offered once the learner has completed a lesson whose quiz they
 * passed ("A Lesson Quiz can be offered for fast track once a lesson with a lesson quiz has been
 * completed"); then a passed quiz fast-tracks each topic not yet complete whose questions the learner
 * got right at the fast-track ratio (0.5) or better.
 */
import { FAST_TRACK_RATIO, scoreCompletesQuiz } from "@sumwise/rules";

export interface Score {
  correct: number;
  total: number;
}

/** Better means a higher percentage (compared exactly); anything beats no score. */
export function isBetterScore(candidate: Score, best: Score | undefined): boolean {
  if (candidate.total <= 0) return false;
  if (!best || best.total <= 0) return true;
  return candidate.correct * best.total > best.correct * candidate.total;
}

export interface QuizOutcome extends Score {
  scoreCompletesQuiz: boolean;
  couldFastTrack: boolean;
  /** Topic names, in lesson order. */
  fastTracked: string[];
  /** The lesson's best score after this quiz. */
  best: Score;
}

export function quizOutcome(input: {
  questions: readonly { learningPathName: string; correct: boolean }[];
  /** The lesson's online topics in order, with whether each was complete before the quiz finished. */
  topics: readonly { learningPathName: string; complete: boolean }[];
  fastTrackUnlocked: boolean;
  previousBest: Score | undefined;
}): QuizOutcome {
  const total = input.questions.length;
  const correct = input.questions.filter((question) => question.correct).length;
  const passed = scoreCompletesQuiz(correct, total);
  const asked = input.topics.filter((topic) =>
    input.questions.some((question) => question.learningPathName === topic.learningPathName),
  );
  const couldFastTrack = input.fastTrackUnlocked && asked.some((topic) => !topic.complete);
  const fastTracked = !(couldFastTrack && passed)
    ? []
    : asked
        .filter((topic) => !topic.complete)
        .filter((topic) => {
          const mine = input.questions.filter((question) => question.learningPathName === topic.learningPathName);
          return mine.filter((question) => question.correct).length >= FAST_TRACK_RATIO * mine.length;
        })
        .map((topic) => topic.learningPathName);
  const score = { correct, total };
  return {
    ...score,
    scoreCompletesQuiz: passed,
    couldFastTrack,
    fastTracked,
    best: isBetterScore(score, input.previousBest) || !input.previousBest ? score : input.previousBest,
  };
}
