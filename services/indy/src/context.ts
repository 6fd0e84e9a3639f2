import type { ServiceDeps } from "@sumwise/kit";
import type { Kysely } from "kysely";
import type { IndyConfig } from "./config.js";
import { ChildrenRepository } from "./db/children-repository.js";
import { LoginRepository } from "./db/login-repository.js";
import type { IndyDatabase } from "./db/schema.js";
import { SessionsRepository } from "./db/sessions-repository.js";
import { UsersRepository } from "./db/users-repository.js";
import { createFlagsContext, type FlagsContext } from "./flags-context.js";
import { PasswordVerifier } from "./password-verifier.js";

export interface IndyContext extends ServiceDeps<IndyConfig>, FlagsContext {
  users: UsersRepository;
  sessions: SessionsRepository;
  children: ChildrenRepository;
  login: LoginRepository;
  passwords: PasswordVerifier;
  /** Injected so tests can move the clock. */
  now: () => Date;
}

export function createContext(deps: ServiceDeps<IndyConfig>): IndyContext {
  const db = deps.db as Kysely<IndyDatabase>;
  return {
    ...deps,
    ...createFlagsContext(db, deps.config),
    users: new UsersRepository(db),
    sessions: new SessionsRepository(db),
    login: new LoginRepository(db),
    passwords: new PasswordVerifier(deps.config),
    children: new ChildrenRepository(db),
    now: () => new Date(),
  };
}
