import type { ReactNode } from "react";

/**
 * A message about a whole form or page. Errors use role=alert (read out at once); success and
 * information use role=status (read out politely). Nothing is rendered while there is no message.
 */
export function Alert({ tone = "error", children }: { tone?: "error" | "success" | "info"; children: ReactNode }) {
  if (!children) return null;
  return (
    <div className={`alert alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}

/** A form-level error, announced at once by screen readers. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <Alert tone="error">{children}</Alert>;
}
