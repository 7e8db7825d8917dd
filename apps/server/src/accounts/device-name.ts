/**
 * A short readable name for a signed-in device from its user agent, e.g. "Chrome on Android",
 * for the session list. Only the families people recognise; anything else is "Unknown device".
 * Hand-written rather than a parser library: ua-parser-js v2 is AGPL, and the list needs only
 * a dozen patterns. Order matters: Edge, Opera and Samsung Internet also say "Chrome", Chrome
 * also says "Safari", iPhones say "like Mac OS X" and Android says "Linux".
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const UNKNOWN_DEVICE = 'Unknown device';

const firstMatch = (userAgent: string, patterns: readonly [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * @example deviceName('Mozilla/5.0 (Linux; Android 14; Pixel 8) … Chrome/126.0 Mobile Safari/537.36') // 'Chrome on Android'
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const browser = firstMatch(userAgent, BROWSERS);
  const system = firstMatch(userAgent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? UNKNOWN_DEVICE;
}
