import type { SessionUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { createContext, useContext } from "react";

export type SessionState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: SessionUser }
  /** The product login failed; `code` is shown on /error/{code}. */
  | { status: "error"; code: number };

export interface Session {
  state: SessionState;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
