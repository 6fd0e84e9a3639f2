import type { MessageInitShape } from "@bufbuild/protobuf";
import type { XpStateSchema } from "@sumwise/gen/activity/v1/activity_service_pb";
import { levelForXp } from "../domain/index.js";

/** The proto XP state of a learner with `xp` XP. */
export function xpStateOf(indyUserName: string, xp: number): MessageInitShape<typeof XpStateSchema> {
  const level = levelForXp(xp);
  return {
    indyUserName,
    xp: BigInt(xp),
    xpLevel: level.level,
    currentLevelThreshold: BigInt(level.currentLevelThreshold),
    nextLevelThreshold: BigInt(level.nextLevelThreshold),
  };
}
