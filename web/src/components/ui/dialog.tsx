import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button.js";

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  /** Escape, or the browser closing the dialog any other way: the dialog's safe choice. */
  onCancel: () => void;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  size?: "md" | "lg";
  /** Extra class for a dialog with its own width (e.g. the 550 px avatar chooser). */
  className?: string;
}

/**
 * A modal dialog on the native <dialog> (showModal makes the rest of the page inert). Tab and
 * Shift+Tab wrap inside it, Escape cancels, and focus goes back to where it was when it opened.
 * The first element with autoFocus (or else the first focusable one) gets focus on opening.
 */
export function Dialog({ open, title, onCancel, children, actions, size = "md", className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? dialog.querySelector<HTMLElement>(focusable);
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Give focus back once the dialog has closed, whoever closed it.
  useEffect(() => {
    if (open) return;
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      // Handled here rather than by the browser's own close, so state and focus stay ours.
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== "Tab") return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
    if (items.length === 0) return;
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClose={() => {
        // Closed by the browser while we meant it open (a close request we could not prevent).
        if (openRef.current) onCancel();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      {actions ? <div className="dialog__actions">{actions}</div> : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** A two-choice dialog; the cancel choice has focus first and is what Escape does. */
export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onCancel={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
