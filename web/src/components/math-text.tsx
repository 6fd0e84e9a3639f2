import { useMemo } from "react";
import { renderMathText } from "../lib/math/render-math.js";

interface MathTextProps {
  /** Markdown with TeX between $…$, from the question bank. */
  text: string;
  /** Inside a sentence or a button: no paragraph around it. */
  inline?: boolean;
  className?: string;
}

/** Question-bank text rendered with KaTeX (HTML for the eye, MathML for screen readers). */
export function MathText({ text, inline = false, className }: MathTextProps) {
  const html = useMemo(() => renderMathText(text, inline), [text, inline]);
  const classes = ["math-text", className].filter(Boolean).join(" ");
  // The HTML comes from our own content engine through marked (raw HTML is escaped) and KaTeX.
  return inline ? (
    <span className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** A diagram the server drew: a complete <svg> element of our own, safe to inline. */
export function Diagram({ svg, label }: { svg: string; label: string }) {
  if (!svg) return null;
  return <figure className="diagram" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />;
}
