/**
 * A browser's User-Agent made readable for "My sessions": the browser and the operating system by
 * their product names ("Chrome", "Android"), or null where the text names none the portal knows.
 * Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux",
 * iPadOS and iOS also say "Mac OS X".
 */
export interface ReadableAgent {
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\bChrom(e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function readableAgent(userAgent: string | null | undefined): ReadableAgent {
  const text = userAgent ?? '';
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(text))?.[1] ?? null,
  };
}
