import type { FastifyInstance } from "fastify";

export interface DevMail {
  id: number;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
}

/** The email caught in development: the mail catcher's and the Auth emulator's (services/stack). */
export interface DevMailbox {
  messages(): DevMail[] | Promise<DevMail[]>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Escapes the body, then turns the http(s) links in it into anchors a developer can click. */
function bodyHtml(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(messages: DevMail[]): string {
  const items = messages
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><b>To:</b> ${escapeHtml(mail.to.join(", "))} · <b>From:</b> ${escapeHtml(mail.from)} · ${escapeHtml(mail.receivedAt)}</p>
<pre>${bodyHtml(mail.text)}</pre></article>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sumwise dev mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px}
article{border:1px solid #d5d9e6;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Dev mailbox</h1><p>Email sent in development by Sumwise and by the Firebase Auth emulator (verification and password-reset links), newest first. Nothing here was delivered.</p>
${items || "<p>No email yet.</p>"}</body></html>`;
}

/** /dev/mailbox (a page) and /dev/mailbox.json, outside production only. */
export function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get("/dev/mailbox.json", async () => await mailbox.messages());
  app.get("/dev/mailbox", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").send(page(await mailbox.messages())),
  );
}
