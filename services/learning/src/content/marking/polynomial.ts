/**
 * Exact one-variable polynomials (coefficients lowest power first, as fraction.js values), read
 * from a learner's expression tree. The marker uses them to tell whether an algebraic fraction
 * still has a factor common to its top and bottom: a value check alone would accept the question
 * typed back as its own answer.
 */
import Fraction from "fraction.js";
import { gcdBig } from "../core/intmath.js";
import { type Ast, unwrap } from "./expression-ast.js";

export type Polynomial = Fraction[];

/** Highest power a learner's expression may reach before we stop treating it as a polynomial. */
const MAX_DEGREE = 12;

function trim(p: Polynomial): Polynomial {
  const out = [...p];
  while (out.length > 0 && out[out.length - 1]?.equals(0)) out.pop();
  return out;
}

function add(a: Polynomial, b: Polynomial, sign = 1): Polynomial {
  const out: Polynomial = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    out.push((a[i] ?? new Fraction(0)).add((b[i] ?? new Fraction(0)).mul(sign)));
  }
  return trim(out);
}

function multiply(a: Polynomial, b: Polynomial): Polynomial | null {
  if (a.length === 0 || b.length === 0) return [];
  if (a.length + b.length - 2 > MAX_DEGREE) return null;
  const out: Polynomial = Array.from({ length: a.length + b.length - 1 }, () => new Fraction(0));
  a.forEach((x, i) => {
    b.forEach((y, j) => {
      out[i + j] = (out[i + j] as Fraction).add(x.mul(y));
    });
  });
  return trim(out);
}

export function degree(p: Polynomial): number {
  return trim(p).length - 1;
}

/** The polynomial in `variable` that `ast` is, or null if it is anything else (a quotient, a root…). */
export function polynomialOf(ast: Ast, variable: string): Polynomial | null {
  const a = unwrap(ast);
  switch (a.t) {
    case "num":
      return trim([a.v]);
    case "var":
      return a.name === variable ? [new Fraction(0), new Fraction(1)] : null;
    case "neg": {
      const inner = polynomialOf(a.arg, variable);
      return inner ? inner.map((c) => c.neg()) : null;
    }
    case "add": {
      let sum: Polynomial = [];
      for (const term of a.terms) {
        const p = polynomialOf(term.ast, variable);
        if (!p) return null;
        sum = add(sum, p, term.neg ? -1 : 1);
      }
      return sum;
    }
    case "mul": {
      let product: Polynomial | null = [new Fraction(1)];
      for (const factor of a.factors) {
        const p = polynomialOf(factor, variable);
        if (!p || !product) return null;
        product = multiply(product, p);
      }
      return product;
    }
    case "pow": {
      const exponent = unwrap(a.exp);
      if (exponent.t !== "num" || exponent.v.d !== 1n || exponent.v.s < 0n) return null;
      const n = Number(exponent.v.n);
      if (n > MAX_DEGREE) return null;
      const base = polynomialOf(a.base, variable);
      if (!base) return null;
      let power: Polynomial | null = [new Fraction(1)];
      for (let i = 0; i < n && power; i++) power = multiply(power, base);
      return power;
    }
    default:
      return null;
  }
}

/** Remainder of a ÷ b (b not zero). */
function remainder(a: Polynomial, b: Polynomial): Polynomial {
  let r = trim(a);
  const lead = b[b.length - 1] as Fraction;
  while (r.length >= b.length && r.length > 0) {
    const shift = r.length - b.length;
    const factor = (r[r.length - 1] as Fraction).div(lead);
    const scaled: Polynomial = [
      ...Array.from({ length: shift }, () => new Fraction(0)),
      ...b.map((c) => c.mul(factor)),
    ];
    r = add(r, scaled, -1);
  }
  return r;
}

/** Greatest common divisor (up to a constant factor), by Euclid's algorithm. */
export function gcd(a: Polynomial, b: Polynomial): Polynomial {
  let x = trim(a);
  let y = trim(b);
  while (y.length > 0) [x, y] = [y, remainder(x, y)];
  return x;
}

function variablesIn(ast: Ast, found = new Set<string>()): Set<string> {
  switch (ast.t) {
    case "var":
      found.add(ast.name);
      break;
    case "add":
      for (const term of ast.terms) variablesIn(term.ast, found);
      break;
    case "mul":
      for (const factor of ast.factors) variablesIn(factor, found);
      break;
    case "div":
      variablesIn(ast.num, found);
      variablesIn(ast.den, found);
      break;
    case "pow":
      variablesIn(ast.base, found);
      variablesIn(ast.exp, found);
      break;
    case "neg":
      variablesIn(ast.arg, found);
      break;
    case "paren":
      variablesIn(ast.inner, found);
      break;
    case "fn":
      for (const arg of ast.args) variablesIn(arg, found);
      break;
    default:
      break;
  }
  return found;
}

/**
 * For a quotient of two polynomials in one variable: whether the top and bottom still share a
 * factor, a bracket like (x + 2) in (x² + 5x + 6)/(x + 2) or a number like 2 in (2x + 6)/(2x − 2).
 * Anything else answers false.
 */
export function hasCommonFactor(ast: Ast): boolean {
  let a = unwrap(ast);
  if (a.t === "neg") a = unwrap(a.arg);
  if (a.t !== "div") return false;
  const variables = [...variablesIn(a)];
  if (variables.length !== 1) return false;
  const variable = variables[0] as string;
  const top = polynomialOf(a.num, variable);
  const bottom = polynomialOf(a.den, variable);
  if (!top || !bottom || top.length === 0 || bottom.length === 0) return false;
  return degree(gcd(top, bottom)) >= 1 || integerContent([...top, ...bottom]) > 1n;
}

/** The highest common factor of whole-number coefficients (1 when any is not whole). */
function integerContent(coefficients: Polynomial): bigint {
  if (coefficients.some((c) => c.d !== 1n)) return 1n;
  return coefficients.reduce((g, c) => gcdBig(g, c.n), 0n);
}
