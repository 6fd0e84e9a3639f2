import type { WorkedSolution } from "@sumwise/gen/learning/v1/question_player_pb";
import { MathText } from "./math-text.js";

/** The correct answer and its steps, after a correct answer, on request, or in quiz results. */
export function WorkedSolutionView({
  solution,
  headingLevel = 3,
}: {
  solution: WorkedSolution;
  headingLevel?: 2 | 3 | 4;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="worked-solution" aria-label="Worked solution">
      <Heading className="worked-solution__title">Worked solution</Heading>
      <ol className="worked-solution__steps">
        {solution.steps.map((step, index) => (
          // Steps are fixed for a question: their position is their identity.
          <li key={index}>
            <MathText text={step} />
          </li>
        ))}
      </ol>
      <p className="worked-solution__answer">
        Answer: <MathText text={solution.answerDisplay} inline />
      </p>
    </section>
  );
}
