/** Algebra strand templates, grouped by file (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { bracketTemplates } from "./brackets.js";
import { coordinateTemplates } from "./coordinates.js";
import { curveTemplates } from "./curves.js";
import { equationTemplates } from "./equations.js";
import { formingTemplates } from "./equations-forming.js";
import { expandSingleBracket } from "./expand-single-bracket.js";
import { factoriseTemplates } from "./factorise.js";
import { formulaeTemplates } from "./formulae.js";
import { functionTemplates } from "./functions.js";
import { inequalityTemplates } from "./inequalities.js";
import { lineTemplates } from "./lines.js";
import { notationTemplates } from "./notation.js";
import { proofFractionTemplates } from "./proof-fractions.js";
import { quadraticTemplates } from "./quadratics.js";
import { sequenceTemplates } from "./sequences.js";
import { simplifyTemplates } from "./simplify.js";
import { simultaneousTemplates } from "./simultaneous.js";
import { solveLinearOneSide } from "./solve-linear.js";
import { transformCircleTemplates } from "./transform-circle.js";

export const templates: Template[] = [
  expandSingleBracket,
  solveLinearOneSide,
  ...notationTemplates,
  ...simplifyTemplates,
  ...bracketTemplates,
  ...factoriseTemplates,
  ...equationTemplates,
  ...formingTemplates,
  ...formulaeTemplates,
  ...inequalityTemplates,
  ...sequenceTemplates,
  ...coordinateTemplates,
  ...lineTemplates,
  ...quadraticTemplates,
  ...simultaneousTemplates,
  ...curveTemplates,
  ...transformCircleTemplates,
  ...functionTemplates,
  ...proofFractionTemplates,
];
