import type { Kysely, Selectable } from "kysely";
import type {
  ItemStatusValue,
  JustForYouTypeValue,
  LearningDatabase,
  PackageStatusValue,
  PackageTable,
  PackageTypeValue,
  TaskItemTable,
  TaskTable,
  TaskTypeValue,
} from "./schema.js";

export type PackageRow = Selectable<PackageTable>;
export type TaskRow = Selectable<TaskTable>;
export type TaskItemRow = Selectable<TaskItemTable>;

export interface StoredPackage {
  package: PackageRow;
  tasks: TaskRow[];
  /** In package order (task, then item). */
  items: TaskItemRow[];
}

export interface NewPackage {
  id: string;
  userName: string;
  packageType: PackageTypeValue;
  courseName: string;
  partName: string;
  learningPathName: string | null;
  learningUnitName: string | null;
  scope: string;
  generation: number;
  /** Just For You only: when it is due, and the learner's time zone. */
  dueAt?: Date;
  timeZone?: string;
  tasks: {
    title: string;
    kind: TaskTypeValue;
    items: { templateId: string; seed: number; learningPathName: string }[];
  }[];
}

export interface ItemCounts {
  total: number;
  done: number;
  /** DONE or WRONG. */
  answered: number;
}

/** Every query on package, task and task_item. */
export class PackageRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  /** Writes a package with its tasks and questions (call inside a transaction). */
  async insert(pkg: NewPackage, now: Date): Promise<void> {
    await this.db
      .insertInto("package")
      .values({
        id: pkg.id,
        user_name: pkg.userName,
        package_type: pkg.packageType,
        course_name: pkg.courseName,
        part_name: pkg.partName,
        learning_path_name: pkg.learningPathName,
        learning_unit_name: pkg.learningUnitName,
        scope: pkg.scope,
        generation: pkg.generation,
        created_at: now,
        finished_at: null,
        due_at: pkg.dueAt ?? null,
        time_zone: pkg.timeZone ?? null,
      })
      .execute();
    await this.db
      .insertInto("task")
      .values(
        pkg.tasks.map((task, taskIndex) => ({
          package_id: pkg.id,
          task_index: taskIndex,
          title: task.title,
          task_type: task.kind,
          completed_at: null,
        })),
      )
      .execute();
    let position = 0;
    const items = pkg.tasks.flatMap((task, taskIndex) =>
      task.items.map((item, itemIndex) => ({
        package_id: pkg.id,
        task_index: taskIndex,
        item_index: itemIndex,
        position: position++,
        template_id: item.templateId,
        seed: item.seed,
        learning_path_name: item.learningPathName,
        hint_shown_at: null,
        solution_shown_at: null,
        updated_at: now,
      })),
    );
    await this.db.insertInto("task_item").values(items).execute();
  }

  async load(packageId: string): Promise<StoredPackage | undefined> {
    const pkg = await this.db.selectFrom("package").selectAll().where("id", "=", packageId).executeTakeFirst();
    if (!pkg) return undefined;
    return (await this.withContents([pkg]))[0];
  }

  /** Packages with their tasks and questions, in the order given. */
  async withContents(packages: PackageRow[]): Promise<StoredPackage[]> {
    if (packages.length === 0) return [];
    const ids = packages.map((pkg) => pkg.id);
    const tasks = await this.db
      .selectFrom("task")
      .selectAll()
      .where("package_id", "in", ids)
      .orderBy("task_index")
      .execute();
    const items = await this.db
      .selectFrom("task_item")
      .selectAll()
      .where("package_id", "in", ids)
      .orderBy("position")
      .execute();
    return packages.map((pkg) => ({
      package: pkg,
      tasks: tasks.filter((task) => task.package_id === pkg.id),
      items: items.filter((item) => item.package_id === pkg.id),
    }));
  }

  /** The newest package of a type for a scope (unit or lesson), or undefined. */
  async latest(userName: string, type: PackageTypeValue, scope: string): Promise<PackageRow | undefined> {
    return this.db
      .selectFrom("package")
      .selectAll()
      .where("user_name", "=", userName)
      .where("package_type", "=", type)
      .where("scope", "=", scope)
      .orderBy("generation", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  /** The learner's core packages of some learning units. */
  async coreForUnits(userName: string, unitNames: readonly string[]): Promise<PackageRow[]> {
    if (unitNames.length === 0) return [];
    return this.db
      .selectFrom("package")
      .selectAll()
      .where("user_name", "=", userName)
      .where("package_type", "=", "core")
      .where("scope", "in", unitNames)
      .orderBy("created_at")
      .execute();
  }

  async abandonActive(userName: string, type: PackageTypeValue, scope: string): Promise<void> {
    await this.db
      .updateTable("package")
      .set({ status: "abandoned" })
      .where("user_name", "=", userName)
      .where("package_type", "=", type)
      .where("scope", "=", scope)
      .where("status", "=", "active")
      .execute();
  }

  async setStatus(packageId: string, status: PackageStatusValue, now: Date): Promise<void> {
    await this.db
      .updateTable("package")
      .set({ status, finished_at: status === "finished" ? now : null })
      .where("id", "=", packageId)
      .execute();
  }

  /** One question with its package; `forUpdate` locks the question's row. */
  /**
   * One question with its package, in one round trip (SubmitAnswer reads it twice: `make bench`
   * showed each round trip to the database is the main cost of an answer). With `forUpdate` only
   * the question's row is locked.
   */
  async item(
    packageId: string,
    taskIndex: number,
    itemIndex: number,
    forUpdate = false,
  ): Promise<{ item: TaskItemRow; package: PackageRow } | undefined> {
    let query = this.db
      .selectFrom("task_item")
      .innerJoin("package", "package.id", "task_item.package_id")
      .selectAll("task_item")
      .select([
        "package.id as pkg_id",
        "package.user_name as pkg_user_name",
        "package.package_type as pkg_package_type",
        "package.course_name as pkg_course_name",
        "package.part_name as pkg_part_name",
        "package.learning_path_name as pkg_learning_path_name",
        "package.learning_unit_name as pkg_learning_unit_name",
        "package.scope as pkg_scope",
        "package.generation as pkg_generation",
        "package.status as pkg_status",
        "package.created_at as pkg_created_at",
        "package.finished_at as pkg_finished_at",
        "package.due_at as pkg_due_at",
        "package.time_zone as pkg_time_zone",
      ])
      .where("task_item.package_id", "=", packageId)
      .where("task_item.task_index", "=", taskIndex)
      .where("task_item.item_index", "=", itemIndex);
    if (forUpdate) query = query.forUpdate("task_item");
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    const {
      pkg_id,
      pkg_user_name,
      pkg_package_type,
      pkg_course_name,
      pkg_part_name,
      pkg_learning_path_name,
      pkg_learning_unit_name,
      pkg_scope,
      pkg_generation,
      pkg_status,
      pkg_created_at,
      pkg_finished_at,
      pkg_due_at,
      pkg_time_zone,
      ...item
    } = row;
    return {
      item,
      package: {
        id: pkg_id,
        user_name: pkg_user_name,
        package_type: pkg_package_type,
        course_name: pkg_course_name,
        part_name: pkg_part_name,
        learning_path_name: pkg_learning_path_name,
        learning_unit_name: pkg_learning_unit_name,
        scope: pkg_scope,
        generation: pkg_generation,
        status: pkg_status,
        created_at: pkg_created_at,
        finished_at: pkg_finished_at,
        due_at: pkg_due_at,
        time_zone: pkg_time_zone,
      },
    };
  }

  async updateItem(
    key: { packageId: string; taskIndex: number; itemIndex: number },
    changes: { status?: ItemStatusValue; hintShownAt?: Date; solutionShownAt?: Date },
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable("task_item")
      .set({
        updated_at: now,
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.hintShownAt ? { hint_shown_at: changes.hintShownAt } : {}),
        ...(changes.solutionShownAt ? { solution_shown_at: changes.solutionShownAt } : {}),
      })
      .where("package_id", "=", key.packageId)
      .where("task_index", "=", key.taskIndex)
      .where("item_index", "=", key.itemIndex)
      .execute();
  }

  async completeTask(packageId: string, taskIndex: number, now: Date): Promise<void> {
    await this.db
      .updateTable("task")
      .set({ completed_at: now })
      .where("package_id", "=", packageId)
      .where("task_index", "=", taskIndex)
      .where("completed_at", "is", null)
      .execute();
  }

  async counts(packageId: string): Promise<ItemCounts> {
    const rows = await this.db
      .selectFrom("task_item")
      .select(["status", (eb) => eb.fn.countAll<string>().as("n")])
      .where("package_id", "=", packageId)
      .groupBy("status")
      .execute();
    return countsOf(rows);
  }

  /** Questions done and in total per learning unit, over the learner's core packages in a lesson. */
  async coreCountsByUnit(userName: string, partName: string): Promise<Map<string, { done: number; total: number }>> {
    const rows = await this.db
      .selectFrom("task_item")
      .innerJoin("package", "package.id", "task_item.package_id")
      .select(["package.scope as unit", "task_item.status", (eb) => eb.fn.countAll<string>().as("n")])
      .where("package.user_name", "=", userName)
      .where("package.part_name", "=", partName)
      .where("package.package_type", "=", "core")
      .groupBy(["package.scope", "task_item.status"])
      .execute();
    const byUnit = new Map<string, { done: number; total: number }>();
    for (const row of rows) {
      const entry = byUnit.get(row.unit) ?? { done: 0, total: 0 };
      entry.total += Number(row.n);
      if (row.status === "done") entry.done += Number(row.n);
      byUnit.set(row.unit, entry);
    }
    return byUnit;
  }

  /** The current (newest, not abandoned) practice package of each lesson of a course, with its counts. */
  async currentPractice(
    userName: string,
    courseName: string,
  ): Promise<Map<string, { packageId: string; finished: boolean; itemsDone: number }>> {
    const packages = await this.db
      .selectFrom("package")
      .select(["id", "part_name", "status", "generation"])
      .where("user_name", "=", userName)
      .where("course_name", "=", courseName)
      .where("package_type", "=", "practice")
      .where("status", "!=", "abandoned")
      .orderBy("generation", "desc")
      .execute();
    const current = new Map<string, { packageId: string; finished: boolean; itemsDone: number }>();
    for (const pkg of packages) {
      if (!current.has(pkg.part_name)) {
        current.set(pkg.part_name, { packageId: pkg.id, finished: pkg.status === "finished", itemsDone: 0 });
      }
    }
    const ids = [...current.values()].map((entry) => entry.packageId);
    if (ids.length > 0) {
      const done = await this.db
        .selectFrom("task_item")
        .select(["package_id", (eb) => eb.fn.countAll<string>().as("n")])
        .where("package_id", "in", ids)
        .where("status", "=", "done")
        .groupBy("package_id")
        .execute();
      for (const entry of current.values()) {
        entry.itemsDone = Number(done.find((row) => row.package_id === entry.packageId)?.n ?? 0);
      }
    }
    return current;
  }

  /**
   * The days (Mondays) whose Just For You package of a type was finished by its due time: what the
   * streaks count.
   */
  async justForYouCompleted(userName: string, type: JustForYouTypeValue): Promise<string[]> {
    const rows = await this.db
      .selectFrom("package")
      .select("scope")
      .where("user_name", "=", userName)
      .where("package_type", "=", type)
      .where("status", "=", "finished")
      .whereRef("finished_at", "<=", "due_at")
      .execute();
    return rows.map((row) => row.scope);
  }

  /** Incorrect answers per template in a lesson: what the practice warm-up revisits. */
  async wrongAnswersByTemplate(userName: string, partName: string): Promise<Record<string, number>> {
    const rows = await this.db
      .selectFrom("attempt")
      .innerJoin("task_item", (join) =>
        join
          .onRef("task_item.package_id", "=", "attempt.package_id")
          .onRef("task_item.task_index", "=", "attempt.task_index")
          .onRef("task_item.item_index", "=", "attempt.item_index"),
      )
      .innerJoin("package", "package.id", "attempt.package_id")
      .select(["task_item.template_id", (eb) => eb.fn.countAll<string>().as("n")])
      .where("attempt.user_name", "=", userName)
      .where("package.part_name", "=", partName)
      .where("attempt.result", "=", "incorrect")
      .groupBy("task_item.template_id")
      .execute();
    return Object.fromEntries(rows.map((row) => [row.template_id, Number(row.n)]));
  }
}

function countsOf(rows: { status: ItemStatusValue; n: string | number }[]): ItemCounts {
  const n = (status: ItemStatusValue) => Number(rows.find((row) => row.status === status)?.n ?? 0);
  const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
  return { total, done: n("done"), answered: n("done") + n("wrong") };
}
