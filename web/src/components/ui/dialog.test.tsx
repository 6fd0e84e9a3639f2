import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog, Dialog } from "./dialog.js";

function Harness({ onCancel = () => {} }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Cookie settings"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        actions={
          <>
            <button type="button">First</button>
            <button type="button">Last</button>
          </>
        }
      >
        <p>Choose.</p>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  afterEach(cleanup);

  it("opens modally, named by its title, with focus inside", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Cookie settings" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
  });

  it("keeps Tab and Shift+Tab inside", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    const first = screen.getByRole("button", { name: "First" });
    const last = screen.getByRole("button", { name: "Last" });
    last.focus();
    fireEvent.keyDown(last, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("cancels on Escape and gives focus back to what opened it", () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    const opener = screen.getByRole("button", { name: "Open" });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole("button", { name: "First" }), { key: "Escape" });
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("follows a close the browser made on its own (a close request), as a cancel", () => {
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    (screen.getByRole("dialog") as HTMLDialogElement).close();
    expect(onCancel).toHaveBeenCalledOnce();
  });
});

describe("ConfirmDialog", () => {
  afterEach(cleanup);

  it("focuses the cancel choice first and confirms only on the confirm button", () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Are you sure you want to log out?"
        cancelLabel="Stay logged in"
        confirmLabel="Log out now"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Stay logged in" }));
    fireEvent.click(screen.getByRole("button", { name: "Log out now" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
