import { createContextKey, type HandlerContext } from "@connectrpc/connect";
import { permissionDenied, unauthenticated } from "../errors.js";

export type Role = "learner" | "supporter" | "anonymous";

/** Custom claims IndyService puts on the Firebase user; other services trust them from the token. */
export const userNameClaim = "sw_user";
export const rolesClaim = "sw_roles";

/** A person, proven by a Firebase ID token. */
export interface UserCaller {
  readonly kind: "user";
  readonly uid: string;
  /** The Indy user resource name from the token's claim; absent before the account exists. */
  readonly userName: string | undefined;
  readonly roles: readonly Role[];
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly signInProvider: string;
  /** The verified token, forwarded when this service calls another on the user's behalf. */
  readonly idToken: string;
}

/** Another Sumwise service acting for itself (background work), proven by a service token. */
export interface ServiceCaller {
  readonly kind: "service";
  readonly service: string;
}

export interface NoCaller {
  readonly kind: "none";
}

export type Caller = UserCaller | ServiceCaller | NoCaller;

export const callerKey = createContextKey<Caller>({ kind: "none" }, { description: "the verified caller" });

export function callerOf(ctx: HandlerContext): Caller {
  return ctx.values.get(callerKey);
}

/**
 * The calling person, with an Indy account, as a handler of a `signedIn` method sees them (the access
 * policy has already refused everyone else). Throws Unauthenticated otherwise.
 */
export function requireUser(ctx: HandlerContext): UserCaller & { userName: string } {
  const caller = callerOf(ctx);
  if (caller.kind !== "user") throw unauthenticated();
  if (!caller.userName) throw unauthenticated(noAccountYet);
  return caller as UserCaller & { userName: string };
}

/** A person signed in to Firebase, possibly before their Indy account exists (`beforeAccount` policies). */
export function requireFirebaseUser(ctx: HandlerContext): UserCaller {
  const caller = callerOf(ctx);
  if (caller.kind !== "user") throw unauthenticated();
  return caller;
}

export function requireRole(caller: UserCaller, role: Role): void {
  if (!caller.roles.includes(role)) throw permissionDenied();
}

export const noAccountYet = "Your sign-in has no Sumwise account yet. Please log in again.";
export const demoRefusal = "This is not part of the demo. Sign up to use it.";
