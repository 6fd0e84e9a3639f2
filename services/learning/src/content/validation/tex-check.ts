/** Finds every $...$ TeX fragment in Markdown and checks it renders with KaTeX in strict mode. */
import katex from "katex";

const rendered = new Map<string, string | null>();

/** fragments between unescaped single dollars; null when the dollars are unbalanced */
export function texFragments(markdown: string): string[] | null {
  const parts: string[] = [];
  let inMath = false;
  let start = 0;
  for (let i = 0; i < markdown.length; i++) {
    const ch = markdown[i];
    if (ch === "\\") {
      i++;
      continue;
    }
    if (ch !== "$") continue;
    if (markdown[i + 1] === "$") return null; // display maths ($$) is not used in question text
    if (inMath) parts.push(markdown.slice(start, i));
    else start = i + 1;
    inMath = !inMath;
  }
  return inMath ? null : parts;
}

/** error message or null when fine */
export function checkTex(tex: string): string | null {
  const cached = rendered.get(tex);
  if (cached !== undefined) return cached;
  let error: string | null = null;
  if (tex.trim() === "") error = "empty TeX fragment";
  else {
    try {
      katex.renderToString(tex, { throwOnError: true, strict: "error" });
    } catch (e) {
      error = (e as Error).message;
    }
  }
  rendered.set(tex, error);
  return error;
}

export function checkMarkdown(markdown: string): string[] {
  const frags = texFragments(markdown);
  if (frags === null) return [`unbalanced $ in: ${markdown}`];
  return frags.flatMap((f) => {
    const err = checkTex(f);
    return err ? [`TeX error in "${f}": ${err}`] : [];
  });
}
