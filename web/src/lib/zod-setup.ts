import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` when it may: probing for that breaks our
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') and reports a violation on every
// page load. Parsing without it is as correct; this must run before the first parse (main.tsx
// imports it first).
z.config({ jitless: true });
