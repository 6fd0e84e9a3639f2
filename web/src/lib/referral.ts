// Shared by the learner and supporter sign-up features (features do not import each other).
import type { MessageInitShape } from "@bufbuild/protobuf";
import type { ReferralInfo, ReferralInfoSchema } from "@sumwise/gen/indy/v1/indy_user_pb";

const queryKeys: Array<[string, keyof Omit<ReferralInfo, "$typeName" | "$unknown">]> = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
  ["utm_term", "utmTerm"],
  ["utm_content", "utmContent"],
  ["utm_adgroup", "utmAdgroup"],
  ["utm_adversion", "utmAdversion"],
  ["utm_aud", "utmAud"],
  ["ncomp", "ncomp"],
  ["npath", "npath"],
];

/** Referral keys from the sign-up URL; undefined when none is present (spec §3: sent only if any). */
export function referralFromQuery(search: string): MessageInitShape<typeof ReferralInfoSchema> | undefined {
  const params = new URLSearchParams(search);
  const info: Record<string, string> = {};
  for (const [queryKey, field] of queryKeys) {
    const value = params.get(queryKey)?.trim();
    if (value) info[field] = value.slice(0, 200);
  }
  return Object.keys(info).length > 0 ? info : undefined;
}
