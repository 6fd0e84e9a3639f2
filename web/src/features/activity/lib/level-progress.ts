/** XP and levels on screen (progress spec §9 "XP and levels"). */
export interface LevelProgress {
  level: number;
  xp: number;
  /** Whole percent through the current level (floored); 100 at the maximum level. */
  percent: number;
  /** XP still needed for the next level; 0 at the maximum level. */
  remaining: number;
  atMaxLevel: boolean;
}

export function levelProgress(state: {
  xp: bigint;
  xpLevel: number;
  currentLevelThreshold: bigint;
  nextLevelThreshold: bigint;
}): LevelProgress {
  const xp = Number(state.xp);
  const current = Number(state.currentLevelThreshold);
  const next = Number(state.nextLevelThreshold);
  // nextLevelThreshold 0 means the maximum level.
  if (next === 0) return { level: state.xpLevel, xp, percent: 100, remaining: 0, atMaxLevel: true };
  const span = Math.max(1, next - current);
  return {
    level: state.xpLevel,
    xp,
    percent: Math.min(100, Math.max(0, Math.floor(((xp - current) * 100) / span))),
    remaining: Math.max(0, next - xp),
    atMaxLevel: false,
  };
}

/** 'Just N XP more to level up!' when the remainder is above 0 and below 50; otherwise nothing. */
export function almostThereText(progress: LevelProgress): string | undefined {
  return progress.remaining > 0 && progress.remaining < 50
    ? `Just ${progress.remaining} XP more to level up!`
    : undefined;
}
