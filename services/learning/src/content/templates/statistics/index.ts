/** Statistics templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { averageListTemplates } from "./averages-lists.js";
import { frequencyTableTemplates } from "./frequency-tables.js";
import { pieLineTemplates } from "./pie-line.js";
import { representingTemplates } from "./representing.js";

export const templates: Template[] = [
  ...averageListTemplates,
  ...frequencyTableTemplates,
  ...representingTemplates,
  ...pieLineTemplates,
];
