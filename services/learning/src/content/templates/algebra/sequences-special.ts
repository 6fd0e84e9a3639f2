/** Special sequences, geometric sequences and the nth term of quadratic sequences. */
import { expressionAnswer, fractionAnswer, integerAnswer } from "../../core/answers.js";
import { ordinal, texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { diff, expr, exprWrongs, Fraction, fr, intWrongs, nz, paren2, plain, poly, tex } from "./shared.js";

const list = (xs: readonly (number | Fraction)[]) => xs.map((x) => texFrac(fr(x))).join(", \\; ");

export const specialSequences: Template = {
  id: "algebra.sequences.special",
  title: "Square, cube, triangular and Fibonacci-type sequences",
  objective: "Recognise and use special sequences",
  topics: ["algebra.special-sequences"],
  difficulty: [2, 4],
  generate(rng) {
    const form = rng.int(0, 3);
    if (form === 0) {
      // Fibonacci-type forwards
      const a = rng.int(-5, 12);
      const b = rng.int(1, 15);
      const t = [a, b];
      for (let i = 2; i < 8; i++) t.push((t[i - 1] ?? 0) + (t[i - 2] ?? 0));
      const k = rng.int(6, 8);
      const ans = t[k - 1] ?? 0;
      return {
        text: `In a Fibonacci-type sequence each term is the sum of the two terms before it. The first two terms are $${a}$ and $${b}$. Find the ${ordinal(k)} term.`,
        answer: integerAnswer(ans),
        misconceptions: intWrongs([
          [t[k - 2] ?? 0, `That is the ${ordinal(k - 1)} term.`],
          [t[k] ?? 0, `That is the ${ordinal(k + 1)} term: the first term is term 1.`],
          [a + (k - 1) * (b - a), "Add the two previous terms each time, not a fixed difference."],
          [ans + 1, "Check your additions."],
        ]),
        solution: [`The terms are $${list(t.slice(0, k))}$.`, `The ${ordinal(k)} term is $${ans}$.`],
        hint: "Write out the terms one at a time, adding the previous two each time.",
        difficulty: diff(a < 0 ? 3 : 2),
      };
    }
    if (form === 1) {
      // Fibonacci-type backwards: third and fourth terms given, find the first
      const b = rng.int(1, 15);
      const a = rng.intExcept(-6, 12, [-b, 0]);
      const t3 = a + b;
      const t4 = b + t3;
      return {
        text: `In a Fibonacci-type sequence each term is the sum of the two terms before it. The 3rd term is $${t3}$ and the 4th term is $${t4}$. Find the 1st term.`,
        answer: integerAnswer(a),
        misconceptions: intWrongs([
          [b, "That is the 2nd term: 4th − 3rd. Then 1st = 3rd − 2nd."],
          [t4 - t3 - t3, "1st term = 3rd term − 2nd term."],
          [t3 + t4, "Work backwards by subtracting."],
          [t3 - (t4 + t3), "The 2nd term is 4th − 3rd."],
          [t3 - t4, "2nd term = 4th term − 3rd term. Then 1st term = 3rd term − 2nd term."],
        ]),
        solution: [`2nd term $= ${t4} - ${paren2(t3)} = ${b}$`, `1st term $= ${t3} - ${paren2(b)} = ${a}$`],
        hint: "Each term is the sum of the two before it, so work backwards by subtracting.",
        difficulty: diff(4),
      };
    }
    if (form === 2) {
      const kind = rng.pick(["square", "cube", "triangular"] as const);
      const n = kind === "cube" ? rng.int(4, 12) : rng.int(6, 30);
      const f = (k: number) => (kind === "square" ? k * k : kind === "cube" ? k ** 3 : (k * (k + 1)) / 2);
      const shown = [1, 2, 3, 4, 5].map(f);
      const offset = rng.int(-5, 10);
      const seq = shown.map((x) => x + offset);
      return {
        text: `Here is a sequence: $${list(seq)}, \\; \\ldots$ It is the ${kind} numbers${offset === 0 ? "" : ` ${offset > 0 ? "plus" : "minus"} ${Math.abs(offset)}`}. Find the ${ordinal(n)} term.`,
        answer: integerAnswer(f(n) + offset),
        misconceptions: intWrongs([
          [f(n), `Remember to ${offset > 0 ? "add" : "subtract"} ${Math.abs(offset)}.`],
          [
            kind === "square" ? 2 * n + offset : kind === "cube" ? 3 * n + offset : n * (n + 1) + offset,
            kind === "triangular"
              ? "The nth triangular number is n(n + 1) ÷ 2."
              : `${kind === "square" ? "n²" : "n³"} means n multiplied by itself, not ${kind === "square" ? "2" : "3"} × n.`,
          ],
          [f(n - 1) + offset, "Check the term number."],
          [f(n + 1) + offset, "Check the term number."],
        ]),
        solution: [
          kind === "triangular"
            ? `The $n$th triangular number is $\\frac{n(n + 1)}{2}$.`
            : `The $n$th ${kind} number is $n^{${kind === "square" ? 2 : 3}}$.`,
          `So the ${ordinal(n)} term is $${tn(f(n))}${offset === 0 ? "" : ` ${offset > 0 ? "+" : "-"} ${Math.abs(offset)}`} = ${tn(f(n) + offset)}$.`,
        ],
        hint: "Compare the sequence with the square numbers 1, 4, 9, 16…, cube numbers 1, 8, 27…, or triangular numbers 1, 3, 6, 10….",
        difficulty: diff(offset === 0 ? 2 : 3),
      };
    }
    // identify which special sequence a list belongs to
    const kind = rng.int(0, 3);
    const start = rng.int(3, 9);
    const f = [(k: number) => k * k, (k: number) => k ** 3, (k: number) => (k * (k + 1)) / 2, (k: number) => k * k + 1];
    const seqs = ["square numbers", "cube numbers", "triangular numbers", "one more than the square numbers"];
    const seq = [0, 1, 2, 3].map((i) => f[kind]!(start + i));
    const nextVal = f[kind]!(start + 4);
    return {
      text: `Find the next term of the sequence $${list(seq)}, \\; \\ldots$`,
      answer: integerAnswer(nextVal),
      misconceptions: intWrongs([
        [2 * (seq[3] ?? 0) - (seq[2] ?? 0), "The differences are not the same: look at how the differences change."],
        [(seq[3] ?? 0) + (seq[3] ?? 0) - (seq[2] ?? 0) + 1, "Check the pattern in the differences."],
        [f[kind]!(start + 5), "That is one term too far."],
        [nextVal + 1, "Check your arithmetic."],
      ]),
      solution: [`These are ${seqs[kind]} (term ${start} onwards).`, `The next term is $${tn(nextVal)}$.`],
      hint: "Look at the differences between terms, or compare with square, cube and triangular numbers.",
      difficulty: diff(kind === 2 || kind === 3 ? 3 : 2),
    };
  },
};

export const geometricSequences: Template = {
  id: "algebra.sequences.geometric",
  title: "Geometric sequences",
  objective: "Find the ratio, terms and nth term of a geometric sequence",
  topics: ["algebra.geometric-sequences"],
  difficulty: [3, 5],
  generate(rng) {
    const form = rng.int(0, 2);
    const r = rng.pick([2, 3, 4, 5, -2, -3, new Fraction(1, 2), new Fraction(1, 3), new Fraction(-1, 2)] as const);
    const R = fr(r);
    const a = R.d === 1n ? rng.int(1, 9) * (rng.chance(0.2) ? -1 : 1) : Number(R.d) ** 4 * rng.int(1, 3);
    const terms = [0, 1, 2, 3].map((i) => fr(a).mul(R.pow(i)));
    // a negative ratio is left out: the marker evaluates at non-whole n, where (−2)^n is not real
    if (form === 2 && R.d === 1n && R.s > 0n) {
      // nth term a × r^(n−1)
      const rr = Number(R.n) * (R.s < 0n ? -1 : 1);
      const rTex = rr < 0 ? `(${rr})` : String(rr);
      return {
        text: `Find an expression for the $n$th term of the geometric sequence $${list(terms)}, \\; \\ldots$`,
        // the answer display cannot typeset a bracketed power, so use r^n rather than r^(n−1)
        answer: expressionAnswer(
          a === rr ? `${rr}^n` : a % rr === 0 ? `${a / rr}*${rr}^n` : `${a}*${rr}^n/${rr}`,
          ["n"],
          "any",
        ),
        equivalents: [`${a} × ${rTex}^(n-1)`],
        misconceptions: exprWrongs([
          [`${a} × ${rTex}^n`, "Check with n = 1: the first term has the ratio to the power 0."],
          [`${a * rr}^(n-1)`, "Only the ratio is raised to the power, not the first term."],
          [`${rr}n + ${a - rr}`, "This is a geometric sequence: it multiplies, so the nth term has a power."],
          [`${rr} × ${a}^(n-1)`, "The first term goes in front; the ratio is raised to the power."],
        ]),
        solution: [
          `The first term is $${a}$ and the common ratio is $${rr}$.`,
          `$n$th term $= ar^{n-1} = ${a} \\times ${rTex}^{n-1}$`,
        ],
        hint: "A geometric sequence has nth term ar^(n−1), where a is the first term and r the common ratio.",
        difficulty: diff(5),
      };
    }
    if (form === 0) {
      return {
        text: `Find the common ratio of the geometric sequence $${list(terms)}, \\; \\ldots$`,
        answer: R.d === 1n ? integerAnswer(R) : fractionAnswer(R, "any", { allowDecimal: true }),
        misconceptions: intWrongs([
          [terms[1]!.sub(terms[0]!), "A geometric sequence multiplies: divide a term by the one before."],
          [R.inverse(), "Divide a term by the term before it, not the other way round."],
          [R.neg(), "Check the sign: do the terms alternate between positive and negative?"],
          [R.mul(2), "Divide the second term by the first term."],
        ]),
        solution: [`Common ratio $= ${texFrac(terms[1]!)} \\div ${texFrac(terms[0]!)} = ${texFrac(R)}$`],
        hint: "Divide any term by the term before it.",
        difficulty: diff(R.d === 1n ? 3 : 4),
      };
    }
    const k = rng.int(5, 7);
    const ans = fr(a).mul(R.pow(k - 1));
    return {
      text: `The first four terms of a geometric sequence are $${list(terms)}$. Find the ${ordinal(k)} term.`,
      answer: ans.d === 1n ? integerAnswer(ans) : fractionAnswer(ans, "any", { allowDecimal: true }),
      misconceptions: intWrongs([
        [fr(a).mul(R.pow(k)), "Check with the first term: the nth term is ar^(n−1)."],
        [fr(a).mul(R.pow(k - 2)), "Check the term number."],
        [terms[3]!.add(terms[3]!.sub(terms[2]!).mul(k - 4)), "Each term is multiplied by the ratio, not added to."],
        [ans.neg(), "Check the sign."],
      ]),
      solution: [
        `The common ratio is $${texFrac(R)}$.`,
        `${ordinal(k)} term $= ${texFrac(fr(a))} \\times (${texFrac(R)})^{${k - 1}} = ${texFrac(ans)}$`,
      ],
      hint: "Find the common ratio, then keep multiplying.",
      difficulty: diff(R.d === 1n && R.s > 0n ? 3 : 4),
    };
  },
};

export const quadraticNthTerm: Template = {
  id: "algebra.sequences.nth-term-quadratic",
  title: "Find the nth term of a quadratic sequence",
  objective: "Use second differences to find an² + bn + c",
  topics: ["algebra.nth-term-quadratic"],
  difficulty: [4, 5],
  generate(rng) {
    const A = rng.pick([1, 1, 2, 2, 3, -1, new Fraction(1, 2)] as const);
    const a = fr(A);
    const b = a.d === 1n ? nz(rng, -8, 8) : new Fraction(2 * rng.int(-3, 3) + 1, 2);
    const c = nz(rng, -10, 10);
    const term = (n: number) =>
      a
        .mul(n * n)
        .add(fr(b).mul(n))
        .add(c);
    const terms = [1, 2, 3, 4, 5].map(term);
    const ans = poly([a, b, c], "n");
    const second = a.mul(2);
    return {
      text: `Find an expression for the $n$th term of the quadratic sequence $${list(terms)}, \\; \\ldots$`,
      answer: expressionAnswer(expr(ans), ["n"], "simplified"),
      equivalents: [plain(ans)],
      misconceptions: exprWrongs([
        [poly([second, b, c], "n"), "The coefficient of n² is half the second difference."],
        [poly([a, fr(b).neg(), c], "n"), "Check the sign of the n term: subtract the an² values from each term."],
        [poly([a, b, fr(c).neg()], "n"), "Check the number term by substituting n = 1."],
        [poly([a, 0, terms[0]!.sub(a)], "n"), "After subtracting an², what is left is linear: find its nth term too."],
        [
          poly([0, terms[1]!.sub(terms[0]!), terms[0]!.sub(terms[1]!.sub(terms[0]!))], "n"),
          "The first differences are not constant, so this is quadratic: use the second differences.",
        ],
      ]),
      solution: [
        `The second difference is $${texFrac(second)}$, so the $n^{2}$ coefficient is $${texFrac(a)}$.`,
        `${a.compare(0) < 0 ? "Add" : "Subtract"} $${tex([[a.abs(), "n^2"]])}$ ${a.compare(0) < 0 ? "to" : "from"} each term: $${list([1, 2, 3, 4, 5].map((n) => term(n).sub(a.mul(n * n))))}$, which has $n$th term $${tex(
          [
            [b, "n"],
            [c, ""],
          ],
        )}$.`,
        `So the $n$th term is $${tex(ans)}$.`,
      ],
      hint: "Find the second difference and halve it for the n² coefficient. Subtract that an² from each term, then find the nth term of what is left.",
      difficulty: diff(a.d !== 1n || a.s < 0n ? 5 : 4),
    };
  },
};

export const specialSequenceTemplates: Template[] = [specialSequences, geometricSequences, quadraticNthTerm];
