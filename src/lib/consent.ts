/**
 * Cookie consent: the one module the rest of the code reads consent through.
 * Two cookies (names are ours; the spec leaves them open): `lotline_consent` holds "true" and
 * `lotline_cookie_preferences` holds the JSON preferences; both 365 days, path /, SameSite=Lax,
 * not Secure (as the spec says).
 */
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, CONSENT_PREFERENCES_COOKIE } from '../shared/constants';

export interface CookiePreferences {
  readonly necessary: true;
  readonly functional: boolean;
  readonly analytics: boolean;
  readonly marketing: boolean;
}

export type ConsentCategory = Exclude<keyof CookiePreferences, 'necessary'>;
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['functional', 'analytics', 'marketing'];

export const ALL_ACCEPTED: CookiePreferences = { necessary: true, functional: true, analytics: true, marketing: true };
export const NECESSARY_ONLY: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
};

/** Missing or unparsable preferences read as all true (the spec's default); necessary is always on. */
export function parsePreferences(raw: string | null | undefined): CookiePreferences {
  if (!raw) return ALL_ACCEPTED;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return ALL_ACCEPTED;
    const record = value as Record<string, unknown>;
    const flag = (key: ConsentCategory) => (typeof record[key] === 'boolean' ? (record[key] as boolean) : true);
    return {
      necessary: true,
      functional: flag('functional'),
      analytics: flag('analytics'),
      marketing: flag('marketing'),
    };
  } catch {
    return ALL_ACCEPTED;
  }
}

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return undefined;
}

export interface ConsentState {
  /** True when the consent cookie holds "true": the banner stays hidden. */
  readonly consented: boolean;
  readonly preferences: CookiePreferences;
}

export function readConsent(cookieString: string): ConsentState {
  return {
    consented: readCookie(cookieString, CONSENT_COOKIE) === 'true',
    preferences: parsePreferences(readCookie(cookieString, CONSENT_PREFERENCES_COOKIE)),
  };
}

export function consentCookie(name: string, value: string, now: Date = new Date()): string {
  const maxAge = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60;
  const expires = new Date(now.getTime() + maxAge * 1000).toUTCString();
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Expires=${expires}; Path=/; SameSite=Lax`;
}

/**
 * The two Set-Cookie strings that store a choice. The banner's buttons also carry them in their
 * markup, so index.html's boot script can store a choice made before the app is live.
 */
export function consentCookies(preferences: CookiePreferences, now: Date = new Date()): [string, string] {
  const stored: CookiePreferences = { ...preferences, necessary: true };
  return [
    consentCookie(CONSENT_COOKIE, 'true', now),
    consentCookie(CONSENT_PREFERENCES_COOKIE, JSON.stringify(stored), now),
  ];
}

/**
 * The same cookies for the banner's markup (data-boot-cookies): Max-Age alone, without the
 * Expires date, so the server's render and the browser's hydration write the same attribute.
 */
export const consentCookiesForMarkup = (preferences: CookiePreferences): string =>
  JSON.stringify(consentCookies(preferences).map((cookie) => cookie.replace(/; Expires=[^;]*/, '')));

/** Writes both cookies; returns the stored state. */
export function writeConsent(preferences: CookiePreferences, doc: Pick<Document, 'cookie'> = document): ConsentState {
  for (const cookie of consentCookies(preferences)) doc.cookie = cookie;
  return { consented: true, preferences: { ...preferences, necessary: true } };
}

/** Analytics (or any optional category) may run only with consent "true" and its category on. */
export function allows(
  category: ConsentCategory,
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  const state = readConsent(cookieString);
  return state.consented && state.preferences[category];
}
