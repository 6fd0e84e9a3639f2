import type { MigrationList } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";

/** Append only: add new migrations at the end with a later timestamp; never edit an applied one. */
export const migrations: MigrationList = {
  "2026-11-21T0500_create_access": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("access")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("trial_ends_on", "date", (c) => c.notNull())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
    },
  },
  "2026-11-25T2000_create_stripe_tables": {
    async up(db: Kysely<unknown>) {
      // One Stripe customer per paying user, made once (the unique key settles concurrent first calls).
      await db.schema
        .createTable("customer")
        .addColumn("indy_user_name", "text", (c) => c.primaryKey())
        .addColumn("stripe_customer_id", "text", (c) => c.notNull().unique())
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Stripe's state of each subscription, written only from what Stripe returns (never from a request).
      await db.schema
        .createTable("subscription")
        .addColumn("stripe_subscription_id", "text", (c) => c.primaryKey())
        .addColumn("buyer_indy_user_name", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("price_id", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull())
        .addColumn("current_period_start", "timestamptz", (c) => c.notNull())
        .addColumn("current_period_end", "timestamptz", (c) => c.notNull())
        .addColumn("cancel_at_period_end", "boolean", (c) => c.notNull())
        .addColumn("stripe_json", "jsonb", (c) => c.notNull())
        .addColumn("synced_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema.createIndex("subscription_buyer").on("subscription").column("buyer_indy_user_name").execute();
      // Who a subscription gives access to: the buyer (independent learner) or the selected children.
      await db.schema
        .createTable("subscription_cover")
        .addColumn("stripe_subscription_id", "text", (c) =>
          c.notNull().references("subscription.stripe_subscription_id").onDelete("cascade"),
        )
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("subscription_cover_pk", ["stripe_subscription_id", "indy_user_name"])
        .execute();
      await db.schema
        .createIndex("subscription_cover_user")
        .on("subscription_cover")
        .column("indy_user_name")
        .execute();
      // Webhook events already applied: a redelivery is acknowledged and changes nothing.
      await db.schema
        .createTable("stripe_event")
        .addColumn("event_id", "text", (c) => c.primaryKey())
        .addColumn("type", "text", (c) => c.notNull())
        .addColumn("received_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // One order per request id: a retried PayStripeSubscription returns the first subscription.
      await db.schema
        .createTable("subscribe_request")
        .addColumn("request_id", "text", (c) => c.primaryKey())
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("stripe_subscription_id", "text")
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      // Free access an operator gave (spec §3 reasons other than the initial trial), until a day or for good.
      await db.schema
        .createTable("access_grant")
        .addColumn("indy_user_name", "text", (c) => c.notNull())
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("ends_on", "date")
        .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint("access_grant_pk", ["indy_user_name", "reason"])
        .execute();
    },
  },
};
