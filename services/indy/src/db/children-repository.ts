import { type Kysely, sql, type Transaction } from "kysely";
import type { IndyDatabase, IndyUserRow, NewIndyUser, PartnerTypeValue } from "./schema.js";

type Db = Kysely<IndyDatabase> | Transaction<IndyDatabase>;

/** Every query on supporters' children, consent codes and partner codes. */
export class ChildrenRepository {
  constructor(readonly db: Kysely<IndyDatabase>) {}

  /**
   * Locks the supporter's row for the rest of the transaction, so two "Add learner" requests at once
   * cannot both pass the limit check.
   */
  async lockSupporter(supporterId: string, trx: Transaction<IndyDatabase>): Promise<IndyUserRow | undefined> {
    return trx.selectFrom("indy_user").selectAll().where("id", "=", supporterId).forUpdate().executeTakeFirst();
  }

  async countChildren(supporterId: string, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom("indy_user")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("supporter_id", "=", supporterId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async usernameTaken(username: string, email: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("indy_user")
      .select("id")
      .where((eb) => eb.or([eb(sql`lower(username)`, "=", username.toLowerCase()), eb("email", "=", email)]))
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertChild(child: NewIndyUser, trx: Transaction<IndyDatabase>): Promise<IndyUserRow> {
    return trx.insertInto("indy_user").values(child).returningAll().executeTakeFirstOrThrow();
  }

  async listChildren(supporterId: string): Promise<IndyUserRow[]> {
    return this.db
      .selectFrom("indy_user")
      .selectAll()
      .where("supporter_id", "=", supporterId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  /** The child only when it belongs to this supporter; undefined for anyone else's (or nobody's). */
  async findOwnChild(supporterId: string, childId: string): Promise<IndyUserRow | undefined> {
    return this.db
      .selectFrom("indy_user")
      .selectAll()
      .where("id", "=", childId)
      .where("supporter_id", "=", supporterId)
      .executeTakeFirst();
  }

  async insertConsentCode(childId: string, codeHash: string, db: Db = this.db): Promise<void> {
    await db.insertInto("email_plus_consent_code").values({ code_hash: codeHash, child_id: childId }).execute();
  }

  /** How many consent emails were sent for the child since `since` (one code per email). */
  async countConsentCodesSince(childId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom("email_plus_consent_code")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("child_id", "=", childId)
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /**
   * Uses a consent code once: marks it and the child's other codes used, and moves the child from
   * awaiting consent to consented. Returns the child, or undefined for an unknown, used or expired code.
   */
  async grantConsent(codeHash: string, now: Date, notBefore: Date): Promise<IndyUserRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable("email_plus_consent_code")
        .set({ used_at: now })
        .where("code_hash", "=", codeHash)
        .where("used_at", "is", null)
        .where("created_at", ">=", notBefore)
        .returning("child_id")
        .executeTakeFirst();
      if (!used) return undefined;
      await trx
        .updateTable("email_plus_consent_code")
        .set({ used_at: now })
        .where("child_id", "=", used.child_id)
        .where("used_at", "is", null)
        .execute();
      return trx
        .updateTable("indy_user")
        .set({ email_plus_state: "consented" })
        .where("id", "=", used.child_id)
        .where("email_plus_state", "=", "awaiting_consent")
        .returningAll()
        .executeTakeFirst();
    });
  }

  async partnerCodeType(code: string): Promise<PartnerTypeValue | undefined> {
    const row = await this.db
      .selectFrom("partner_code")
      .select("partner_type")
      .where("code", "=", code.trim().toUpperCase())
      .where("active", "=", true)
      .executeTakeFirst();
    return row?.partner_type;
  }
}
