import type { ReactNode } from "react";

/** One scene of the introduction's animated walkthrough: what it says and a small drawing. */
export interface WalkthroughScene {
  title: string;
  text: string;
  picture: ReactNode;
}

const svg = (children: ReactNode) => (
  <svg viewBox="0 0 240 150" className="walkthrough__picture" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

/**
 * The introduction (learning spec §2 "Onboarding video"): we have no video we may use, so the
 * walkthrough tells the same story in four short scenes of plain words and simple drawings.
 */
export const walkthroughScenes: WalkthroughScene[] = [
  {
    title: "Your course, your level",
    text: "Your course is a set of lessons at the level that suits you. You can change it at any time.",
    picture: svg(
      <>
        <rect className="wt-card wt-card--3" x="70" y="18" width="120" height="84" rx="12" />
        <rect className="wt-card wt-card--2" x="58" y="30" width="120" height="84" rx="12" />
        <rect className="wt-card wt-card--1" x="46" y="42" width="120" height="84" rx="12" />
        <rect className="wt-line" x="62" y="60" width="70" height="10" rx="5" />
        <rect className="wt-line wt-line--soft" x="62" y="80" width="88" height="8" rx="4" />
        <rect className="wt-line wt-line--soft" x="62" y="96" width="54" height="8" rx="4" />
      </>,
    ),
  },
  {
    title: "Lessons made of topics",
    text: "Each lesson has a few topics. Watch the teaching video if you like, then answer the questions.",
    picture: svg(
      <>
        {[0, 1, 2].map((row) => (
          <g key={row} className={`wt-row wt-row--${row + 1}`}>
            <rect className="wt-card wt-card--1" x="40" y={20 + row * 40} width="160" height="30" rx="8" />
            <circle className={row < 2 ? "wt-tick" : "wt-dot"} cx="58" cy={35 + row * 40} r="8" />
            <rect className="wt-line wt-line--soft" x="74" y={31 + row * 40} width={90 - row * 16} height="8" rx="4" />
          </g>
        ))}
      </>,
    ),
  },
  {
    title: "Practice and the Lesson Quiz",
    text: "Then practise what you learned and take the Lesson Quiz. Get at least 50% to complete it.",
    picture: svg(
      <>
        <circle className="wt-ring" cx="120" cy="75" r="48" />
        <circle className="wt-ring wt-ring--done" cx="120" cy="75" r="48" pathLength="100" />
        <text className="wt-score" x="120" y="86" textAnchor="middle">
          80%
        </text>
      </>,
    ),
  },
  {
    title: "Just for you",
    text: "Daily Challenges and Weekly Workouts are picked from what you have learned, to keep it fresh.",
    picture: svg(
      <>
        <rect className="wt-card wt-card--1" x="34" y="26" width="78" height="98" rx="12" />
        <rect className="wt-card wt-card--2" x="128" y="26" width="78" height="98" rx="12" />
        <path className="wt-star" d="M73 52 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 z" />
        <path className="wt-star wt-star--2" d="M167 52 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 z" />
      </>,
    ),
  },
];

/** How long each scene shows while playing. */
export const SCENE_MS = 4500;
