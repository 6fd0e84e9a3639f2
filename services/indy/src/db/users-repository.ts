import { type Kysely, sql, type Transaction } from "kysely";
import type { IndyDatabase, IndyUserRow, NewIndyUser } from "./schema.js";

type Db = Kysely<IndyDatabase> | Transaction<IndyDatabase>;

/** Every query on indy_user. */
export class UsersRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  async findById(id: string, db: Db = this.db): Promise<IndyUserRow | undefined> {
    return db.selectFrom("indy_user").selectAll().where("id", "=", id).executeTakeFirst();
  }

  async findByFirebaseUid(uid: string, db: Db = this.db): Promise<IndyUserRow | undefined> {
    return db.selectFrom("indy_user").selectAll().where("firebase_uid", "=", uid).executeTakeFirst();
  }

  async emailExists(email: string, db: Db = this.db): Promise<boolean> {
    const row = await db.selectFrom("indy_user").select("id").where("email", "=", email).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Serialises account creation per email (children's sign-in emails included) until `trx` ends:
   * while one sign-up of an email runs, no other sign-up or sweep touches its Firebase user. A
   * killed process ends its transaction, and the lock with it (half-created.ts).
   */
  async lockEmail(email: string, trx: Transaction<IndyDatabase>): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-up:${email}`}))`.execute(trx);
  }

  async insert(user: NewIndyUser, db: Db = this.db): Promise<IndyUserRow> {
    return db.insertInto("indy_user").values(user).returningAll().executeTakeFirstOrThrow();
  }

  /** The account page's rename; undefined when the user is gone. */
  async updateNames(id: string, names: { firstName: string; lastName: string }): Promise<IndyUserRow | undefined> {
    return this.db
      .updateTable("indy_user")
      .set({ first_name: names.firstName, last_name: names.lastName })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst();
  }
}
