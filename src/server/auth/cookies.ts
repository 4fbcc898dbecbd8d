import { isTimeZone } from '../../shared/render-moment';

/** better-auth's cookie prefix: its session cookie is `lotline.session_token` (`__Secure-` on HTTPS). */
export const AUTH_COOKIE_PREFIX = 'lotline';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie (signed in, or a session that may have expired). */
export const hasSessionCookie = (cookieHeader: string): boolean => SESSION_COOKIE.test(cookieHeader);

/** The cookie index.html's script keeps the browser's time zone in (with functional consent). */
export const TIME_ZONE_COOKIE = 'lotline_tz';

/** The reader's IANA time zone from the Cookie header, when it carries a valid one. */
export function readTimeZone(cookieHeader: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${TIME_ZONE_COOKIE}=([^;]*)`).exec(cookieHeader);
  if (!match?.[1]) return undefined;
  let zone: string;
  try {
    zone = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return isTimeZone(zone) ? zone : undefined;
}

/** What a request says of the device: its User-Agent and Sec-CH-UA-Mobile headers. */
export interface RequestDevice {
  readonly userAgent?: string | undefined;
  readonly mobileHint?: string | undefined;
}

/**
 * Whether a request comes from a phone: Chromium says so in Sec-CH-UA-Mobile, Safari and Firefox
 * in the user agent ("Mobile", "Android"). Tablets read as wide, as their windows mostly are.
 */
export const isPhoneRequest = ({ userAgent, mobileHint }: RequestDevice): boolean =>
  mobileHint === '?1' || (mobileHint === undefined && /\bMobile\b|iPhone/i.test(userAgent ?? ''));
