import { timestampDate } from "@bufbuild/protobuf/wkt";
import { type CalendarDate, formatIsoDate, parseIsoDate, todayUtc } from "@sumwise/rules";
import type { PaymentContext } from "../context.js";
import { trialEndFor } from "../domain/index.js";
import type { Payer } from "./payer.js";

/** The last day of the caller's free trial: 14 days from the account's creation, stored the first time. */
export async function trialEndsOn(ctx: PaymentContext, payer: Payer): Promise<CalendarDate> {
  const createdAt = payer.indyUser?.creationTime ? timestampDate(payer.indyUser.creationTime) : ctx.now();
  const stored = await ctx.access.trialEndFor(payer.caller.userName, formatIsoDate(trialEndFor(todayUtc(createdAt))));
  const date = parseIsoDate(stored);
  if (!date) throw new Error(`stored trial end "${stored}" is not a date`);
  return date;
}
