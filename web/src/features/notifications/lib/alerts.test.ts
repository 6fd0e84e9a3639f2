import { describe, expect, it } from "vitest";
import { loadAlerted, nextAlert, rememberAlerted } from "./alerts.js";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe("nextAlert", () => {
  it("is the newest unread notification not alerted before", () => {
    const list = [
      { name: "c", read: true },
      { name: "b", read: false },
      { name: "a", read: false },
    ];
    expect(nextAlert(list, new Set())?.name).toBe("b");
    expect(nextAlert(list, new Set(["b"]))?.name).toBe("a");
    expect(nextAlert(list, new Set(["a", "b"]))).toBeUndefined();
  });
  it("remembers alerted names per user", () => {
    const storage = memoryStorage();
    rememberAlerted("indyUsers/u", ["x"], storage);
    rememberAlerted("indyUsers/u", ["y", "x"], storage);
    expect([...loadAlerted("indyUsers/u", storage)]).toEqual(["x", "y"]);
    expect(loadAlerted("indyUsers/other", storage).size).toBe(0);
  });
});
