import { type FeatureFlags, type FlagValue, resolveFeatureFlags } from "@sumwise/rules";
import type { Kysely } from "kysely";
import type { IndyDatabase } from "./schema.js";

/** Every query on feature_flag and feature_flag_override. */
export class FeatureFlagsRepository {
  constructor(private readonly db: Kysely<IndyDatabase>) {}

  async globals(): Promise<FlagValue[]> {
    return this.db.selectFrom("feature_flag").select(["name", "enabled"]).execute();
  }

  /** The global set with the built-in defaults filled in (what an unauthenticated visitor gets). */
  async resolvedGlobals(): Promise<FeatureFlags> {
    return resolveFeatureFlags(await this.globals());
  }

  async overridesFor(userId: string): Promise<FlagValue[]> {
    return this.db
      .selectFrom("feature_flag_override")
      .select(["name", "enabled"])
      .where("user_id", "=", userId)
      .execute();
  }

  /** Sets a global value (operators use SQL; tests and future admin tools use this). */
  async setGlobal(name: string, enabled: boolean): Promise<void> {
    await this.db
      .insertInto("feature_flag")
      .values({ name, enabled, description: "" })
      .onConflict((oc) => oc.column("name").doUpdateSet({ enabled, updated_at: new Date() }))
      .execute();
  }
}
