/** Number strand templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { arithmeticTemplates } from "./arithmetic.js";
import { calculationTemplates } from "./calculation.js";
import { countingTemplates } from "./counting.js";
import { estimationTemplates } from "./estimation-bounds.js";
import { factorTemplates } from "./factors.js";
import { fdpTemplates } from "./fdp.js";
import { financeTemplates } from "./finance.js";
import { fractionBasicsTemplates } from "./fractions-basics.js";
import { fractionOperationTemplates } from "./fractions-ops.js";
import { hcfLcmTemplates } from "./hcf-lcm.js";
import { indexTemplates } from "./indices.js";
import { moneyTemplates } from "./money.js";
import { negativeTemplates } from "./negatives.js";
import { percentageTemplates } from "./percentages.js";
import { placeValueTemplates } from "./place-value.js";
import { powerTemplates } from "./powers.js";
import { profitWagesTemplates } from "./profit-wages.js";
import { roundingTemplates } from "./rounding.js";
import { standardFormTemplates } from "./standard-form.js";
import { surdTemplates } from "./surds.js";

export const templates: Template[] = [
  ...placeValueTemplates,
  ...negativeTemplates,
  ...calculationTemplates,
  ...arithmeticTemplates,
  ...factorTemplates,
  ...hcfLcmTemplates,
  ...roundingTemplates,
  ...estimationTemplates,
  ...powerTemplates,
  ...indexTemplates,
  ...standardFormTemplates,
  ...fractionBasicsTemplates,
  ...fractionOperationTemplates,
  ...fdpTemplates,
  ...percentageTemplates,
  ...financeTemplates,
  ...profitWagesTemplates,
  ...moneyTemplates,
  ...surdTemplates,
  ...countingTemplates,
];
