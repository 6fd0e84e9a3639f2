import { useId } from "react";

export interface PartialDate {
  day?: number | undefined;
  month?: number | undefined;
  year?: number | undefined;
}

const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

interface DateOfBirthFieldProps {
  label?: string;
  value: PartialDate;
  onChange: (value: PartialDate) => void;
  error?: string | undefined;
  /** Receives the first select, so a form can move focus here. */
  ref?: React.Ref<HTMLSelectElement>;
  /** Spec §5: years from 1930 to this year, newest first. */
  firstYear?: number;
}

/** Day, month and year selects (spec §5), grouped for screen readers. */
export function DateOfBirthField({
  label = "Date of birth",
  value,
  onChange,
  error,
  ref,
  firstYear = 1930,
}: DateOfBirthFieldProps) {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, index) => thisYear - index);
  const numberOrUndefined = (text: string) => (text === "" ? undefined : Number(text));
  return (
    <fieldset
      className={`field field--date${error ? " field--invalid" : ""}`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend>{label}</legend>
      <div className="field__row">
        <label className="visually-hidden" htmlFor={`${id}-day`}>
          Day
        </label>
        <select
          id={`${id}-day`}
          ref={ref}
          value={value.day ?? ""}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...value, day: numberOrUndefined(event.target.value) })}
        >
          <option value="">Day</option>
          {Array.from({ length: 31 }, (_, index) => index + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-month`}>
          Month
        </label>
        <select
          id={`${id}-month`}
          value={value.month ?? ""}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...value, month: numberOrUndefined(event.target.value) })}
        >
          <option value="">Month</option>
          {monthNames.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          Year
        </label>
        <select
          id={`${id}-year`}
          value={value.year ?? ""}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange({ ...value, year: numberOrUndefined(event.target.value) })}
        >
          <option value="">Year</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
