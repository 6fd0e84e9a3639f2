/**
 * The browser and operating system a session reports (GetSessionDetails, spec §3), from a tiny
 * parser of our own: names and major versions only (minimal data), from User-Agent Client Hints
 * where the browser has them, else from the user-agent string.
 */
export interface ClientDetails {
  browser: string;
  browserVersion: string;
  os: string;
  osVersion: string;
}

interface UserAgentData {
  brands?: ReadonlyArray<{ brand: string; version: string }>;
  platform?: string;
}

const browserPatterns: Array<[name: string, pattern: RegExp]> = [
  ["Edge", /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ["Opera", /\bOPR\/(\d+)/],
  ["Samsung Internet", /\bSamsungBrowser\/(\d+)/],
  ["Firefox", /\b(?:Firefox|FxiOS)\/(\d+)/],
  ["Chrome", /\b(?:Chrome|CriOS)\/(\d+)/],
  ["Safari", /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ["Internet Explorer", /\b(?:MSIE |Trident\/.*rv:)(\d+)/],
];

const osPatterns: Array<[name: string, pattern: RegExp, version: (match: RegExpMatchArray) => string]> = [
  ["Windows", /\bWindows NT (\d+\.\d+)/, (match) => match[1] ?? ""],
  ["iOS", /\b(?:iPhone|CPU) OS (\d+)/, (match) => match[1] ?? ""],
  ["Android", /\bAndroid (\d+)/, (match) => match[1] ?? ""],
  ["ChromeOS", /\bCrOS\b/, () => ""],
  ["macOS", /\bMac OS X (\d+)[._](\d+)/, (match) => `${match[1]}.${match[2]}`],
  ["Linux", /\bLinux\b/, () => ""],
];

function osOf(userAgent: string): { os: string; osVersion: string } {
  for (const [os, pattern, version] of osPatterns) {
    const match = userAgent.match(pattern);
    if (match) return { os, osVersion: version(match) };
  }
  return { os: "", osVersion: "" };
}

export function parseUserAgent(userAgent: string): ClientDetails {
  let browser = "";
  let browserVersion = "";
  for (const [name, pattern] of browserPatterns) {
    const match = userAgent.match(pattern);
    if (match) {
      browser = name;
      browserVersion = match[1] ?? "";
      break;
    }
  }
  return { browser, browserVersion, ...osOf(userAgent) };
}

/** Client hints name the browser without a string to parse; "Not A Brand" entries and bare Chromium lose to the real name. */
function fromClientHints(data: UserAgentData, userAgent: string): ClientDetails | undefined {
  const brands = (data.brands ?? []).filter(({ brand }) => !/not.?a.?brand/i.test(brand));
  const named = brands.find(({ brand }) => brand !== "Chromium") ?? brands[0];
  if (!named) return undefined;
  const browser = named.brand.replace(/^Google Chrome$/, "Chrome").replace(/^Microsoft Edge$/, "Edge");
  const fromString = osOf(userAgent);
  return {
    browser,
    browserVersion: named.version,
    os: data.platform || fromString.os,
    osVersion: fromString.osVersion,
  };
}

export function clientDetails(
  nav: { userAgent: string; userAgentData?: UserAgentData } = navigator as Navigator & {
    userAgentData?: UserAgentData;
  },
): ClientDetails {
  return (nav.userAgentData && fromClientHints(nav.userAgentData, nav.userAgent)) ?? parseUserAgent(nav.userAgent);
}

/** Spec §2: the one check the unsupported-browser notice needs. Edge, Firefox and Chrome are fine. */
export function isInternetExplorer(userAgent: string): boolean {
  return /\bMSIE |\bTrident\//.test(userAgent);
}
