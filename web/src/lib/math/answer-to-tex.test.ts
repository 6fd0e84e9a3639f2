import { describe, expect, it } from "vitest";
import { answerToTex } from "./answer-to-tex.js";
import { extractMath, renderMathText } from "./render-math.js";

describe("answerToTex: the live preview of a typed answer", () => {
  it.each([
    ["3/4", "\\frac{3}{4}"],
    ["1 3/4", "1\\ \\frac{3}{4}"],
    ["x^2 + 3x", "x^{2}\\ +\\ 3x"],
    ["(x+1)/2", "\\frac{x+1}{2}"],
    ["√2", "{\\sqrt{2}}"],
    ["sqrt(x+1)", "\\sqrt{x+1}"],
    ["3pi", "3\\pi "],
    ["2 × 3", "2\\ \\times \\ 3"],
    ["x <= 4", "x\\ \\le \\ 4"],
    ["15 cm", "15\\ \\text{cm}"],
    ["40%", "40\\%"],
  ])("%s → %s", (typed, tex) => {
    expect(answerToTex(typed)).toBe(tex);
  });

  it("shows an unclosed bracket as typed", () => {
    expect(answerToTex("(x+1")).toBe("(x+1");
  });
});

describe("renderMathText: question text", () => {
  it("takes TeX out of the Markdown and keeps a written dollar", () => {
    expect(extractMath("Cost \\$3 and $x^2$.")).toEqual({
      markdown: "Cost &#36;3 and MATHPLACEHOLDER0X.",
      tex: ["x^2"],
    });
  });

  it("renders maths with MathML for screen readers and never interprets HTML in the text", () => {
    const html = renderMathText("Work out **$\\frac{1}{2}$** of <b>8</b>");
    expect(html).toContain("<math");
    expect(html).toContain("<strong>");
    expect(html).not.toContain("<b>");
  });

  it("renders a Markdown table", () => {
    expect(renderMathText("| a | b |\n|---|---|\n| $1$ | 2 |")).toContain("<table>");
  });
});
