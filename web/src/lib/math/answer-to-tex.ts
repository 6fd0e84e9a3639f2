/**
 * A learner's typed answer as TeX, for the live preview under the answer box ("what I typed is what
 * I meant"). Display only: the server reads the answer itself. Handles what learners type: powers
 * (x^2, x^(n+1)), fractions (3/4, (x+1)/2), roots (√2, sqrt(x)), π, ×, ÷, ≤, ≥, mixed numbers and
 * units written as words.
 */

const wordsKeptAsMaths = new Set(["sin", "cos", "tan", "log", "ln"]);

type Token = { kind: "group"; inner: Token[] } | { kind: "text"; value: string };

function tokenise(input: string): Token[] {
  const stack: Token[][] = [[]];
  for (const char of input) {
    const top = stack[stack.length - 1] as Token[];
    if (char === "(") {
      stack.push([]);
    } else if (char === ")" && stack.length > 1) {
      const inner = stack.pop() as Token[];
      (stack[stack.length - 1] as Token[]).push({ kind: "group", inner });
    } else {
      top.push({ kind: "text", value: char });
    }
  }
  // Unclosed brackets are shown as typed.
  while (stack.length > 1) {
    const inner = stack.pop() as Token[];
    const top = stack[stack.length - 1] as Token[];
    top.push({ kind: "text", value: "(" }, ...inner);
  }
  return stack[0] as Token[];
}

const symbols: Record<string, string> = {
  "×": "\\times ",
  "*": "\\times ",
  "÷": "\\div ",
  "≤": "\\le ",
  "≥": "\\ge ",
  "≠": "\\ne ",
  π: "\\pi ",
  "−": "-",
  "±": "\\pm ",
  "%": "\\%",
  "£": "\\pounds ",
  "₹": "₹",
  $: "\\$",
  "&": "\\&",
  "#": "\\#",
  _: "\\_",
  "{": "\\{",
  "}": "\\}",
  "~": "\\sim ",
  "\\": "\\backslash ",
  "°": "^{\\circ}",
};

/** One operand: a bracketed group, a run of digits/decimal point, or one letter. */
function readOperand(tokens: Token[], start: number): { tex: string; next: number } | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  if (token.kind === "group") return { tex: `{${render(token.inner)}}`, next: start + 1 };
  if (/[0-9.]/.test(token.value)) {
    let end = start;
    let digits = "";
    while (tokens[end]?.kind === "text" && /[0-9.]/.test((tokens[end] as { value: string }).value)) {
      digits += (tokens[end] as { value: string }).value;
      end++;
    }
    return { tex: `{${digits}}`, next: end };
  }
  if (token.value === "√") {
    const inner = readOperand(tokens, start + 1);
    return inner ? { tex: `{\\sqrt${inner.tex}}`, next: inner.next } : { tex: "\\sqrt{}", next: start + 1 };
  }
  if (token.value === "-" || token.value === "−") {
    const inner = readOperand(tokens, start + 1);
    if (inner) return { tex: `{-${inner.tex}}`, next: inner.next };
  }
  if (/\p{L}/u.test(token.value)) return { tex: `{${symbols[token.value] ?? token.value}}`, next: start + 1 };
  return undefined;
}

function render(tokens: Token[]): string {
  const parts: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as Token;
    if (token.kind === "group") {
      // "(x+1)/2": a bracketed numerator loses its brackets in the fraction.
      if (isSlash(tokens[i + 1])) {
        const denominator = readOperand(tokens, i + 2);
        if (denominator) {
          parts.push(`\\frac{${render(token.inner)}}${denominator.tex}`);
          i = denominator.next;
          continue;
        }
      }
      parts.push(`\\left(${render(token.inner)}\\right)`);
      i++;
      continue;
    }
    const char = token.value;
    // sqrt(…) as the word
    if (matchWord(tokens, i, "sqrt")) {
      const inner = readOperand(tokens, i + 4);
      if (inner) {
        parts.push(`\\sqrt${inner.tex}`);
        i = inner.next;
        continue;
      }
    }
    if (matchWord(tokens, i, "pi") && !isLetter(tokens[i + 2]) && !isLetter(tokens[i - 1])) {
      parts.push("\\pi ");
      i += 2;
      continue;
    }
    if (char === "^") {
      const exponent = readOperand(tokens, i + 1);
      if (exponent) {
        parts.push(`^${exponent.tex}`);
        i = exponent.next;
        continue;
      }
    }
    if (/[0-9.]/.test(char)) {
      const numerator = readOperand(tokens, i) as { tex: string; next: number };
      if (isSlash(tokens[numerator.next])) {
        const denominator = readOperand(tokens, numerator.next + 1);
        if (denominator) {
          parts.push(`\\frac${numerator.tex}${denominator.tex}`);
          i = denominator.next;
          continue;
        }
      }
      parts.push(numerator.tex.slice(1, -1));
      i = numerator.next;
      continue;
    }
    if (char === "√") {
      const operand = readOperand(tokens, i) as { tex: string; next: number };
      parts.push(operand.tex);
      i = operand.next;
      continue;
    }
    if (char === "<" || char === ">") {
      const orEqual = tokens[i + 1]?.kind === "text" && (tokens[i + 1] as { value: string }).value === "=";
      parts.push(char === "<" ? (orEqual ? "\\le " : "<") : orEqual ? "\\ge " : ">");
      i += orEqual ? 2 : 1;
      continue;
    }
    if (/\p{L}/u.test(char) && char !== "π") {
      // Two or more letters in a row (a unit or a word) are text; single letters are variables.
      let end = i;
      let word = "";
      while (isLetter(tokens[end])) {
        word += (tokens[end] as { value: string }).value;
        end++;
      }
      if (word.length > 1 && !wordsKeptAsMaths.has(word)) {
        parts.push(`\\text{${word}}`);
        i = end;
        continue;
      }
      if (wordsKeptAsMaths.has(word)) {
        parts.push(`\\${word} `);
        i = end;
        continue;
      }
    }
    if (char === " ") {
      // A space between two numbers is a mixed number or a separator: keep it visible.
      parts.push("\\ ");
      i++;
      continue;
    }
    parts.push(symbols[char] ?? char);
    i++;
  }
  return parts.join("");
}

function isSlash(token: Token | undefined): boolean {
  return token?.kind === "text" && token.value === "/";
}

function isLetter(token: Token | undefined): boolean {
  return token?.kind === "text" && /\p{L}/u.test(token.value) && token.value !== "π";
}

function matchWord(tokens: Token[], start: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) {
    const token = tokens[start + k];
    if (token?.kind !== "text" || token.value.toLowerCase() !== word[k]) return false;
  }
  return true;
}

export function answerToTex(input: string): string {
  return render(tokenise(input.trim()));
}
