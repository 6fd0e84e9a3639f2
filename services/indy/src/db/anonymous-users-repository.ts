import { UNKNOWN_COUNTRY_CODE } from "@sumwise/rules";
import type { Kysely } from "kysely";
import type { IndyDatabase, IndyUserRow } from "./schema.js";

/** The demo's anonymous rows of indy_user (spec §4): no name, email or date of birth (minimal data). */
export class AnonymousUsersRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  /** The row of this Firebase user, created if missing; concurrent first calls get the same row. */
  async getOrCreate(id: string, firebaseUid: string): Promise<IndyUserRow> {
    await this.db
      .insertInto("indy_user")
      .values({
        id,
        firebase_uid: firebaseUid,
        email: null,
        first_name: "",
        last_name: "",
        date_of_birth: null,
        associated_email: null,
        supporter_type: "none",
        learner_state: "disabled",
        supporter_state: "disabled",
        marketing_opt_in: false,
        country_code: UNKNOWN_COUNTRY_CODE,
        email_plus_state: "not_applicable",
        anonymous: true,
        enter_competition: false,
        partner_code: null,
        referral: null,
        supporter_id: null,
      })
      .onConflict((oc) => oc.column("firebase_uid").doNothing())
      .execute();
    return this.db
      .selectFrom("indy_user")
      .selectAll()
      .where("firebase_uid", "=", firebaseUid)
      .executeTakeFirstOrThrow();
  }

  /**
   * Demo users untouched since `before`: created before it, with no session seen since. Oldest
   * first, at most `limit` of them.
   */
  async findIdleSince(before: Date, limit: number): Promise<{ id: string; firebase_uid: string }[]> {
    return this.db
      .selectFrom("indy_user as u")
      .select(["u.id", "u.firebase_uid"])
      .where("u.anonymous", "=", true)
      .where("u.created_at", "<", before)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("session as s")
              .select("s.id")
              .whereRef("s.user_id", "=", "u.id")
              .where("s.last_seen_at", ">=", before),
          ),
        ),
      )
      .orderBy("u.created_at")
      .limit(limit)
      .execute();
  }

  /** Deletes demo users (their sessions and onboarding rows go with them); never a real account. */
  async deleteAnonymous(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .deleteFrom("indy_user")
      .where("anonymous", "=", true)
      .where("id", "in", ids)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
