import "katex/dist/katex.min.css";
import katex from "katex";
import { Marked } from "marked";

/**
 * The question bank writes text as Markdown with TeX between $…$ (a literal dollar is \$). KaTeX
 * renders the TeX as HTML for the eye and MathML for screen readers; marked renders the Markdown
 * (paragraphs, bold, tables). The text comes from our own content engine, but raw HTML in it is
 * still shown as text, never interpreted.
 */
const markdown = new Marked({ gfm: true, async: false });

/** Splits text into Markdown with placeholders and the TeX they stand for. */
export function extractMath(text: string): { markdown: string; tex: string[] } {
  const tex: string[] = [];
  let out = "";
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === "\\" && text[i + 1] === "$") {
      out += "&#36;";
      i += 2;
      continue;
    }
    if (char === "$") {
      const end = findClosingDollar(text, i + 1);
      if (end > i + 1) {
        out += `MATHPLACEHOLDER${tex.length}X`;
        tex.push(text.slice(i + 1, end));
        i = end + 1;
        continue;
      }
    }
    out += char === "<" ? "&lt;" : char;
    i++;
  }
  return { markdown: out, tex };
}

function findClosingDollar(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (text[j] === "$") return j;
  }
  return -1;
}

export function renderTex(tex: string, displayMode = false): string {
  return katex.renderToString(tex, { output: "htmlAndMathml", throwOnError: false, displayMode, strict: "ignore" });
}

/** Markdown with $TeX$ as HTML (block: paragraphs and tables; inline: no wrapping paragraph). */
export function renderMathText(text: string, inline = false): string {
  const { markdown: source, tex } = extractMath(text);
  const html = inline ? markdown.parseInline(source) : markdown.parse(source);
  return (html as string).replace(/MATHPLACEHOLDER(\d+)X/g, (_whole, index: string) =>
    renderTex(tex[Number(index)] ?? ""),
  );
}
