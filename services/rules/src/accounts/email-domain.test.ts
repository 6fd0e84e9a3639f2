import { describe, expect, it } from "vitest";
import { validateAccountEmail, validateDeliverableEmail, validateEmailDomain } from "./email-domain.js";
import { messages } from "./messages.js";

const looksWrong = messages.emailDomainLooksWrong;

describe("email domain (spec §8: 'This email address looks wrong…')", () => {
  it.each([
    "bob@gmail.com",
    "bob@example.com",
    "ada@example.co.uk",
    "ravi@yahoo.co.in",
    "ravi@rediffmail.com",
    "kid_01@learners.sumwise.app",
    "a+b@x.org",
    "sam@stmarys.kent.sch.uk",
    "priya@iitb.ac.in",
    "jo@Hotmail.CO.UK",
    "lee@mail.cloud.com",
    "jane@cloud.com",
    "ann@love.com",
  ])("accepts %j", (email) => {
    expect(validateEmailDomain(email)).toBeUndefined();
  });

  it.each([
    ["bob@gmail.con", "no such top-level domain"],
    ["bob@localhost", "no public suffix"],
    ["bob@b", "no public suffix"],
    ["bob@co.uk", "a suffix, not a domain"],
    ["bob@192.168.1.1", "an address, not a domain"],
    ["bob@gmial.com", "swapped letters"],
    ["bob@gmai.com", "a missing letter"],
    ["bob@gmail.co", "gmail with the wrong ending"],
    ["bob@hotmial.co.uk", "swapped letters"],
    ["bob@outlok.com", "a missing letter"],
    ["bob@yahooo.com", "an extra letter"],
  ])("refuses %j (%s)", (email) => {
    expect(validateEmailDomain(email)).toBe(looksWrong);
  });

  it("is part of the account email and the parent's email, after the shape rule", () => {
    expect(validateAccountEmail("bob@gmail.con")).toBe(looksWrong);
    expect(validateAccountEmail("bob@localhost")).toBe(looksWrong);
    expect(validateAccountEmail("bob@@gmail.com")).toBe(messages.emailInvalid);
    expect(validateAccountEmail("kid@learners.sumwise.app")).toBe(messages.emailReserved);
    expect(validateDeliverableEmail("", { allowEmpty: true })).toBeUndefined();
    expect(validateDeliverableEmail("mum@gmial.com", { allowEmpty: true })).toBe(looksWrong);
  });
});
