import { MONTH_NAMES, type PartialDate } from "@sumwise/rules";
import { type Ref, useId } from "react";
import { type FieldValues, type Path, useController, useFormContext } from "react-hook-form";

interface DateOfBirthFieldProps<T extends FieldValues> {
  name?: Path<T>;
  label?: string;
  /** Spec §5: years from 1930 to this year, newest first. */
  firstYear?: number;
}

/**
 * Day, month and year selects (spec §5), grouped for screen readers, inside a react-hook-form
 * FormProvider. The day select takes the field's ref, so a failed submit can focus it.
 */
export function DateOfBirthField<T extends FieldValues>({
  name = "dateOfBirth" as Path<T>,
  label = "Date of birth",
  firstYear = 1930,
}: DateOfBirthFieldProps<T>) {
  const id = useId();
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const value = (field.value ?? {}) as PartialDate;
  const error = fieldState.error?.message;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear - firstYear + 1 }, (_, index) => thisYear - index);
  const numberOrUndefined = (text: string) => (text === "" ? undefined : Number(text));
  const select = (part: keyof PartialDate, ref?: Ref<HTMLSelectElement>) => ({
    id: `${id}-${part}`,
    ref,
    className: "input input--select",
    value: value[part] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    onBlur: field.onBlur,
    onChange: (event: { target: { value: string } }) =>
      field.onChange({ ...value, [part]: numberOrUndefined(event.target.value) }),
  });
  return (
    <fieldset className={`field field--date${error ? " field--invalid" : ""}`}>
      <legend>{label}</legend>
      <div className="field__row">
        <label className="visually-hidden" htmlFor={`${id}-day`}>
          Day
        </label>
        <select {...select("day", field.ref)}>
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
        <select {...select("month")}>
          <option value="">Month</option>
          {MONTH_NAMES.map((monthName, index) => (
            <option key={monthName} value={index + 1}>
              {monthName}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-year`}>
          Year
        </label>
        <select {...select("year")}>
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
