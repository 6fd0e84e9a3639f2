import type { IntentRecord } from "./state.js";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The emulator's 3-D Secure test page, like Stripe's own test challenge: two buttons. Shown in an
 * iframe by the web's local card form; when answered it tells the parent window, which then reads
 * the intent's status.
 */
export function challengePage(intent: IntentRecord, action: string, scriptUrl: string): string {
  const amount = intent.kind === "payment_intent" ? `£${(intent.amount / 100).toFixed(2)}` : "a new card";
  const done = intent.status !== "requires_action";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3D Secure test page</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1d2433;background:#f6f7fb}
main{max-width:360px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:1.2rem;margin:0 0 8px}p{margin:0 0 16px;line-height:1.4}
button{display:block;width:100%;padding:12px;margin-top:8px;border-radius:8px;font-size:1rem;cursor:pointer}
.pass{background:#1f6feb;color:#fff;border:0}.fail{background:#fff;color:#b42318;border:1px solid #b42318}
</style></head><body><main>
<h1>3D Secure test page</h1>
<p>This is the Stripe emulator's test challenge for ${escapeHtml(amount)}. No bank is asked.</p>
${
  done
    ? `<p role="status">Authentication ${intent.status === "succeeded" ? "completed" : "failed"}.</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button class="pass" name="result" value="pass" type="submit">Complete authentication</button>
<button class="fail" name="result" value="fail" type="submit">Fail authentication</button>
</form>`
}
</main>
${done ? `<script src="${escapeHtml(scriptUrl)}" data-intent="${escapeHtml(intent.id)}"></script>` : ""}
</body></html>`;
}

/** Tells the page that framed the challenge that it is answered (a file: pages allow no inline script). */
export const challengeScript = `(() => {
  const me = document.currentScript;
  if (window.parent !== window)
    window.parent.postMessage({ type: "sumwise-3ds-complete", intent: me.dataset.intent }, window.location.origin);
})();
`;
