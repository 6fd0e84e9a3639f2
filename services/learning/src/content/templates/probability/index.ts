/** Probability strand templates: not written yet. Add template files here (see ../../README.md). */
import type { Template } from "../../core/types.js";

export const templates: Template[] = [];
