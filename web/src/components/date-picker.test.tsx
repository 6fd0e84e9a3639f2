import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DatePicker, type PartialDate } from "./date-picker.js";

function Harness({ mode }: { mode: "default" | "future" }) {
  const [value, setValue] = useState<PartialDate>({});
  return <DatePicker legend="Finish by" mode={mode} value={value} onChange={setValue} currentYear={2026} />;
}

const options = (label: string) =>
  [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent);

describe("date picker", () => {
  afterEach(cleanup);

  it("lists this year to five ahead in future mode, and 1930 to this year newest first by default", () => {
    render(<Harness mode="future" />);
    expect(options("Year")).toEqual(["Year", "2026", "2027", "2028", "2029", "2030", "2031"]);
    cleanup();
    render(<Harness mode="default" />);
    expect(options("Year").slice(0, 3)).toEqual(["Year", "2026", "2025"]);
    expect(options("Year").at(-1)).toBe("1930");
  });

  it("offers the days of the month and year chosen, and clears a day past the month's end", () => {
    render(<Harness mode="future" />);
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "31" } });
    fireEvent.change(screen.getByLabelText("Month"), { target: { value: "2" } });
    expect((screen.getByLabelText("Day") as HTMLSelectElement).value).toBe("");
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2028" } });
    expect(options("Day").length - 1).toBe(29);
    fireEvent.change(screen.getByLabelText("Year"), { target: { value: "2027" } });
    expect(options("Day").length - 1).toBe(28);
  });
});
