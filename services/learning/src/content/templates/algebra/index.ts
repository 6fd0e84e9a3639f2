/** Algebra strand templates, grouped by file (see ../../README.md). */
import type { Template } from "../../core/types.js";
import { bracketTemplates } from "./brackets.js";
import { coordinateTemplates } from "./coordinates.js";
import { curveTemplates } from "./curves.js";
import { equationTemplates } from "./equations.js";
import { fractionEquationTemplates } from "./equations-fractions.js";
import { expandSingleBracket } from "./expand-single-bracket.js";
import { factoriseTemplates } from "./factorise.js";
import { formingTemplates } from "./forming.js";
import { formulaeTemplates } from "./formulae.js";
import { functionTemplates } from "./functions.js";
import { cubicReciprocalTemplates } from "./graphs-cubic-reciprocal.js";
import { identityTemplates } from "./identities.js";
import { inequalityTemplates } from "./inequalities.js";
import { higherInequalityTemplates } from "./inequalities-higher.js";
import { lineTemplates } from "./lines.js";
import { notationTemplates } from "./notation.js";
import { proofFractionTemplates } from "./proof-fractions.js";
import { quadraticTemplates } from "./quadratics.js";
import { rearrangeTemplates } from "./rearrange.js";
import { sequenceTemplates } from "./sequences.js";
import { specialSequenceTemplates } from "./sequences-special.js";
import { simplifyTemplates } from "./simplify.js";
import { simultaneousTemplates } from "./simultaneous.js";
import { solveLinearOneSide } from "./solve-linear.js";
import { transformCircleTemplates } from "./transform-circle.js";
import { trigGraphTemplates } from "./trig-graphs.js";

export const templates: Template[] = [
  // expressions
  ...notationTemplates,
  ...simplifyTemplates,
  expandSingleBracket,
  ...bracketTemplates,
  ...factoriseTemplates,
  // equations, formulae, inequalities
  solveLinearOneSide,
  ...equationTemplates,
  ...fractionEquationTemplates,
  ...formingTemplates,
  ...formulaeTemplates,
  ...rearrangeTemplates,
  ...identityTemplates,
  ...inequalityTemplates,
  ...higherInequalityTemplates,
  // sequences
  ...sequenceTemplates,
  ...specialSequenceTemplates,
  // graphs
  ...coordinateTemplates,
  ...lineTemplates,
  ...curveTemplates,
  ...cubicReciprocalTemplates,
  ...trigGraphTemplates,
  ...transformCircleTemplates,
  // quadratics, simultaneous equations, functions, proof
  ...quadraticTemplates,
  ...simultaneousTemplates,
  ...functionTemplates,
  ...proofFractionTemplates,
];
