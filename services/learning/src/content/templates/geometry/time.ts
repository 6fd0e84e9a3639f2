/** Time: durations, 12- and 24-hour clock, end times and timetables. */

import { integerAnswer, multiPartAnswer, timeOfDayAnswer } from "../../core/answers.js";
import { plural } from "../../core/english.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Misconception, Template, TimeOfDayAnswer } from "../../core/types.js";
import { formatTimeOfDay, markTimeOfDay, pad2 as pad } from "../../marking/mark-time.js";
import { intWrongs } from "./shared.js";

/** minutes after midnight -> "14:05" and "2:05 pm", written as the marker writes answers */
export const clock24 = (t: number) => formatTimeOfDay(t, "24-hour");
export const clock12 = (t: number) => formatTimeOfDay(t, "12-hour");

/**
 * A time the learner types, with the first three slips (as typed) that really are wrong: a slip
 * that lands on the right time in another notation is dropped.
 */
function timeWithFeedback(
  correct: number,
  clock: TimeOfDayAnswer["clock"],
  wrong: readonly (readonly [string, string])[],
): { answer: TimeOfDayAnswer; misconceptions: Misconception[] } {
  const answer = timeOfDayAnswer(correct, clock);
  const misconceptions: Misconception[] = [];
  for (const [typed, feedback] of wrong) {
    if (misconceptions.length >= 3 || misconceptions.some((m) => m.answer === typed)) continue;
    if (markTimeOfDay(answer, typed).outcome === "incorrect") misconceptions.push({ answer: typed, feedback });
  }
  return { answer, misconceptions };
}

function durationMinutes(rng: Rng): GeneratedQuestion {
  const start = rng.int(6 * 12, 20 * 12) * 5;
  const len = rng.int(7, 60) * 5;
  const end = start + len;
  const twelve = rng.chance(0.35);
  const show = twelve ? clock12 : clock24;
  const event = rng.pick([
    "A film",
    "A train journey",
    "A football match",
    "A school trip",
    "A concert",
    "A bike ride",
  ]);
  // subtracting clock times as if they were decimals (14:50 → 1450) is the classic slip
  const asNumbers = Number(clock24(end).replace(":", "")) - Number(clock24(start).replace(":", ""));
  return {
    text: `${event} starts at ${show(start)} and ends at ${show(end)}. How long does it last, in minutes?`,
    answer: integerAnswer(len, "min"),
    misconceptions: intWrongs([
      [asNumbers, "Times aren't ordinary numbers: an hour has 60 minutes, not 100."],
      [len - 60 > 0 ? len - 60 : len + 60, "Count the hours and the minutes carefully."],
      [Math.floor(len / 60) * 100 + (len % 60), "Give the whole time in minutes: 1 hour = 60 minutes."],
      [len + 10, "Count on from the start time to the end time in steps."],
      [len - 5, "Count on from the start time to the end time in steps."],
    ]),
    solution: [
      `Count on from ${show(start)} to ${show(end)}.`,
      `That is $${Math.floor(len / 60)}$ hour${Math.floor(len / 60) === 1 ? "" : "s"} and $${len % 60}$ ${plural(len % 60, "minute")} $= ${len}$ minutes.`,
    ],
    hint: "Count on to the next whole hour first, then on to the end time.",
    difficulty: twelve || len > 60 ? 2 : 1,
  };
}

function hoursMinutes(rng: Rng): GeneratedQuestion {
  const total = rng.intExcept(61, 600, [120, 180, 240, 300, 360, 420, 480, 540, 600]);
  const toMinutes = rng.bool();
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (toMinutes)
    return {
      text: `How many minutes are there in $${h}$ hour${h === 1 ? "" : "s"} and $${m}$ minute${m === 1 ? "" : "s"}?`,
      answer: integerAnswer(total, "min"),
      misconceptions: intWrongs([
        [h * 100 + m, "An hour is 60 minutes, not 100."],
        [h + m, "Change the hours into minutes first: 1 hour = 60 minutes."],
        [h * 60, "Add on the extra minutes too."],
        [h * 60 - m, "Add the extra minutes, don't subtract them."],
      ]),
      solution: [`$${h} \\times 60 = ${h * 60}$ minutes, plus $${m}$ ${plural(m, "minute")} makes $${total}$ minutes.`],
      hint: "1 hour = 60 minutes.",
      difficulty: 1,
    };
  return {
    text: `Write $${total}$ minutes in hours and minutes.`,
    answer: multiPartAnswer([
      { id: "a", prompt: "Hours", answer: integerAnswer(h, "h") },
      { id: "b", prompt: "Minutes", answer: integerAnswer(m, "min") },
    ]),
    misconceptions: [
      { answer: [String(Math.floor(total / 100)), String(total % 100)], feedback: "An hour is 60 minutes, not 100." },
      {
        answer: [String(h + 1), String(60 - m === 60 ? 1 : 60 - m)],
        feedback: "Take away as many whole hours (60 minutes each) as you can; what's left is the minutes.",
      },
      {
        answer: [String(h), String(m + 10)],
        feedback: `Check: ${h} × 60 = ${h * 60}, and ${total} − ${h * 60} = ${m}.`,
      },
      { answer: [String(h - 1 > 0 ? h - 1 : h + 2), String(m)], feedback: `Check: ${h} × 60 = ${h * 60}.` },
    ],
    solution: [
      `$${h} \\times 60 = ${h * 60}$, which is the most whole hours in $${total}$ minutes.`,
      `$${total} - ${h * 60} = ${m}$, so it is $${h}$ ${plural(h, "hour")} and $${m}$ ${plural(m, "minute")}.`,
    ],
    hint: "How many lots of 60 minutes fit into the time?",
    difficulty: 2,
  };
}

export const timeDurations: Template = {
  id: "geometry.time.durations",
  title: "Durations in hours and minutes",
  objective: "Work out how long something lasts and convert hours and minutes",
  topics: ["geometry.time"],
  difficulty: [1, 2],
  generate(rng) {
    return rng.chance(0.6) ? durationMinutes(rng) : hoursMinutes(rng);
  },
};

function convertClock(rng: Rng): GeneratedQuestion {
  const t = rng.int(0, 287) * 5 + rng.pick([0, 0, 1, 2, 3, 4]);
  const to24 = rng.bool();
  const h = Math.floor(t / 60);
  const wrong: [string, string][] = to24
    ? [
        [
          clock24((t + 12 * 60) % 1440),
          h < 12
            ? "Morning (am) times keep the same hour on the 24-hour clock."
            : "For pm times add 12 to the hour (except 12 pm).",
        ],
        [`${pad((h % 12) + 2)}:${pad(t % 60)}`, "For pm times add 12 to the hour, not 2."],
        [`${pad(h)}:${pad((t % 60) + 10 > 59 ? (t % 60) - 10 : (t % 60) + 10)}`, "The minutes stay the same."],
        [`${pad(h % 12)}:${pad(t % 60)}`, "The 24-hour clock counts on past 12 for the afternoon and evening."],
      ]
    : [
        [clock12((t + 12 * 60) % 1440), "Hours before 12 are am; 12 and after are pm."],
        [
          `${(h % 12) + 2 > 12 ? (h % 12) - 2 : (h % 12) + 2}:${pad(t % 60)} ${h < 12 ? "am" : "pm"}`,
          "Subtract 12 from the hour, not 10.",
        ],
        [`${h === 0 ? 12 : h}:${pad(t % 60)} ${h < 12 ? "pm" : "am"}`, "Hours from 12:00 to 23:59 are pm."],
        [`${h % 12 === 0 ? 12 : h % 12}:${pad(t % 60)} ${h < 12 ? "pm" : "am"}`, "Hours from 00:00 to 11:59 are am."],
        [
          `${h % 12 === 0 ? 12 : h % 12}:${pad(((t % 60) + 10) % 60)} ${h < 12 ? "am" : "pm"}`,
          "The minutes stay the same.",
        ],
        [
          `${((h + 1) % 12) + 1}:${pad(t % 60)} ${h < 12 ? "am" : "pm"}`,
          "Subtract 12 from the hour for pm times; am hours stay the same.",
        ],
      ];
  const { answer, misconceptions } = timeWithFeedback(t, to24 ? "24-hour" : "12-hour", wrong);
  return {
    text: to24
      ? `Write ${clock12(t)} using the 24-hour clock, like 14:05.`
      : `Write ${clock24(t)} using the 12-hour clock with am or pm, like 2:05 pm.`,
    answer,
    misconceptions,
    solution: [
      to24
        ? h >= 12
          ? `It is afternoon or evening, so add 12 to the hour (12 pm stays 12): ${clock24(t)}.`
          : `It is morning, so the hour stays the same (12 am becomes 00): ${clock24(t)}.`
        : h >= 12
          ? `The hour is 12 or more, so it is pm: subtract 12 from the hour (12 stays 12): ${clock12(t)}.`
          : `The hour is less than 12, so it is am (00 becomes 12): ${clock12(t)}.`,
    ],
    hint: "Afternoon hours on the 24-hour clock are 12 more than on the 12-hour clock.",
    difficulty: h === 0 || h === 12 ? 3 : 2,
  };
}

function endTime(rng: Rng): GeneratedQuestion {
  const start = rng.int(7 * 12, 21 * 12) * 5;
  const len = rng.int(5, 40) * 5;
  const end = start + len;
  const sm = start % 60;
  const lm = len % 60;
  const lh = Math.floor(len / 60);
  const naive = Math.floor(start / 60) * 60 + lh * 60 + ((sm + lm) % 100);
  const { answer, misconceptions } = timeWithFeedback(end, "24-hour", [
    [
      `${pad(Math.floor(start / 60) + lh)}:${pad((sm + lm) % 100)}`,
      "An hour has 60 minutes: when the minutes reach 60, move on to the next hour.",
    ],
    [clock24(end + 60), "Count the hours carefully."],
    [clock24(start + lh * 100 + lm), "Add the hours and the minutes separately."],
    [clock24(end - 60 > start ? end - 60 : end + 120), "Count on carefully through the hour."],
    [clock24(naive + 10), "Count on in steps: to the next hour, then the rest."],
  ]);
  return {
    text: `A ${rng.pick(["lesson", "bus journey", "swimming session", "cooking class", "flight"])} starts at ${clock24(start)} and lasts $${len}$ minutes. What time does it end? Use the 24-hour clock.`,
    answer,
    misconceptions,
    solution: [
      `$${len}$ minutes is $${lh}$ hour${lh === 1 ? "" : "s"} and $${lm}$ ${plural(lm, "minute")}.`,
      `${clock24(start)} + ${lh} h ${lm} min = ${clock24(end)}.`,
    ],
    hint: "Count on to the next whole hour first.",
    difficulty: sm + lm >= 60 ? 3 : 2,
  };
}

function timetable(rng: Rng): GeneratedQuestion {
  const first = rng.int(6 * 12, 9 * 12) * 5;
  const gap = rng.pick([15, 20, 25, 30, 40]);
  const travel = rng.int(4, 20) * 5;
  const departures = [0, 1, 2, 3].map((i) => first + i * gap);
  const arrive = rng.int(first + 1, first + 3 * gap - 1);
  const catchIdx = departures.findIndex((d) => d >= arrive);
  const dep = departures[catchIdx] ?? first;
  const { answer, misconceptions } = timeWithFeedback(dep + travel, "24-hour", [
    [clock24((departures[catchIdx - 1] ?? dep - gap) + travel), "You can't catch a bus that has already left."],
    [clock24((departures[catchIdx + 1] ?? dep + gap) + travel), "Catch the first bus that leaves after you arrive."],
    [clock24(dep), "That's when the bus leaves: add the journey time."],
    [clock24(arrive + travel), "You have to wait for the bus before the journey starts."],
  ]);
  return {
    text:
      `Buses leave the station at ${departures.map(clock24).join(", ")}. Each journey to the park takes $${travel}$ minutes. ` +
      `Mia gets to the station at ${clock24(arrive)}. She catches the first bus she can. What time does she get to the park? Use the 24-hour clock.`,
    answer,
    misconceptions,
    solution: [
      `The first bus after ${clock24(arrive)} leaves at ${clock24(dep)}.`,
      `${clock24(dep)} + ${travel} minutes = ${clock24(dep + travel)}.`,
    ],
    hint: "Find the first bus after she arrives, then add the journey time.",
    difficulty: 3,
  };
}

export const clockTimes: Template = {
  id: "geometry.time.clocks-timetables",
  title: "12- and 24-hour clock, end times and timetables",
  objective: "Convert between 12- and 24-hour times and use timetables",
  topics: ["geometry.time"],
  difficulty: [2, 3],
  generate(rng) {
    return rng.pick([convertClock, endTime, timetable])(rng);
  },
};
