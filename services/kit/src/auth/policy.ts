import type { DescMethod, DescService } from "@bufbuild/protobuf";

/** The Sumwise services, as named in service tokens (caller and audience). */
export type ServiceName = "indy" | "learning" | "activity" | "payment";

/** Roles a policy may ask for; demo (anonymous) visitors are admitted only with `demo: true`. */
export type PolicyRole = "learner" | "supporter";

/**
 * Who may call one RPC. Every method of every service has exactly one (see accessPolicies), and the
 * auth interceptor enforces it before the handler runs. Handlers still decide ownership ("is this
 * learner mine?"); the policy decides who may ask at all.
 */
export type AccessPolicy = PublicPolicy | UsersPolicy | ServicesPolicy;

/** Anyone, with no credential at all (sign-up, password login, links from emails). */
export interface PublicPolicy {
  readonly kind: "public";
}

/** People signed in with a Firebase ID token, and optionally named services. */
export interface UsersPolicy {
  readonly kind: "users";
  /** The caller must hold one of these; empty: any account, including a child awaiting consent (no role). */
  readonly roles: readonly PolicyRole[];
  /** Demo (anonymous) visitors are admitted too, whatever `roles` says. */
  readonly demo: boolean;
  /** A Firebase user whose Sumwise account does not exist yet (no `sw_user` claim) is admitted. */
  readonly beforeAccount: boolean;
  /** Services that may also call it with a service token. */
  readonly services: readonly ServiceName[];
}

/** Only the named services, with a service token; no person. */
export interface ServicesPolicy {
  readonly kind: "services";
  readonly services: readonly ServiceName[];
}

export const publicAccess: PublicPolicy = { kind: "public" };

export interface SignedInOptions {
  roles?: readonly PolicyRole[];
  demo?: boolean;
  beforeAccount?: boolean;
  services?: readonly ServiceName[];
}

/**
 * Signed-in people. Defaults are the strict ones: any role, but not demo visitors, not before the
 * account exists, and no service.
 */
export function signedIn(options: SignedInOptions = {}): UsersPolicy {
  return {
    kind: "users",
    roles: options.roles ?? [],
    demo: options.demo ?? false,
    beforeAccount: options.beforeAccount ?? false,
    services: options.services ?? [],
  };
}

/** Only these services (with a service token), never a person. */
export function servicesOnly(...services: [ServiceName, ...ServiceName[]]): ServicesPolicy {
  return { kind: "services", services };
}

/**
 * One policy per method, keyed by the method's local name (`createIndyAccount`). The key type comes
 * from the generated service, so TypeScript rejects a map that misses a method or names one that
 * does not exist.
 */
export type MethodPolicies<S extends DescService> = { readonly [K in keyof S["method"]]: AccessPolicy };

/** A service's policies as the interceptor and buildServiceApp use them. */
export interface ServicePolicies {
  readonly service: DescService;
  policyOf(method: DescMethod): AccessPolicy | undefined;
  /** Method names ("CreateIndyAccount") → policy, for tests and reports. */
  readonly byMethodName: ReadonlyMap<string, AccessPolicy>;
}

/**
 * The access policies of a service. Throws when the map and the service's methods differ (a caller
 * that bypassed the types, or a stale build), naming the methods.
 */
export function accessPolicies<S extends DescService>(service: S, policies: MethodPolicies<S>): ServicePolicies {
  const given = policies as Readonly<Record<string, AccessPolicy>>;
  const missing = service.methods.filter((method) => !Object.hasOwn(given, method.localName));
  const known = new Set(service.methods.map((method) => method.localName));
  const unknown = Object.keys(given).filter((name) => !known.has(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(policyMismatch(service, missing, unknown));
  }
  const byMethodName = new Map(service.methods.map((method) => [method.name, given[method.localName]!]));
  return {
    service,
    byMethodName,
    policyOf: (method) => (method.parent.typeName === service.typeName ? byMethodName.get(method.name) : undefined),
  };
}

function policyMismatch(service: DescService, missing: readonly DescMethod[], unknown: readonly string[]): string {
  const parts: string[] = [];
  if (missing.length > 0)
    parts.push(`no access policy for ${missing.map((m) => `${service.name}.${m.name}`).join(", ")}`);
  if (unknown.length > 0) parts.push(`policies for methods ${service.name} does not have: ${unknown.join(", ")}`);
  return `${service.typeName}: ${parts.join("; ")}`;
}

/**
 * Start-up check of buildServiceApp: every method the routes serve has a policy, and every policy
 * belongs to a service the routes serve. Returns the problems (empty when all is well).
 */
export function policyProblems(served: readonly DescMethod[], policies: ServicePolicies): string[] {
  const problems: string[] = [];
  const without = served.filter((method) => policies.policyOf(method) === undefined);
  if (without.length > 0) {
    problems.push(`no access policy for ${without.map((m) => `${m.parent.typeName}.${m.name}`).join(", ")}`);
  }
  const servedServices = new Set(served.map((method) => method.parent.typeName));
  if (!servedServices.has(policies.service.typeName)) {
    problems.push(`policies are for ${policies.service.typeName}, which the routes do not serve`);
  }
  return problems;
}
