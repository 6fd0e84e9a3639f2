import { parse } from "tldts";
import { messages } from "./messages.js";
import { isReservedEmail, type Problem, validateEmail } from "./validation.js";

/**
 * The big providers people mistype most (UK and India first). A domain one keystroke away from
 * one of these, starting with the same letter, is taken for a typo: `gmial.com`, `hotmai.com`,
 * `gmail.co`. Short or generic domains (me.com, aol.com, live.com) are left out: too many real
 * domains sit one keystroke away from them.
 */
const bigProviders = [
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "outlook.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.co.in",
  "icloud.com",
  "btinternet.com",
  "rediffmail.com",
  "protonmail.com",
];

/** Damerau–Levenshtein distance (an adjacent swap counts once), stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

function looksLikeProviderTypo(domain: string): boolean {
  if (bigProviders.includes(domain)) return false;
  return bigProviders.some((provider) => provider[0] === domain[0] && editDistance(domain, provider, 1) === 1);
}

/**
 * Spec §8 "Email domain invalid": the part after the @ must end in a real public suffix (the
 * public suffix list: `gmail.con` and `localhost` do not), name a registrable domain under it, and
 * not be a near miss of a big provider. Run after the shape rule (validateEmail).
 */
export function validateEmailDomain(raw: string): Problem {
  const email = raw.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const parsed = parse(domain, { allowPrivateDomains: false });
  const real = parsed.isIcann === true && !parsed.isIp && parsed.domain !== null && parsed.hostname === domain;
  if (!real || looksLikeProviderTypo(domain)) return messages.emailDomainLooksWrong;
  return undefined;
}

// The public suffix list is large: only the forms and services that need these rules load it.
/**
 * An email someone will receive mail at (an account's own, a parent's): the shape rule, then a
 * domain that exists and is not a typo of a big provider (spec §8). Empty passes when allowed.
 */
export function validateDeliverableEmail(raw: string, options: { allowEmpty?: boolean } = {}): Problem {
  if (raw.trim() === "" && options.allowEmpty) return undefined;
  return validateEmail(raw) ?? validateEmailDomain(raw);
}

/** An adult's or independent learner's own email: deliverable and not in the product's reserved domain. */
export function validateAccountEmail(raw: string): Problem {
  return validateEmail(raw) ?? (isReservedEmail(raw) ? messages.emailReserved : validateEmailDomain(raw));
}
