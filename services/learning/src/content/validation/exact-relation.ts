/**
 * Exact evaluation of an equation or inequality as a question writes it, for the validation
 * suite: "5(x - 6) = 4(x + 7) - 56", "\frac{33}{n - 8} = -3", "2 \le 2n + 8 < 6".
 * Rational arithmetic only (fraction.js), so substituting a stated solution back is a proof,
 * not a floating-point guess. TeX is read for the subset templates write: \frac, ^{..},
 * \le / \ge, \times, \div, \cdot, spacing commands and {,} thousands separators.
 */
import Fraction from "fraction.js";

type Token =
  | { t: "num"; v: Fraction }
  | { t: "var"; name: string }
  | { t: "op"; v: "+" | "-" | "*" | "/" | "^" }
  | { t: "rel"; v: "=" | "<" | "<=" | ">" | ">=" }
  | { t: "("; close?: undefined }
  | { t: ")" };

/** TeX (or plain text) to plain text with explicit brackets: \frac{a}{b} -> ((a)/(b)), x^{2} -> x^(2) */
export function texToPlain(tex: string): string {
  let s = tex
    .replace(/\{,\}/g, "")
    .replace(/\\left|\\right/g, "")
    .replace(/\\[,;:! ]|\\quad|\\qquad/g, " ")
    .replace(/\\(le|leq|leqslant)\b/g, "<=")
    .replace(/\\(ge|geq|geqslant)\b/g, ">=")
    .replace(/\\lt\b/g, "<")
    .replace(/\\gt\b/g, ">")
    .replace(/\\(times|cdot)\b/g, "*")
    .replace(/\\div\b/g, "/")
    .replace(/[≤]/g, "<=")
    .replace(/[≥]/g, ">=")
    .replace(/[−–]/g, "-")
    .replace(/[×·]/g, "*")
    .replace(/÷/g, "/");
  // \frac{a}{b} and x^{2} with nested braces, innermost first
  for (let guard = 0; /\\d?frac|\^\{/.test(s) && guard < 50; guard++) {
    s = s.replace(/\^\{([^{}]*)\}/g, "^($1)").replace(/\\d?frac\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g, "(($1)/($2))");
  }
  return s.replace(/\{/g, "(").replace(/\}/g, ")");
}

function tokenize(src: string): Token[] | string {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] ?? "";
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const num = /^\d+(\.\d+)?/.exec(src.slice(i));
    if (num) {
      out.push({ t: "num", v: new Fraction(num[0]) });
      i += num[0].length;
      continue;
    }
    const rel = /^(<=|>=|<|>|==|=)/.exec(src.slice(i));
    if (rel) {
      out.push({ t: "rel", v: (rel[0] === "==" ? "=" : rel[0]) as "=" });
      i += rel[0].length;
      continue;
    }
    if (/[a-zA-Z]/.test(c)) {
      out.push({ t: "var", name: c });
      i++;
      continue;
    }
    if ("+-*/^".includes(c)) out.push({ t: "op", v: c as "+" });
    else if (c === "(") out.push({ t: "(" });
    else if (c === ")") out.push({ t: ")" });
    else return `cannot read "${c}" in ${src}`;
    i++;
  }
  return out;
}

/** An expression tree evaluated later with different values of its letters. */
type Expr =
  | { k: "num"; v: Fraction }
  | { k: "var"; name: string }
  | { k: "neg"; a: Expr }
  | { k: "bin"; op: "+" | "-" | "*" | "/" | "^"; a: Expr; b: Expr };

export interface Relation {
  /** the sides, left to right, and the signs between them (a chain such as 2 <= 2n + 8 < 6) */
  readonly sides: readonly Expr[];
  readonly signs: readonly ("=" | "<" | "<=" | ">" | ">=")[];
  readonly letters: ReadonlySet<string>;
}

/** parse one relation; a string is an error message */
export function parseRelation(text: string): Relation | string {
  const tokens = tokenize(texToPlain(text));
  if (typeof tokens === "string") return tokens;
  let pos = 0;
  const letters = new Set<string>();
  const peek = () => tokens[pos];
  const startsAtom = (t: Token | undefined) => t !== undefined && (t.t === "num" || t.t === "var" || t.t === "(");

  const atom = (): Expr => {
    const t = tokens[pos++];
    if (!t) throw new Error("unexpected end");
    if (t.t === "num") return { k: "num", v: t.v };
    if (t.t === "var") {
      letters.add(t.name);
      return { k: "var", name: t.name };
    }
    if (t.t === "(") {
      const e = sum();
      if (tokens[pos++]?.t !== ")") throw new Error("missing )");
      return e;
    }
    throw new Error(`unexpected ${JSON.stringify(t)}`);
  };
  const power = (): Expr => {
    const base = atom();
    const t = peek();
    if (t?.t === "op" && t.v === "^") {
      pos++;
      return { k: "bin", op: "^", a: base, b: unary() };
    }
    return base;
  };
  const unary = (): Expr => {
    const t = peek();
    if (t?.t === "op" && (t.v === "-" || t.v === "+")) {
      pos++;
      const a = unary();
      return t.v === "-" ? { k: "neg", a } : a;
    }
    return power();
  };
  const product = (): Expr => {
    let e = unary();
    for (;;) {
      const t = peek();
      if (t?.t === "op" && (t.v === "*" || t.v === "/")) {
        pos++;
        e = { k: "bin", op: t.v, a: e, b: unary() };
      } else if (startsAtom(t)) {
        // implicit multiplication: 3x, 2(x + 1), (x + 1)(x - 2), xy
        e = { k: "bin", op: "*", a: e, b: power() };
      } else return e;
    }
  };
  const sum = (): Expr => {
    let e = product();
    for (;;) {
      const t = peek();
      if (t?.t === "op" && (t.v === "+" || t.v === "-")) {
        pos++;
        e = { k: "bin", op: t.v, a: e, b: product() };
      } else return e;
    }
  };
  try {
    const sides: Expr[] = [sum()];
    const signs: Relation["signs"][number][] = [];
    for (let t = peek(); t?.t === "rel"; t = peek()) {
      pos++;
      signs.push(t.v);
      sides.push(sum());
    }
    if (pos !== tokens.length) return `unexpected text after position ${pos} in ${text}`;
    if (signs.length === 0) return `no = or inequality sign in ${text}`;
    return { sides, signs, letters };
  } catch (e) {
    return `${(e as Error).message} in ${text}`;
  }
}

/** exact value, or null where it is undefined (division by zero, a fractional power) */
export function evaluate(e: Expr, values: ReadonlyMap<string, Fraction>): Fraction | null {
  switch (e.k) {
    case "num":
      return e.v;
    case "var":
      return values.get(e.name) ?? null;
    case "neg":
      return evaluate(e.a, values)?.neg() ?? null;
    case "bin": {
      const a = evaluate(e.a, values);
      const b = evaluate(e.b, values);
      if (!a || !b) return null;
      switch (e.op) {
        case "+":
          return a.add(b);
        case "-":
          return a.sub(b);
        case "*":
          return a.mul(b);
        case "/":
          return b.equals(0) ? null : a.div(b);
        case "^":
          if (b.d !== 1n || (a.equals(0) && b.s < 0n)) return null;
          return a.pow(b);
      }
    }
  }
}

/** true, false, or null when some side is undefined for these values */
export function holds(r: Relation, values: ReadonlyMap<string, Fraction>): boolean | null {
  const sides = r.sides.map((s) => evaluate(s, values));
  if (sides.some((s) => s === null)) return null;
  return r.signs.every((sign, i) => {
    const c = (sides[i] as Fraction).compare(sides[i + 1] as Fraction);
    return sign === "=" ? c === 0 : sign === "<" ? c < 0 : sign === "<=" ? c <= 0 : sign === ">" ? c > 0 : c >= 0;
  });
}

/** left side minus right side of a single equation (for sign-change checks of rounded roots) */
export function difference(r: Relation, values: ReadonlyMap<string, Fraction>): Fraction | null {
  if (r.signs.length !== 1) return null;
  const [a, b] = r.sides.map((s) => evaluate(s, values));
  return a && b ? a.sub(b) : null;
}
