import { ConnectError } from "@connectrpc/connect";
import { TaskItemStatus } from "@sumwise/gen/learning/v1/learning_package_pb";
import {
  HelpKind,
  MarkResult,
  type SubmitAnswerResponse,
  type WorkedSolution,
} from "@sumwise/gen/learning/v1/question_player_pb";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Diagram, MathText } from "../../../components/math-text.js";
import { Alert, Button, Spinner } from "../../../components/ui/index.js";
import { WorkedSolutionView } from "../../../components/worked-solution.js";
import { isNetworkFailure } from "../../../lib/errors.js";
import { useTaskItemQuestion } from "../api/get-task-item-question.js";
import { useSeekHelp } from "../api/seek-help.js";
import { useSubmitAnswer } from "../api/submit-answer.js";
import { feedbackFor } from "../lib/feedback.js";
import { SubmissionIds } from "../lib/submission.js";
import { AnswerBox, isAnswered } from "./answer-box.js";

interface QuestionViewProps {
  taskItemName: string;
  quiz: boolean;
  /** "Question 3 of 8", for the heading. */
  positionText: string;
  /** The server marked an answer (the player updates its progress and completions). */
  onMarked: (response: SubmitAnswerResponse) => void;
  /** The learner moves on. */
  onNext: () => void;
  nextLabel: string;
  /** Another question is still open, so this one may be left for later. */
  canSkip: boolean;
}

/** One question: its text and diagram, the answer box, Check, the feedback, and help. */
export function QuestionView({
  taskItemName,
  quiz,
  positionText,
  onMarked,
  onNext,
  nextLabel,
  canSkip,
}: QuestionViewProps) {
  const question = useTaskItemQuestion(taskItemName);
  const submit = useSubmitAnswer();
  const help = useSeekHelp();
  const [values, setValues] = useState<string[]>([]);
  const [mark, setMark] = useState<SubmitAnswerResponse>();
  const [problem, setProblem] = useState<string>();
  const [hint, setHint] = useState<string>();
  const [solution, setSolution] = useState<WorkedSolution>();
  const shownAt = useRef(Date.now());
  const ids = useRef(new SubmissionIds());
  const feedbackRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const data = question.data;
  const status = mark?.status ?? data?.status ?? TaskItemStatus.UNATTEMPTED;
  const done = status === TaskItemStatus.DONE;
  const answeredInQuiz = quiz && (status === TaskItemStatus.DONE || status === TaskItemStatus.WRONG);
  const finished = done || answeredInQuiz || (data ? !data.canAnswer && !mark : false);
  const shownSolution = solution ?? mark?.workedSolution ?? data?.workedSolution;
  const shownHint = hint ?? data?.hint;

  // Marked answers move focus to the feedback (read out), and a finished question to Next.
  useEffect(() => {
    if (!mark) return;
    if (finished) nextRef.current?.focus();
    else feedbackRef.current?.focus();
  }, [mark, finished]);

  if (question.isPending) return <Spinner label="Loading the question" />;
  if (question.isError || !data?.question?.input)
    return <Alert>Sorry, we couldn't load this question. Please refresh the page, or try again later.</Alert>;
  const input = data.question.input;

  async function check(event: FormEvent) {
    event.preventDefault();
    setProblem(undefined);
    if (!isAnswered(input, values)) {
      setProblem("Type your answer first, then press Check.");
      return;
    }
    const single = values.length === 1 && input.parts.length === 0;
    try {
      const response = await submit.mutateAsync({
        taskItemName,
        submissionId: ids.current.idFor(JSON.stringify(values)),
        answer: single ? (values[0] ?? "") : "",
        partAnswers: single ? [] : values,
        timeTakenMs: Math.min(Date.now() - shownAt.current, 86_400_000),
      });
      ids.current.settled();
      setMark(response);
      onMarked(response);
    } catch (failure) {
      // The same id is sent again with the same answer, so a retry is never counted twice.
      if (isNetworkFailure(failure))
        setProblem("We couldn't send your answer. Check your connection and press Check again.");
      // Refusals (FailedPrecondition: replaced, already answered) carry a message written for the learner.
      else setProblem(ConnectError.from(failure).rawMessage || "Sorry, something went wrong. Please try again.");
    }
  }

  async function askFor(kind: HelpKind) {
    setProblem(undefined);
    try {
      const response = await help.mutateAsync({ taskItemName, kind });
      setHint(response.hint);
      if (response.workedSolution) setSolution(response.workedSolution);
    } catch {
      setProblem("Sorry, we couldn't load help for this question. Please try again.");
    }
  }

  const feedback = mark ? feedbackFor(mark.result, quiz) : undefined;
  const wrongSoFar = mark?.result === MarkResult.INCORRECT || status === TaskItemStatus.WRONG;
  return (
    <article className="question" aria-labelledby="question-heading" data-task-item={taskItemName}>
      <h2 id="question-heading" className="question__position">
        {positionText}
      </h2>
      <MathText text={data.question.text} className="question__text" />
      <Diagram svg={data.question.diagramSvg} label="Diagram for the question" />
      <form className="question__form" onSubmit={check} noValidate>
        <AnswerBox
          input={input}
          values={values}
          onChange={(next) => {
            setValues(next);
            setProblem(undefined);
          }}
          disabled={finished || submit.isPending}
          invalid={mark?.result === MarkResult.INCORRECT || !!problem}
        />
        {problem ? <Alert>{problem}</Alert> : null}
        <div
          ref={feedbackRef}
          tabIndex={-1}
          className={feedback ? `feedback feedback--${feedback.tone}` : "feedback"}
          aria-live="polite"
        >
          {feedback ? (
            <>
              <p className="feedback__title">{feedback.title}</p>
              {mark?.message && !(quiz && mark.result === MarkResult.INCORRECT) ? (
                <MathText text={mark.message} className="feedback__message" />
              ) : null}
              {mark?.partResults.length && !quiz ? (
                <ul className="feedback__parts">
                  {mark.partResults.map((part) => (
                    <li key={part.partId}>
                      Part ({part.partId}):{" "}
                      {part.result === MarkResult.CORRECT ? "correct" : part.message || "not quite"}
                    </li>
                  ))}
                </ul>
              ) : null}
              {feedback.advice && !finished ? <p className="feedback__advice">{feedback.advice}</p> : null}
            </>
          ) : !mark && data.lastAnswer && finished ? (
            <p className="feedback__title">
              {quiz
                ? "Answer saved"
                : `You answered: ${data.lastAnswer.answer || data.lastAnswer.partAnswers.join(", ")}`}
            </p>
          ) : null}
        </div>
        <div className="question__actions">
          {finished ? (
            <Button ref={nextRef} onClick={onNext} size="lg">
              {nextLabel}
            </Button>
          ) : (
            <Button type="submit" size="lg" loading={submit.isPending} loadingLabel="Checking…">
              Check
            </Button>
          )}
          {data.helpAvailable && !finished ? (
            <>
              {!shownHint ? (
                <Button variant="secondary" onClick={() => askFor(HelpKind.HINT)} loading={help.isPending}>
                  Get a hint
                </Button>
              ) : null}
              {!shownSolution && (wrongSoFar || shownHint) ? (
                <Button variant="ghost" onClick={() => askFor(HelpKind.WORKED_SOLUTION)} loading={help.isPending}>
                  Show me how
                </Button>
              ) : null}
            </>
          ) : null}
          {!finished && !quiz && canSkip ? (
            <Button variant="ghost" onClick={onNext}>
              Skip for now
            </Button>
          ) : null}
        </div>
      </form>
      {shownHint && !done ? (
        <aside className="hint" aria-label="Hint">
          <p className="hint__title">Hint</p>
          <MathText text={shownHint} />
        </aside>
      ) : null}
      {shownSolution && !quiz ? <WorkedSolutionView solution={shownSolution} /> : null}
    </article>
  );
}
