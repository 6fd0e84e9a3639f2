/** Number strand topics (UK NC Years 5-6, KS3, GCSE; NCERT VI-VIII; Common Core 6-8; IGCSE). */
import { HIGHER_ONLY, strand, sub } from "./define.js";

export const numberStrand = strand("number", "Number", [
  [
    sub("place-value", "Place value and ordering"),
    [
      ["place-value", "Place value in large numbers", 1, 4],
      ["compare-order", "Comparing and ordering numbers", 1, 4],
      ["decimal-place-value", "Place value in decimals", 1, 4],
      ["multiply-divide-powers-of-10", "Multiplying and dividing by 10, 100 and 1000", 1, 5],
    ],
  ],
  [
    sub("negative-numbers", "Negative numbers"),
    [
      ["negatives-context", "Negative numbers in context", 1, 4],
      ["negatives-add-subtract", "Adding and subtracting negative numbers", 2, 5],
      ["negatives-multiply-divide", "Multiplying and dividing negative numbers", 3, 5],
    ],
  ],
  [
    sub("calculation", "Calculating"),
    [
      ["add-subtract", "Adding and subtracting", 1, 4],
      ["multiply", "Multiplying", 1, 4],
      ["divide", "Dividing", 1, 4],
      ["order-of-operations", "Order of operations", 2, 6],
      ["decimal-calculations", "Calculating with decimals", 2, 6],
    ],
  ],
  [
    sub("factors", "Factors, multiples and primes"),
    [
      ["factors-multiples", "Factors and multiples", 1, 5],
      ["primes", "Prime numbers", 1, 5],
      ["prime-factorisation", "Prime factor decomposition", 3, 7],
      ["hcf-lcm", "Highest common factor and lowest common multiple", 3, 7],
    ],
  ],
  [
    sub("rounding", "Rounding and estimating"),
    [
      ["rounding-whole", "Rounding whole numbers", 1, 4],
      ["rounding-decimals", "Rounding to decimal places", 2, 6],
      ["significant-figures", "Rounding to significant figures", 4, 7],
      ["estimation", "Estimating calculations", 3, 7],
      ["error-intervals", "Error intervals", 5, 7],
      ["bounds-calculations", "Calculating with upper and lower bounds", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("powers", "Powers and roots"),
    [
      ["squares-cubes", "Square and cube numbers", 1, 5],
      ["roots", "Square roots and cube roots", 3, 6],
      ["index-laws", "Laws of indices", 4, 7],
      ["negative-fractional-indices", "Negative and fractional indices", 7, 8, HIGHER_ONLY],
    ],
  ],
  [
    sub("standard-form", "Standard form"),
    [
      ["standard-form", "Writing numbers in standard form", 5, 8],
      ["standard-form-calculations", "Calculating with standard form", 6, 8],
    ],
  ],
  [
    sub("fractions", "Fractions"),
    [
      ["equivalent-fractions", "Equivalent fractions and simplifying", 1, 4],
      ["compare-fractions", "Comparing and ordering fractions", 1, 5],
      ["mixed-numbers", "Mixed numbers and improper fractions", 1, 5],
      ["fraction-of-amount", "Fractions of amounts", 1, 5],
      ["fractions-add-subtract", "Adding and subtracting fractions", 2, 6],
      ["fractions-multiply", "Multiplying fractions", 2, 6],
      ["fractions-divide", "Dividing fractions", 3, 6],
      ["mixed-number-calculations", "Calculating with mixed numbers", 4, 7],
    ],
  ],
  [
    sub("fdp", "Fractions, decimals and percentages"),
    [
      ["fdp-conversion", "Converting between fractions, decimals and percentages", 1, 6],
      ["recurring-decimals", "Recurring decimals", 6, 8],
    ],
  ],
  [
    sub("percentages", "Percentages"),
    [
      ["percentage-of-amount", "Percentages of amounts", 2, 6],
      ["express-as-percentage", "One quantity as a percentage of another", 3, 6],
      ["percentage-change", "Percentage increase and decrease", 4, 7],
      ["simple-interest", "Simple interest", 4, 6],
      ["reverse-percentages", "Reverse percentages", 6, 8],
      ["compound-interest", "Compound interest and depreciation", 5, 8],
      ["profit-loss-wages-tax", "Profit and loss, wages and tax", 4, 6],
    ],
  ],
  [sub("money", "Money"), [["money", "Calculating with money", 1, 5]]],
  [
    sub("surds", "Surds"),
    [
      ["surds-simplify", "Simplifying surds", 7, 8, HIGHER_ONLY],
      ["surds-calculate", "Calculating with surds", 7, 8, HIGHER_ONLY],
      ["rationalise-denominator", "Rationalising the denominator", 8, 8, HIGHER_ONLY],
    ],
  ],
  [sub("counting", "Counting"), [["counting-strategies", "Listing outcomes and the product rule", 6, 8]]],
]);
