/** Ratio, proportion and rates of change strand topics. */
import { HIGHER_ONLY, strand, sub } from "./define.js";

export const ratioStrand = strand("ratio", "Ratio, proportion and rates of change", [
  [
    sub("ratio", "Ratio"),
    [
      ["simplify-ratio", "Writing and simplifying ratios", 2, 6],
      ["share-in-ratio", "Sharing in a ratio", 3, 7],
      ["ratio-fractions", "Ratios and fractions", 4, 7],
      ["combining-ratios", "Combining ratios", 7, 8],
    ],
  ],
  [
    sub("proportion", "Proportion"),
    [
      ["recipes-scaling", "Scaling recipes", 2, 5],
      ["direct-proportion", "Direct proportion", 2, 6],
      ["best-buys", "Best buys", 4, 6],
      ["inverse-proportion", "Inverse proportion", 5, 7],
      ["proportion-equations", "Proportion equations", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("rates", "Rates and compound measures"),
    [
      ["exchange-rates", "Exchange rates", 4, 6],
      ["speed-distance-time", "Speed, distance and time", 4, 7],
      ["density-pressure", "Density and pressure", 6, 8],
      ["compound-unit-conversion", "Converting compound units", 7, 8],
    ],
  ],
  [
    sub("scale-growth", "Scale and growth"),
    [
      ["scale-drawings-maps", "Scale drawings and maps", 3, 6],
      ["growth-decay", "Growth and decay", 7, 8],
      ["rates-of-change-graphs", "Gradients as rates of change", 7, 8],
      ["velocity-time-graphs", "Velocity-time graphs and the area under a graph", 7, 8, HIGHER_ONLY],
    ],
  ],
]);
