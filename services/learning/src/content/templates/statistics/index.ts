/** Statistics templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { averageListTemplates } from "./averages-lists.js";
import { boxQuartileTemplates } from "./box-quartiles.js";
import { compareSummaryTemplates } from "./compare-summary.js";
import { cumulativeTemplates } from "./cumulative.js";
import { cumulativeRunningTemplates } from "./cumulative-running.js";
import { frequencyTableTemplates } from "./frequency-tables.js";
import { histogramTemplates } from "./histograms.js";
import { pieLineTemplates } from "./pie-line.js";
import { representingTemplates } from "./representing.js";
import { samplingComparingTemplates } from "./sampling-comparing.js";
import { scatterStemTemplates } from "./scatter-stem.js";
import { timePolygonTemplates } from "./time-polygons.js";

export const templates: Template[] = [
  ...histogramTemplates,
  ...cumulativeTemplates,
  ...boxQuartileTemplates,
  ...averageListTemplates,
  ...frequencyTableTemplates,
  ...representingTemplates,
  ...pieLineTemplates,
  ...scatterStemTemplates,
  ...timePolygonTemplates,
  ...samplingComparingTemplates,
  ...compareSummaryTemplates,
  ...cumulativeRunningTemplates,
];
