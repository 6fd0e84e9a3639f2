import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The colour tokens of tokens.css, by name without the --color- prefix. */
const css = readFileSync(path.join(import.meta.dirname, "tokens.css"), "utf8");
const colours = Object.fromEntries(
  [...css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6});/g)].map((match) => [match[1]!, match[2]!]),
);

function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [value >> 16, (value >> 8) & 255, value & 255].map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two token colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(colours[a]!), luminance(colours[b]!)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe("design tokens", () => {
  it("give every text colour at least 4.5:1 on the backgrounds it is used on (WCAG AA)", () => {
    const textPairs: Array<[string, string]> = [
      ["ink", "page"],
      ["ink", "surface"],
      ["ink", "surface-sunken"],
      ["ink-muted", "page"],
      ["ink-muted", "surface"],
      ["ink-muted", "surface-sunken"],
      ["primary", "page"],
      ["primary", "surface"],
      ["primary", "primary-soft"],
      ["primary-hover", "primary-soft"],
      ["on-primary", "primary"],
      ["on-primary", "primary-hover"],
      ["on-primary", "danger"],
      ["ink", "accent"],
      ["ink", "warning-soft"],
      ["success", "success-soft"],
      ["success", "surface"],
      ["danger", "danger-soft"],
      ["danger", "surface"],
      ["warning", "warning-soft"],
    ];
    for (const [text, background] of textPairs) {
      expect(contrast(text, background), `${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("give the focus ring and input borders at least 3:1 against the page and every surface", () => {
    for (const background of ["page", "surface", "surface-sunken", "primary-soft", "warning-soft"]) {
      expect(contrast("focus", background), `focus on ${background}`).toBeGreaterThanOrEqual(3);
    }
    for (const background of ["page", "surface"]) {
      expect(contrast("line-strong", background), `input border on ${background}`).toBeGreaterThanOrEqual(3);
    }
  });
});
