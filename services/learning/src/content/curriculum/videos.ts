/**
 * Teaching and key-skill video ids per taxonomy topic. Empty until videos are
 * produced: the learning-path view hides the video cards when there is no id
 * (spec: "Unable to find teaching video for the learning path.").
 */
import type { TopicKey } from "../core/types.js";

export const TEACHING_VIDEOS: Readonly<Record<TopicKey, string>> = {};

export const KEY_SKILL_VIDEOS: Readonly<Record<TopicKey, { readonly videoId: string; readonly skillName: string }>> =
  {};
