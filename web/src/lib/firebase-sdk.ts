/**
 * The Firebase functions the app loads on demand (lib/firebase.ts), imported by name so the bundle
 * keeps only these: a dynamic import("firebase/auth") would keep the whole SDK.
 */
export { initializeApp } from "firebase/app";
export {
  browserLocalPersistence,
  checkActionCode,
  connectAuthEmulator,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
