import type { Insertable, Kysely, Selectable } from "kysely";
import type { CourseTable, LearningDatabase, RegionValue } from "./schema.js";

export type CourseRow = Selectable<CourseTable>;
export type CatalogueCourse = Omit<Insertable<CourseTable>, "active" | "updated_at">;

/** Every query on course. */
export class CoursesRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  async listActive(region: RegionValue | undefined): Promise<CourseRow[]> {
    let query = this.db.selectFrom("course").selectAll().where("active", "=", true);
    if (region) query = query.where("region", "=", region);
    return query.orderBy("position").execute();
  }

  /**
   * Makes the table match the catalogue in one transaction: upserts every course and deactivates
   * courses the catalogue no longer has (kept, not deleted: learners' progress points at them).
   */
  async sync(courses: CatalogueCourse[], now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const course of courses) {
        await trx
          .insertInto("course")
          .values({ ...course, active: true, updated_at: now })
          .onConflict((oc) => oc.column("name").doUpdateSet({ ...course, active: true, updated_at: now }))
          .execute();
      }
      const names = courses.map((course) => course.name);
      let stale = trx.updateTable("course").set({ active: false, updated_at: now }).where("active", "=", true);
      if (names.length > 0) stale = stale.where("name", "not in", names);
      await stale.execute();
    });
  }
}
