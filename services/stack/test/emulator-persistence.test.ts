import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startAuthEmulator } from "@sumwise/stack";
import { afterAll, describe, expect, it } from "vitest";

// Its own emulator (port and project) beside the one the other suites share.
const projectId = "demo-sumwise-persistence";
const port = 9199;
// Two emulator starts and an export: slow on a busy machine (each start is several seconds of CPU).
const slow = { timeoutMs: 180_000 };

async function identity<T>(host: string, call: string, body: object): Promise<T> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${call}?key=test-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message: string } };
  if (!response.ok) throw new Error(`${call}: ${json.error?.message ?? response.status}`);
  return json;
}

describe("the Auth emulator of make start, across restarts", () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "sumwise-emulator-")), "auth-emulator");
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it("keeps its accounts in the data directory: a user created before a stop signs in after the restart", async () => {
    const first = await startAuthEmulator(projectId, { dataDir, port, ...slow });
    expect(first.startedHere).toBe(true);
    const email = `kept.${Date.now()}@example.com`;
    const created = await identity<{ localId: string }>(first.host, "accounts:signUp", {
      email,
      password: "Secret123",
      returnSecureToken: true,
    });
    await first.stop();
    expect(existsSync(path.join(dataDir, "firebase-export-metadata.json"))).toBe(true);

    const second = await startAuthEmulator(projectId, { dataDir, port, ...slow });
    try {
      const signedIn = await identity<{ localId: string }>(second.host, "accounts:signInWithPassword", {
        email,
        password: "Secret123",
        returnSecureToken: true,
      });
      expect(signedIn.localId).toBe(created.localId);
    } finally {
      await second.stop();
    }
  }, 400_000);
});
