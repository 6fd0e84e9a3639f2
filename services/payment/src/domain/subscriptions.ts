import { familyDiscountApplies } from "@sumwise/rules";

/**
 * Subscription rules (accounts spec §3, §6, §9): which Stripe statuses give access, the order a
 * buyer may place, and the family discount.
 */

/** Spec §3: the active subscription is the first whose status is active, trialing or past due. */
export const ACCESS_STATUSES = ["active", "trialing", "past_due"] as const;

export function givesAccess(status: string): boolean {
  return (ACCESS_STATUSES as readonly string[]).includes(status);
}

export interface OrderInput {
  quantity: number;
  childrenCovered: string[];
  /** The caller's own children (IndyService). */
  ownChildren: string[];
  /** The caller is a learner themself (an independent learner may buy for themself). */
  callerIsLearner: boolean;
  planIsFamilyDiscount: boolean;
  planHasFamilyTiers: boolean;
}

export type OrderProblem = { field: string; message: string };

/**
 * What the browser sends is checked, never trusted: an independent learner buys one place for
 * themself; a supporter buys one place per selected child, each their own.
 */
export function checkOrder(order: OrderInput): OrderProblem[] {
  const problems: OrderProblem[] = [];
  const unique = new Set(order.childrenCovered);
  if (unique.size !== order.childrenCovered.length)
    problems.push({ field: "childrenCovered", message: "Each learner can be selected once." });
  const isSupporterOrder = order.childrenCovered.length > 0;
  if (isSupporterOrder) {
    if (order.childrenCovered.some((child) => !order.ownChildren.includes(child)))
      problems.push({ field: "childrenCovered", message: "You can only subscribe for your own learners." });
    if (order.quantity !== order.childrenCovered.length)
      problems.push({ field: "quantity", message: "The quantity must match the learners selected." });
  } else if (order.ownChildren.length > 0) {
    problems.push({ field: "childrenCovered", message: "Select at least one learner." });
  } else if (!order.callerIsLearner) {
    problems.push({
      field: "childrenCovered",
      message: "You don't have any learners. Please create some and try again.",
    });
  } else if (order.quantity !== 1) {
    problems.push({ field: "quantity", message: "An independent learner subscribes for one place." });
  }
  if (order.planIsFamilyDiscount !== (order.planHasFamilyTiers && familyDiscountApplies(order.quantity)))
    problems.push({ field: "planIsFamilyDiscount", message: "The family discount applies from two learners." });
  return problems;
}
