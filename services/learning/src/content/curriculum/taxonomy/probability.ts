/** Probability strand topics. */
import { strand, sub } from "./define.js";

export const probabilityStrand = strand("probability", "Probability", [
  [
    sub("basics", "Probability basics"),
    [
      ["probability-scale", "The probability scale", 2, 5],
      ["single-event", "Probability of a single event", 3, 6],
      ["complement", "Probabilities that add up to 1", 4, 6],
      ["expected-outcomes", "Expected outcomes and relative frequency", 5, 7],
    ],
  ],
  [
    sub("combined", "Combined events"),
    [
      ["sample-spaces", "Sample space diagrams", 4, 7],
      ["two-way-tables", "Two-way tables and frequency trees", 5, 7],
      ["venn-diagrams", "Venn diagrams and sets", 6, 8],
      ["tree-diagrams", "Tree diagrams", 6, 8],
      ["conditional", "Conditional probability", 8, 8],
    ],
  ],
]);
