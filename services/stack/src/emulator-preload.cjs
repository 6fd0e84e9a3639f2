// Preloaded (node --require) into the Firebase Auth emulator's process by firebase-emulator.ts.
"use strict";
const path = require("node:path");

// 1. Start-up time. The emulator validates requests against Google's whole Identity Toolkit
// OpenAPI description, and compiles every schema of it (ajv) before it listens: about 14 s of CPU
// of its 18. exegesis can compile each schema on first use instead; the validation is the same.
try {
  const firebaseTools = path.dirname(require.resolve("firebase-tools/package.json"));
  const exegesisExpress = require(require.resolve("exegesis-express", { paths: [firebaseTools] }));
  const middleware = exegesisExpress.middleware;
  if (typeof middleware === "function") {
    exegesisExpress.middleware = (doc, options, done) =>
      middleware(doc, { ...options, lazyCompileValidationSchemas: true }, done);
  }
} catch {
  // A firebase-tools without exegesis-express: it starts the slow way.
}

// 2. No orphans. The emulator runs in its own process group (so a terminal's Ctrl-C reaches only
// make start, which then stops it after the services). If make start dies without stopping it
// (kill -9), this process is re-parented: it then shuts itself down as on Ctrl-C, exporting its
// accounts first when it was started with --export-on-exit.
// One signal only: a second one makes firebase-tools exit without finishing the export.
const parent = process.ppid;
const watchdog = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watchdog);
  process.kill(process.pid, "SIGINT");
}, 500);
watchdog.unref();
