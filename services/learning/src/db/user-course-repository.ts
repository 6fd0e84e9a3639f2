import type { Kysely } from "kysely";
import type { LearningDatabase } from "./schema.js";

/** Every query on user_course. */
export class UserCourseRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  async isActiveCourse(courseName: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("course")
      .select("name")
      .where("name", "=", courseName)
      .where("active", "=", true)
      .executeTakeFirst();
    return row !== undefined;
  }

  async set(userName: string, courseName: string, now: Date): Promise<void> {
    await this.db
      .insertInto("user_course")
      .values({ user_name: userName, course_name: courseName, updated_at: now })
      .onConflict((oc) => oc.column("user_name").doUpdateSet({ course_name: courseName, updated_at: now }))
      .execute();
  }

  async get(userName: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom("user_course")
      .select("course_name")
      .where("user_name", "=", userName)
      .executeTakeFirst();
    return row?.course_name;
  }
}
