import type { DemoUserType } from "@sumwise/rules";
import { isDemoLevel } from "@sumwise/rules";

/**
 * The demo player's address (/tryme/maths?level=ks3-b&as=parent): the level as its course slug, and
 * who is trying it, so the sign-up button knows where to lead. Nothing else is kept about the visitor.
 */
export function demoPlayerPath(level: string, userType: DemoUserType): string {
  const params = new URLSearchParams({ level: level.replace(/^courses\//, ""), as: userType });
  return `/tryme/maths?${params}`;
}

/** The level and user type of a demo player address, or undefined when it names no demo level. */
export function demoAddressOf(params: URLSearchParams): { level: string; userType: DemoUserType } | undefined {
  const level = `courses/${params.get("level") ?? ""}`;
  if (!isDemoLevel(level)) return undefined;
  return { level, userType: params.get("as") === "parent" ? "parent" : "learner" };
}
