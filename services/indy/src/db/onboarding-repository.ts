import type { Kysely, Updateable } from "kysely";
import type { IndyDatabase, OnboardingStateRow, OnboardingStateTable } from "./schema.js";

export type OnboardingChanges = Omit<Updateable<OnboardingStateTable>, "user_id" | "updated_at">;

/** Every query on onboarding_state. */
export class OnboardingRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /** The user's row, created with every flag unspecified and nextHintMessage -1 on first read. */
  async getOrCreate(userId: string): Promise<OnboardingStateRow> {
    // Insert-or-ignore first so two first reads at once (React strict mode, two tabs) cannot collide.
    await this.db
      .insertInto("onboarding_state")
      .values({ user_id: userId })
      .onConflict((oc) => oc.column("user_id").doNothing())
      .execute();
    return this.db.selectFrom("onboarding_state").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
  }

  /** Sets only the given columns, creating the row if needed, in one statement. */
  async update(userId: string, changes: OnboardingChanges, now: Date): Promise<OnboardingStateRow> {
    return this.db
      .insertInto("onboarding_state")
      .values({ user_id: userId, ...changes, updated_at: now })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
