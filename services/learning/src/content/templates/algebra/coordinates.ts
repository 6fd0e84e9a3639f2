/** Coordinates in four quadrants, midpoints, tables of values and points on straight lines. */
import { coordinatesAnswer, integerAnswer, multiPartAnswer } from "../../core/answers.js";
import { tn } from "../../core/tex.js";
import type { Template } from "../../core/types.js";
import { graph } from "./graph-draw.js";
import { choice, diff, Fraction, fr, intWrongs, numText, nz, paren2, pointWrongs, tex, texPoint } from "./shared.js";

export const readCoordinates: Template = {
  id: "algebra.coordinates.read-point",
  title: "Read the coordinates of a point",
  objective: "Read coordinates in all four quadrants",
  topics: ["algebra.coordinates"],
  difficulty: [1, 2],
  generate(rng) {
    const four = rng.chance(0.7);
    const lo = four ? -6 : 0;
    const label = rng.pick(["A", "B", "C", "P", "Q", "R"]);
    const x = four ? nz(rng, -6, 6) : rng.int(1, 8);
    const y = four ? nz(rng, -6, 6, [x]) : rng.intExcept(1, 8, [x]);
    const other = { x: four ? nz(rng, -6, 6) : rng.int(0, 8), y: four ? nz(rng, -6, 6) : rng.int(0, 8) };
    const otherLabel = label === "A" ? "B" : "A";
    const diagram = graph(
      { x: [lo, four ? 6 : 8], y: [lo, four ? 6 : 8] },
      {
        points: [{ p: { x, y }, label }, ...(other.x === x && other.y === y ? [] : [{ p: other, label: otherLabel }])],
      },
      "coordinate grid with labelled points",
    );
    return {
      text: `Write down the coordinates of point ${label}.`,
      diagram,
      answer: coordinatesAnswer(x, y),
      equivalents: [`${x}, ${y}`, `(${x},${y})`],
      misconceptions: pointWrongs([
        [y, x, "The x coordinate (across) comes first, then the y coordinate (up or down)."],
        [-x, y, "Check the sign of the x coordinate: left of the y axis is negative."],
        [x, -y, "Check the sign of the y coordinate: below the x axis is negative."],
        [other.x, other.y, `That is point ${otherLabel}.`],
        [x + (x > 0 ? -1 : 1), y, "Count the squares carefully from the origin."],
      ]),
      solution: [
        `Start at the origin. Go ${Math.abs(x)} ${x > 0 ? "right" : "left"} and ${Math.abs(y)} ${y > 0 ? "up" : "down"}.`,
        `${label} is at $${texPoint(x, y)}$.`,
      ],
      hint: "Along the corridor, then up (or down) the stairs: the x coordinate comes first.",
      difficulty: diff(four && (x < 0 || y < 0) ? 2 : 1),
    };
  },
};

export const missingVertex: Template = {
  id: "algebra.coordinates.missing-vertex",
  title: "Find the missing vertex of a shape",
  objective: "Use coordinates to complete rectangles and parallelograms",
  topics: ["algebra.coordinates"],
  difficulty: [2, 3],
  generate(rng) {
    const shape = rng.pick(["rectangle", "square", "parallelogram"] as const);
    const ax = rng.int(-6, 2);
    const ay = rng.int(-6, 2);
    const w = rng.int(2, 6);
    const h = shape === "square" ? w : rng.int(2, 6);
    const sk = shape === "parallelogram" ? nz(rng, -2, 2) : 0;
    // A bottom-left, B bottom-right, C top-right, D top-left (sheared for a parallelogram)
    const A = { x: ax, y: ay };
    const B = { x: ax + w, y: ay };
    const C = { x: ax + w + sk, y: ay + h };
    const D = { x: ax + sk, y: ay + h };
    const diagram = graph(
      {
        x: [Math.min(-1, ax - 1, D.x - 1), Math.max(1, C.x + 1, B.x + 1)],
        y: [Math.min(-1, ay - 1), Math.max(1, ay + h + 1)],
        ux: 26,
        uy: 26,
      },
      {
        points: [
          { p: A, label: "A" },
          { p: B, label: "B" },
          { p: C, label: "C" },
        ],
        segments: [
          [A, B],
          [B, C],
        ],
      },
      `three vertices of a ${shape}`,
    );
    return {
      text: `$A${texPoint(A.x, A.y)}$, $B${texPoint(B.x, B.y)}$ and $C${texPoint(C.x, C.y)}$ are three vertices of a ${shape} $ABCD$. Find the coordinates of $D$.`,
      diagram,
      answer: coordinatesAnswer(D.x, D.y),
      misconceptions: pointWrongs([
        [D.y, D.x, "The x coordinate comes first."],
        [D.x + 1, D.y, "Count the squares carefully."],
        [B.x, D.y, `D is opposite B, and AD must be parallel to BC.`],
        [C.x - A.x + B.x, C.y - A.y + B.y, "The vertices go round in order A, B, C, D: D is next to both C and A."],
        [D.x, A.y - h, "D is above A, on the same side as C."],
      ]),
      solution: [
        `To get from B to C you move $${sk === 0 ? 0 : sk}$ across and $${h}$ up.`,
        `Do the same from A: $D = (${A.x} + ${paren2(sk)}, ${A.y} + ${h}) = ${texPoint(D.x, D.y)}$.`,
      ],
      hint: "Opposite sides of the shape are parallel and equal: the move from B to C is the same as the move from A to D.",
      difficulty: diff(shape === "parallelogram" ? 3 : 2),
    };
  },
};

export const midpoint: Template = {
  id: "algebra.graphs.midpoint",
  title: "Midpoint of a line segment",
  objective: "Find the midpoint of a line segment, or an end point from the midpoint",
  topics: ["algebra.midpoint"],
  difficulty: [2, 4],
  generate(rng) {
    const reverse = rng.chance(0.35);
    const x1 = rng.int(-10, 10);
    const y1 = rng.int(-10, 10);
    const x2 = rng.intExcept(-10, 12, [x1]);
    const y2 = rng.intExcept(-10, 12, [y1]);
    const mx = new Fraction(x1 + x2, 2);
    const my = new Fraction(y1 + y2, 2);
    if (!reverse) {
      return {
        text: `$A$ is the point $${texPoint(x1, y1)}$ and $B$ is the point $${texPoint(x2, y2)}$. Find the coordinates of the midpoint of $AB$.`,
        answer: coordinatesAnswer(mx, my),
        equivalents: [`(${numText(mx)}, ${numText(my)})`],
        misconceptions: pointWrongs([
          [fr(x2 - x1, 2), fr(y2 - y1, 2), "Add the coordinates and halve; don't subtract them."],
          [x1 + x2, y1 + y2, "Halve the totals to find the middle."],
          [my, mx, "The x coordinate comes first."],
          [fr(x1 + y1, 2), fr(x2 + y2, 2), "Average the two x coordinates, then the two y coordinates."],
        ]),
        solution: [
          `Midpoint $= \\left(\\frac{${x1} + ${paren2(x2)}}{2}, \\frac{${y1} + ${paren2(y2)}}{2}\\right)$`,
          `$= ${texPoint(mx, my)}$`,
        ],
        hint: "The midpoint's coordinates are the means of the end points' coordinates.",
        difficulty: diff(mx.d !== 1n || my.d !== 1n || x1 < 0 || y1 < 0 ? 3 : 2),
      };
    }
    const Mx = rng.int(-8, 8);
    const My = rng.int(-8, 8);
    const bx = 2 * Mx - x1;
    const by = 2 * My - y1;
    return {
      text: `$M${texPoint(Mx, My)}$ is the midpoint of $AB$. $A$ is the point $${texPoint(x1, y1)}$. Find the coordinates of $B$.`,
      answer: coordinatesAnswer(bx, by),
      misconceptions: pointWrongs([
        [fr(Mx + x1, 2), fr(My + y1, 2), "M is the middle of AB, not the end: B is as far beyond M as A is before it."],
        [Mx - x1, My - y1, "Add the step from A to M on to M."],
        [2 * Mx + x1, 2 * My + y1, "B = 2M − A: subtract A's coordinates."],
        [by, bx, "The x coordinate comes first."],
      ]),
      solution: [
        `From $A$ to $M$: $${paren2(Mx - x1)}$ across and $${paren2(My - y1)}$ up.`,
        `Do the same again from $M$: $B = ${texPoint(bx, by)}$.`,
      ],
      hint: "The step from A to M is the same as the step from M to B.",
      difficulty: diff(4),
    };
  },
};

export const tableOfValues: Template = {
  id: "algebra.graphs.table-of-values",
  title: "Complete a table of values for a straight line",
  objective: "Work out y values to plot a straight-line graph",
  topics: ["algebra.straight-line-graphs"],
  difficulty: [1, 3],
  generate(rng) {
    // m = ±1 or c = 0 would make several wrong methods agree
    const m = nz(rng, -4, 5, [1, -1]);
    const c = nz(rng, -6, 6);
    const xs = rng.sample([-3, -2, -1, 0, 1, 2, 3, 4], 3).sort((a, b) => a - b);
    const rhs = tex([
      [m, "x"],
      [c, ""],
    ]);
    const hasNeg = m < 0 || xs.some((x) => x < 0);
    const parts = xs.map((x, i) => ({
      id: "abc"[i] ?? "a",
      prompt: `$y$ when $x = ${x}$`,
      answer: integerAnswer(m * x + c),
    }));
    const row = (f: (x: number) => number) => xs.map((x) => numText(f(x)));
    return {
      text: `Complete the table of values for $y = ${rhs}$: find $y$ when $x = ${xs.join(", ")}$.`,
      answer: multiPartAnswer(parts),
      misconceptions: [
        { answer: row((x) => m * x - c), feedback: "Check the sign of the number term." },
        { answer: row((x) => m + x + c), feedback: `${m}x means ${m} × x.` },
        { answer: row((x) => m * Math.abs(x) + c), feedback: "Keep the negative sign when x is negative." },
        {
          answer: row((x) => m * (x + c)),
          feedback: `Multiply x by ${m} first, then ${c < 0 ? "subtract" : "add"} the number.`,
        },
      ],
      solution: xs.map(
        (x) =>
          `$x = ${x}$: $y = ${m} \\times ${paren2(x)}${c === 0 ? "" : c > 0 ? ` + ${c}` : ` - ${-c}`} = ${tn(m * x + c)}$`,
      ),
      hint: "Substitute each x value into the equation. Multiply before you add or subtract.",
      difficulty: diff(hasNeg ? (m < 0 ? 3 : 2) : 1),
    };
  },
};

export const pointsOnLines: Template = {
  id: "algebra.graphs.points-on-lines",
  title: "Points on straight lines",
  objective: "Decide whether points lie on a line and find missing coordinates",
  topics: ["algebra.straight-line-graphs"],
  difficulty: [2, 3],
  generate(rng) {
    const form = rng.int(0, 2);
    const m = nz(rng, -5, 6, [1, -1]);
    const c = nz(rng, -9, 9);
    const rhs = tex([
      [m, "x"],
      [c, ""],
    ]);
    if (form === 0) {
      const k = nz(rng, -8, 10);
      const y = m * k + c;
      return {
        text: `The point $(k, ${y})$ lies on the line $y = ${rhs}$. Find the value of $k$.`,
        answer: integerAnswer(k),
        misconceptions: intWrongs([
          [m * y + c, "k is the x coordinate: solve the equation, don't substitute y for x."],
          [new Fraction(y + c, m), "Check the sign when you move the number term."],
          [y - c - m, `${m}k means ${m} × k: divide by ${m}.`],
          [-k, "Check the signs."],
        ]),
        solution: [
          `Substitute $y = ${y}$: $${y} = ${tex([
            [m, "k"],
            [c, ""],
          ])}$`,
          `$${tex([[m, "k"]])} = ${y - c}$, so $k = ${k}$`,
        ],
        hint: "The point's y coordinate satisfies the equation of the line: substitute it and solve for k.",
        difficulty: diff(m < 0 ? 3 : 2),
      };
    }
    if (form === 1) {
      const x0 = nz(rng, -5, 6);
      const on = `$${texPoint(x0, m * x0 + c)}$`;
      const { answer, misconceptions } = choice(rng, on, [
        [`$${texPoint(m * x0 + c, x0)}$`, "The x coordinate comes first: substitute it and check the y value."],
        [
          `$${texPoint(x0, m * x0 - c)}$`,
          "Substitute the x coordinate and check the y value carefully, including the sign of the number term.",
        ],
        [`$${texPoint(x0, m + x0 + c)}$`, `${m}x means ${m} × x.`],
        [`$${texPoint(-x0, m * x0 + c)}$`, "Substitute the x coordinate and check the y value."],
      ]);
      return {
        text: `Which of these points lies on the line $y = ${rhs}$?`,
        answer,
        misconceptions,
        solution: [
          `Substitute each x coordinate into $y = ${rhs}$ and compare with the y coordinate.`,
          `When $x = ${x0}$, $y = ${m * x0 + c}$, so ${on} is on the line.`,
        ],
        hint: "A point is on the line if its coordinates make the equation true.",
        difficulty: diff(2),
      };
    }
    // horizontal or vertical line through two points
    const vertical = rng.bool();
    const a = nz(rng, -7, 7);
    const [p, q] = rng.distinctInts(2, -6, 6) as [number, number];
    const P = vertical ? { x: a, y: p } : { x: p, y: a };
    const Q = vertical ? { x: a, y: q } : { x: q, y: a };
    const right = `$${vertical ? "x" : "y"} = ${a}$`;
    const { answer, misconceptions } = choice(rng, right, [
      [
        `$${vertical ? "y" : "x"} = ${a}$`,
        `Both points have the same ${vertical ? "x" : "y"} coordinate, ${a}: the line is ${vertical ? "vertical" : "horizontal"}, ${vertical ? "x" : "y"} = ${a}.`,
      ],
      [`$y = ${a}x$`, "A line through the origin is not horizontal or vertical unless it is an axis."],
      [`$${vertical ? "x" : "y"} = ${p}$`, "Look for the coordinate the two points share."],
      [`$y = x + ${a}$`, "The line is horizontal or vertical: one coordinate never changes."],
    ]);
    return {
      text: `A straight line passes through $${texPoint(P.x, P.y)}$ and $${texPoint(Q.x, Q.y)}$. What is its equation?`,
      answer,
      misconceptions,
      solution: [
        `Both points have ${vertical ? "x" : "y"} coordinate $${a}$, so every point on the line does.`,
        `The line is ${right}.`,
      ],
      hint: "Which coordinate is the same for both points?",
      difficulty: diff(3),
    };
  },
};

export const coordinateTemplates: Template[] = [readCoordinates, missingVertex, midpoint, tableOfValues, pointsOnLines];
