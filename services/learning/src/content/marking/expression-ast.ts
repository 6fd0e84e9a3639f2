/**
 * Reads a learner's algebraic expression into a small tree we can inspect for form
 * ("is it fully factorised?", "are like terms collected?"). Parsing is done by mathjs
 * after we make the input unambiguous: xy -> x*y, 3x(x+1) -> 3x*(x+1), X -> x.
 */
import Fraction from "fraction.js";
import { type MathNode, parse } from "mathjs";
import { normaliseInput } from "./normalise.js";

export type Ast =
  | { readonly t: "num"; readonly v: Fraction }
  | { readonly t: "var"; readonly name: string }
  | { readonly t: "add"; readonly terms: readonly { readonly neg: boolean; readonly ast: Ast }[] }
  | { readonly t: "mul"; readonly factors: readonly Ast[] }
  | { readonly t: "div"; readonly num: Ast; readonly den: Ast }
  | { readonly t: "pow"; readonly base: Ast; readonly exp: Ast }
  | { readonly t: "neg"; readonly arg: Ast }
  | { readonly t: "fn"; readonly name: string; readonly args: readonly Ast[] }
  | { readonly t: "paren"; readonly inner: Ast };

const FUNCTIONS = new Set(["sqrt"]);

export type ReadExpression = { ok: true; node: MathNode; ast: Ast; symbols: string[] } | { ok: false; message: string };

/** make a typed expression parseable without surprises */
export function prepareExpression(raw: string, variables: readonly string[]): string {
  let s = normaliseInput(raw).replace(/sqrt\s*(\d+)/g, "sqrt($1)");
  const vars = new Set(variables);
  // capital letters typed for lower-case variables
  s = s.replace(/[A-Z]/g, (c) => (vars.has(c) || !vars.has(c.toLowerCase()) ? c : c.toLowerCase()));
  // "x" as a times sign, only when x is not a variable of this question
  if (!vars.has("x")) s = s.replace(/([\d)])\s*x\s*(?=[\d(])/g, "$1*");
  // split letter runs into single variables (function names excepted); a variable before "(" multiplies
  s = s.replace(/[A-Za-z]+(\s*\()?/g, (word: string, bracket: string | undefined) => {
    const letters = bracket ? word.slice(0, word.length - bracket.length) : word;
    if (FUNCTIONS.has(letters)) return word;
    return letters.split("").join("*") + (bracket ? "*(" : "");
  });
  return s;
}

function toAst(node: MathNode): Ast {
  const n = node as MathNode & { type: string };
  switch (n.type) {
    case "ConstantNode": {
      const v = (node as unknown as { value: unknown }).value;
      if (typeof v !== "number" || !Number.isFinite(v)) throw new Error("bad constant");
      return { t: "num", v: new Fraction(String(v)) };
    }
    case "SymbolNode":
      return { t: "var", name: (node as unknown as { name: string }).name };
    case "ParenthesisNode":
      return { t: "paren", inner: toAst((node as unknown as { content: MathNode }).content) };
    case "FunctionNode": {
      const f = node as unknown as { fn: { name: string }; args: MathNode[] };
      return { t: "fn", name: f.fn.name, args: f.args.map(toAst) };
    }
    case "OperatorNode": {
      const o = node as unknown as { op: string; args: MathNode[] };
      const [a, b] = o.args;
      if (o.args.length === 1 && a) {
        if (o.op === "-") return { t: "neg", arg: toAst(a) };
        if (o.op === "+") return toAst(a);
      }
      if (o.args.length === 2 && a && b) {
        switch (o.op) {
          case "+":
          case "-": {
            const left = toAst(a);
            const leftTerms = left.t === "add" ? left.terms : [{ neg: false, ast: left }];
            return { t: "add", terms: [...leftTerms, { neg: o.op === "-", ast: toAst(b) }] };
          }
          case "*": {
            const fa = toAst(a);
            const fb = toAst(b);
            return {
              t: "mul",
              factors: [...(fa.t === "mul" ? fa.factors : [fa]), ...(fb.t === "mul" ? fb.factors : [fb])],
            };
          }
          case "/":
            return { t: "div", num: toAst(a), den: toAst(b) };
          case "^":
            return { t: "pow", base: toAst(a), exp: toAst(b) };
        }
      }
      throw new Error(`operator ${o.op} not allowed`);
    }
    default:
      throw new Error(`${n.type} not allowed`);
  }
}

function collectSymbols(ast: Ast, out: Set<string>): void {
  switch (ast.t) {
    case "var":
      out.add(ast.name);
      return;
    case "add":
      for (const x of ast.terms) collectSymbols(x.ast, out);
      return;
    case "mul":
      for (const f of ast.factors) collectSymbols(f, out);
      return;
    case "div":
      collectSymbols(ast.num, out);
      collectSymbols(ast.den, out);
      return;
    case "pow":
      collectSymbols(ast.base, out);
      collectSymbols(ast.exp, out);
      return;
    case "neg":
      collectSymbols(ast.arg, out);
      return;
    case "paren":
      collectSymbols(ast.inner, out);
      return;
    case "fn":
      for (const a of ast.args) collectSymbols(a, out);
      return;
    case "num":
      return;
  }
}

export function readExpression(raw: string, variables: readonly string[]): ReadExpression {
  const s = prepareExpression(raw, variables);
  if (s === "") return { ok: false, message: "Type your answer in the box." };
  if (/[=<>]/.test(s)) return { ok: false, message: "Type just the expression, without an = sign." };
  if (/,/.test(s)) return { ok: false, message: "Your answer has a comma in it. Type a single expression." };
  let node: MathNode;
  let ast: Ast;
  try {
    node = parse(s);
    ast = toAst(node);
  } catch {
    return {
      ok: false,
      message: "I couldn't read that expression. Check your brackets and signs, e.g. 3(x + 2) or x^2 - 4.",
    };
  }
  const symbols = new Set<string>();
  collectSymbols(ast, symbols);
  return { ok: true, node, ast, symbols: [...symbols] };
}

/** strip any number of outer brackets */
export function unwrap(ast: Ast): Ast {
  let a = ast;
  while (a.t === "paren") a = a.inner;
  return a;
}

/** printable form used in messages and signatures */
export function show(ast: Ast): string {
  switch (ast.t) {
    case "num":
      return ast.v.toFraction();
    case "var":
      return ast.name;
    case "add":
      return ast.terms.map((x, i) => `${i === 0 ? (x.neg ? "-" : "") : x.neg ? " - " : " + "}${show(x.ast)}`).join("");
    case "mul":
      return ast.factors.map(show).join("*");
    case "div":
      return `${show(ast.num)}/${show(ast.den)}`;
    case "pow":
      return `${show(ast.base)}^${show(ast.exp)}`;
    case "neg":
      return `-${show(ast.arg)}`;
    case "paren":
      return `(${show(ast.inner)})`;
    case "fn":
      return `${ast.name}(${ast.args.map(show).join(",")})`;
  }
}
