/** Statistics strand topics. */
import { HIGHER_ONLY, strand, sub } from "./define.js";

export const statisticsStrand = strand("statistics", "Statistics", [
  [
    sub("representing", "Collecting and representing data"),
    [
      ["tables-tallies", "Tally charts and frequency tables", 1, 4],
      ["bar-charts-pictograms", "Bar charts and pictograms", 1, 5],
      ["line-graphs", "Line graphs", 1, 4],
      ["pie-charts", "Pie charts", 2, 6],
      ["sampling", "Sampling and types of data", 5, 7],
    ],
  ],
  [
    sub("averages", "Averages and spread"),
    [
      ["mean", "The mean", 2, 6],
      ["mode-median-range", "Mode, median and range", 2, 6],
      ["averages-from-tables", "Averages from frequency tables", 5, 7],
      ["grouped-data", "Estimating the mean of grouped data", 6, 8],
      ["comparing-distributions", "Comparing distributions", 5, 7],
    ],
  ],
  [
    sub("analysing", "Analysing data"),
    [
      ["scatter-graphs", "Scatter graphs and correlation", 5, 7],
      ["stem-and-leaf", "Stem-and-leaf diagrams", 5, 7],
      ["frequency-polygons", "Frequency polygons", 5, 7],
      ["time-series", "Time series", 5, 7],
      ["quartiles-iqr", "Quartiles and interquartile range", 7, 8, HIGHER_ONLY],
      ["cumulative-frequency", "Cumulative frequency and box plots", 7, 8, HIGHER_ONLY],
      ["histograms", "Histograms", 8, 8, HIGHER_ONLY],
    ],
  ],
]);
