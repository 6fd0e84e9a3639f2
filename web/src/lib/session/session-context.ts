import type { SessionUser } from "@sumwise/gen/indy/v1/indy_user_pb";
import { createContext, useContext } from "react";

export type SessionState =
  | { status: "loading" }
  /** `loggedOut`: the user chose to log out, so the next login starts afresh (not where they were). */
  | { status: "signed-out"; loggedOut?: boolean }
  /** Signed in to Firebase with an email not yet verified, on a route that allows it (spec §4). */
  | { status: "unverified"; email: string }
  | { status: "signed-in"; user: SessionUser; sessionId: string }
  /** The product login failed; `code` is shown on /error/{code}. */
  | { status: "error"; code: number };

export interface Session {
  state: SessionState;
  /** Signs out; `{ loggedOut: true }` when the user chose to (the menu's 'Log out now'). */
  signOut(options?: { loggedOut?: boolean }): Promise<void>;
  /**
   * Re-reads the Firebase user and runs the product login again (after its email was verified, or
   * to take the session back from another device).
   */
  refresh(): Promise<void>;
  /** Takes a rename into the signed-in record, so greetings and menus follow it at once. */
  renamed(names: { firstName: string; lastName: string }): void;
}

export const SessionContext = createContext<Session | undefined>(undefined);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}
