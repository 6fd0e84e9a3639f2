import type { DevMail, DevMailbox } from "@sumwise/gateway";
import type { MailCatcher } from "./mail-catcher.js";

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

const subjects: Record<string, string> = {
  VERIFY_EMAIL: "Verify your email for Sumwise",
  PASSWORD_RESET: "Reset your password for Sumwise",
  EMAIL_SIGNIN: "Sign in to Sumwise",
  VERIFY_AND_CHANGE_EMAIL: "Verify your new email for Sumwise",
};

/**
 * The dev mailbox's messages: what our services sent (the mail catcher) and what Firebase Auth would
 * have sent (verification and password-reset links, which the Auth emulator only lists), newest first.
 */
export function withEmulatorEmail(catcher: MailCatcher, emulatorHost: string, projectId: string): DevMailbox {
  // The emulator keeps no time: a link is dated when the mailbox first sees it.
  const firstSeen = new Map<string, { id: number; at: string }>();
  let nextId = 1_000_000;
  const emulatorMail = async (): Promise<DevMail[]> => {
    try {
      const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/oobCodes`, {
        signal: AbortSignal.timeout(2_000),
      });
      const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
      return oobCodes.map((code) => {
        let seen = firstSeen.get(code.oobCode);
        if (!seen) {
          seen = { id: nextId++, at: new Date().toISOString() };
          firstSeen.set(code.oobCode, seen);
        }
        return {
          id: seen.id,
          receivedAt: seen.at,
          from: "Firebase Authentication (emulator)",
          to: [code.email.toLowerCase()],
          subject: subjects[code.requestType] ?? `Firebase ${code.requestType}`,
          text: `Open this link to continue:\n${code.oobLink}`,
        };
      });
    } catch {
      return []; // The emulator is not answering: show what the catcher has.
    }
  };
  return {
    messages: async () => {
      const all: DevMail[] = [...catcher.messages(), ...(await emulatorMail())];
      // Newest first; among links first seen together, the emulator's later ones first.
      return all.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id - a.id);
    },
  };
}
