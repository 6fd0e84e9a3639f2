import { type InputHTMLAttributes, type ReactNode, useId } from "react";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered after the input inside the same row (e.g. a show/hide button). */
  trailing?: ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
}

/** A labelled input whose error is tied to it for screen readers (aria-invalid, aria-describedby). */
export function TextField({ label, error, hint, trailing, inputRef, type = "text", ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__row">
        <input
          id={id}
          ref={inputRef}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
