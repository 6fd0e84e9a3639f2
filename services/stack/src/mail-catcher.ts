import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  smtpUrl: string;
  messages(): CaughtMail[];
  /** Newest first; what the dev mailbox page lists. */
  latestFor(address: string): CaughtMail | undefined;
  stop(): Promise<void>;
}

/** Most recent messages kept; older ones are dropped (development only). */
const capacity = 500;

/**
 * A local SMTP server that keeps every message in memory instead of delivering it: the default mail
 * server of `make start` and of the tests. Listens on loopback only.
 */
export async function startMailCatcher(port = 2525): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: parsed.from?.text ?? "",
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
          });
          if (caught.length > capacity) caught.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    smtpUrl: `smtp://127.0.0.1:${actualPort}`,
    messages: () => [...caught].reverse(),
    latestFor: (to) => [...caught].reverse().find((mail) => mail.to.includes(to.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
