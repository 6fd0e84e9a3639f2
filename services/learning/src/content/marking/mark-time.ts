/**
 * Marker for times of day: "14:05", "14.05", "1405", "9:05" on the 24-hour clock; "2:05 pm",
 * "2.05pm", "2 pm", "2:05 p.m." on the 12-hour clock. The right time on the other clock is the
 * wrong form; a time that cannot exist (09:75, 15:30 am) is wrong, with a pointer.
 */
import type { MarkResult, TimeOfDayAnswer } from "../core/types.js";
import { CORRECT, INCORRECT, unreadable, wrongForm } from "./mark-number.js";
import { normaliseInput } from "./normalise.js";

export const pad2 = (n: number) => String(n).padStart(2, "0");

/** minutes after midnight as the answer's clock writes it */
export function formatTimeOfDay(minutes: number, clock: TimeOfDayAnswer["clock"]): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = pad2(minutes % 60);
  return clock === "24-hour" ? `${pad2(h)}:${m}` : `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? "am" : "pm"}`;
}

type Read = { ok: true; hour: number; minute: number; half?: "am" | "pm" } | { ok: false; result: MarkResult };

function read(raw: string, clock: TimeOfDayAnswer["clock"]): Read {
  const example = clock === "24-hour" ? "Write the time like 14:05." : "Write the time like 2:05 pm.";
  const s = normaliseInput(raw)
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/\b([ap])\.?\s?m\.?/, "$1m")
    .replace(/\s*(hrs|hours|h)$/, "")
    .trim();
  const m = /^(\d{1,2})(?:\s?[:.]\s?(\d{2})|\s?(\d{2}))?\s?(am|pm)?$/.exec(s) ?? /^(\d{2})(\d{2})$/.exec(s);
  if (!m) return { ok: false, result: unreadable(example) };
  const hour = Number(m[1]);
  const minute = Number(m[2] ?? m[3] ?? 0);
  const half = m[4] as "am" | "pm" | undefined;
  if (m[2] === undefined && m[3] === undefined && half === undefined) return { ok: false, result: unreadable(example) };
  return half ? { ok: true, hour, minute, half } : { ok: true, hour, minute };
}

export function markTimeOfDay(spec: TimeOfDayAnswer, raw: string): MarkResult {
  const r = read(raw, spec.clock);
  if (!r.ok) return r.result;
  const { hour, minute, half } = r;
  if (minute > 59)
    return { outcome: "incorrect", message: "An hour has only 60 minutes: 60 minutes make the next hour." };
  if (half && (hour < 1 || hour > 12)) {
    return { outcome: "incorrect", message: "On the 12-hour clock the hour goes from 1 to 12, then am or pm." };
  }
  if (!half && hour > 23) return { outcome: "incorrect", message: "The 24-hour clock goes from 00:00 to 23:59." };
  const expectedHour = Math.floor(spec.minutes / 60);
  const expectedMinute = spec.minutes % 60;
  if (half) {
    const h24 = (hour % 12) + (half === "pm" ? 12 : 0);
    if (h24 !== expectedHour || minute !== expectedMinute) return INCORRECT;
    return spec.clock === "12-hour"
      ? CORRECT
      : wrongForm(`Right time, but use the 24-hour clock: ${formatTimeOfDay(spec.minutes, "24-hour")}.`);
  }
  if (minute !== expectedMinute) return INCORRECT;
  if (spec.clock === "24-hour") return hour === expectedHour ? CORRECT : INCORRECT;
  // A 12-hour question answered without am or pm: the same clock face is right but unfinished.
  if (hour === expectedHour && hour > 12) {
    return wrongForm("Right time, but use the 12-hour clock with am or pm.");
  }
  return hour % 12 === expectedHour % 12 ? wrongForm("Say whether it is am or pm.") : INCORRECT;
}
