import type { Kysely } from "kysely";
import type { PaymentDatabase } from "./schema.js";

/** Every query on access: trial ends and operators' grants. */
export class AccessRepository {
  constructor(private readonly db: Kysely<PaymentDatabase>) {}

  /**
   * The stored trial end, writing `trialEndsOn` only the first time. Concurrent first calls are
   * safe: the second insert does nothing and both read the one stored row.
   */
  async trialEndFor(indyUserName: string, trialEndsOn: string): Promise<string> {
    await this.db
      .insertInto("access")
      .values({ indy_user_name: indyUserName, trial_ends_on: trialEndsOn })
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .execute();
    const row = await this.db
      .selectFrom("access")
      .select("trial_ends_on")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirstOrThrow();
    return row.trial_ends_on;
  }

  grantsFor(indyUserName: string) {
    return this.db
      .selectFrom("access_grant")
      .select(["reason", "ends_on"])
      .where("indy_user_name", "=", indyUserName)
      .execute();
  }

  /** Gives or changes one grant (the operator CLI). */
  async grant(indyUserName: string, reason: string, endsOn: string | null): Promise<void> {
    await this.db
      .insertInto("access_grant")
      .values({ indy_user_name: indyUserName, reason, ends_on: endsOn })
      .onConflict((oc) => oc.columns(["indy_user_name", "reason"]).doUpdateSet({ ends_on: endsOn }))
      .execute();
  }
}
