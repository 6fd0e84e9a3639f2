import { type Kysely, sql, type Transaction } from "kysely";
import { ACCESS_STATUSES } from "../domain/index.js";
import type { PaymentDatabase } from "./schema.js";

export interface SubscriptionSnapshot {
  stripeSubscriptionId: string;
  buyer: string;
  status: string;
  priceId: string;
  quantity: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  covered: string[];
  stripeJson: unknown;
}

/** Every query on customers, subscriptions, who they cover, applied events and subscribe requests. */
export class SubscriptionRepository {
  constructor(private readonly db: Kysely<PaymentDatabase>) {}

  async customerOf(indyUserName: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("customer")
      .select("stripe_customer_id")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    return row?.stripe_customer_id;
  }

  /** Keeps the first customer stored for a user; returns the one that stands. */
  async saveCustomer(indyUserName: string, stripeCustomerId: string): Promise<string> {
    await this.db
      .insertInto("customer")
      .values({ indy_user_name: indyUserName, stripe_customer_id: stripeCustomerId })
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .execute();
    return (await this.customerOf(indyUserName)) ?? stripeCustomerId;
  }

  /**
   * Reads a subscription (from Stripe) and saves it while holding a lock on its id, so two
   * concurrent syncs of one subscription save in the order they read: the last read always wins.
   */
  async lockedSync<T extends SubscriptionSnapshot>(
    id: string,
    read: () => Promise<T | undefined>,
  ): Promise<T | undefined> {
    return this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`subscription:${id}`}))`.execute(trx);
      const snapshot = await read();
      if (snapshot) await this.saveIn(trx, snapshot);
      return snapshot;
    });
  }

  /** Stripe's state of a subscription and who it covers, replacing what was there. */
  private async saveIn(trx: Transaction<PaymentDatabase>, snapshot: SubscriptionSnapshot): Promise<void> {
    const values = {
      buyer_indy_user_name: snapshot.buyer,
      status: snapshot.status,
      price_id: snapshot.priceId,
      quantity: snapshot.quantity,
      current_period_start: snapshot.currentPeriodStart,
      current_period_end: snapshot.currentPeriodEnd,
      cancel_at_period_end: snapshot.cancelAtPeriodEnd,
      stripe_json: JSON.stringify(snapshot.stripeJson),
      synced_at: new Date(),
    };
    await trx
      .insertInto("subscription")
      .values({ stripe_subscription_id: snapshot.stripeSubscriptionId, ...values })
      .onConflict((oc) => oc.column("stripe_subscription_id").doUpdateSet(values))
      .execute();
    await trx
      .deleteFrom("subscription_cover")
      .where("stripe_subscription_id", "=", snapshot.stripeSubscriptionId)
      .execute();
    if (snapshot.covered.length > 0) {
      await trx
        .insertInto("subscription_cover")
        .values(
          [...new Set(snapshot.covered)].map((user) => ({
            stripe_subscription_id: snapshot.stripeSubscriptionId,
            indy_user_name: user,
          })),
        )
        .execute();
    }
  }

  /** The subscriptions a user pays for, newest period first. */
  boughtBy(indyUserName: string) {
    return this.db
      .selectFrom("subscription")
      .selectAll()
      .where("buyer_indy_user_name", "=", indyUserName)
      .orderBy("current_period_start", "desc")
      .execute();
  }

  async one(stripeSubscriptionId: string) {
    return this.db
      .selectFrom("subscription")
      .selectAll()
      .where("stripe_subscription_id", "=", stripeSubscriptionId)
      .executeTakeFirst();
  }

  coveredUsers(stripeSubscriptionId: string): Promise<string[]> {
    return this.db
      .selectFrom("subscription_cover")
      .select("indy_user_name")
      .where("stripe_subscription_id", "=", stripeSubscriptionId)
      .execute()
      .then((rows) => rows.map((r) => r.indy_user_name));
  }

  /** Whether a subscription with access (active, trialing, past due) covers the user; and whose it is. */
  async coverOf(indyUserName: string): Promise<{ buyer: string; status: string } | undefined> {
    const row = await this.db
      .selectFrom("subscription_cover")
      .innerJoin("subscription", "subscription.stripe_subscription_id", "subscription_cover.stripe_subscription_id")
      .select(["subscription.buyer_indy_user_name as buyer", "subscription.status as status"])
      .where("subscription_cover.indy_user_name", "=", indyUserName)
      .where("subscription.status", "in", [...ACCESS_STATUSES])
      .executeTakeFirst();
    return row;
  }

  /** Records an event as applied; false when it was applied before. */
  async markEventApplied(eventId: string, type: string): Promise<boolean> {
    const result = await this.db
      .insertInto("stripe_event")
      .values({ event_id: eventId, type })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
  }

  async eventApplied(eventId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("stripe_event")
      .select("event_id")
      .where("event_id", "=", eventId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Claims a request id for a user; returns who owns it and the subscription an earlier attempt made. */
  async claimRequest(
    requestId: string,
    indyUserName: string,
  ): Promise<{ subscriptionId: string | null; owner: string }> {
    await this.db
      .insertInto("subscribe_request")
      .values({ request_id: requestId, indy_user_name: indyUserName })
      .onConflict((oc) => oc.column("request_id").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("subscribe_request")
      .select(["indy_user_name", "stripe_subscription_id"])
      .where("request_id", "=", requestId)
      .executeTakeFirstOrThrow();
    return { subscriptionId: row.stripe_subscription_id, owner: row.indy_user_name };
  }

  async completeRequest(requestId: string, subscriptionId: string): Promise<void> {
    await this.db
      .updateTable("subscribe_request")
      .set({ stripe_subscription_id: subscriptionId })
      .where("request_id", "=", requestId)
      .execute();
  }
}
