/** Sequences: term-to-term rules and the nth term of linear sequences. */
import { expressionAnswer, integerAnswer } from "../../core/answers.js";
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

export const sequenceTemplates: Template[] = [nextTerms, termToTermRule, nthTermFind, nthTermUse];
