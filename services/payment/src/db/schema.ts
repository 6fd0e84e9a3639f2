import type { ColumnType } from "kysely";

/** Tables of the `payment` schema. */
export interface PaymentDatabase {
  access: AccessTable;
}

export interface AccessTable {
  /** "indyUsers/{id}" of IndyService. */
  indy_user_name: string;
  /** "YYYY-MM-DD": fixed when first computed, so a later change elsewhere never moves it. */
  trial_ends_on: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}
