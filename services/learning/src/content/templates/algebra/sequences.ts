/** Sequences: term-to-term rules, linear and quadratic nth terms, special and geometric sequences. */
import { expressionAnswer, fractionAnswer, integerAnswer } from "../../core/answers.js";
import { ordinal, texFrac, tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { diff, expr, exprWrongs, Fraction, fr, intWrongs, nz, plain, poly, tex } from "./shared.js";

const list = (xs: readonly (number | Fraction)[]) => xs.map((x) => texFrac(fr(x))).join(", \\; ");

export const nextTerms: Template = {
  id: "algebra.sequences.next-term",
  title: "Continue a sequence",
  objective: "Find the next term or a missing term of a sequence",
  topics: ["algebra.sequence-rules"],
  difficulty: [1, 2],
  generate(rng) {
    const kind = rng.int(0, 2);
    const missing = rng.chance(0.35);
    let terms: number[];
    let rule: string;
    let d = 1;
    if (kind === 0) {
      const step = nz(rng, -12, 15);
      const start = step < 0 ? rng.int(20, 90) : rng.int(-10, 40);
      terms = Array.from({ length: 6 }, (_, i) => start + i * step);
      rule = step > 0 ? `add $${step}$` : `subtract $${-step}$`;
      d = step < 0 || start < 0 ? 2 : 1;
    } else if (kind === 1) {
      const m = rng.int(2, 3);
      const start = rng.int(1, 9) * (rng.chance(0.2) ? -1 : 1);
      terms = Array.from({ length: 6 }, (_, i) => start * m ** i);
      rule = `multiply by $${m}$`;
      d = start < 0 ? 2 : 1;
    } else {
      // differences that go up by one each time
      const start = rng.int(1, 20);
      const d0 = rng.int(1, 5);
      terms = [start];
      for (let i = 1; i < 6; i++) terms.push((terms[i - 1] ?? 0) + d0 + i - 1);
      rule = `add $${d0}$, then $${d0 + 1}$, then $${d0 + 2}$, and so on`;
      d = 2;
    }
    const gap = missing ? rng.int(1, 3) : 4;
    const ans = terms[gap] ?? 0;
    const prev = terms[gap - 1] ?? 0;
    const shown = terms.slice(0, missing ? 5 : 4).map((t, i) => (i === gap ? "\\square" : tn(t)));
    const next = terms[gap + 1] ?? 0;
    const firstStep = (terms[1] ?? 0) - (terms[0] ?? 0);
    const wrongs: [number, string][] =
      kind === 0
        ? [
            [prev - firstStep, "Check whether the sequence goes up or down."],
            [
              ans + firstStep,
              missing ? "Check which term is missing." : "That is two terms on: find just the next term.",
            ],
            [ans + 1, "Check your arithmetic."],
            [ans - 1, "Check your arithmetic."],
          ]
        : kind === 1
          ? [
              [prev + firstStep, "The terms are multiplied each time, not added to."],
              [
                missing ? (prev + next) / 2 : prev + (prev - (terms[gap - 2] ?? 0)),
                missing
                  ? "The missing term is not halfway: the terms are multiplied each time."
                  : "The terms are multiplied each time: the differences are not equal.",
              ],
              [prev * ((terms[1] ?? 0) / (terms[0] || 1) + 1), "Check the number you multiply by."],
              [ans + 1, "Check your arithmetic."],
              [ans - 1, "Check your arithmetic."],
            ]
          : [
              [prev + (prev - (terms[gap - 2] ?? prev)), "The differences go up by 1 each time."],
              [prev + firstStep, "The difference between terms changes."],
              [ans + 1, "The differences go up by 1 each time, not 2."],
              [ans - 1, "Check your arithmetic."],
              [
                missing ? (prev + next) / 2 : ans + 2,
                missing
                  ? "The missing term is not halfway: the differences change."
                  : "Check the pattern in the differences.",
              ],
            ];
    return {
      text: missing
        ? `Find the missing number in the sequence $${shown.join(", \\; ")}$`
        : `Write down the next term of the sequence $${shown.join(", \\; ")}, \\; \\ldots$`,
      answer: integerAnswer(ans),
      misconceptions: intWrongs(wrongs),
      solution: [`The rule is: ${rule}.`, `So the ${missing ? "missing" : "next"} term is $${tn(ans)}$.`],
      hint: "Look at how you get from one term to the next: is it adding, subtracting or multiplying?",
      difficulty: diff(d),
    };
  },
};

export const termToTermRule: Template = {
  id: "algebra.sequences.term-to-term-rule",
  title: "Use a term-to-term rule",
  objective: "Generate terms of a sequence from a rule",
  topics: ["algebra.sequence-rules"],
  difficulty: [1, 3],
  generate(rng) {
    const m = rng.int(2, 4);
    const first = rng.int(1, 10);
    // k = first(1 − m) would make every term the same
    const k = nz(rng, -9, 9, [first * (1 - m)]);
    const n = rng.int(3, 5);
    const terms = [first];
    for (let i = 1; i < n; i++) terms.push((terms[i - 1] ?? 0) * m + k);
    const ruleText = `multiply by ${m}, then ${k > 0 ? `add ${k}` : `subtract ${-k}`}`;
    const reverse = rng.chance(0.35);
    if (reverse) {
      const t2 = terms[1] ?? 0;
      return {
        text: `The rule for a sequence is "${ruleText}". The second term is $${tn(t2)}$. What is the first term?`,
        answer: integerAnswer(first),
        misconceptions: intWrongs([
          [t2 * m + k, "Work backwards: undo the rule using inverse operations."],
          [
            new Fraction(t2, m).sub(k),
            `Undo the steps in reverse order: first undo the ${k > 0 ? "adding" : "subtracting"}, then divide by ${m}.`,
          ],
          [
            new Fraction(t2 + k, m),
            k > 0 ? `To undo adding ${k}, subtract ${k}.` : `To undo subtracting ${-k}, add ${-k}.`,
          ],
          [(t2 - k) * m, `To undo multiplying by ${m}, divide by ${m}.`],
        ]),
        solution: [
          `Work backwards with inverse operations: ${k > 0 ? `subtract ${k}` : `add ${-k}`}, then divide by ${m}.`,
          `$(${tn(t2)} ${k > 0 ? "-" : "+"} ${Math.abs(k)}) \\div ${m} = ${first}$`,
        ],
        hint: "Undo the rule: do the inverse operations in reverse order.",
        difficulty: diff(3),
      };
    }
    const ans = terms[n - 1] ?? 0;
    const prev = terms[n - 2] ?? 0;
    return {
      text: `The first term of a sequence is $${first}$. The rule to get the next term is "${ruleText}". What is the ${ordinal(n)} term?`,
      answer: integerAnswer(ans),
      misconceptions: intWrongs([
        [prev, `That is the ${ordinal(n - 1)} term. The first term counts as term 1.`],
        [ans * m + k, `That is the ${ordinal(n + 1)} term: the first term is already term 1.`],
        [(prev + k) * m, `Multiply by ${m} first, then ${k > 0 ? "add" : "subtract"}.`],
        [first * m ** (n - 1) + k, `Apply the whole rule at every step.`],
      ]),
      solution: [`Apply the rule to each term in turn: $${list(terms)}$.`, `The ${ordinal(n)} term is $${tn(ans)}$.`],
      hint: "Apply the rule to the first term to get the second term, then again to get the third, and so on.",
      difficulty: diff(n > 3 || k < 0 ? 2 : 1),
    };
  },
};

export const nthTermFind: Template = {
  id: "algebra.sequences.nth-term-find",
  title: "Find the nth term of a linear sequence",
  objective: "Write the nth term of a linear sequence",
  topics: ["algebra.nth-term-linear"],
  difficulty: [2, 4],
  generate(rng) {
    const dd = nz(rng, -9, 12);
    const c = nz(rng, -15, 15, [-dd]);
    const terms = [1, 2, 3, 4, 5].map((n) => dd * n + c);
    const first = terms[0] ?? 0;
    const ans = poly([dd, c], "n");
    return {
      text: `Find an expression for the $n$th term of the sequence $${list(terms)}, \\; \\ldots$`,
      answer: expressionAnswer(expr(ans), ["n"], "simplified"),
      equivalents: [plain(ans)],
      misconceptions: exprWrongs([
        [poly([1, dd], "n"), `The difference ${dd} is the number in front of n: ${dd}n.`],
        [poly([dd, first], "n"), `The first term is ${first}, but ${dd}n is already ${dd} when n = 1: adjust by ${c}.`],
        [poly([dd, -c], "n"), "Check the sign of the number term: substitute n = 1 to test it."],
        [
          poly([-dd, c], "n"),
          `The terms go ${dd > 0 ? "up" : "down"} by ${Math.abs(dd)}, so the coefficient of n is ${dd}.`,
        ],
        [poly([first, dd], "n"), "The coefficient of n is the common difference, not the first term."],
      ]),
      solution: [
        `The terms go ${dd > 0 ? "up" : "down"} by $${Math.abs(dd)}$ each time, so the $n$th term starts $${tex([[dd, "n"]])}$.`,
        `When $n = 1$, $${tex([[dd, "n"]])} = ${dd}$, but the first term is $${first}$, so ${c > 0 ? `add $${c}$` : `subtract $${-c}$`}.`,
        `$n$th term $= ${tex(ans)}$`,
      ],
      hint: "The common difference goes in front of n. Then compare with the first term to find the number to add or subtract.",
      difficulty: diff(dd < 0 ? 4 : c < 0 ? 3 : 2),
    };
  },
};

export const nthTermUse: Template = {
  id: "algebra.sequences.nth-term-use",
  title: "Use the nth term of a linear sequence",
  objective: "Find terms and term numbers from an nth term",
  topics: ["algebra.nth-term-linear"],
  difficulty: [2, 3],
  generate(rng) {
    const dd = nz(rng, -8, 12, [1, -1]);
    const c = nz(rng, -20, 20);
    const rule = tex([
      [dd, "n"],
      [c, ""],
    ]);
    const form = rng.int(0, 2);
    if (form === 0) {
      const n = rng.int(10, 100);
      const value = dd * n + c;
      return {
        text: `The $n$th term of a sequence is $${rule}$. Work out the ${ordinal(n)} term.`,
        answer: integerAnswer(value),
        misconceptions: intWrongs([
          [Number(`${dd}${n}`) + c, `${dd}n means ${dd} × n.`],
          [dd * n - c, "Check the sign of the number term."],
          [dd + n + c, `${dd}n means ${dd} × n, not ${dd} + n.`],
          [dd * (n + c), "Multiply first, then add."],
        ]),
        solution: [`Substitute $n = ${n}$: $${dd} \\times ${n}${c > 0 ? " + " : " - "}${Math.abs(c)} = ${tn(value)}$`],
        hint: `Replace n by ${n}.`,
        difficulty: diff(dd < 0 ? 3 : 2),
      };
    }
    const n = rng.int(5, 60);
    const value = dd * n + c;
    if (form === 1)
      return {
        text: `The $n$th term of a sequence is $${rule}$. Which term of the sequence is equal to $${tn(value)}$?`,
        answer: integerAnswer(n),
        misconceptions: intWrongs([
          [new Fraction(value + c, dd), "Check the sign when you undo the number term."],
          [new Fraction(value, dd), "Deal with the number term before dividing."],
          [dd * value + c, "Solve the equation: don't substitute the value for n."],
          [value - c - dd, `${dd}n means ${dd} × n: divide by ${dd}.`],
        ]),
        solution: [`Solve $${rule} = ${tn(value)}$`, `$${tex([[dd, "n"]])} = ${tn(value - c)}$, so $n = ${n}$`],
        hint: "Set the nth term equal to the value and solve for n.",
        difficulty: diff(3),
      };
    // is a value in the sequence? ask for the term nearest below it
    const target = value + (rng.bool() ? 0 : Math.sign(dd));
    const inSeq = (target - c) % dd === 0;
    const count = dd > 0 ? Math.floor((target - c) / dd) : Math.floor((c - target) / -dd);
    return {
      text: `The $n$th term of a sequence is $${rule}$. How many terms of the sequence are ${dd > 0 ? "less than or equal to" : "greater than or equal to"} $${tn(target)}$?`,
      answer: integerAnswer(Math.max(0, count)),
      misconceptions: intWrongs([
        [count + 1, "Check the last term: is it really within the limit?"],
        [count - 1, "Check the last term: it is allowed to be equal to the limit."],
        [Math.abs(target), `Count terms of the sequence, not all whole numbers up to ${target}.`],
        [Math.floor(Math.abs(target) / Math.abs(dd)), "Take account of the number term in the nth term rule."],
      ]),
      solution: [
        `Solve $${rule} ${dd > 0 ? "\\le" : "\\ge"} ${tn(target)}$: $${tex([[dd, "n"]])} ${dd > 0 ? "\\le" : "\\ge"} ${tn(target - c)}$`,
        `$n \\le ${texFrac(new Fraction(target - c, dd))}$${inSeq ? "" : `, so the largest whole n is $${count}$`}`,
        `So there are $${count}$ terms.`,
      ],
      hint: "Form an inequality with the nth term and solve it; n must be a whole number.",
      difficulty: diff(3),
    };
  },
};

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
        solution: [`2nd term $= ${t4} - ${t3} = ${b}$`, `1st term $= ${t3} - ${b} = ${a}$`],
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
        answer: expressionAnswer(`${a}*(${rr})^(n-1)`, ["n"], "any"),
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
        `Subtract $${tex([[a, "n^2"]])}$ from each term: $${list([1, 2, 3, 4, 5].map((n) => term(n).sub(a.mul(n * n))))}$, which has $n$th term $${tex(
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

export const sequenceTemplates: Template[] = [
  nextTerms,
  termToTermRule,
  nthTermFind,
  nthTermUse,
  specialSequences,
  geometricSequences,
  quadraticNthTerm,
];
