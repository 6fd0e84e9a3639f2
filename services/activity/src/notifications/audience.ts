import type { Client } from "@connectrpc/connect";
import type { IndyService } from "@sumwise/gen/indy/v1/indy_service_pb";
import { type ServiceTokens, serviceTokenHeader } from "@sumwise/kit";
import type { AudienceLookup } from "./notifier.js";

/**
 * A learner's audience from IndyService with ActivityService's own service token (no user is behind
 * a projection or job). Nothing of it is stored here: only a yes/no on under-13 ever leaves IndyService.
 */
export function indyAudience(indy: Client<typeof IndyService>, tokens: ServiceTokens): AudienceLookup {
  return async (learner) => {
    const response = await indy.getLearnerAudience(
      { indyUserName: learner },
      { headers: { [serviceTokenHeader]: await tokens.sign("indy") }, timeoutMs: 5_000 },
    );
    return {
      supporterNames: response.supporterNames,
      ageBand: response.under13 ? "under13" : "13plus",
      firstName: response.firstName,
    };
  };
}
