/** Ratio, proportion and rates of change templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { simplifyTemplates } from "./simplify.js";

export const templates: Template[] = [...simplifyTemplates];
