import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Stepper } from "./stepper.js";

const steps = [
  { label: "Billing address" },
  { label: "Payment details" },
  { label: "Order summary" },
  { label: "Subscribe" },
];

describe("Stepper", () => {
  afterEach(cleanup);

  it("marks the current step and lets only earlier steps be clicked", () => {
    const onStepClick = vi.fn();
    render(<Stepper steps={steps} current={2} onStepClick={onStepClick} label="Subscription progress" />);
    const nav = screen.getByRole("navigation", { name: "Subscription progress" });
    const buttons = within(nav).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "✓Step 1 of 4 (done): Billing address",
      "✓Step 2 of 4 (done): Payment details",
    ]);
    fireEvent.click(buttons[0]!);
    expect(onStepClick).toHaveBeenCalledWith(0);
    const current = within(nav)
      .getAllByRole("listitem")
      .find((item) => item.getAttribute("aria-current") === "step");
    expect(current?.textContent).toContain("Order summary");
    expect(within(nav).getByText("Subscribe").closest("button")).toBeNull();
  });

  it("has no clickable steps without a handler", () => {
    render(<Stepper steps={steps} current={3} />);
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("requires at least one step", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Stepper steps={[]} current={0} />)).toThrow("A stepper requires at least one step");
    vi.restoreAllMocks();
  });
});
