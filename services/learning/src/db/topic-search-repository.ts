import { type Kysely, sql } from "kysely";
import type { TopicSearchEntry } from "../search/topic-index.js";
import type { LearningDatabase } from "./schema.js";

export interface TopicMatch {
  learningPathName: string;
  displayName: string;
  partName: string;
  partNumber: number;
  partDisplayName: string;
  /** 0..1 */
  score: number;
}

export interface TopicSearchQuery {
  courseName: string;
  text: string;
  /** A whole number searched for: the topics of that lesson score 1. */
  lessonNumber: number | undefined;
  limit: number;
  minScore: number;
}

/**
 * How much a match in each text counts: the topic's own name fully; its extra keywords slightly less,
 * so a name match ranks first; its lesson's name less again (a lesson name covers several topics).
 */
const KEYWORD_WEIGHT = 0.9;
const LESSON_NAME_WEIGHT = 0.8;
const INSERT_CHUNK = 400;

/** Every query on topic_search. */
export class TopicSearchRepository {
  constructor(private readonly db: Kysely<LearningDatabase>) {}

  /**
   * Makes the table hold exactly these entries, in one transaction. Several processes starting at
   * once take turns (the advisory lock), so none trips over another's rows.
   */
  async refresh(entries: readonly TopicSearchEntry[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('learning.topic_search'))`.execute(trx);
      await trx.deleteFrom("topic_search").execute();
      for (let start = 0; start < entries.length; start += INSERT_CHUNK) {
        await trx
          .insertInto("topic_search")
          .values(entries.slice(start, start + INSERT_CHUNK))
          .execute();
      }
    });
  }

  /**
   * The course's topics scoring at least minScore, best first (ties: the closer whole name, then
   * course order), with how many matched in all. Scores are pg_trgm word similarity: the best match
   * of the query's trigrams inside the text, so prefixes and typos score high ("pythag" 0.86 against
   * "Pythagoras' theorem"). A course has about a hundred topics: scoring them all is cheaper than
   * any index lookup.
   */
  async search(query: TopicSearchQuery): Promise<{ matches: TopicMatch[]; total: number }> {
    const text = query.text;
    const scored = this.db
      .selectFrom("topic_search")
      .select([
        "learning_path_name",
        "display_name",
        "part_name",
        "part_number",
        "part_display_name",
        "position",
        sql<number>`greatest(
          word_similarity(${text}, display_name),
          word_similarity(${text}, keywords) * ${KEYWORD_WEIGHT},
          word_similarity(${text}, part_display_name) * ${LESSON_NAME_WEIGHT},
          case when part_number = ${query.lessonNumber ?? -1} then 1 else 0 end
        )::float8`.as("score"),
        sql<number>`similarity(${text}, display_name)::float8`.as("closeness"),
      ])
      .where("course_name", "=", query.courseName);
    const rows = await this.db
      .selectFrom(scored.as("m"))
      .selectAll()
      .select(sql<string>`count(*) over ()`.as("total"))
      .where("score", ">=", query.minScore)
      .orderBy("score", "desc")
      .orderBy("closeness", "desc")
      .orderBy("position")
      .limit(query.limit)
      .execute();
    return {
      matches: rows.map((row) => ({
        learningPathName: row.learning_path_name,
        displayName: row.display_name,
        partName: row.part_name,
        partNumber: row.part_number,
        partDisplayName: row.part_display_name,
        score: Math.min(1, Number(row.score)),
      })),
      total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    };
  }
}
