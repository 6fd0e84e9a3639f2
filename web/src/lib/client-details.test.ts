import { describe, expect, it } from "vitest";
import { clientDetails, isInternetExplorer, parseUserAgent } from "./client-details.js";

const agents = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0.2210.91",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  ie11: "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko",
  ie8: "Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)",
};

describe("session client details (our own parser: names and major versions only)", () => {
  it("names the common browsers and systems", () => {
    expect(parseUserAgent(agents.chromeWindows)).toEqual({
      browser: "Chrome",
      browserVersion: "126",
      os: "Windows",
      osVersion: "10.0",
    });
    expect(parseUserAgent(agents.edge).browser).toBe("Edge");
    expect(parseUserAgent(agents.firefoxLinux)).toEqual({
      browser: "Firefox",
      browserVersion: "128",
      os: "Linux",
      osVersion: "",
    });
    expect(parseUserAgent(agents.safariIphone)).toEqual({
      browser: "Safari",
      browserVersion: "17",
      os: "iOS",
      osVersion: "17",
    });
    expect(parseUserAgent(agents.safariMac)).toMatchObject({ browser: "Safari", os: "macOS", osVersion: "10.15" });
    expect(parseUserAgent(agents.chromeAndroid)).toMatchObject({ browser: "Chrome", os: "Android", osVersion: "14" });
    expect(parseUserAgent(agents.samsung).browser).toBe("Samsung Internet");
    expect(parseUserAgent(agents.ie11)).toMatchObject({ browser: "Internet Explorer", browserVersion: "11" });
    expect(parseUserAgent("curl/8.0")).toEqual({ browser: "", browserVersion: "", os: "", osVersion: "" });
  });

  it("prefers client hints where the browser has them", () => {
    const details = clientDetails({
      userAgent: agents.chromeWindows,
      userAgentData: {
        brands: [
          { brand: "Not/A)Brand", version: "8" },
          { brand: "Chromium", version: "126" },
          { brand: "Google Chrome", version: "126" },
        ],
        platform: "Windows",
      },
    });
    expect(details).toEqual({ browser: "Chrome", browserVersion: "126", os: "Windows", osVersion: "10.0" });
  });
});

describe("unsupported browser check", () => {
  it("recognises Internet Explorer 11 and older, and nothing else", () => {
    expect(isInternetExplorer(agents.ie11)).toBe(true);
    expect(isInternetExplorer(agents.ie8)).toBe(true);
    for (const agent of [agents.edge, agents.firefoxLinux, agents.chromeWindows, agents.safariIphone])
      expect(isInternetExplorer(agent)).toBe(false);
  });
});
