/** Angles of elevation and depression: right-angled trigonometry with a horizontal line of sight. */
import { DP } from "../../core/answers.js";
import type { Rng } from "../../core/rng.js";
import type { GeneratedQuestion, Template } from "../../core/types.js";
import { Figure, pt } from "./diagrams.js";
import { decimalFrom, deg, degOf, rad, roundedWrongs, texRound } from "./shared.js";

const R = DP(1);

/** a tower (or cliff, tree...) of height h with a point d away on level ground */
function picture(
  h: number,
  d: number,
  opts: { depression: boolean; labels: Record<string, string>; angle: string; thing: string; other: string },
): string {
  const f = new Figure(300, 190);
  const foot = pt(0, 0);
  const top = pt(0, h);
  const far = pt(d, 0);
  f.seg(pt(-d * 0.15, 0), pt(d * 1.15, 0), { width: 1.2 });
  f.seg(foot, top, { width: 2.5 }).seg(top, far, { dashed: false, width: 1.5 }).dot(far);
  f.rightAngle(foot, top, far, 9);
  if (opts.depression) {
    const level = pt(d, h);
    f.seg(top, level, { dashed: true, width: 1.2 });
    f.innerAngle(top, level, far, opts.angle, 28);
    f.label(level, "horizontal", 0, -12, "end");
  } else {
    f.innerAngle(far, top, foot, opts.angle, 28);
  }
  f.label(pt(0, h / 2), opts.labels.h ?? "", -8, 0, "end");
  f.label(pt(d / 2, 0), opts.labels.d ?? "", 0, 16);
  if (opts.labels.s) f.label(pt(d / 2, h / 2), opts.labels.s, 12, -12, "start");
  f.label(top, opts.thing, 0, -14).label(far, opts.other, 0, 16);
  return f.render(`Angle of ${opts.depression ? "depression" : "elevation"} diagram`);
}

type Ask = "height" | "distance" | "angle" | "sloping";
const SETTINGS = [
  { thing: "a tower", top: "the top of the tower", base: "the foot of the tower", h: [15, 80] },
  { thing: "a tree", top: "the top of the tree", base: "the foot of the tree", h: [6, 30] },
  { thing: "a lighthouse", top: "the top of the lighthouse", base: "the foot of the lighthouse", h: [20, 60] },
  { thing: "a flagpole", top: "the top of the flagpole", base: "the foot of the flagpole", h: [5, 15] },
] as const;
const CLIFFS = [
  { from: "the top of a cliff", seen: "a boat", base: "the foot of the cliff", h: [30, 120] },
  { from: "the top of a lighthouse", seen: "a ship", base: "the foot of the lighthouse", h: [20, 60] },
  { from: "a window of a block of flats", seen: "a car", base: "the foot of the building", h: [10, 50] },
  {
    from: "a hot-air balloon",
    seen: "a field marker",
    base: "the point on the ground directly below the balloon",
    h: [80, 400],
  },
] as const;

function elevation(rng: Rng): GeneratedQuestion {
  const s = rng.pick(SETTINGS);
  const ask = rng.pick<Ask>(["height", "height", "angle", "sloping"]);
  const theta = rng.intExcept(15, 70, [45]);
  const t = rad(theta);
  if (ask === "sloping") {
    // a kite on a string: the string is the hypotenuse
    const L = rng.int(20, 90);
    const h = L * Math.sin(t);
    return {
      text: `A kite is flying on a straight string $${L}$ m long. The string makes an angle of elevation of $${deg(theta)}$ with the horizontal ground. How high is the kite above the ground? Give your answer to 1 decimal place.`,
      diagram: picture(h, L * Math.cos(t), {
        depression: false,
        labels: { h: "h", s: `${L} m` },
        angle: `${theta}°`,
        thing: "kite",
        other: "",
      }),
      answer: decimalFrom(h, R, "m"),
      misconceptions: roundedWrongs(R, [
        [L * Math.cos(t), "The height is opposite the angle and the string is the hypotenuse: use sin, not cos."],
        [L * Math.tan(t), "The string is the hypotenuse: use sin (opposite ÷ hypotenuse), not tan."],
        [L / Math.sin(t), "Height = string × sin angle: multiply, don't divide."],
        [L * Math.sin(theta), "Your calculator must be in degrees mode."],
      ]),
      solution: [
        "The height is opposite the angle and the string is the hypotenuse, so use $\\sin$.",
        `$h = ${L} \\times \\sin ${deg(theta)} = ${texRound(h, DP(3))}\\ldots$`,
        `$h = ${texRound(h, R)}$ m`,
      ],
      hint: "Draw the right-angled triangle: the string is the hypotenuse, the height is opposite the angle of elevation.",
      difficulty: 4,
    };
  }
  const d = rng.int(8, 150);
  const h = d * Math.tan(t);
  if (ask === "angle" || h < s.h[0] / 2 || h > s.h[1] * 2) {
    const H = rng.int(s.h[0], s.h[1]);
    const D = rng.intExcept(Math.max(5, Math.round(H / 3)), H * 3, [H]);
    const a = degOf(Math.atan(H / D));
    return {
      text: `${s.thing[0]?.toUpperCase()}${s.thing.slice(1)} is $${H}$ m tall. Ali stands on level ground $${D}$ m from ${s.base}. Work out the angle of elevation of ${s.top} from Ali's feet. Give your answer to 1 decimal place.`,
      diagram: picture(H, D, {
        depression: false,
        labels: { h: `${H} m`, d: `${D} m` },
        angle: "x",
        thing: "",
        other: "Ali",
      }),
      answer: decimalFrom(a, R, "°"),
      misconceptions: roundedWrongs(R, [
        [90 - a, "The angle of elevation is measured up from the horizontal, not from the vertical."],
        [degOf(Math.atan(D / H)), "tan x = opposite ÷ adjacent: the height over the distance along the ground."],
        [H < D ? degOf(Math.asin(H / D)) : Number.NaN, "You know the opposite and adjacent sides: use tan, not sin."],
        [H < D ? degOf(Math.acos(H / D)) : Number.NaN, "You know the opposite and adjacent sides: use tan, not cos."],
        [Math.atan(H / D), "Your calculator must be in degrees mode, not radians."],
        [H / D, "That is the value of tan x. Use tan⁻¹ to find the angle itself."],
      ]),
      solution: [
        `The height ($${H}$ m) is opposite the angle and the distance ($${D}$ m) is adjacent, so use $\\tan$.`,
        `$\\tan x = \\frac{${H}}{${D}}$, so $x = \\tan^{-1}\\left(\\frac{${H}}{${D}}\\right) = ${texRound(a, DP(3))}\\ldots$`,
        `$x = ${texRound(a, R)}^\\circ$`,
      ],
      hint: "The angle of elevation is up from the horizontal. You know the opposite and adjacent sides: use tan⁻¹.",
      difficulty: 4,
    };
  }
  const total = h;
  return {
    text: `Sam stands on level ground $${d}$ m from ${s.base}. The angle of elevation of ${s.top} from Sam's feet is $${deg(theta)}$. Work out the height of ${s.thing.replace(/^an? /, "the ")}. Give your answer to 1 decimal place.`,
    diagram: picture(h, d, {
      depression: false,
      labels: { h: "h", d: `${d} m` },
      angle: `${theta}°`,
      thing: "",
      other: "Sam",
    }),
    answer: decimalFrom(total, R, "m"),
    misconceptions: roundedWrongs(R, [
      [
        d * Math.tan(rad(90 - theta)),
        "The angle of elevation is up from the horizontal ground, so the height is opposite it.",
      ],
      [d * Math.sin(t), "You know the adjacent side and want the opposite: use tan, not sin."],
      [d / Math.tan(t), "tan = opposite ÷ adjacent, so the height = distance × tan angle."],
      [d * Math.tan(theta), "Your calculator must be in degrees mode."],
    ]),
    solution: [
      `The height is opposite the $${deg(theta)}$ angle and the $${d}$ m is adjacent, so use $\\tan$.`,
      `$${d} \\times \\tan ${deg(theta)} = ${texRound(h, DP(3))}\\ldots$ m`,
      `Height $= ${texRound(total, R)}$ m`,
    ],
    hint: "Sketch the right-angled triangle. The angle of elevation is measured up from the horizontal; the height is opposite it.",
    difficulty: 3,
  };
}

function depression(rng: Rng): GeneratedQuestion {
  const s = rng.pick(CLIFFS);
  const h = rng.int(s.h[0], s.h[1]);
  const findAngle = rng.chance(0.35);
  if (findAngle) {
    const d = rng.intExcept(Math.max(10, Math.round(h / 2)), h * 4, [h]);
    const a = degOf(Math.atan(h / d));
    return {
      text: `From ${s.from}, $${h}$ m above the ground, ${s.seen} is seen. ${s.seen[0]?.toUpperCase()}${s.seen.slice(1)} is $${d}$ m from ${s.base}. Work out the angle of depression of ${s.seen.replace(/^an? /, "the ")}. Give your answer to 1 decimal place.`,
      diagram: picture(h, d, {
        depression: true,
        labels: { h: `${h} m`, d: `${d} m` },
        angle: "x",
        thing: "",
        other: "",
      }),
      answer: decimalFrom(a, R, "°"),
      misconceptions: roundedWrongs(R, [
        [90 - a, "The angle of depression is measured down from the horizontal, not from the vertical."],
        [
          degOf(Math.atan(d / h)),
          "The angle of depression equals the angle of elevation from the ground: tan x = height ÷ distance.",
        ],
        [h < d ? degOf(Math.asin(h / d)) : Number.NaN, "You know the opposite and adjacent sides: use tan, not sin."],
        [h < d ? degOf(Math.acos(h / d)) : Number.NaN, "You know the opposite and adjacent sides: use tan, not cos."],
        [Math.atan(h / d), "Your calculator must be in degrees mode, not radians."],
        [h / d, "That is the value of tan x. Use tan⁻¹ to find the angle itself."],
      ]),
      solution: [
        "The angle of depression (down from the horizontal) equals the angle of elevation from the ground: they are alternate angles.",
        `$\\tan x = \\frac{${h}}{${d}}$, so $x = \\tan^{-1}\\left(\\frac{${h}}{${d}}\\right) = ${texRound(a, DP(3))}\\ldots$`,
        `$x = ${texRound(a, R)}^\\circ$`,
      ],
      hint: "The angle of depression is measured down from the horizontal. It equals the angle of elevation at the ground (alternate angles).",
      difficulty: 4,
    };
  }
  const theta = rng.intExcept(12, 65, [45]);
  const t = rad(theta);
  const d = h / Math.tan(t);
  return {
    text: `From ${s.from}, $${h}$ m above the ground, the angle of depression of ${s.seen} is $${deg(theta)}$. How far is ${s.seen.replace(/^an? /, "the ")} from ${s.base}? Give your answer to 1 decimal place.`,
    diagram: picture(h, d, {
      depression: true,
      labels: { h: `${h} m`, d: "d" },
      angle: `${theta}°`,
      thing: "",
      other: "",
    }),
    answer: decimalFrom(d, R, "m"),
    misconceptions: roundedWrongs(R, [
      [
        h * Math.tan(t),
        "The angle of depression is measured from the horizontal, so inside the triangle it is at the ground: d = height ÷ tan angle.",
      ],
      [h / Math.sin(t), "That is the length of the line of sight. The distance along the ground is adjacent: use tan."],
      [h * Math.cos(t), "You know the opposite side and want the adjacent: use tan."],
      [h / Math.tan(theta), "Your calculator must be in degrees mode."],
    ]),
    solution: [
      `The angle at the ground is also $${deg(theta)}$ (alternate angles with the horizontal).`,
      `$\\tan ${deg(theta)} = \\frac{${h}}{d}$, so $d = \\frac{${h}}{\\tan ${deg(theta)}} = ${texRound(d, DP(3))}\\ldots$`,
      `$d = ${texRound(d, R)}$ m`,
    ],
    hint: "The angle of depression is down from the horizontal. Move it to the ground using alternate angles, then use tan.",
    difficulty: 4,
  };
}

export const elevationDepression: Template = {
  id: "geometry.trigonometry.elevation-depression",
  title: "Angles of elevation and depression",
  objective: "Use trigonometry with angles of elevation and depression",
  topics: ["geometry.trigonometry"],
  difficulty: [3, 4],
  generate: (rng) => (rng.chance(0.55) ? elevation(rng) : depression(rng)),
};
