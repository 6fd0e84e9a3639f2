import { type ReactNode, useId } from "react";

interface CheckboxFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLInputElement>;
  name?: string;
}

export function CheckboxField({ checked, onChange, children, error, inputRef, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`field field--checkbox${error ? " field--invalid" : ""}`}>
      <div className="field__row">
        <input
          id={id}
          name={name}
          ref={inputRef}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
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
