/** Number strand templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { calculationTemplates } from "./calculation.js";
import { negativeTemplates } from "./negatives.js";
import { placeValueTemplates } from "./place-value.js";

export const templates: Template[] = [...placeValueTemplates, ...negativeTemplates, ...calculationTemplates];
