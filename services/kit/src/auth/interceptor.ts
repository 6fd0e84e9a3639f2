import type { Interceptor } from "@connectrpc/connect";
import type { Auth, DecodedIdToken } from "firebase-admin/auth";
import { permissionDenied, unauthenticated } from "../errors.js";
import type { Logger } from "../logger.js";
import { type Caller, callerKey, demoRefusal, type Role, rolesClaim, userNameClaim } from "./caller.js";
import { type ServiceTokens, serviceTokenHeader } from "./service-token.js";

export interface AuthOptions {
  auth: Auth;
  serviceTokens: ServiceTokens;
  /** Method names ("CreateIndyAccount") callable without a credential. Everything else needs one. */
  publicMethods: ReadonlySet<string>;
  /**
   * When given, the only methods anonymous demo users may call (besides public ones); any other
   * method refuses them (spec §6). Absent: the service checks in its handlers (requireNonAnonymous).
   */
  anonymousMethods?: ReadonlySet<string> | undefined;
  logger: Logger;
}

/**
 * Verifies the caller once per request and hands handlers a typed Caller (see caller.ts).
 * A present but invalid credential is refused even on public methods: it is a client bug or an attack.
 */
export function authInterceptor(options: AuthOptions): Interceptor {
  return (next) => async (req) => {
    const caller = await identify(req.header, options);
    if (caller.kind === "none" && !options.publicMethods.has(req.method.name)) throw unauthenticated();
    if (isRefusedAnonymous(caller, req.method.name, options)) throw permissionDenied(demoRefusal);
    req.contextValues.set(callerKey, caller);
    return next(req);
  };
}

function isRefusedAnonymous(caller: Caller, method: string, options: AuthOptions): boolean {
  if (!options.anonymousMethods || caller.kind !== "user" || !caller.roles.includes("anonymous")) return false;
  return !options.anonymousMethods.has(method) && !options.publicMethods.has(method);
}

async function identify(headers: Headers, options: AuthOptions): Promise<Caller> {
  const serviceToken = headers.get(serviceTokenHeader);
  if (serviceToken) {
    try {
      return { kind: "service", service: await options.serviceTokens.verify(serviceToken) };
    } catch (error) {
      options.logger.warn({ err: error }, "refused a service token");
      throw unauthenticated("Invalid service credential.");
    }
  }
  const authorization = headers.get("authorization");
  if (!authorization) return { kind: "none" };
  const match = /^Bearer (.+)$/i.exec(authorization);
  if (!match?.[1]) throw unauthenticated("Malformed authorization header.");
  let decoded: DecodedIdToken;
  try {
    decoded = await options.auth.verifyIdToken(match[1]);
  } catch (error) {
    options.logger.info({ err: (error as Error).message }, "refused an ID token");
    throw unauthenticated("Your session has expired. Please log in again.");
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
