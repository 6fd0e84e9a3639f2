/**
 * The "Did you know" hints (learning spec §4 "Hint messages", §9: 15 messages). The stored index
 * nextHintMessage says which to show; it starts at -1 (accounts onboarding default) and any index
 * outside the list shows the first, so advancing by one past the last starts the cycle again.
 */
export const didYouKnowHints = [
  "Multiplying works in either order: 4 × 7 is the same as 7 × 4. If you know one, you know both.",
  "Zero is an even number. It sits between −1 and 1, which are both odd.",
  "Every whole number that ends in 0 or 5 divides exactly by 5.",
  "If the digits of a number add up to a multiple of 3, the number divides exactly by 3. Try 471: 4 + 7 + 1 = 12.",
  "The three angles inside any triangle always add up to 180°.",
  "A prime number has exactly two factors: 1 and itself. That is why 1 is not a prime number.",
  "2 is the only even prime number. Every other even number can be divided by 2.",
  "To multiply by 10, move every digit one place to the left: 3.4 × 10 = 34.",
  "Per cent means 'out of 100', so 25% is the same as 25/100, which is one quarter.",
  "For every circle, big or small, the circumference divided by the diameter is π, about 3.14.",
  "Square numbers like 1, 4, 9, 16 and 25 are the only whole numbers with an odd number of factors.",
  "The digits of every multiple of 9 add up to a multiple of 9: 9 × 27 = 243, and 2 + 4 + 3 = 9.",
  "Estimate first to spot mistakes: 49 × 21 is close to 50 × 20 = 1000, so 10 290 can't be right.",
  "Angles on a straight line add up to 180°, and angles all the way around a point add up to 360°.",
  "Dividing by a half is the same as doubling: 6 ÷ ½ = 12, because there are twelve halves in 6.",
] as const;

/** The index of the hint to show for a stored nextHintMessage; out of range (or -1) shows the first. */
export function hintIndexToShow(nextHintMessage: number | undefined): number {
  if (nextHintMessage === undefined || !Number.isInteger(nextHintMessage)) return 0;
  return nextHintMessage >= 0 && nextHintMessage < didYouKnowHints.length ? nextHintMessage : 0;
}

/** The hint shown for a stored index. */
export function hintToShow(nextHintMessage: number | undefined): string {
  return didYouKnowHints[hintIndexToShow(nextHintMessage)] ?? didYouKnowHints[0];
}

/** What to store when the learner leaves a hint: one past the hint shown (the next visit wraps if past the end). */
export function nextHintMessageAfter(shownIndex: number): number {
  return hintIndexToShow(shownIndex) + 1;
}
