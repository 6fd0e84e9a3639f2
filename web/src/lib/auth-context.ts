import type { Auth } from "firebase/auth";
import { createContext, use, useContext } from "react";
import type { FirebaseAuthHandle } from "./firebase.js";

export const FirebaseAuthContext = createContext<FirebaseAuthHandle | undefined>(undefined);

/** The page's Firebase Auth handle (lib/firebase.ts), provided once in app/providers.tsx. */
export function useFirebase(): FirebaseAuthHandle {
  const firebase = useContext(FirebaseAuthContext);
  if (!firebase) throw new Error("useFirebase must be used inside <AppProviders>");
  return firebase;
}

/**
 * The loaded Auth, for pages that need it as they render (verification, account, sign-up forms):
 * the component suspends while the SDK loads the first time. Pages a signed-out visitor opens
 * first (/login, /forgot-password) use useFirebase().load() when the form submits instead.
 */
export function useFirebaseAuth(): Auth {
  const firebase = useFirebase();
  return firebase.current ?? use(firebase.load());
}
