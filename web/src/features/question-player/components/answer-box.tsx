import { type AnswerInput, AnswerInputKind } from "@sumwise/gen/learning/v1/question_player_pb";
import { useId } from "react";
import { MathText } from "../../../components/math-text.js";
import { spokenText } from "../../../lib/math/spoken-text.js";
import { AnswerField } from "./answer-field.js";

interface AnswerBoxProps {
  input: AnswerInput;
  /** One value per box: a single answer, one per part (MULTI), or the chosen option's id (CHOICE). */
  values: string[];
  onChange: (values: string[]) => void;
  disabled: boolean;
  invalid: boolean;
}

/** The answer box a question needs, from its AnswerInput (never holding anything of the answer). */
export function AnswerBox({ input, values, onChange, disabled, invalid }: AnswerBoxProps) {
  const name = useId();
  if (input.kind === AnswerInputKind.CHOICE) {
    return (
      <fieldset className="choice-field" disabled={disabled}>
        <legend className="answer-field__label">Choose one answer</legend>
        {input.options.map((option) => (
          <label
            key={option.id}
            className={values[0] === option.id ? "choice-field__option is-chosen" : "choice-field__option"}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              // The label may be all maths, which not every accessible-name computation reads.
              aria-label={spokenText(option.text)}
              checked={values[0] === option.id}
              onChange={() => onChange([option.id])}
            />
            <MathText text={option.text} inline />
          </label>
        ))}
      </fieldset>
    );
  }
  if (input.kind === AnswerInputKind.MULTI) {
    return (
      <div className="multi-field">
        {input.parts.map((part, index) => (
          <div key={part.id} className="multi-field__part">
            <MathText text={part.prompt} className="multi-field__prompt" />
            {part.input ? (
              <AnswerField
                input={part.input}
                label={`Answer to part (${part.id})`}
                value={values[index] ?? ""}
                onChange={(value) => {
                  const next = input.parts.map((_p, i) => values[i] ?? "");
                  next[index] = value;
                  onChange(next);
                }}
                disabled={disabled}
                invalid={invalid}
                autoFocus={index === 0}
              />
            ) : null}
          </div>
        ))}
      </div>
    );
  }
  return (
    <AnswerField
      input={input}
      label="Your answer"
      value={values[0] ?? ""}
      onChange={(value) => onChange([value])}
      disabled={disabled}
      invalid={invalid}
      autoFocus
    />
  );
}

/** True when every box has something in it. */
export function isAnswered(input: AnswerInput, values: string[]): boolean {
  const count = input.kind === AnswerInputKind.MULTI ? input.parts.length : 1;
  for (let i = 0; i < count; i++) if (!(values[i] ?? "").trim()) return false;
  return true;
}
