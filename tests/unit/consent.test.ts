import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  allows,
  consentCookie,
  parsePreferences,
  readConsent,
  writeConsent,
} from '../../src/lib/consent';

describe('cookie preferences', () => {
  it('read as all true when missing or unparsable', () => {
    expect(parsePreferences(undefined)).toEqual(ALL_ACCEPTED);
    expect(parsePreferences('')).toEqual(ALL_ACCEPTED);
    expect(parsePreferences('{not json')).toEqual(ALL_ACCEPTED);
    expect(parsePreferences('[1,2]')).toEqual(ALL_ACCEPTED);
    expect(parsePreferences('null')).toEqual(ALL_ACCEPTED);
  });

  it('keep stored choices and force necessary on', () => {
    expect(
      parsePreferences(JSON.stringify({ necessary: false, functional: false, analytics: true, marketing: false })),
    ).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
  });

  it('reads consent only when the consent cookie holds "true"', () => {
    expect(readConsent('').consented).toBe(false);
    expect(readConsent('lotline_consent=false').consented).toBe(false);
    const state = readConsent(
      `other=1; lotline_consent=true; lotline_cookie_preferences=${encodeURIComponent(JSON.stringify(NECESSARY_ONLY))}`,
    );
    expect(state).toEqual({ consented: true, preferences: NECESSARY_ONLY });
  });

  it('writes both cookies for 365 days, path /, SameSite=Lax, not Secure', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const cookie = consentCookie('lotline_consent', 'true', now);
    expect(cookie).toBe(
      'lotline_consent=true; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(cookie).not.toMatch(/secure/i);
    const writes: string[] = [];
    const doc = {
      set cookie(v: string) {
        writes.push(v);
      },
      get cookie() {
        return '';
      },
    };
    expect(writeConsent(NECESSARY_ONLY, doc)).toEqual({ consented: true, preferences: NECESSARY_ONLY });
    expect(writes[0]).toMatch(/^lotline_consent=true;/);
    expect(decodeURIComponent(writes[1]!.split(';')[0]!.split('=')[1]!)).toBe(JSON.stringify(NECESSARY_ONLY));
  });

  it('lets analytics run only with consent "true" and its category on', () => {
    const prefs = (p: object) => `lotline_cookie_preferences=${encodeURIComponent(JSON.stringify(p))}`;
    expect(allows('analytics', '')).toBe(false);
    expect(allows('analytics', prefs(ALL_ACCEPTED))).toBe(false);
    expect(allows('analytics', `lotline_consent=true; ${prefs(ALL_ACCEPTED)}`)).toBe(true);
    expect(allows('analytics', `lotline_consent=true; ${prefs(NECESSARY_ONLY)}`)).toBe(false);
    expect(allows('analytics', 'lotline_consent=true')).toBe(true);
  });
});
