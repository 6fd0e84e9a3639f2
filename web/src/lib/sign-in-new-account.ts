import type { FirebaseAuthHandle } from "./firebase.js";

/**
 * After a sign-up form's account is created: signs the new, unverified user in (the session provider
 * then keeps them on /verify, spec §4) and has Firebase email the verification link (the emulator
 * records it in development). A failed send is not a failed sign-up: /verify and the supporter's
 * step 3 offer 'Resend'. Throws when the sign-in fails. The SDK loads only now (lib/firebase.ts).
 */
export async function signInNewAccount(firebase: FirebaseAuthHandle, email: string, password: string): Promise<void> {
  const [{ sendEmailVerification, signInWithEmailAndPassword }, auth] = await Promise.all([
    import("./firebase-sdk.js"),
    firebase.load(),
  ]);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await sendEmailVerification(user, { url: `${window.location.origin}/verify` }).catch(() => undefined);
}
