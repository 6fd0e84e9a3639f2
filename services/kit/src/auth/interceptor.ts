import type { Interceptor } from "@connectrpc/connect";
import { Code, ConnectError } from "@connectrpc/connect";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import type { Logger } from "../logger.js";
import { type Caller, callerKey, demoRefusal, noAccountYet, type Role, rolesClaim, userNameClaim } from "./caller.js";
import type { AccessPolicy, ServicePolicies } from "./policy.js";
import { type ServiceTokens, serviceTokenHeader } from "./service-token.js";

export interface AuthOptions {
  auth: Auth;
  serviceTokens: ServiceTokens;
  /** Who may call each method (services/<svc>/src/routes/policies.ts). A method without one is refused. */
  policies: ServicePolicies;
  logger: Logger;
}

/**
 * Response header on every refusal made by an access policy (not by a handler), so clients and the
 * policy matrix test can tell "not allowed to ask" from "asked about something not yours".
 */
export const policyRefusalHeader = "sumwise-refused-by";
export const policyRefusalValue = "access-policy";

/**
 * Verifies the caller once per request, applies the method's access policy, and hands handlers a
 * typed Caller (see caller.ts). A present but invalid credential is refused even on public methods:
 * it is a client bug or an attack.
 */
export function authInterceptor(options: AuthOptions): Interceptor {
  return (next) => async (req) => {
    const caller = await identify(req.header, options);
    const policy = options.policies.policyOf(req.method);
    if (!policy) {
      options.logger.error({ method: req.method.name }, "no access policy: refused");
      throw refusal("This is not available.", Code.PermissionDenied);
    }
    const refused = refusalFor(policy, caller);
    if (refused) throw refused;
    req.contextValues.set(callerKey, caller);
    return next(req);
  };
}

/** Why `policy` refuses `caller`, or undefined when it admits them. */
export function refusalFor(policy: AccessPolicy, caller: Caller): ConnectError | undefined {
  if (policy.kind === "public") return undefined;
  if (caller.kind === "none") return refusal("Please log in.", Code.Unauthenticated);
  if (caller.kind === "service") {
    return policy.services.includes(caller.service as never)
      ? undefined
      : refusal("This service may not call this method.", Code.PermissionDenied);
  }
  if (policy.kind === "services") return refusal("You do not have access to this.", Code.PermissionDenied);
  const demo = caller.roles.includes("anonymous");
  if (!caller.userName && !policy.beforeAccount) return refusal(noAccountYet, Code.Unauthenticated);
  if (demo) return policy.demo ? undefined : refusal(demoRefusal, Code.PermissionDenied);
  if (policy.roles.length > 0 && !policy.roles.some((role) => caller.roles.includes(role))) {
    return refusal("You do not have access to this.", Code.PermissionDenied);
  }
  return undefined;
}

function refusal(message: string, code: Code): ConnectError {
  return new ConnectError(message, code, { [policyRefusalHeader]: policyRefusalValue });
}

async function identify(headers: Headers, options: AuthOptions): Promise<Caller> {
  const serviceToken = headers.get(serviceTokenHeader);
  if (serviceToken) {
    try {
      return { kind: "service", service: await options.serviceTokens.verify(serviceToken) };
    } catch (error) {
      options.logger.warn({ err: error }, "refused a service token");
      throw new ConnectError("Invalid service credential.", Code.Unauthenticated);
    }
  }
  const authorization = headers.get("authorization");
  if (!authorization) return { kind: "none" };
  const match = /^Bearer (.+)$/i.exec(authorization);
  if (!match?.[1]) throw new ConnectError("Malformed authorization header.", Code.Unauthenticated);
  let decoded: DecodedIdToken;
  try {
    decoded = await options.auth.verifyIdToken(match[1]);
  } catch (error) {
    options.logger.info({ err: (error as Error).message }, "refused an ID token");
    throw new ConnectError("Your session has expired. Please log in again.", Code.Unauthenticated);
  }
  return userCaller(decoded, match[1]);
}

function userCaller(decoded: DecodedIdToken, idToken: string): Caller {
  const claimedRoles = decoded[rolesClaim];
  const roles = Array.isArray(claimedRoles) ? (claimedRoles.filter(isRole) as Role[]) : [];
  const provider = decoded.firebase?.sign_in_provider ?? "unknown";
  if (provider === "anonymous" && !roles.includes("anonymous")) roles.push("anonymous");
  const userName = decoded[userNameClaim];
  return {
    kind: "user",
    uid: decoded.uid,
    userName: typeof userName === "string" && userName ? userName : undefined,
    roles,
    email: decoded.email,
    emailVerified: decoded.email_verified === true,
    signInProvider: provider,
    idToken,
  };
}

function isRole(value: unknown): value is Role {
  return value === "learner" || value === "supporter" || value === "anonymous";
}
