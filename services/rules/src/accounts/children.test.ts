import { describe, expect, it } from "vitest";
import {
  childEmailFor,
  isReservedUsername,
  needsEmailPlusConsent,
  validateChildAccount,
  validateSupporterSignUp,
} from "./children.js";
import { messages } from "./messages.js";
import { validateChildPassword } from "./validation.js";

const today = { year: 2026, month: 11, day: 21 };

describe("child accounts", () => {
  it("child passwords need 8 characters, an uppercase letter and a number, but no lowercase", () => {
    expect(validateChildPassword("ABCDEFG1")).toBeUndefined();
    expect(validateChildPassword("Abcdefg1")).toBeUndefined();
    expect(validateChildPassword("abcdefg1")).toBe(messages.passwordRule);
    expect(validateChildPassword("ABCDEFGH")).toBe(messages.passwordRule);
    expect(validateChildPassword("ABCDEF1")).toBe(messages.passwordRule);
    expect(validateChildPassword("")).toBe(messages.passwordRequired);
  });

  it("under 13 on the day of creation needs consent; the 13th birthday does not", () => {
    expect(needsEmailPlusConsent({ year: 2013, month: 11, day: 22 }, today)).toBe(true);
    expect(needsEmailPlusConsent({ year: 2013, month: 11, day: 21 }, today)).toBe(false);
    expect(needsEmailPlusConsent({ year: 2020, month: 1, day: 1 }, today)).toBe(true);
  });

  it("reserves staff-like usernames whatever their case, and lower-cases the sign-in email", () => {
    expect(isReservedUsername(" Support ")).toBe(true);
    expect(isReservedUsername("kid_123")).toBe(false);
    expect(childEmailFor(" Kid_01 ")).toBe("kid_01@learners.sumwise.app");
  });

  it("reports every child field at once, in form order", () => {
    const problems = validateChildAccount(
      { firstName: "", lastName: " ", username: "a-b", password: "x", dateOfBirth: { year: 2030, month: 1, day: 1 } },
      today,
    );
    expect(problems).toEqual({
      firstName: "First name must not be empty.",
      lastName: "Last name must not be empty.",
      username: messages.usernameCharacters,
      password: messages.passwordRule,
      dateOfBirth: messages.dateInPast,
    });
  });
});

describe("supporter sign-up", () => {
  const valid = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    password: "Secret123",
    adultConfirmed: true,
    termsAccepted: true,
  };
  it("accepts a valid supporter and needs the over-18 box", () => {
    expect(validateSupporterSignUp(valid)).toEqual({});
    expect(validateSupporterSignUp({ ...valid, adultConfirmed: false })).toEqual({
      adultConfirmed: messages.adultRequired,
    });
  });
  it("checks the partner code only on the partner route", () => {
    expect(validateSupporterSignUp({ ...valid, partnerCode: "ab" })).toEqual({ partnerCode: messages.partnerCode });
    expect(validateSupporterSignUp({ ...valid, partnerCode: "SRDEV1" })).toEqual({});
  });
});
