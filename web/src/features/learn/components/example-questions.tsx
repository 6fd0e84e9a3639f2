import { useState } from "react";
import { Diagram, MathText } from "../../../components/math-text.js";
import { Button } from "../../../components/ui/index.js";
import { useExampleQuestions } from "../api/batch-get-example-questions.js";

/** The course picker's example questions (spec §4): one at a time, arrows disabled at the ends. */
export function ExampleQuestions({ courseName }: { courseName: string }) {
  const examples = useExampleQuestions(courseName);
  const [index, setIndex] = useState(0);
  const list = examples.data?.exampleQuestions ?? [];
  const shown = list[Math.min(index, Math.max(0, list.length - 1))];
  return (
    <section className="example-questions" aria-labelledby="example-questions-title" aria-live="polite">
      <h2 id="example-questions-title">Example questions</h2>
      {!courseName ? (
        <p>Example questions will be shown here once you have selected a Course and Level</p>
      ) : examples.isPending ? (
        <p>Loading...</p>
      ) : examples.isError || !shown ? (
        <p>Unable to load example questions for this level.</p>
      ) : (
        <>
          <div className="example-questions__question">
            <MathText text={shown.questionText} />
            <Diagram svg={shown.image} label="Diagram for the example question" />
          </div>
          <div className="example-questions__nav">
            <Button
              variant="ghost"
              size="sm"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
              aria-label="Previous example"
            >
              ←
            </Button>
            <span>
              {Math.min(index, list.length - 1) + 1} of {list.length}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={index >= list.length - 1}
              onClick={() => setIndex(index + 1)}
              aria-label="Next example"
            >
              →
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
