/**
 * Kinds of email a user can unsubscribe from with a link (accounts spec §2 /email/unsubscribe). The
 * value is the link's `type` query parameter. Add a kind here before sending emails of it.
 */
export const emailSubscriptionTypes = ["weekly-activity"] as const;
export type EmailSubscriptionType = (typeof emailSubscriptionTypes)[number];

export function isEmailSubscriptionType(type: string): type is EmailSubscriptionType {
  return (emailSubscriptionTypes as readonly string[]).includes(type);
}
