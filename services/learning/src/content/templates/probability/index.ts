/** Probability templates, grouped by file. */
import type { Template } from "../../core/types.js";
import { basicTemplates } from "./basics.js";
import { combinedTemplates } from "./combined.js";
import { expectedTemplates } from "./expected.js";
import { treeTemplates } from "./tree.js";
import { vennTemplates } from "./venn.js";

export const templates: Template[] = [
  ...basicTemplates,
  ...expectedTemplates,
  ...combinedTemplates,
  ...vennTemplates,
  ...treeTemplates,
];
