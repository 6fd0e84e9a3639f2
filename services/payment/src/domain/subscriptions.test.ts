import { describe, expect, it } from "vitest";
import { checkOrder, givesAccess } from "./subscriptions.js";

const order = {
  quantity: 1,
  childrenCovered: [] as string[],
  ownChildren: [] as string[],
  callerIsLearner: true,
  planIsFamilyDiscount: false,
  planHasFamilyTiers: true,
};
const messages = (o: typeof order) => checkOrder(o).map((p) => p.message);

describe("subscribe orders", () => {
  it("lets an independent learner buy one place for themself", () => {
    expect(messages(order)).toEqual([]);
    expect(messages({ ...order, quantity: 2, planIsFamilyDiscount: true })).toEqual([
      "An independent learner subscribes for one place.",
    ]);
  });

  it("lets a supporter buy one place per selected child of their own, family discount from two", () => {
    const supporter = { ...order, callerIsLearner: false, ownChildren: ["indyUsers/a", "indyUsers/b"] };
    expect(messages({ ...supporter, childrenCovered: ["indyUsers/a"] })).toEqual([]);
    expect(
      messages({
        ...supporter,
        quantity: 2,
        childrenCovered: ["indyUsers/a", "indyUsers/b"],
        planIsFamilyDiscount: true,
      }),
    ).toEqual([]);
    expect(messages({ ...supporter, quantity: 2, childrenCovered: ["indyUsers/a", "indyUsers/b"] })).toEqual([
      "The family discount applies from two learners.",
    ]);
    expect(messages({ ...supporter, childrenCovered: ["indyUsers/z"] })).toEqual([
      "You can only subscribe for your own learners.",
    ]);
    expect(messages({ ...supporter, quantity: 2, childrenCovered: ["indyUsers/a", "indyUsers/a"] })).toContain(
      "Each learner can be selected once.",
    );
    expect(messages(supporter)).toEqual(["Select at least one learner."]);
  });

  it("tells a supporter with no learners to add one", () => {
    expect(messages({ ...order, callerIsLearner: false })).toEqual([
      "You don't have any learners. Please create some and try again.",
    ]);
  });

  it("gives access while active, trialing or past due (spec §3), not when incomplete or ended", () => {
    expect(["active", "trialing", "past_due", "incomplete", "canceled", "unpaid"].map(givesAccess)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
