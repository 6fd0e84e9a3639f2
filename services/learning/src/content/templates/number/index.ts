/** Number strand templates. */
import type { Template } from "../../core/types.js";

export const templates: Template[] = [];
