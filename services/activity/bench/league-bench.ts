/**
 * make bench-league: GetIndyUserWeeklyLeagueTable at scale, next to a primary-key lookup in the same run.
 *
 *   node --import tsx services/activity/bench/league-bench.ts [--learners 1000000] [--answers 10000000]
 *                                                            [--samples 2000] [--keep]
 *
 * Needs PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL names a server): it makes a
 * fresh database, migrates the activity schema and seeds with generate_series (no RPCs) the summaries
 * that `--answers` correct answers of `--learners` learners leave over three UTC weeks (the week
 * before last, last week and this one): xp_state (one row per learner), xp_week (one per learner and
 * week), 30-learner league cohorts per course band (20 bands) and week, league_member (with the
 * week's XP, as the projection keeps it) and
 * league_profile ("First I."). The ledger itself is not seeded: the league path never reads it.
 * Then it times, one call at a time after a warm-up, for random learners:
 *   - the GetIndyUserWeeklyLeagueTable handler (the real route function with a verified caller in its
 *     context: subject check, opt-out, this week's standings, last two weeks' ranks, last week's XP);
 *   - a primary-key lookup (XpRepository.totalXp: one row of xp_state by its key), on the same pool.
 * Goal of Sumwise issue 12: p95 of the league table at most 10× the primary-key lookup's.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { create } from "@bufbuild/protobuf";
import { createContextValues, type HandlerContext } from "@connectrpc/connect";
import { GetIndyUserWeeklyLeagueTableRequestSchema } from "@sumwise/gen/activity/v1/league_pb";
import { callerKey, createLogger, loadConfig, migrateToLatest, openDatabase, serviceDeps } from "@sumwise/kit";
import { sql } from "kysely";
import pg from "pg";
import { configSchema } from "../src/config.js";
import { createContext } from "../src/context.js";
import { migrations } from "../src/db/migrations.js";
import type { ActivityDatabase } from "../src/db/schema.js";
import { isoWeekStart } from "../src/domain/index.js";
import { activityService } from "../src/index.js";
import { getIndyUserWeeklyLeagueTable } from "../src/routes/get-indy-user-weekly-league-table.js";

const { values } = parseArgs({
  options: {
    learners: { type: "string", default: "1000000" },
    answers: { type: "string", default: "10000000" },
    samples: { type: "string", default: "2000" },
    keep: { type: "boolean", default: false },
  },
});
const learners = Number(values.learners);
const answers = Number(values.answers);
const samples = Number(values.samples);
const BANDS = 20;
const WEEKS = 3;
const GOAL_RATIO = 10;

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log("bench-league needs PostgreSQL: set BENCH_DATABASE_URL (or DATABASE_URL / TEST_DATABASE_URL).");
  process.exit(2);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const learnerName = (i: number) => `indyUsers/00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;

async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `sumwise_league_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(200, samples); i++) await run(i);
  const durations: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run(i);
    durations.push(performance.now() - start);
  }
  durations.sort((a, b) => a - b);
  const result = { p50: percentile(durations, 50), p95: percentile(durations, 95), p99: percentile(durations, 99) };
  console.log(
    `  ${label.padEnd(40)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p95 ${result.p95.toFixed(2).padStart(7)} ms   p99 ${result.p99.toFixed(2).padStart(7)} ms`,
  );
  return result;
}

async function main() {
  const target = await freshDatabase();
  const database = await openDatabase({ url: target.url, poolSize: 4 });
  try {
    const db = database.forSchema<ActivityDatabase>("activity");
    await migrateToLatest(database.forSchema<unknown>("activity"), "activity", migrations);
    const now = new Date();
    const weeks = Array.from({ length: WEEKS }, (_, w) => isoWeekStart(new Date(now.getTime() - w * 7 * 86_400_000)));
    // Correct answers per learner per week: 1 + hash mod (2k − 1), averaging k = answers / (learners × weeks).
    const spread = Math.max(1, Math.round((2 * answers) / (learners * WEEKS)) - 1);
    console.log(
      `Seeding ${learners.toLocaleString("en-GB")} learners, ~${answers.toLocaleString("en-GB")} correct answers over ${WEEKS} weeks (${weeks.join(", ")}), ${BANDS} course bands …`,
    );
    const seedStart = performance.now();
    const step = async (label: string, statement: ReturnType<typeof sql>) => {
      const start = performance.now();
      await statement.execute(db);
      console.log(`  ${label.padEnd(48)} ${seconds(start)}`);
    };
    const name = sql`'indyUsers/00000000-0000-4000-8000-' || lpad(i::text, 12, '0')`;
    const xpOf = (w: number) => sql`5 * (1 + ((i::bigint * 7919 + ${w} * 104729) % ${spread}))`;
    for (let w = 0; w < WEEKS; w++) {
      await step(
        `xp_week, week ${weeks[w]}`,
        sql`insert into activity.xp_week (indy_user_name, week_start, xp)
            select ${name}, ${weeks[w]}::date, ${xpOf(w)} from generate_series(1, ${learners}) as i`,
      );
    }
    await step(
      "xp_state (total of the weeks)",
      sql`insert into activity.xp_state (indy_user_name, xp)
          select ${name}, ${sql.join(
            Array.from({ length: WEEKS }, (_, w) => xpOf(w)),
            sql` + `,
          )}
          from generate_series(1, ${learners}) as i`,
    );
    // Learner i is in band i mod 20 at position i / 20; 30 consecutive positions make a cohort, whose
    // id encodes week, band and slot so members can point at it without a lookup.
    const perBand = Math.ceil(learners / BANDS) + 1;
    const slots = Math.ceil(perBand / 30) + 1;
    const cohortId = (w: number) =>
      sql`(${w}::bigint * ${BANDS * slots} + (i % ${BANDS}) * ${slots} + (i / ${BANDS}) / 30 + 1)`;
    for (let w = 0; w < WEEKS; w++) {
      await step(
        `league_cohort, week ${weeks[w]}`,
        sql`insert into activity.league_cohort (id, week_start, band, member_count) overriding system value
            select ${cohortId(w)}, ${weeks[w]}::date, 'courses/band-' || (i % ${BANDS}), count(*)
            from generate_series(1, ${learners}) as i group by 1, 3`,
      );
      await step(
        `league_member, week ${weeks[w]}`,
        sql`insert into activity.league_member (week_start, indy_user_name, cohort_id, xp)
            select ${weeks[w]}::date, ${name}, ${cohortId(w)}, ${xpOf(w)} from generate_series(1, ${learners}) as i`,
      );
    }
    await step(
      'league_profile ("First I.")',
      sql`insert into activity.league_profile (indy_user_name, display_name, fetched_at)
          select ${name}, 'Learner ' || chr(65 + i % 26) || '.', now() from generate_series(1, ${learners}) as i`,
    );
    await step(
      "league_opt_out (1 in 1,000 learners)",
      sql`insert into activity.league_opt_out (indy_user_name, opted_out_by)
          select ${name}, 'indyUsers/bench-supporter' from generate_series(1, ${learners}, 1000) as i`,
    );
    await step(
      "analyze",
      sql`analyze activity.xp_week, activity.xp_state, activity.league_cohort, activity.league_member, activity.league_profile, activity.league_opt_out`,
    );
    console.log(`Seeded in ${seconds(seedStart)}.`);
    const counts = await sql<{ table: string; rows: string }>`
      select 'xp_week' as table, count(*)::text as rows from activity.xp_week union all
      select 'league_member', count(*)::text from activity.league_member union all
      select 'league_cohort', count(*)::text from activity.league_cohort union all
      select 'max members of a cohort', max(member_count)::text from activity.league_cohort`.execute(db);
    console.log(`  ${counts.rows.map((r) => `${r.table}: ${Number(r.rows).toLocaleString("en-GB")}`).join(" · ")}`);

    const config = loadConfig(configSchema, { SUMWISE_ENV: "test", LOG_LEVEL: "silent" });
    const ctx = createContext(serviceDeps(activityService, config, createLogger("activity", "silent"), database));
    const handler = getIndyUserWeeklyLeagueTable(ctx);
    // Learners not opted out (i mod 1000 ≠ 1), spread over the id range.
    const subjects = Array.from({ length: samples + 200 }, () => {
      let i = 1 + Math.floor(Math.random() * learners);
      if (i % 1000 === 1) i += 1;
      return learnerName(Math.min(i, learners));
    });
    const contextOf = (userName: string) =>
      ({
        values: createContextValues().set(callerKey, {
          kind: "user",
          uid: "bench",
          userName,
          roles: ["learner"],
          email: undefined,
          emailVerified: true,
          signInProvider: "password",
          idToken: "",
        }),
      }) as unknown as HandlerContext;
    const request = create(GetIndyUserWeeklyLeagueTableRequestSchema, { numRows: 0 });
    const sample = await handler(request, contextOf(subjects[0]!));
    console.log(
      `\nOne league: ${sample.leagueTableRows?.length} rows, rank last week ${sample.rankLastWeek}, week before ${sample.rankWeekBeforeLast}.`,
    );
    console.log(`Timing ${samples} calls each, one at a time, after a warm-up of 200:`);
    const league = await time("GetIndyUserWeeklyLeagueTable (handler)", (i) =>
      handler(request, contextOf(subjects[i % subjects.length]!)),
    );
    const shell = await time("GetIndyUserWeeklyLeagueTable numRows 3", (i) =>
      handler(
        create(GetIndyUserWeeklyLeagueTableRequestSchema, { numRows: 3 }),
        contextOf(subjects[i % subjects.length]!),
      ),
    );
    const lookup = await time("primary-key lookup (xp_state)", (i) => ctx.xp.totalXp(subjects[i % subjects.length]!));
    const ratio = league.p95 / lookup.p95;
    console.log(
      `\np95 league table / p95 primary-key lookup = ${ratio.toFixed(1)}× (numRows 3: ${(shell.p95 / lookup.p95).toFixed(1)}×); goal ≤ ${GOAL_RATIO}×: ${ratio <= GOAL_RATIO ? "met" : "NOT met"}.`,
    );
  } finally {
    await database.close();
    if (values.keep) console.log(`Kept the database: ${target.url}`);
    else await target.drop();
  }
}

await main();
