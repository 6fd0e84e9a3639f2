/** Helpers shared by the probability templates. */
import { fractionAnswer } from "../../core/answers.js";
import type { FractionAnswer } from "../../core/types.js";
import type { Fraction } from "../ratio/kit.js";

/** a probability answer: any equivalent fraction, or the exact decimal when there is one */
export const probAnswer = (p: Fraction): FractionAnswer => fractionAnswer(p, "any", { allowDecimal: true });
