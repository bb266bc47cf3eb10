/** A browser and the system it runs on, as a user agent names them ("Chrome", "Windows"). */
export interface BrowserSummary {
  readonly browser: string;
  readonly system: string;
}

/** First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

/** iPhone and iPad before macOS (an iPad may say "Mac OS X" too), Android before Linux. */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * The browser (with its major version) and system a User-Agent header names, for the security
 * log's "From where" (rules 20.12): "Chrome 146" and "Windows". Null when either is not one of
 * the common ones above (scripts, bots, rare browsers): the screen then shows the header itself.
 * A summary of what the client claims, not a verified fact.
 */
export const browserSummary = (userAgent: string): BrowserSummary | null => {
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match === null ? null : `${name} ${match[1] ?? ''}`.trim();
  }).find((name) => name !== null);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return browser === undefined || browser === null || system === undefined ? null : { browser, system };
};
