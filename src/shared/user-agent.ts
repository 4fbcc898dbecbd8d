/**
 * "Chrome on macOS" from a browser's user agent, for the Account screen's sessions. Deliberately
 * small: the common browsers and systems by their well-known tokens, in the order that tells them
 * apart (Edge and Opera also say Chrome; Chrome also says Safari; iPadOS may say Macintosh).
 */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown';

export interface DeviceDescription {
  readonly device: string;
  readonly kind: DeviceKind;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
  [/\bHeadlessChrome\//, 'Chrome'],
  [/\bcurl\//, 'curl'],
  [/\bnode(?:-fetch)?\b|\bundici\b/i, 'a script'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\biPad\b/, 'iPadOS'],
  [/\biPhone\b|\biPod\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? '').trim();
  if (!ua) return { device: 'Unknown device', kind: 'unknown' };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  const kind: DeviceKind =
    system === 'iPadOS' || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))
      ? 'tablet'
      : system === 'iOS' || system === 'Android' || /\bMobile\b/.test(ua)
        ? 'mobile'
        : system
          ? 'desktop'
          : 'unknown';
  const device =
    browser && system ? `${browser} on ${system}` : (browser ?? (system ? `A browser on ${system}` : 'Unknown device'));
  return { device, kind };
}
