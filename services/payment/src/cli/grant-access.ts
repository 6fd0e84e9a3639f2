/**
 * Gives a user free access for a spec §3 reason (an operator's tool; the only way grants are made):
 *   node --import tsx services/payment/src/cli/grant-access.ts indyUsers/ID vip [YYYY-MM-DD]
 * With DATABASE_URL it writes to that PostgreSQL; otherwise to make start's PGlite in DATA_DIR (stop
 * make start first: PGlite has one writer). Without a date the access has no end.
 */
import { openDatabase } from "@sumwise/kit";
import { parseIsoDate } from "@sumwise/rules";
import type { Kysely } from "kysely";
import { AccessRepository } from "../db/access-repository.js";
import type { PaymentDatabase } from "../db/schema.js";
import { type GrantedReason, grantedReasons } from "../domain/index.js";

const [userName = "", reason = "", endsOn] = process.argv.slice(2);
if (!/^indyUsers\/[A-Za-z0-9_-]+$/.test(userName) || !(grantedReasons as readonly string[]).includes(reason)) {
  console.error(`usage: grant-access.ts indyUsers/ID <${grantedReasons.join("|")}> [YYYY-MM-DD]`);
  process.exit(2);
}
if (endsOn !== undefined && !parseIsoDate(endsOn)) {
  console.error(`"${endsOn}" is not a date (YYYY-MM-DD)`);
  process.exit(2);
}
const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? ".data" });
try {
  const access = new AccessRepository(database.forSchema<PaymentDatabase>("payment") as Kysely<PaymentDatabase>);
  await access.grant(userName, reason as GrantedReason, endsOn ?? null);
  console.log(`${userName}: ${reason} until ${endsOn ?? "further notice"}`);
} finally {
  await database.close();
}
