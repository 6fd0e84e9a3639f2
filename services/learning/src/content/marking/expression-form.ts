/**
 * Form checks on a learner's expression tree. They run only after the value is known
 * to be right, and each returns a message a child can act on, or null when the form is fine.
 */
import Fraction from "fraction.js";
import { gcdBig, isPerfectSquare } from "../core/intmath.js";
import type { ExpressionForm } from "../core/types.js";
import { type Ast, show, unwrap } from "./expression-ast.js";
import { normaliseInput } from "./normalise.js";
import { hasCommonFactor } from "./polynomial.js";

interface Monomial {
  coeff: Fraction;
  /** numbers multiplied together in the numerator, e.g. 3*2x has 2 */
  numberFactors: number;
  vars: Map<string, number>;
  repeatedVar: boolean;
  /** factors that are not numbers or powers of variables: brackets, roots, algebraic fractions */
  others: string[];
  hasBracketSum: boolean;
}

function isSum(ast: Ast): boolean {
  return unwrap(ast).t === "add";
}

/** constant value of a purely numeric subtree, or null */
function numericValue(ast: Ast): Fraction | null {
  const a = unwrap(ast);
  if (a.t === "num") return a.v;
  if (a.t === "neg") return numericValue(a.arg)?.neg() ?? null;
  if (a.t === "div") {
    const n = numericValue(a.num);
    const d = numericValue(a.den);
    return n && d && !d.equals(0) ? n.div(d) : null;
  }
  return null;
}

function monomialOf(term: Ast): Monomial {
  const m: Monomial = {
    coeff: new Fraction(1),
    numberFactors: 0,
    vars: new Map(),
    repeatedVar: false,
    others: [],
    hasBracketSum: false,
  };
  const visit = (ast: Ast, inDenominator: boolean): void => {
    const a = ast.t === "paren" && !isSum(ast) ? unwrap(ast) : ast;
    switch (a.t) {
      case "num":
        m.coeff = inDenominator ? m.coeff.div(a.v) : m.coeff.mul(a.v);
        if (!inDenominator) m.numberFactors++;
        return;
      case "neg":
        m.coeff = m.coeff.neg();
        visit(a.arg, inDenominator);
        return;
      case "mul":
        for (const f of a.factors) visit(f, inDenominator);
        return;
      case "div": {
        visit(a.num, inDenominator);
        if (numericValue(a.den) !== null) visit(a.den, !inDenominator);
        else m.others.push(`/${show(a.den)}`);
        return;
      }
      case "var":
        if (inDenominator) m.others.push(`/${a.name}`);
        else addVar(a.name, 1);
        return;
      case "pow": {
        const base = unwrap(a.base);
        const e = numericValue(a.exp);
        if (base.t === "var" && e && e.d === 1n && !inDenominator) {
          addVar(base.name, Number(e.s * e.n));
          return;
        }
        if (isSum(a.base)) m.hasBracketSum = true;
        m.others.push(show(a));
        return;
      }
      default:
        if (isSum(a)) m.hasBracketSum = true;
        m.others.push(show(a));
    }
  };
  const addVar = (name: string, k: number) => {
    if (m.vars.has(name)) m.repeatedVar = true;
    m.vars.set(name, (m.vars.get(name) ?? 0) + k);
  };
  visit(term, false);
  return m;
}

function signature(m: Monomial): string {
  const vars = [...m.vars.entries()]
    .filter(([, k]) => k !== 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([v, k]) => `${v}^${k}`);
  return [...vars, ...[...m.others].sort()].join("*") || "1";
}

/** top-level signed terms of an expression (through outer brackets) */
function termsOf(ast: Ast): Ast[] {
  const a = unwrap(ast);
  if (a.t !== "add") return [a];
  return a.terms.map((x) => (x.neg ? ({ t: "neg", arg: x.ast } as Ast) : x.ast));
}

/** every sqrt(n) with a whole number n that has a square factor (or is a square) */
function unsimplifiedSurd(ast: Ast): boolean {
  switch (ast.t) {
    case "fn": {
      const arg = ast.args[0] ? numericValue(ast.args[0]) : null;
      if (ast.name === "sqrt" && arg && arg.d === 1n && arg.s > 0n) {
        const n = Number(arg.n);
        for (let k = 2; k * k <= n; k++) if (n % (k * k) === 0) return true;
        if (n === 1) return true;
      }
      return ast.args.some(unsimplifiedSurd);
    }
    case "add":
      return ast.terms.some((x) => unsimplifiedSurd(x.ast));
    case "mul":
      return ast.factors.some(unsimplifiedSurd);
    case "div":
      return unsimplifiedSurd(ast.num) || unsimplifiedSurd(ast.den);
    case "pow":
      return unsimplifiedSurd(ast.base) || unsimplifiedSurd(ast.exp);
    case "neg":
      return unsimplifiedSurd(ast.arg);
    case "paren":
      return unsimplifiedSurd(ast.inner);
    default:
      return false;
  }
}

function hasSurdInDenominator(ast: Ast, inDen = false): boolean {
  switch (ast.t) {
    case "fn":
      return (inDen && ast.name === "sqrt") || ast.args.some((a) => hasSurdInDenominator(a, inDen));
    case "add":
      return ast.terms.some((x) => hasSurdInDenominator(x.ast, inDen));
    case "mul":
      return ast.factors.some((f) => hasSurdInDenominator(f, inDen));
    case "div":
      return hasSurdInDenominator(ast.num, inDen) || hasSurdInDenominator(ast.den, true);
    case "pow": {
      const e = numericValue(ast.exp);
      const negative = e !== null && e.s < 0n;
      return hasSurdInDenominator(ast.base, inDen !== negative) || hasSurdInDenominator(ast.exp, inDen);
    }
    case "neg":
      return hasSurdInDenominator(ast.arg, inDen);
    case "paren":
      return hasSurdInDenominator(ast.inner, inDen);
    default:
      return false;
  }
}

/** product of primes: each factor a prime, or (index form) a prime power with every prime once */
function primeProductMessage(ast: Ast, indexForm: boolean): string | null {
  const top = unwrap(ast);
  const factors = top.t === "mul" ? top.factors : [top];
  const primes: number[] = [];
  for (const f of factors) {
    const a = unwrap(f);
    const base = a.t === "pow" ? numericValue(a.base) : numericValue(a);
    const exp = a.t === "pow" ? numericValue(a.exp) : null;
    if (base?.d !== 1n || (a.t === "pow" && (exp?.d !== 1n || exp.s < 0n))) {
      return "Write it as prime numbers multiplied together, like 2 × 2 × 3.";
    }
    const p = Number(base.n);
    if (p < 2 || !isPrimeNumber(p)) return `${p} is not a prime number: keep breaking it down.`;
    primes.push(p);
  }
  if (indexForm && new Set(primes).size !== primes.length)
    return "Right primes! Now write repeated primes as powers, like 2^3.";
  return null;
}

function isPrimeNumber(n: number): boolean {
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return false;
  return n >= 2;
}

/** the letters and numbers multiplied on top and on the bottom of one term, through ×, ÷ and powers */
interface TermParts {
  top: Set<string>;
  bottom: Set<string>;
  topNumber: Fraction;
  bottomNumber: Fraction;
  /** a power of a product, quotient or power, such as (4b^5p^3)^2 or (x^2)^3 */
  powerOfProduct: boolean;
}

function termParts(term: Ast): TermParts {
  const parts: TermParts = {
    top: new Set(),
    bottom: new Set(),
    topNumber: new Fraction(1),
    bottomNumber: new Fraction(1),
    powerOfProduct: false,
  };
  const visit = (ast: Ast, below: boolean): void => {
    const a = unwrap(ast);
    switch (a.t) {
      case "num":
        if (below) parts.bottomNumber = parts.bottomNumber.mul(a.v);
        else parts.topNumber = parts.topNumber.mul(a.v);
        return;
      case "var":
        (below ? parts.bottom : parts.top).add(a.name);
        return;
      case "neg":
        visit(a.arg, below);
        return;
      case "mul":
        for (const f of a.factors) visit(f, below);
        return;
      case "div":
        visit(a.num, below);
        visit(a.den, !below);
        return;
      case "pow": {
        const base = unwrap(a.base);
        if (base.t === "mul" || base.t === "div" || base.t === "pow") parts.powerOfProduct = true;
        else if (base.t === "var") (below ? parts.bottom : parts.top).add(base.name);
        return;
      }
      default:
      // sums, roots: their letters are not factors of the term
    }
  };
  visit(term, false);
  return parts;
}

/** a term that the index laws or cancelling would still simplify: x^16 ÷ x^7, (4b^5)^2, 12x/4 */
function indexLawMessage(term: Ast): string | null {
  const p = termParts(term);
  if (p.powerOfProduct) return "Right value, but simplify it fully: use the index laws to remove the brackets.";
  const shared = [...p.top].filter((v) => p.bottom.has(v));
  if (shared.length > 0) return `Right value, but simplify it fully: cancel the ${shared[0]}'s using the index laws.`;
  const { topNumber: t, bottomNumber: b } = p;
  if (!b.equals(1) && t.d === 1n && b.d === 1n && gcdBig(t.n, b.n) > 1n)
    return "Right value, but simplify it fully: cancel the numbers.";
  return null;
}

/**
 * a letter times a letter or a number with the × typed (×, *, ·): simplest form writes 3mt, not
 * t × m × 3 or 3 × t × m (a number times a letter, 3 × t, is left alone: it is only a keyboard habit)
 */
const TYPED_TIMES_BY_LETTER = /(?<![A-Za-z])[A-Za-z]\s*\*\s*(?:[A-Za-z](?![A-Za-z])|\d)/;

function collectedMessage(ast: Ast, typed?: string): string | null {
  if (unsimplifiedSurd(ast)) return "Simplify the surd: take square factors out of the square root.";
  for (const term of termsOf(ast)) {
    const msg = indexLawMessage(term);
    if (msg) return msg;
  }
  if (typed !== undefined && /÷|\\div/.test(typed))
    return "Right value, but simplest form writes ÷ as a fraction: like t/3.";
  if (typed !== undefined && TYPED_TIMES_BY_LETTER.test(normaliseInput(typed)))
    return "Right value, but simplest form leaves out the × signs, with the number first: like 3mt.";
  const monos = termsOf(ast).map(monomialOf);
  if (monos.some((mo) => mo.numberFactors > 1)) return "Work out the numbers that are multiplied together.";
  if (monos.some((mo) => mo.repeatedVar)) return "Use powers: write x × x as x^2.";
  if (monos.length > 1 && monos.some((mo) => mo.coeff.equals(0))) return "Leave out any terms that are zero.";
  const seen = new Set<string>();
  for (const mo of monos) {
    const sig = signature(mo);
    if (seen.has(sig)) return "Right value, but you can still collect like terms.";
    seen.add(sig);
  }
  return null;
}

/** the factors of a product (through outer brackets and a leading minus) */
function productFactors(ast: Ast): Ast[] | null {
  let a = unwrap(ast);
  if (a.t === "neg") a = unwrap(a.arg);
  if (a.t === "mul") return [...a.factors];
  if (a.t === "pow" && isSum(a.base)) return [a];
  return null;
}

/** message if a bracketed sum can still be factorised, else null */
function furtherFactorMessage(sum: Ast): string | null {
  const monos = termsOf(sum).map(monomialOf);
  if (monos.length < 2 || monos.some((mo) => mo.others.length > 0)) return null;
  if (monos.every((mo) => mo.coeff.d === 1n)) {
    const g = monos.reduce((acc, mo) => gcdBig(acc, mo.coeff.n), 0n);
    if (g > 1n) return `Nearly! ${g} is still a common factor inside a bracket. Take it out too.`;
  }
  const common = [...(monos[0]?.vars.keys() ?? [])].filter((v) => monos.every((mo) => (mo.vars.get(v) ?? 0) > 0));
  if (common.length > 0) return `Nearly! ${common[0]} is still a common factor inside a bracket. Take it out too.`;
  return quadraticSplits(monos) ? "Nearly! One of the brackets can be factorised further." : null;
}

/** a u^2 + b uv + c v^2 (or a x^2 + b x + c) with integer coefficients and a square discriminant */
function quadraticSplits(monos: Monomial[]): boolean {
  if (monos.some((mo) => mo.coeff.d !== 1n)) return false;
  const degree = (mo: Monomial) => [...mo.vars.values()].reduce((s, k) => s + k, 0);
  const names = [...new Set(monos.flatMap((mo) => [...mo.vars.keys()]))];
  if (names.length === 0 || names.length > 2) return false;
  const [u = "", v] = names;
  const coeffOf = (pu: number, pv: number): number | null => {
    let total = 0;
    for (const mo of monos) {
      const eu = mo.vars.get(u) ?? 0;
      const ev = v ? (mo.vars.get(v) ?? 0) : 0;
      if (eu === pu && ev === pv) total += Number(mo.coeff.s * mo.coeff.n);
    }
    return total;
  };
  if (v === undefined) {
    if (monos.some((mo) => degree(mo) > 2)) return false;
    const a = coeffOf(2, 0) ?? 0;
    const b = coeffOf(1, 0) ?? 0;
    const c = coeffOf(0, 0) ?? 0;
    return a !== 0 && isPerfectSquare(b * b - 4 * a * c);
  }
  if (monos.some((mo) => degree(mo) !== 2)) return false;
  const a = coeffOf(2, 0) ?? 0;
  const b = coeffOf(1, 1) ?? 0;
  const c = coeffOf(0, 2) ?? 0;
  return (a !== 0 || c !== 0) && isPerfectSquare(b * b - 4 * a * c);
}

/** one fraction, top over bottom (a leading minus allowed) */
function isSingleFraction(ast: Ast): boolean {
  let a = unwrap(ast);
  if (a.t === "neg") a = unwrap(a.arg);
  return a.t === "div";
}

const SHARED_FACTOR = "Right value, but the top and bottom still share a factor: factorise them and cancel it.";

/**
 * null when the learner's expression has the required form, else a message.
 * `typed` is the answer as typed, for what the tree no longer shows: typed × and ÷ signs.
 */
export function formMessage(ast: Ast, form: ExpressionForm, typed?: string): string | null {
  switch (form) {
    case "any":
      return null;
    case "simplified":
      if (hasCommonFactor(ast)) return SHARED_FACTOR;
      return collectedMessage(ast, typed);
    case "single-fraction":
      if (!isSingleFraction(ast)) return "Right value, but write it as a single fraction: one top over one bottom.";
      return hasCommonFactor(ast) ? SHARED_FACTOR : null;
    case "rationalised":
      return hasSurdInDenominator(ast)
        ? "Right value, but rationalise the denominator: no surd on the bottom."
        : collectedMessage(ast);
    case "product-of-primes":
      return primeProductMessage(ast, false);
    case "prime-index-form":
      return primeProductMessage(ast, true);
    case "expanded": {
      if (termsOf(ast).some((t) => monomialOf(t).hasBracketSum)) return "Right value, but multiply out the brackets.";
      return collectedMessage(ast);
    }
    case "factorised":
    case "fully-factorised": {
      const factors = productFactors(ast);
      if (!factors?.some((f) => isSum(f) || (unwrap(f).t === "pow" && isSum((unwrap(f) as { base: Ast }).base)))) {
        return "Right value, but the question asks you to factorise: write it as a product with brackets.";
      }
      if (form === "factorised") return null;
      for (const f of factors) {
        const inner = unwrap(f);
        const sum = inner.t === "pow" ? inner.base : inner;
        if (isSum(sum)) {
          const msg = furtherFactorMessage(sum);
          if (msg) return msg;
        }
      }
      return null;
    }
  }
}
