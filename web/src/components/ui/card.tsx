import { type ReactNode, useId } from "react";

export interface CardProps {
  /** The card's heading; it also names the card's region for screen readers. */
  title?: ReactNode;
  /** The heading level that fits the page's outline (h2 on most pages). */
  headingLevel?: 2 | 3;
  /** Extra controls beside the title (e.g. an Edit button). */
  actions?: ReactNode;
  tone?: "default" | "highlight" | "warning";
  as?: "section" | "li" | "div";
  className?: string;
  children: ReactNode;
}

/** A white surface that groups one thing: a form, a learner, a plan. */
export function Card({
  title,
  headingLevel = 2,
  actions,
  tone = "default",
  as: Element = "section",
  className,
  children,
}: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const classes = ["card", tone === "default" ? "" : `card--${tone}`, className ?? ""].filter(Boolean).join(" ");
  return (
    <Element className={classes} aria-labelledby={title ? headingId : undefined}>
      {title || actions ? (
        <div className="card__header">
          {title ? (
            <Heading id={headingId} className="card__title">
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="card__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
