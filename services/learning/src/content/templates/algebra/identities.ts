/** Expressions, equations, formulae and identities; unknown constants in identities. */
import { integerAnswer, multiPartAnswer } from "../../core/answers.js";
import type { Template } from "../../core/types.js";
import { choice, diff, fr, numText, nz, tex } from "./shared.js";

const KINDS = ["an expression", "an equation", "a formula", "an identity"] as const;

export const classifyIdentity: Template = {
  id: "algebra.identities.classify",
  title: "Expression, equation, formula or identity?",
  objective: "Tell expressions, equations, formulae and identities apart",
  topics: ["algebra.identities"],
  difficulty: [2, 3],
  generate(rng) {
    const v = rng.pick(["x", "y", "n", "a", "p", "t"]);
    const k = rng.int(0, 3);
    const a = rng.int(2, 9);
    const b = nz(rng, -12, 12);
    const c = rng.int(2, 40);
    const items: string[] = [
      `${tex([
        [a, v],
        [b, ""],
      ])}${rng.bool() ? "" : ` + ${c}${v === "y" ? "x" : "y"}`}`,
      `${tex([
        [a, v],
        [b, ""],
      ])} = ${c}`,
      rng.pick([
        `A = lw`,
        `P = 2l + 2w`,
        `v = u + at`,
        `s = \\frac{d}{t}`,
        `C = ${c}h + ${a * 5}`,
        `T = ${a}n + ${c}`,
        `A = \\frac{1}{2}bh`,
        `V = lwh`,
      ]),
      rng.bool()
        ? `${a}(${tex([
            [1, v],
            [b, ""],
          ])}) \\equiv ${tex([
            [a, v],
            [a * b, ""],
          ])}`
        : `${tex([
            [a, v],
            [b, v],
          ])} \\equiv ${tex([[a + b, v]])}`,
    ];
    const why = [
      "An expression has no equals sign.",
      `An equation is only true for particular values of ${v}: it can be solved.`,
      "A formula connects different quantities, each with its own letter, like a rule for working something out.",
      `An identity is true for every value of ${v}: both sides are always equal (≡).`,
    ];
    const { answer, misconceptions } = choice(
      rng,
      KINDS[k] ?? "an expression",
      KINDS.filter((_, i) => i !== k).map((kind) => [kind, `It is not ${kind}. ${why[k] ?? ""}`] as const),
    );
    return {
      text: `Is $${items[k]}$ an expression, an equation, a formula or an identity?`,
      answer,
      misconceptions,
      solution: [why[k] ?? "", `So $${items[k]}$ is ${KINDS[k]}.`],
      hint: "No equals sign: expression. True for all values (≡): identity. Solvable for one value: equation. A rule linking quantities: formula.",
      difficulty: diff(k === 3 || k === 2 ? 3 : 2),
    };
  },
};

export const identityConstants: Template = {
  id: "algebra.identities.find-constants",
  title: "Find unknown constants in an identity",
  objective: "Compare coefficients to find the unknowns in an identity",
  topics: ["algebra.identities"],
  difficulty: [4, 5],
  generate(rng) {
    const form = rng.int(0, 1);
    if (form === 0) {
      // (x + p)(x + q) ≡ x² + ax + b
      const p = nz(rng, -9, 9);
      const q = nz(rng, -9, 9, [-p]);
      const A = p + q;
      const B = p * q;
      return {
        text: `$(${tex([
          [1, "x"],
          [p, ""],
        ])})(${tex([
          [1, "x"],
          [q, ""],
        ])}) \\equiv x^{2} + ax + b$. Find the values of $a$ and $b$.`,
        answer: multiPartAnswer([
          { id: "a", prompt: "$a =$", answer: integerAnswer(A) },
          { id: "b", prompt: "$b =$", answer: integerAnswer(B) },
        ]),
        misconceptions: [
          {
            answer: [String(B), String(A)],
            feedback: "a is the coefficient of x (the sum); b is the number term (the product).",
          },
          { answer: [String(A), String(p + q)], feedback: `b is the number term: ${p} × ${q}.` },
          { answer: [String(p * q), String(B)], feedback: `a is the coefficient of x: ${p} + ${q}.` },
          { answer: [String(A), String(-B)], feedback: `Check the sign: ${p} × ${q} = ${B}.` },
          { answer: [String(p - q), String(B)], feedback: "Check the signs of the x terms." },
        ],
        solution: [
          `Expand the left side: $x^{2} + ${tex([
            [A, "x"],
            [B, ""],
          ])}$`.replace("+ -", "- "),
          `Compare coefficients: $a = ${A}$, $b = ${B}$`,
        ],
        hint: "Expand the brackets, then match the x terms and the number terms on each side.",
        difficulty: diff(4),
      };
    }
    // m(kx + a) − b(x − c) ≡ Px + Q: find a and b
    const m = rng.int(2, 6);
    const k = rng.int(2, 5);
    const aa = nz(rng, -9, 9);
    const bb = rng.intExcept(1, 9, [m * k]);
    const c = rng.int(1, 8);
    const P = m * k - bb;
    const Q = m * aa + bb * c;
    return {
      text: `$${m}(${k}x + a) - b(x - ${c}) \\equiv ${tex([
        [P, "x"],
        [Q, ""],
      ])}$. Find the values of $a$ and $b$.`,
      answer: multiPartAnswer([
        { id: "a", prompt: "$a =$", answer: integerAnswer(aa) },
        { id: "b", prompt: "$b =$", answer: integerAnswer(bb) },
      ]),
      misconceptions: [
        {
          answer: [numText(fr(Q - bb * c, m)), String(m * k + P)],
          feedback: `Compare the x terms: ${m * k} − b = ${P}, so b = ${m * k} − ${P}.`,
        },
        { answer: [numText(fr(Q + bb * c, m)), String(bb)], feedback: `−b × (−${c}) = +${c}b: check that sign.` },
        { answer: [numText(fr(Q, m)), String(bb)], feedback: `Don't forget the +${c}b from the second bracket.` },
        { answer: [numText(fr(Q - bb * c)), String(bb)], feedback: `${m}(${k}x + a) gives ${m}a: divide by ${m}.` },
      ],
      solution: [
        `Expand: $${tex([[m * k, "x"]])} + ${m}a - bx + ${c === 1 ? "" : c}b$`,
        `x terms: $${m * k} - b = ${P}$, so $b = ${bb}$`,
        `Number terms: $${m}a + ${c * bb} = ${Q}$, so $a = ${aa}$`,
      ],
      hint: "Expand the left side, then compare the x terms first, and then the number terms.",
      difficulty: diff(5),
    };
  },
};

export const identityTemplates: Template[] = [classifyIdentity, identityConstants];
