import type { Kysely } from "kysely";
import type { ActivityDatabase } from "./schema.js";

export interface XpAward {
  indyUserName: string;
  taskName: string;
  xp: number;
  xpBefore: number;
  awardedAt: Date;
}

/** Every query on xp_state, xp_award and xp_week. Pass a transaction to write in one. */
export class XpRepository {
  constructor(private readonly db: Kysely<ActivityDatabase>) {}

  /** Total XP of a user; 0 for a user who never earned any (no row is written for reading). */
  async totalXp(indyUserName: string): Promise<number> {
    const row = await this.db
      .selectFrom("xp_state")
      .select("xp")
      .where("indy_user_name", "=", indyUserName)
      .executeTakeFirst();
    return row ? Number(row.xp) : 0;
  }

  /**
   * Awards `xp` for a task once: a second award of the same task changes nothing and returns
   * undefined. Call it inside a transaction: the user's XP row is locked while the award, the total and
   * the week's summary are written, so concurrent awards of one learner add up exactly.
   */
  async awardOnce(input: {
    indyUserName: string;
    taskName: string;
    xp: number;
    awardedAt: Date;
    weekStart: string;
  }): Promise<XpAward | undefined> {
    const { indyUserName, taskName, xp, awardedAt, weekStart } = input;
    await this.db
      .insertInto("xp_state")
      .values({ indy_user_name: indyUserName, xp: 0 })
      .onConflict((oc) => oc.column("indy_user_name").doNothing())
      .execute();
    const state = await this.db
      .selectFrom("xp_state")
      .select("xp")
      .where("indy_user_name", "=", indyUserName)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const xpBefore = Number(state.xp);
    const inserted = await this.db
      .insertInto("xp_award")
      .values({ indy_user_name: indyUserName, task_name: taskName, xp, xp_before: xpBefore, awarded_at: awardedAt })
      .onConflict((oc) => oc.columns(["indy_user_name", "task_name"]).doNothing())
      .returning("task_name")
      .executeTakeFirst();
    if (!inserted) return undefined;
    await this.db
      .updateTable("xp_state")
      .set({ xp: xpBefore + xp, updated_at: new Date() })
      .where("indy_user_name", "=", indyUserName)
      .execute();
    await this.db
      .insertInto("xp_week")
      .values({ indy_user_name: indyUserName, week_start: weekStart, xp })
      .onConflict((oc) =>
        oc.columns(["indy_user_name", "week_start"]).doUpdateSet((eb) => ({ xp: eb("xp_week.xp", "+", xp) })),
      )
      .execute();
    return { indyUserName, taskName, xp, xpBefore, awardedAt };
  }

  /** The award of one task, if it has been made. */
  async awardOf(indyUserName: string, taskName: string): Promise<XpAward | undefined> {
    const row = await this.db
      .selectFrom("xp_award")
      .selectAll()
      .where("indy_user_name", "=", indyUserName)
      .where("task_name", "=", taskName)
      .executeTakeFirst();
    return (
      row && {
        indyUserName: row.indy_user_name,
        taskName: row.task_name,
        xp: row.xp,
        xpBefore: Number(row.xp_before),
        awardedAt: row.awarded_at,
      }
    );
  }
}
