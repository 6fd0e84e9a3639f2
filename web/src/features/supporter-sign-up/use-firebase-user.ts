import { onAuthStateChanged, type User } from "firebase/auth";
import { useEffect, useState } from "react";
import { useFirebaseAuth } from "../../lib/auth-context.js";

/**
 * The Firebase user, whatever the product session thinks of them: steps 2 and 3 run before the
 * supporter has verified their email, when the session does not count them as signed in (spec §4).
 * undefined while Firebase is still restoring the sign-in.
 */
export function useFirebaseUser(): User | null | undefined {
  const auth = useFirebaseAuth();
  const [user, setUser] = useState<User | null | undefined>(auth.currentUser ?? undefined);
  useEffect(() => onAuthStateChanged(auth, setUser), [auth]);
  return user;
}
