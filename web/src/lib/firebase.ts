import type { Auth } from "firebase/auth";
import type { AppConfig } from "./config.js";

/**
 * The page's Firebase Auth, loaded only when it is needed. A visitor with no signed-in user (the
 * first visit, /sign-up, /login) never waits for the SDK (26 KiB of gzipped JavaScript, issue 7
 * §12): it loads when a page needs it (its components call useFirebaseAuth), when a form submits,
 * or at once when this browser holds a signed-in user.
 */
export interface FirebaseAuthHandle {
  /** The Auth once loaded; undefined before anything has needed it. */
  readonly current: Auth | undefined;
  /** Loads the SDK and initialises Auth, once; later calls get the same promise. */
  load(): Promise<Auth>;
  /**
   * Whether Firebase keeps a signed-in user in this browser, known without the SDK: its local
   * persistence stores one under `firebase:authUser:<apiKey>:[DEFAULT]`.
   */
  hasStoredUser(): boolean;
  /** Calls `listener` with the Auth when it loads (at once when it has). Returns an unsubscribe. */
  onLoad(listener: (auth: Auth) => void): () => void;
}

/** The key prefix of Firebase's persisted user (local persistence), also seen in `storage` events. */
export const storedUserKeyPrefix = "firebase:authUser:";

/**
 * Wired to the emulator when the settings name one. Only the parts the product uses: local
 * persistence and no popup/redirect sign-in (getAuth would bundle every persistence and the popup
 * resolver).
 */
export function createFirebaseAuth(config: AppConfig): FirebaseAuthHandle {
  let current: Auth | undefined;
  let loading: Promise<Auth> | undefined;
  const listeners = new Set<(auth: Auth) => void>();
  const load = () => {
    loading ??= import("./firebase-sdk.js").then(
      ({ initializeApp, browserLocalPersistence, connectAuthEmulator, initializeAuth }) => {
        const app = initializeApp({
          apiKey: config.firebase.apiKey,
          authDomain: config.firebase.authDomain || undefined,
          projectId: config.firebase.projectId,
        });
        const auth = initializeAuth(app, { persistence: browserLocalPersistence });
        if (config.firebase.authEmulatorUrl)
          connectAuthEmulator(auth, config.firebase.authEmulatorUrl, { disableWarnings: true });
        current = auth;
        for (const listener of listeners) listener(auth);
        listeners.clear();
        return auth;
      },
    );
    // A failed load (the network) may be tried again by the next caller.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    get current() {
      return current;
    },
    load,
    hasStoredUser: () => {
      const key = `${storedUserKeyPrefix}${config.firebase.apiKey}:[DEFAULT]`;
      try {
        return window.localStorage.getItem(key) !== null;
      } catch {
        // Storage we cannot read: assume a user may be there and load the SDK, which knows.
        return true;
      }
    },
    onLoad: (listener) => {
      if (current) {
        listener(current);
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A handle over an Auth that is already there (component tests with a stand-in Auth). */
export function loadedFirebaseAuth(auth: Auth): FirebaseAuthHandle {
  return {
    current: auth,
    load: async () => auth,
    hasStoredUser: () => auth.currentUser != null,
    onLoad: (listener) => {
      listener(auth);
      return () => {};
    },
  };
}
