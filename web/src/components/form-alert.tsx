import type { ReactNode } from "react";

/** A form-level message, announced at once by screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <div className="form-alert" role="alert">
      {children}
    </div>
  );
}
