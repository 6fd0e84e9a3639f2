import type { ColumnType } from "kysely";

/** Tables of the `payment` schema. */
export interface PaymentDatabase {
  access: AccessTable;
  customer: CustomerTable;
  subscription: SubscriptionTable;
  subscription_cover: SubscriptionCoverTable;
  stripe_event: StripeEventTable;
  subscribe_request: SubscribeRequestTable;
  access_grant: AccessGrantTable;
}

export interface AccessGrantTable {
  indy_user_name: string;
  /** One of domain/access.ts grantedReasons. */
  reason: string;
  /** "YYYY-MM-DD", the last day of access; null for no end. */
  ends_on: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface CustomerTable {
  indy_user_name: string;
  stripe_customer_id: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface SubscriptionTable {
  stripe_subscription_id: string;
  buyer_indy_user_name: string;
  /** Stripe's status: incomplete, incomplete_expired, trialing, active, past_due, canceled, unpaid, paused. */
  status: string;
  price_id: string;
  quantity: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  /** The Stripe subscription as last retrieved (with its default payment method and discount). */
  stripe_json: ColumnType<unknown, string, string>;
  synced_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SubscriptionCoverTable {
  stripe_subscription_id: string;
  indy_user_name: string;
}

export interface StripeEventTable {
  event_id: string;
  type: string;
  received_at: ColumnType<Date, Date | undefined, never>;
}

export interface SubscribeRequestTable {
  request_id: string;
  indy_user_name: string;
  stripe_subscription_id: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export interface AccessTable {
  /** "indyUsers/{id}" of IndyService. */
  indy_user_name: string;
  /** "YYYY-MM-DD": fixed when first computed, so a later change elsewhere never moves it. */
  trial_ends_on: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
