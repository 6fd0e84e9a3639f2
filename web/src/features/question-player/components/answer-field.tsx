import type { AnswerInput } from "@sumwise/gen/learning/v1/question_player_pb";
import { useId, useMemo, useRef } from "react";
import { answerToTex } from "../../../lib/math/answer-to-tex.js";
import { renderTex } from "../../../lib/math/render-math.js";
import { affixesFor, inputModeFor, paletteFor, usesMathsSymbols } from "../lib/answer-hints.js";
import { SymbolPalette } from "./symbol-palette.js";

interface AnswerFieldProps {
  input: AnswerInput;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  invalid: boolean;
  autoFocus?: boolean;
}

/**
 * One answer box: the text box with the question's currency or unit beside it, a live rendering of
 * what was typed (so "x^2/3" shows as the learner meant it, or not), the symbol palette for maths
 * answers, and examples of the forms the marker reads.
 */
export function AnswerField({ input, label, value, onChange, disabled, invalid, autoFocus }: AnswerFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const { prefix, suffix } = affixesFor(input);
  const maths = usesMathsSymbols(input);
  const preview = useMemo(() => (maths && value.trim() ? renderTex(answerToTex(value)) : ""), [maths, value]);
  const examples = input.acceptedFormExamples;

  function insert(text: string) {
    const box = ref.current;
    const start = box?.selectionStart ?? value.length;
    const end = box?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + text + value.slice(end));
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + text.length, start + text.length);
    });
  }

  return (
    <div className="answer-field">
      <label htmlFor={id} className="answer-field__label">
        {label}
      </label>
      <div className="answer-field__row">
        {prefix ? (
          <span className="answer-field__affix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          ref={ref}
          id={id}
          className="answer-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={examples.length ? `${id}-examples` : undefined}
          inputMode={inputModeFor(input)}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={500}
          // The question is the page's purpose: its box takes the focus when the question opens.
          autoFocus={autoFocus}
        />
        {suffix ? (
          <span className="answer-field__affix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      {maths && !disabled ? <SymbolPalette symbols={paletteFor(input)} onInsert={insert} /> : null}
      {preview ? (
        <div className="answer-field__preview">
          <span className="answer-field__preview-label">Your answer reads:</span>{" "}
          <span dangerouslySetInnerHTML={{ __html: preview }} />
        </div>
      ) : null}
      {examples.length ? (
        <p id={`${id}-examples`} className="answer-field__examples">
          You can write answers like {examples.map((example) => `“${example}”`).join(", ")}
          {suffix ? `; the ${prefix ? "unit" : suffix === "%" ? "% sign" : "unit"} is optional` : ""}.
        </p>
      ) : null}
    </div>
  );
}
