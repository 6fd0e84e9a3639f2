import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId, useState } from "react";

/** What a field hands its control, so the label, hint and error are tied to it for screen readers. */
export interface FieldControlProps {
  id: string;
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Rendered after the control inside the same row (e.g. a show/hide button). */
  trailing?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled control with an optional hint and error. The hint and error are named by
 * aria-describedby, and an error sets aria-invalid, so a screen reader reads them with the control.
 */
export function Field({ label, hint, error, trailing, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(" ");
  return (
    <div className={["field", error ? "field--invalid" : "", className ?? ""].filter(Boolean).join(" ")}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="field__row">
        {children({ id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined })}
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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export interface TextFieldProps extends InputProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; works with react-hook-form's register (name, ref, onChange, onBlur). */
export function TextField({ label, hint, error, trailing, type = "text", ref, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} trailing={trailing}>
      {(control) => <input className="input" ref={ref} type={type} {...control} {...input} />}
    </Field>
  );
}

/** A password input with the spec's show/hide toggle (the value is never shown unless asked). */
export function PasswordField(props: Omit<TextFieldProps, "type" | "trailing">) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      trailing={
        <button
          type="button"
          className="button button--ghost button--sm field__toggle"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? "Hide" : "Show"} <span className="visually-hidden">password</span>
        </button>
      }
    />
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  trailing?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, hint, error, trailing, ref, children, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} trailing={trailing}>
      {(control) => (
        <select className="input input--select" ref={ref} {...control} {...select}>
          {children}
        </select>
      )}
    </Field>
  );
}

export interface CheckboxFieldProps extends Omit<InputProps, "type" | "children"> {
  children: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it, and its error below, tied to it for screen readers. */
export function CheckboxField({ children, error, ref, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={["field", "field--checkbox", error ? "field--invalid" : "", className ?? ""].join(" ").trim()}>
      <div className="field__row">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
