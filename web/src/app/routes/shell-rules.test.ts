import { create } from "@bufbuild/protobuf";
import { RoleState, SessionUserSchema } from "@sumwise/gen/indy/v1/indy_user_pb";
import { describe, expect, it } from "vitest";
import { showsBottomTabBar } from "./bottom-tab-bar.js";
import { menuItemsFor } from "./menu-items.js";
import { hasRouteRole, landingPathFor, offersSupporterLogin } from "./roles.js";

const learner = create(SessionUserSchema, {
  name: "indyUsers/l",
  email: "ada@example.com",
  learnerState: RoleState.ENABLED,
  supporterState: RoleState.DISABLED,
});
const child = create(SessionUserSchema, { ...learner, email: "kid_01@learners.sumwise.app" });
const supporter = create(SessionUserSchema, {
  name: "indyUsers/s",
  email: "grace@example.com",
  learnerState: RoleState.DISABLED,
  supporterState: RoleState.ENABLED,
});
const learnerAndParent = create(SessionUserSchema, { ...supporter, learnerState: RoleState.ENABLED });
const demo = create(SessionUserSchema, { name: "indyUsers/d", anonymousState: true, learnerState: RoleState.ENABLED });

describe("bottom tab bar rule", () => {
  it("shows only on course, activity, just-for-you and explore pages", () => {
    for (const path of ["/learn/course", "/learn/course/", "/activity", "/activity/goals", "/learn/just-for-you"])
      expect(showsBottomTabBar(path), path).toBe(true);
    expect(showsBottomTabBar("/learn/explore/fractions")).toBe(true);
    for (const path of ["/learn", "/account", "/parent", "/learn/courses", "/activity-old", "/"])
      expect(showsBottomTabBar(path), path).toBe(false);
  });
});

describe("route roles", () => {
  it("admits learners, supporters, non-demo users and demo users to their own groups only", () => {
    expect(hasRouteRole(learner, "learner")).toBe(true);
    expect(hasRouteRole(learner, "supporter")).toBe(false);
    expect(hasRouteRole(supporter, "learner")).toBe(false);
    expect(hasRouteRole(supporter, "supporter")).toBe(true);
    expect(hasRouteRole(demo, "learner")).toBe(false);
    expect(hasRouteRole(demo, "account")).toBe(false);
    expect(hasRouteRole(demo, "demo")).toBe(true);
    expect(hasRouteRole(learner, "demo")).toBe(false);
    expect(hasRouteRole(supporter, "account")).toBe(true);
  });

  it("lands demo users on the demo, supporters who are not learners on the parent area, others on learn", () => {
    expect(landingPathFor(demo)).toBe("/tryme");
    expect(landingPathFor(supporter)).toBe("/parent");
    expect(landingPathFor(learnerAndParent)).toBe("/learn");
    expect(landingPathFor(learner)).toBe("/learn");
  });

  it("offers the supporter login only to reserved-domain learner accounts on parent routes", () => {
    expect(offersSupporterLogin(child, "supporter")).toBe(true);
    expect(offersSupporterLogin(learner, "supporter")).toBe(false);
    expect(offersSupporterLogin(child, "account")).toBe(false);
  });
});

describe("main menu", () => {
  const labels = (input: Parameters<typeof menuItemsFor>[0]) => menuItemsFor(input).map((item) => item.label);

  it("shows a paying learner with no plan every learner item, Subscribe included", () => {
    expect(labels({ user: learner, canPay: true, hasPlan: false })).toEqual([
      "Home",
      "My activity",
      "Subscribe",
      "My account",
      "Contact us",
      "About",
    ]);
  });

  it("hides Subscribe from those who cannot pay or already have a plan", () => {
    expect(labels({ user: child, canPay: false, hasPlan: false })).not.toContain("Subscribe");
    expect(labels({ user: learner, canPay: true, hasPlan: true })).not.toContain("Subscribe");
  });

  it("gives supporters their learners' activity and the parent area as home", () => {
    const items = menuItemsFor({ user: supporter, canPay: true, hasPlan: false });
    expect(items.map((item) => item.label)).toEqual([
      "Home",
      "Learner activity",
      "Subscribe",
      "My account",
      "Contact us",
      "About",
    ]);
    expect(items[0]?.to).toBe("/parent");
    expect(items.find((item) => item.label === "Contact us")?.external).toBe(true);
  });

  it("gives demo users the reduced menu, away from account pages and off the demo routes", () => {
    expect(labels({ user: demo, canPay: true, hasPlan: false })).toEqual(["Try another level", "Contact us"]);
    expect(menuItemsFor({ user: demo, canPay: true, hasPlan: false })[0]?.to).toBe("/tryme");
  });
});
