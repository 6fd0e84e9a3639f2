import { createTransport } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends email. Services get one in their context; tests read what was sent from the catcher. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Email over SMTP (nodemailer). In development and tests SMTP_URL points at the in-process catcher
 * that `make start` runs (services/stack/src/mail-catcher.ts); in production at any SMTP server.
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
