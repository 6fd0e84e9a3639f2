import { describe, expect, it } from "vitest";
import {
  normalisePostcode,
  validateCardNumber,
  validateCvc,
  validateExpiry,
  validatePostcode,
} from "./card-validation.js";

describe("billing and card fields (spec §5)", () => {
  it("accepts UK postcodes only", () => {
    for (const postcode of ["SW1A 1AA", "sw1a1aa", "M1 1AE", "B33 8TH", "CR2 6XH", "DN55 1PT", "GIR 0AA"])
      expect(validatePostcode(postcode)).toBeUndefined();
    for (const postcode of ["", "12345", "SW1A", "Q1 1AA", "SW1A 1AAA"])
      expect(validatePostcode(postcode)).toBe("Please enter a valid UK postcode.");
    expect(normalisePostcode(" sw1a1aa ")).toBe("SW1A 1AA");
  });

  it("needs a complete, error-free card number, expiry and security code", () => {
    expect(validateCardNumber("4242 4242 4242 4242")).toBeUndefined();
    expect(validateCardNumber("4242 4242 4242 4241")).toBe("Please enter a valid card number.");
    expect(validateCardNumber("4242")).toBe("Please enter a valid card number.");
    const now = new Date(2026, 10, 25);
    expect(validateExpiry("11 / 26", now)).toBeUndefined();
    expect(validateExpiry("10/26", now)).toBe("Please enter a valid card expiry date.");
    expect(validateExpiry("13/27", now)).toBe("Please enter a valid card expiry date.");
    expect(validateExpiry("01/2030", now)).toBeUndefined();
    expect(validateCvc("123")).toBeUndefined();
    expect(validateCvc("12")).toBe("Please enter a valid card security code.");
  });
});
