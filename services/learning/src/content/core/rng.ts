/**
 * Seeded random helpers for templates. Deterministic: the same (templateId, seed)
 * always yields the same sequence, so an instance can be regenerated for marking.
 * Never use Math.random or dates in templates.
 */
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** FNV-1a, so each template gets its own stream for the same seed. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private readonly gen: RandomGenerator;

  constructor(seed: number, salt = "") {
    this.gen = xoroshiro128plus((hashString(salt) ^ Math.imul(seed | 0, 0x9e3779b1)) | 0);
  }

  /** integer in [lo, hi] inclusive */
  int(lo: number, hi: number): number {
    if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo) {
      throw new Error(`Rng.int: bad range [${lo}, ${hi}]`);
    }
    return uniformInt(this.gen, lo, hi);
  }

  /** integer in [lo, hi] that is not 0 */
  nonZero(lo: number, hi: number): number {
    for (;;) {
      const v = this.int(lo, hi);
      if (v !== 0) return v;
    }
  }

  /** integer in [lo, hi] not in the excluded list (range must leave at least one value) */
  intExcept(lo: number, hi: number, exclude: readonly number[]): number {
    for (let tries = 0; tries < 1000; tries++) {
      const v = this.int(lo, hi);
      if (!exclude.includes(v)) return v;
    }
    throw new Error(`Rng.intExcept: nothing left in [${lo}, ${hi}]`);
  }

  /** true with probability p */
  chance(p: number): boolean {
    return this.int(0, 999_999) < p * 1_000_000;
  }

  bool(): boolean {
    return this.int(0, 1) === 1;
  }

  sign(): 1 | -1 {
    return this.bool() ? 1 : -1;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty list");
    return items[this.int(0, items.length - 1)] as T;
  }

  /** a new shuffled copy (Fisher-Yates) */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const t = out[i] as T;
      out[i] = out[j] as T;
      out[j] = t;
    }
    return out;
  }

  /** n distinct integers in [lo, hi] */
  distinctInts(n: number, lo: number, hi: number): number[] {
    if (hi - lo + 1 < n) throw new Error("Rng.distinctInts: range too small");
    const seen = new Set<number>();
    while (seen.size < n) seen.add(this.int(lo, hi));
    return [...seen];
  }

  /** n distinct items of a list */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, n);
  }
}
