import type { ColumnType } from "kysely";

/** Tables of the `activity` schema. */
export interface ActivityDatabase {
  xp_state: XpStateTable;
}

export interface XpStateTable {
  /** "indyUsers/{id}" of IndyService; no foreign key across service schemas. */
  indy_user_name: string;
  /** bigint comes back from pg as a string. */
  xp: ColumnType<string, number, number>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
