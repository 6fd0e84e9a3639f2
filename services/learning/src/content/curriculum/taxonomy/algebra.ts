/** Algebra strand topics. */
import { HIGHER_ONLY, strand, sub } from "./define.js";

export const algebraStrand = strand("algebra", "Algebra", [
  [
    sub("notation", "Expressions and notation"),
    [
      ["notation", "Algebraic notation", 3, 5],
      ["substitution", "Substituting into expressions", 3, 6],
      ["simplify-collect", "Collecting like terms", 3, 6],
      ["simplify-products", "Simplifying products and powers", 4, 7],
    ],
  ],
  [
    sub("brackets", "Expanding and factorising"),
    [
      ["expand-single-bracket", "Expanding a single bracket", 4, 6],
      ["factorise-single-bracket", "Factorising into a single bracket", 4, 7],
      ["expand-double-brackets", "Expanding double brackets", 5, 7],
      ["factorise-quadratics", "Factorising quadratics", 6, 8],
      ["difference-of-two-squares", "The difference of two squares", 6, 8],
      ["expand-triple-brackets", "Expanding three brackets", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("equations", "Equations"),
    [
      ["solve-one-step", "Solving one-step equations", 3, 5],
      ["solve-linear", "Solving two-step equations", 4, 6],
      ["solve-unknowns-both-sides", "Equations with unknowns on both sides", 5, 7],
      ["solve-with-brackets", "Equations with brackets", 5, 7],
      ["solve-with-fractions", "Equations with fractions", 6, 8],
      ["forming-equations", "Forming and solving equations", 4, 7],
    ],
  ],
  [
    sub("formulae", "Formulae and identities"),
    [
      ["formulae-substitute", "Substituting into formulae", 3, 6],
      ["rearrange-formulae", "Changing the subject of a formula", 6, 8],
      ["identities", "Expressions, equations, formulae and identities", 5, 7],
    ],
  ],
  [
    sub("inequalities", "Inequalities"),
    [
      ["inequalities-number-line", "Inequalities on a number line", 4, 7],
      ["solve-linear-inequalities", "Solving linear inequalities", 5, 7],
      ["inequality-regions", "Regions on graphs", 7, 8, HIGHER_ONLY],
      ["quadratic-inequalities", "Quadratic inequalities", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("sequences", "Sequences"),
    [
      ["sequence-rules", "Term-to-term rules", 1, 5],
      ["nth-term-linear", "The nth term of a linear sequence", 4, 7],
      ["special-sequences", "Square, cube, triangular and Fibonacci sequences", 4, 7],
      ["geometric-sequences", "Geometric sequences", 6, 8],
      ["nth-term-quadratic", "The nth term of a quadratic sequence", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("graphs", "Coordinates and graphs"),
    [
      ["coordinates", "Coordinates in four quadrants", 1, 5],
      ["midpoint", "The midpoint of a line segment", 5, 7],
      ["straight-line-graphs", "Plotting straight-line graphs", 4, 7],
      ["gradient-intercept", "Gradient and y-intercept", 5, 7],
      ["equation-of-line", "Finding the equation of a line", 6, 8],
      ["parallel-perpendicular", "Parallel and perpendicular lines", 7, 8],
      ["real-life-graphs", "Real-life graphs", 4, 7],
      ["quadratic-graphs", "Quadratic graphs", 6, 8],
      ["cubic-reciprocal-graphs", "Cubic, reciprocal and exponential graphs", 7, 8],
      ["trig-graphs", "Trigonometric graphs and solving sin x = k", 7, 8, { regions: ["UK", "IN"], higherOnly: true }],
      ["graph-transformations", "Transforming graphs", 8, 8, HIGHER_ONLY],
      ["equation-of-circle", "The equation of a circle", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("quadratics", "Quadratic equations"),
    [
      ["solve-quadratic-factorising", "Solving quadratics by factorising", 6, 8],
      ["quadratic-formula", "The quadratic formula", 7, 8, HIGHER_ONLY],
      ["completing-the-square", "Completing the square", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("simultaneous", "Simultaneous equations"),
    [
      ["simultaneous-linear", "Linear simultaneous equations", 6, 8],
      ["simultaneous-nonlinear", "Linear and quadratic simultaneous equations", 8, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("functions", "Functions and proof"),
    [
      ["function-machines", "Function machines", 1, 5],
      ["function-notation", "Function notation, composite and inverse functions", 7, 8, HIGHER_ONLY],
      ["iteration", "Iteration", 8, 8, HIGHER_ONLY],
      ["algebraic-proof", "Algebraic proof", 7, 8, HIGHER_ONLY],
      ["algebraic-fractions", "Algebraic fractions", 8, 8, HIGHER_ONLY],
    ],
  ],
]);
