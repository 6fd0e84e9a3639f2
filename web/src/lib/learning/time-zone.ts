import { isValidTimeZone } from "@sumwise/rules";

/**
 * The learner's IANA time zone, from the browser: Just For You follows the learner's own local day.
 * A browser that reports none we know (rare, old ones) counts days in UTC.
 */
export function learnerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : "UTC";
}
