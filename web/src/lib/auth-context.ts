import type { Auth } from "firebase/auth";
import { createContext, useContext } from "react";

export const FirebaseAuthContext = createContext<Auth | undefined>(undefined);

/** The page's Firebase Auth, provided once in app/providers.tsx. */
export function useFirebaseAuth(): Auth {
  const auth = useContext(FirebaseAuthContext);
  if (!auth) throw new Error("useFirebaseAuth must be used inside <AppProviders>");
  return auth;
}
