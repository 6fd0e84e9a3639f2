import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Button, ButtonLink } from "./button.js";

describe("Button", () => {
  afterEach(cleanup);

  it("never submits a form unless it says so", () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Show</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("while loading is busy, disabled and says what it is doing", () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Saving…" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving…" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("carries its variant and size as classes, and a link can look like a button", () => {
    render(
      <MemoryRouter>
        <Button variant="secondary" size="lg" wide>
          Next
        </Button>
        <ButtonLink to="/login" variant="ghost">
          Log in
        </ButtonLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole("button", { name: "Next" }).className).toBe(
      "button button--secondary button--lg button--wide",
    );
    const link = screen.getByRole("link", { name: "Log in" });
    expect(link.getAttribute("href")).toBe("/login");
    expect(link.className).toContain("button--ghost");
  });
});
