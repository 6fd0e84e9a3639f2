import { describe, expect, it } from "vitest";
import { forgotPasswordSchema, loginSchema, namesSchema, newPasswordSchema } from "./forms.js";
import { validateLearnerSignUp } from "./learner-sign-up.js";
import { messages } from "./messages.js";
import { childAccountSchema, learnerSignUpSchema, supporterSignUpSchema } from "./sign-up-forms.js";

/** Field → message, as react-hook-form's zodResolver shows them. */
function problemsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));
}

const today = { year: 2026, month: 11, day: 23 };
const learner = {
  partnerCode: "",
  firstName: "Ada",
  lastName: "",
  email: "ada@gmail.con",
  parentEmail: "",
  password: "secret",
  dateOfBirth: { day: 1, month: 5, year: 2020 },
  termsAccepted: false,
  marketingOptIn: false,
};

describe("form schemas: the server's rules and the spec's wording", () => {
  it("gives the learner form exactly the problems the server's validateLearnerSignUp finds", async () => {
    const fromSchema = problemsOf(await learnerSignUpSchema({ today }).safeParseAsync(learner));
    expect(fromSchema).toEqual(validateLearnerSignUp({ ...learner, parentEmail: undefined }, today));
    expect(fromSchema.email).toBe(messages.emailDomainLooksWrong);
    expect(fromSchema.dateOfBirth).toBe(messages.learnerTooYoung);
  });

  it("checks the partner code and the parent's email only when the form has them", async () => {
    const base = {
      ...learner,
      lastName: "L",
      email: "ada@example.com",
      password: "Secret123",
      dateOfBirth: { day: 1, month: 5, year: 2000 },
      termsAccepted: true,
      partnerCode: "x",
      parentEmail: "mum@localhost",
    };
    expect((await learnerSignUpSchema({ today }).safeParseAsync(base)).success).toBe(true);
    expect(
      problemsOf(await learnerSignUpSchema({ today, partner: true, askParentEmail: true }).safeParseAsync(base)),
    ).toEqual({
      partnerCode: messages.partnerCode,
      parentEmail: messages.emailDomainLooksWrong,
    });
  });

  it("asks a supporter to confirm being over 18", async () => {
    const problems = problemsOf(
      await supporterSignUpSchema().safeParseAsync({
        partnerCode: "",
        firstName: "Grace",
        lastName: "H",
        email: "grace@example.com",
        password: "Secret123",
        supporterType: "",
        adultConfirmed: false,
        termsAccepted: true,
        marketingOptIn: false,
      }),
    );
    expect(problems).toEqual({ adultConfirmed: messages.adultRequired });
  });

  it("lets a child's password go without a lowercase letter, unlike an adult's", async () => {
    expect(newPasswordSchema({ child: true }).safeParse({ password: "SECRET123" }).success).toBe(true);
    expect(problemsOf(newPasswordSchema().safeParse({ password: "SECRET123" }))).toEqual({
      password: messages.passwordRule,
    });
    const child = await childAccountSchema(today).safeParseAsync({
      firstName: "Kid",
      lastName: "K",
      username: "kid 1",
      password: "SECRET123",
      dateOfBirth: {},
    });
    expect(problemsOf(child)).toEqual({
      username: messages.usernameCharacters,
      dateOfBirth: messages.dateOfBirthRequired,
    });
  });

  it("words login, forgotten-password and name problems as the spec does", () => {
    expect(problemsOf(loginSchema.safeParse({ identifier: " ", password: "" }))).toEqual({
      identifier: "Username or email must not be empty.",
      password: messages.passwordRequired,
    });
    expect(problemsOf(forgotPasswordSchema.safeParse({ email: "kid_username" }))).toEqual({
      email: messages.loginEmailVariant,
    });
    expect(problemsOf(namesSchema.safeParse({ firstName: " ", lastName: "x".repeat(51) }))).toEqual({
      firstName: "First name must not be empty.",
      lastName: "Last name must be at most 50 characters long.",
    });
  });
});
