/**
 * XP levels. The spec gives no thresholds, so we chose a gentle curve: level n starts at
 * 50·n·(n−1) XP (level 2 at 100, 3 at 300, 4 at 600, ...), reaching level 50 at 122,500 XP,
 * about two years of the "Regular" 300 XP-a-week goal. Level 50 is the last.
 */
export const MAX_LEVEL = 50;

export function levelThreshold(level: number): number {
  return 50 * level * (level - 1);
}

export interface LevelState {
  level: number;
  currentLevelThreshold: number;
  /** 0 at the maximum level, as the spec's nextLevelThreshold. */
  nextLevelThreshold: number;
}

export function levelForXp(xp: number): LevelState {
  if (!Number.isFinite(xp) || xp < 0) throw new RangeError(`XP must be a non-negative number, got ${xp}`);
  let level = 1;
  while (level < MAX_LEVEL && xp >= levelThreshold(level + 1)) level += 1;
  return {
    level,
    currentLevelThreshold: levelThreshold(level),
    nextLevelThreshold: level === MAX_LEVEL ? 0 : levelThreshold(level + 1),
  };
}
