/**
 * Topic search latency: 200 SearchTopics queries (TopicSearchRepository.search, the SQL the RPC runs)
 * against a migrated learning schema with the whole catalogue's topics, on PGlite and, when
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database. Prints p50/p95/max per database.
 *
 *   TEST_DATABASE_URL=postgres://… node --import tsx services/learning/bench/search-latency.ts
 */
import { migrateToLatest } from "@sumwise/kit";
import { testDatabases } from "@sumwise/kit/testing";
import { searchedNumber, TOPIC_SEARCH_MAX_RESULTS, TOPIC_SEARCH_MIN_SCORE } from "@sumwise/rules";
import type { Kysely } from "kysely";
import { migrations } from "../src/db/migrations.js";
import type { LearningDatabase } from "../src/db/schema.js";
import { TopicSearchRepository } from "../src/db/topic-search-repository.js";
import { topicSearchEntries } from "../src/search/topic-index.js";

const QUERIES = 200;
/** What pupils type: typos, prefixes, keywords, numbers, multi-word phrases, nonsense. */
const terms = [
  "pythag",
  "fractons",
  "simultanious",
  "area of a circel",
  "sohcahtoa",
  "percent",
  "quadratic",
  "3",
  "ratio",
  "angles in polygons",
  "mean median",
  "zqxzqx",
  "standard form",
  "bidmas",
  "volume",
  "probab",
];
const courses = ["courses/gcse-fh", "courses/ks3-b", "courses/year6-b", "courses/gcse-h"];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

for (const { kind, open } of testDatabases()) {
  const database = await open();
  try {
    const db = database.forSchema<LearningDatabase>("learning");
    await migrateToLatest(db as Kysely<unknown>, "learning", migrations);
    const repository = new TopicSearchRepository(db);
    const entries = topicSearchEntries();
    const refreshStart = performance.now();
    await repository.refresh(entries);
    const refreshMs = performance.now() - refreshStart;
    // Warm-up: plans and caches, as a running service would have.
    for (const term of terms) {
      await repository.search({
        courseName: courses[0]!,
        text: term,
        lessonNumber: searchedNumber(term),
        limit: TOPIC_SEARCH_MAX_RESULTS,
        minScore: TOPIC_SEARCH_MIN_SCORE,
      });
    }
    const times: number[] = [];
    for (let i = 0; i < QUERIES; i++) {
      const term = terms[i % terms.length]!;
      const start = performance.now();
      await repository.search({
        courseName: courses[i % courses.length]!,
        text: term,
        lessonNumber: searchedNumber(term),
        limit: TOPIC_SEARCH_MAX_RESULTS,
        minScore: TOPIC_SEARCH_MIN_SCORE,
      });
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `${kind}: ${QUERIES} searches over ${entries.length} topics (${courses.length} courses): ` +
        `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1)!)}; ` +
        `start-up refresh ${ms(refreshMs)}`,
    );
  } finally {
    await database.close();
  }
}
