/** Algebra strand templates. Add new template files here (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { expandSingleBracket } from "./expand-single-bracket.js";
import { solveLinearOneSide } from "./solve-linear.js";

export const templates: Template[] = [expandSingleBracket, solveLinearOneSide];
