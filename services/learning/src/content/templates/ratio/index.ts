/** Ratio, proportion and rates of change templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { bestBuyTemplates } from "./best-buys.js";
import { ratioFractionTemplates } from "./fractions.js";
import { inverseTemplates } from "./inverse.js";
import { measureTemplates } from "./measures.js";
import { rateTemplates } from "./rates.js";
import { rateOfChangeTemplates } from "./rates-of-change.js";
import { recipeUnitaryTemplates } from "./recipes-unitary.js";
import { scaleGrowthTemplates } from "./scale-growth.js";
import { sharingTemplates } from "./sharing.js";
import { simplifyTemplates } from "./simplify.js";
import { velocityTimeTemplates } from "./velocity-time.js";

export const templates: Template[] = [
  ...simplifyTemplates,
  ...sharingTemplates,
  ...ratioFractionTemplates,
  ...recipeUnitaryTemplates,
  ...bestBuyTemplates,
  ...inverseTemplates,
  ...rateTemplates,
  ...measureTemplates,
  ...scaleGrowthTemplates,
  ...rateOfChangeTemplates,
  ...velocityTimeTemplates,
];
