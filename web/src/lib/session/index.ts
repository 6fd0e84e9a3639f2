export { checkActionCodeForUser, safeContinuePath } from "./action-code.js";
export { errorCodes } from "./error-codes.js";
export { defaultPathFor, defaultSignedInPath, needConsentPath, PublicOnly, RequireSession } from "./guards.js";
export { type Session, type SessionState, useSession } from "./session-context.js";
export { SessionProvider } from "./session-provider.js";
export { mayStayUnverified } from "./verification.js";
