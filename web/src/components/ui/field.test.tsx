import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CheckboxField, PasswordField, SelectField, TextField } from "./field.js";

describe("fields", () => {
  afterEach(cleanup);

  it("ties the label, the hint and the error to the input", () => {
    render(<TextField label="First name" name="firstName" hint="As at school" error="First name must not be empty." />);
    const input = screen.getByLabelText("First name");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id));
    expect(described.map((element) => element?.textContent)).toEqual(["As at school", "First name must not be empty."]);
  });

  it("is not invalid, and describes nothing, without a hint or an error", () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByLabelText("Email");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
  });

  it("hands its ref to the input, so a form can focus the first invalid field", () => {
    let element: HTMLInputElement | null = null;
    render(
      <TextField
        label="Username"
        ref={(input) => {
          element = input;
        }}
      />,
    );
    expect(element).toBe(screen.getByLabelText("Username"));
  });

  it("shows and hides a password on request, and says which it is doing", () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText("Password", { exact: true });
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(input.getAttribute("type")).toBe("password");
    fireEvent.click(toggle);
    expect(input.getAttribute("type")).toBe("text");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "Hide password" })).toBe(toggle);
  });

  it("labels selects and checkboxes the same way", () => {
    render(
      <>
        <SelectField label="I am a…" error="Choose one">
          <option value="">Prefer not to say</option>
        </SelectField>
        <CheckboxField error="You must agree">I agree</CheckboxField>
      </>,
    );
    expect(screen.getByLabelText("I am a…").getAttribute("aria-invalid")).toBe("true");
    const box = screen.getByLabelText("I agree");
    expect(box.getAttribute("type")).toBe("checkbox");
    expect(document.getElementById(box.getAttribute("aria-describedby") ?? "")?.textContent).toBe("You must agree");
  });
});
