/**
 * bench-activity: GetActivityForUser's reads at scale. Seeds 1,000,000 learners and 10,000,000 answer
 * events' worth of summaries into PostgreSQL with generate_series (no RPC, no row-by-row inserts), then
 * prints the p95 latency of the queries GetActivityForUser makes beside a primary-key lookup measured in
 * the same run (goal: within 10×).
 *
 *   make bench-progress   (or: BENCH_DATABASE_URL=postgres://… npx tsx services/activity/bench/bench-activity.ts)
 *
 * Options (env): BENCH_LEARNERS (1000000), BENCH_EVENTS (10000000), BENCH_SAMPLES (2000),
 * BENCH_KEEP=1 to reuse an already seeded schema. It works in its own schema, bench_activity, dropped
 * and made again from the service's migrations.
 */
import { migrateToLatest, openDatabase } from "@sumwise/kit";
import { type Kysely, sql } from "kysely";
import { migrations } from "../src/db/migrations.js";
import type { ActivityDatabase } from "../src/db/schema.js";
import { StatsRepository } from "../src/db/stats-repository.js";
import { localPeriods } from "../src/domain/index.js";

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!url) {
  console.log("bench-activity needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL / TEST_DATABASE_URL).");
  process.exit(1);
}
const learners = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
const events = Number(process.env.BENCH_EVENTS ?? 10_000_000);
const samples = Number(process.env.BENCH_SAMPLES ?? 2_000);
const schema = "bench_activity";
/** Answers per quarter-hour row: a learner answers a few questions in a sitting. */
const ANSWERS_PER_QUARTER = 2;

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}

async function timed(label: string, work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

async function seed(db: Kysely<ActivityDatabase>) {
  const quarters = Math.round(events / ANSWERS_PER_QUARTER);
  const sittings = Math.ceil(quarters / learners);
  // Learner g % learners has sittings spread over the last ~26 weeks, each in a quarter hour of its own.
  await timed(`answer_quarter: ${quarters.toLocaleString()} rows (${events.toLocaleString()} answers)`, () =>
    sql`
      insert into answer_quarter (indy_user_name, bucket_start, answered, correct, time_taken_ms)
      select 'indyUsers/bench-' || (g % ${learners}),
             date_trunc('hour', now()) - interval '1 day' * ((g / ${learners}) * 181 / ${sittings} + (g % 7))
               - interval '15 minutes' * ((g / 7) % 90),
             ${ANSWERS_PER_QUARTER}, 1 + (g % 2), 45000
      from generate_series(0, ${quarters - 1}::bigint) as g
      on conflict do nothing
    `.execute(db),
  );
  await timed(`activity_total: ${learners.toLocaleString()} rows`, () =>
    sql`
      insert into activity_total (indy_user_name, answered, correct, time_taken_ms, lessons_completed, courses_completed)
      select indy_user_name, sum(answered), sum(correct), sum(time_taken_ms), 2, 0
      from answer_quarter group by indy_user_name
    `.execute(db),
  );
  await timed(`lesson_activity: ${(learners * 3).toLocaleString()} rows`, () =>
    sql`
      insert into lesson_activity (indy_user_name, part_name, course_name, first_worked_at, last_worked_at, completed_at)
      select 'indyUsers/bench-' || u, 'courses/year6-a/parts/p' || l, 'courses/year6-a',
             now() - interval '1 day' * (30 * l + (u % 20)), now() - interval '1 day' * (30 * l),
             case when l < 2 then now() - interval '1 day' * (30 * l) end
      from generate_series(0, ${learners - 1}) as u, generate_series(0, 2) as l
    `.execute(db),
  );
  await timed("course_completion: 1 learner in 20", () =>
    sql`
      insert into course_completion (indy_user_name, course_name, completed_at)
      select 'indyUsers/bench-' || u, 'courses/year5-a', now() - interval '100 days'
      from generate_series(0, ${learners - 1}, 20) as u
    `.execute(db),
  );
  await timed("analyze", () => sql`analyze`.execute(db));
}

async function main() {
  const database = await openDatabase({ url, poolSize: 8 });
  const root = database.forSchema<unknown>("public");
  const db = database.forSchema<ActivityDatabase>(schema);
  // The seed's raw SQL names tables unqualified: it runs on one connection whose search_path is ours.
  const seedInSchema = () =>
    db.connection().execute(async (connection) => {
      await sql`set search_path to ${sql.id(schema)}`.execute(connection);
      await seed(connection);
    });
  try {
    if (process.env.BENCH_KEEP !== "1") {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(root);
      await migrateToLatest(db as Kysely<unknown>, schema, migrations);
      await timed("seeded in", seedInSchema);
    }
    const stats = new StatsRepository(db);
    const periods = localPeriods(new Date(), "Europe/London", 12);
    const countRanges = [periods.week, periods.month, periods.prevWeek, periods.prevMonth];
    const answerRanges = [...countRanges, ...periods.recentWeeks.map((week) => week.range)];
    const names = Array.from({ length: samples }, () => `indyUsers/bench-${Math.floor(Math.random() * learners)}`);
    const times = {
      pk: [] as number[],
      totals: [] as number[],
      answers: [] as number[],
      lessons: [] as number[],
      courses: [] as number[],
      whole: [] as number[],
    };
    const measure = async (into: number[], work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      into.push(performance.now() - start);
    };
    // Warm the pool and the caches the same way for both sides.
    for (const name of names.slice(0, 100)) await stats.answerSums(name, answerRanges);
    for (const name of names) {
      // The baseline: a primary-key lookup of one row of a million-row table.
      await measure(times.pk, () =>
        db.selectFrom("activity_total").select("correct").where("indy_user_name", "=", name).executeTakeFirst(),
      );
      await measure(times.totals, () => stats.totals(name));
      await measure(times.answers, () => stats.answerSums(name, answerRanges));
      await measure(times.lessons, () => stats.lessonCompletions(name, countRanges));
      await measure(times.courses, () => stats.coursesCompleted(name));
      // As the handler runs them: all four at once.
      await measure(times.whole, () =>
        Promise.all([
          stats.totals(name),
          stats.answerSums(name, answerRanges),
          stats.lessonCompletions(name, countRanges),
          stats.coursesCompleted(name),
        ]),
      );
    }
    const count = await db
      .selectFrom("answer_quarter")
      .select([sql<string>`count(*)`.as("n"), sql<string>`sum(answered)`.as("answers")])
      .executeTakeFirstOrThrow();
    const base = p95(times.pk);
    console.log(
      `\n${learners.toLocaleString()} learners, ${Number(count.answers).toLocaleString()} answers in ${Number(count.n).toLocaleString()} quarter-hour rows; ${samples} random learners`,
    );
    console.log("p95 (ms)                                   value   × primary-key lookup");
    const row = (label: string, values: number[]) =>
      console.log(`${label.padEnd(42)} ${p95(values).toFixed(3).padStart(7)}   ${(p95(values) / base).toFixed(1)}×`);
    row("primary-key lookup (one column)", times.pk);
    row("totals (activity_total, all columns)", times.totals);
    row("answer sums: 4 periods + 12 weeks", times.answers);
    row("lesson completions", times.lessons);
    row("courses completed", times.courses);
    row("GetActivityForUser's 4 queries in parallel", times.whole);
  } finally {
    await database.close();
  }
}

await main();
