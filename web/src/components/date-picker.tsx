import { datePickerYears, daysInMonth, MONTH_NAMES, type PartialDate } from "@sumwise/rules";

export type { PartialDate };

import { useId } from "react";
import { SelectField } from "./ui/index.js";

export interface DatePickerProps {
  legend: string;
  value: PartialDate;
  onChange: (value: PartialDate) => void;
  /** default: 1930 to this year, newest first; future: this year to 5 years ahead (spec §5). */
  mode?: "default" | "future";
  error?: string | undefined;
  currentYear?: number;
}

/** Day, month and year selects; the days offered follow the month and year chosen (spec §5). */
export function DatePicker({ legend, value, onChange, mode = "default", error, currentYear }: DatePickerProps) {
  const errorId = useId();
  const years = datePickerYears(mode, currentYear ?? new Date().getFullYear());
  const dayCount = value.month ? daysInMonth(value.year ?? 2000, value.month) : 31;
  const number = (text: string) => (text === "" ? undefined : Number(text));
  const change = (next: PartialDate) => {
    // A day past the month's end (31 → February) is cleared rather than silently moved.
    const limit = next.month ? daysInMonth(next.year ?? 2000, next.month) : 31;
    onChange(next.day && next.day > limit ? { ...next, day: undefined } : next);
  };
  return (
    <fieldset className="date-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="date-picker__legend">{legend}</legend>
      <div className="date-picker__row">
        <SelectField
          label="Day"
          value={value.day ?? ""}
          onChange={(e) => change({ ...value, day: number(e.target.value) })}
        >
          <option value="">Day</option>
          {Array.from({ length: dayCount }, (_, i) => (
            <option key={i + 1} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Month"
          value={value.month ?? ""}
          onChange={(e) => change({ ...value, month: number(e.target.value) })}
        >
          <option value="">Month</option>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Year"
          value={value.year ?? ""}
          onChange={(e) => change({ ...value, year: number(e.target.value) })}
        >
          <option value="">Year</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </SelectField>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
