import { describe, expect, it } from "vitest";
import { ageInYears } from "../calendar-date.js";
import { validateAccountEmail } from "./email-domain.js";
import { validateLearnerSignUp } from "./learner-sign-up.js";
import { messages } from "./messages.js";
import {
  loginIdentifierToEmail,
  validateDateOfBirth,
  validateEmail,
  validatePartnerCode,
  validatePassword,
  validateRequiredName,
  validateUsername,
} from "./validation.js";

describe("email rule", () => {
  it.each(["ada@example.com", "  ada.lovelace@example.co.uk ", "a+b@x.org", "a@b"])("accepts %j", (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });
  it.each([
    ["", "empty"],
    ["adaexample.com", "no @"],
    ["@example.com", "empty local part"],
    ["ada@", "empty domain"],
    ["ada@exa mple.com", "space in domain"],
    ["ada..l@example.com", "two dots in a row"],
    ["ada@example..com", "two dots in the domain"],
    ["ada,l@example.com", "comma"],
    [".ada@example.com", "leading dot"],
    ["ada.@example.com", "dot before @"],
    ["ada@.example.com", "dot after @"],
    ["ada@example.com.", "trailing dot"],
    ["a@b@example.com", "two @"],
  ])("rejects %j (%s)", (email) => {
    expect(validateEmail(email)).toBe(messages.emailInvalid);
  });
  it("allows empty in the optional variant only", () => {
    expect(validateEmail("", { allowEmpty: true })).toBeUndefined();
    expect(validateEmail("x", { allowEmpty: true })).toBe(messages.emailInvalid);
  });
  it("rejects the reserved app domain for account emails, whatever the case", () => {
    expect(validateAccountEmail("kid_123@Learners.Sumwise.App")).toBe(messages.emailReserved);
    expect(validateAccountEmail("parent@example.com")).toBeUndefined();
  });
});

describe("password rule", () => {
  it("needs 8 characters with lower, upper and digit", () => {
    expect(validatePassword("Abcdefg1")).toBeUndefined();
    expect(validatePassword("Abcdef1")).toBe(messages.passwordRule);
    expect(validatePassword("abcdefg1")).toBe(messages.passwordRule);
    expect(validatePassword("ABCDEFG1")).toBe(messages.passwordRule);
    expect(validatePassword("Abcdefgh")).toBe(messages.passwordRule);
    expect(validatePassword("")).toBe(messages.passwordRequired);
  });
});

describe("names, usernames, partner codes", () => {
  it("names must not be empty after trimming", () => {
    expect(validateRequiredName("   ", "First name")).toBe("First name must not be empty.");
    expect(validateRequiredName("Ada", "First name")).toBeUndefined();
    expect(validateRequiredName("x".repeat(51), "Last name")).toMatch(/at most 50/);
  });
  it("usernames are 6-30 letters, digits or underscores", () => {
    expect(validateUsername("ada_99")).toBeUndefined();
    expect(validateUsername("ada99")).toBe(messages.usernameLength);
    expect(validateUsername("a".repeat(31))).toBe(messages.usernameLength);
    expect(validateUsername("ada-999")).toBe(messages.usernameCharacters);
  });
  it("partner codes are 5+ letters or digits", () => {
    expect(validatePartnerCode("AB12C")).toBeUndefined();
    expect(validatePartnerCode("AB12")).toBe(messages.partnerCode);
    expect(validatePartnerCode("AB-123")).toBe(messages.partnerCode);
  });
  it("a username at login gets the reserved domain; an email is kept", () => {
    expect(loginIdentifierToEmail(" kid_123 ")).toBe("kid_123@learners.sumwise.app");
    expect(loginIdentifierToEmail("ada@example.com")).toBe("ada@example.com");
  });
});

describe("date of birth and age", () => {
  const today = { year: 2026, month: 11, day: 21 };
  it("is required, valid and in the past", () => {
    expect(validateDateOfBirth(undefined, today)).toBe(messages.dateOfBirthRequired);
    expect(validateDateOfBirth({ year: 2010, month: 2 }, today)).toBe(messages.dateInvalid);
    expect(validateDateOfBirth({ year: 2010, month: 2, day: 30 }, today)).toBe(messages.dateInvalid);
    expect(validateDateOfBirth({ year: 2026, month: 11, day: 21 }, today)).toBe(messages.dateInPast);
    expect(validateDateOfBirth({ year: 2012, month: 2, day: 29 }, today)).toBeUndefined();
  });
  it("counts whole years with the leap-day birthday on 1 March", () => {
    const leapling = { year: 2012, month: 2, day: 29 };
    expect(ageInYears(leapling, { year: 2025, month: 2, day: 28 })).toBe(12);
    expect(ageInYears(leapling, { year: 2025, month: 3, day: 1 })).toBe(13);
    expect(ageInYears(leapling, { year: 2024, month: 2, day: 29 })).toBe(12);
    expect(ageInYears({ year: 2013, month: 11, day: 21 }, today)).toBe(13);
    expect(ageInYears({ year: 2013, month: 11, day: 22 }, today)).toBe(12);
  });
});

describe("independent learner sign-up", () => {
  const today = { year: 2026, month: 11, day: 21 };
  const valid = {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "Secret123",
    dateOfBirth: { year: 2010, month: 5, day: 1 },
    termsAccepted: true,
  };
  it("accepts a valid learner", () => {
    expect(validateLearnerSignUp(valid, today)).toEqual({});
  });
  it("refuses a learner under 13 with the spec's message", () => {
    const problems = validateLearnerSignUp({ ...valid, dateOfBirth: { year: 2013, month: 11, day: 22 } }, today);
    expect(problems.dateOfBirth).toBe(messages.learnerTooYoung);
  });
  it("reports every field at once, in form order", () => {
    const problems = validateLearnerSignUp(
      { firstName: "", lastName: "", email: "x", password: "x", dateOfBirth: undefined, termsAccepted: false },
      today,
    );
    expect(Object.keys(problems)).toEqual([
      "firstName",
      "lastName",
      "email",
      "password",
      "dateOfBirth",
      "termsAccepted",
    ]);
    expect(problems.termsAccepted).toBe(messages.termsRequired);
  });
});
