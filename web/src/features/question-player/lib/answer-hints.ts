import { type AnswerInput, AnswerInputKind, Currency } from "@sumwise/gen/learning/v1/question_player_pb";

/** Kinds typed with maths symbols: the preview and the symbol palette help there. */
const mathsKinds = new Set([
  AnswerInputKind.EXPRESSION,
  AnswerInputKind.SOLUTIONS,
  AnswerInputKind.INEQUALITY,
  AnswerInputKind.PI_MULTIPLE,
  AnswerInputKind.FRACTION,
  AnswerInputKind.STANDARD_FORM,
]);

export const usesMathsSymbols = (input: AnswerInput) => mathsKinds.has(input.kind);

/** The symbols of the palette for an answer box, each with what a screen reader says. */
export function paletteFor(input: AnswerInput): Array<{ insert: string; label: string }> {
  const symbols = [
    { insert: "/", label: "fraction bar" },
    { insert: "^", label: "power" },
    { insert: "(", label: "open bracket" },
    { insert: ")", label: "close bracket" },
    { insert: "√", label: "square root" },
    { insert: "π", label: "pi" },
    { insert: "×", label: "times" },
    { insert: "÷", label: "divide" },
    { insert: "−", label: "minus" },
  ];
  if (input.kind === AnswerInputKind.INEQUALITY)
    symbols.push(
      { insert: "<", label: "less than" },
      { insert: ">", label: "greater than" },
      { insert: "≤", label: "less than or equal to" },
      { insert: "≥", label: "greater than or equal to" },
    );
  if (input.kind === AnswerInputKind.SOLUTIONS || input.kind === AnswerInputKind.STANDARD_FORM)
    symbols.push({ insert: ",", label: "comma" });
  return symbols;
}

const currencySymbols: Record<number, string> = { [Currency.GBP]: "£", [Currency.INR]: "₹", [Currency.USD]: "$" };

/** What sits before the box (a currency sign) and after it (the unit), as the question names them. */
export function affixesFor(input: AnswerInput): { prefix: string; suffix: string } {
  const prefix = input.kind === AnswerInputKind.MONEY ? (currencySymbols[input.currency] ?? "") : "";
  const suffix = input.kind === AnswerInputKind.PERCENTAGE ? "%" : input.unit.replace("^2", "²").replace("^3", "³");
  return { prefix, suffix };
}

/** The box's keyboard on a phone: digits for plain numbers, text for anything with letters or symbols. */
export function inputModeFor(input: AnswerInput): "decimal" | "text" {
  return input.kind === AnswerInputKind.NUMBER && !input.unit ? "decimal" : "text";
}
