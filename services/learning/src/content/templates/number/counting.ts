/** Counting strategies: systematic listing and the product rule. */
import { integerAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { intWrongs } from "./shared.js";

export const productRuleMenu: Template = {
  id: "number.counting.product-rule",
  title: "The product rule for counting combinations",
  topics: ["number.counting-strategies"],
  difficulty: [3, 4],
  generate(rng) {
    const three = rng.bool();
    const ctx = rng.pick([
      [
        "A café offers",
        ["starters", "main courses", "desserts"],
        "How many different three-course meals can you choose?",
        "How many different two-course meals (a starter and a main) can you choose?",
      ],
      [
        "A clothes shop sells",
        ["hats", "scarves", "pairs of gloves"],
        "How many different outfits of one hat, one scarf and one pair of gloves are there?",
        "How many different combinations of one hat and one scarf are there?",
      ],
      [
        "An ice-cream van has",
        ["flavours", "toppings", "sauces"],
        "How many different ice creams with one flavour, one topping and one sauce can be made?",
        "How many different ice creams with one flavour and one topping can be made?",
      ],
    ] as const);
    const counts = [rng.int(2, 12), rng.int(2, 12), rng.int(2, 9)];
    const used = three ? counts : counts.slice(0, 2);
    const value = used.reduce((a, b) => a * b, 1);
    const [intro, names, q3, q2] = ctx;
    return {
      text: `${intro} ${used
        .map((c, i) => `$${c}$ ${names[i]}`)
        .join(three ? ", " : " and ")
        .replace(/, ([^,]*)$/, " and $1")}. ${three ? q3 : q2}`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(
        [
          [
            used.reduce((a, b) => a + b, 0),
            "For each choice of the first item there are several choices of the next: multiply, don't add.",
          ],
          [three ? (counts[0] ?? 1) * (counts[1] ?? 1) : Math.max(...used), "Include every choice you make."],
          [Math.max(...used) ** used.length, "Multiply the actual numbers of choices."],
        ],
        value,
      ),
      solution: [
        `Product rule: multiply the number of choices for each part.`,
        `$${used.join(" \\times ")} = ${tn(value)}$`,
      ],
      hint: "If there are m ways to do one thing and n ways to do another, there are m × n ways to do both.",
      difficulty: three ? 4 : 3,
    };
  },
};

export const codesAndArrangements: Template = {
  id: "number.counting.codes",
  title: "Counting codes and arrangements",
  topics: ["number.counting-strategies"],
  difficulty: [4, 5],
  generate(rng) {
    const kind = rng.int(0, 3);
    if (kind === 3) {
      // ordered choices of k from n: first, second, third prizes; captain and vice-captain...
      const n = rng.int(5, 20);
      const ctx = rng.pick([
        ["runners are in a race", "the first, second and third places be filled (with no ties)", 3],
        ["pupils are in a class", "a captain and a vice-captain be chosen", 2],
        ["bands enter a competition", "first, second, third and fourth prizes be awarded (one prize per band)", 4],
        ["paintings are entered into a show", "a winner and a runner-up be chosen", 2],
        ["members are in a club", "a chair, a secretary and a treasurer be chosen (one job each)", 3],
        ["horses run in a race", "the first and second places be filled (with no ties)", 2],
      ] as const);
      const kk = ctx[2];
      const value = Array.from({ length: kk }, (_, i) => n - i).reduce((a, b) => a * b, 1);
      return {
        text: `$${n}$ ${ctx[0]}. In how many different ways can ${ctx[1]}?`,
        answer: integerAnswer(value),
        misconceptions: intWrongs(
          [
            [n ** kk, "The same person can't be chosen twice, so there is one fewer choice each time."],
            [n * kk, "Multiply the choices for each place: n × (n − 1) × ..."],
            [
              Array.from({ length: kk }, (_, i) => n - i).reduce((a, b) => a + b, 0),
              "Multiply the choices; don't add them.",
            ],
          ],
          value,
        ),
        solution: [
          `Choices for each place: $${Array.from({ length: kk }, (_, i) => n - i).join(" \\times ")}$`,
          `$= ${tn(value)}$`,
        ],
        hint: "How many choices for the first place? Then for the second?",
        difficulty: kk > 2 ? 5 : 4,
      };
    }
    if (kind === 0) {
      // a code of len symbols from a set of m: digits 0-9, the 26 letters, digits 1-9 or letters A-F
      const len = rng.int(2, 6);
      const repeat = rng.bool();
      const [m, symbols, item] = rng.pick([
        [10, "digits, each from $0$ to $9$", "digit"],
        [26, "letters, each from A to Z", "letter"],
        [9, "digits, each from $1$ to $9$", "digit"],
        [6, "letters, each from A to F", "letter"],
      ] as const);
      const thing = rng.pick(["A padlock code", "A password", "A locker code", "An alarm code"]);
      const falling = (top: number) => Array.from({ length: len }, (_, i) => top - i);
      const value = repeat ? m ** len : falling(m).reduce((a, b) => a * b, 1);
      return {
        text: `${thing} has $${len}$ ${symbols}. ${repeat ? `${item[0]?.toUpperCase()}${item.slice(1)}s can be repeated.` : `No ${item} can be used more than once.`} How many different codes are possible?`,
        answer: integerAnswer(value),
        equivalents: [tn(value).replace(/\{,\}/g, ",")],
        misconceptions: intWrongs(
          [
            [
              repeat ? (m - 1) ** len : m ** len,
              repeat
                ? `There are $${m}$ choices for every ${item}.`
                : `Once a ${item} is used it can't be used again, so there is one fewer choice each time.`,
            ],
            [
              m * len,
              `Multiply the number of choices for each ${item}; don't multiply $${m}$ by the number of ${item}s.`,
            ],
            [
              repeat ? m ** (len - 1) : falling(m - 1).reduce((a, b) => a * b, 1),
              `Count the choices for every ${item}: $${m}$ of them.`,
            ],
          ],
          value,
        ),
        solution: [
          repeat
            ? `Each of the $${len}$ ${item}s has $${m}$ choices: $${m}^{${len}}$`
            : `The choices go down by one each time: $${falling(m).join(" \\times ")}$`,
          `$= ${tn(value)}$`,
        ],
        hint: "Multiply the number of choices for each position.",
        difficulty: repeat ? 4 : 5,
      };
    }
    const n = rng.int(3, 9);
    const value = Array.from({ length: n }, (_, i) => n - i).reduce((a, b) => a * b, 1);
    const who = rng.pick([
      "friends stand in a line for a photo",
      "books are arranged on a shelf",
      "runners finish a race with no ties",
      "letters of a word with no repeated letters are arranged",
      "children sit on a row of chairs",
      "songs are put in order on a playlist",
      "cars park in a row of spaces",
    ]);
    return {
      text: `$${n}$ ${who}. How many different orders are possible?`,
      answer: integerAnswer(value),
      misconceptions: intWrongs(
        [
          [n * n, "There is one fewer choice for each next place: n × (n − 1) × ..."],
          [n, "Count the orders, not the people or things."],
          [
            Array.from({ length: n }, (_, i) => n - i).reduce((a, b) => a + b, 0),
            "Multiply the choices; don't add them.",
          ],
        ],
        value,
      ),
      solution: [
        `The first place has $${n}$ choices, the next $${n - 1}$, and so on.`,
        `$${Array.from({ length: n }, (_, i) => n - i).join(" \\times ")} = ${tn(value)}$`,
      ],
      hint: "How many choices for the first place? Then for the second?",
      difficulty: n > 5 ? 5 : 4,
    };
  },
};

export const countingTemplates: Template[] = [productRuleMenu, codesAndArrangements];
