/** better-auth's cookie prefix: its session cookie is `lotline.session_token` (`__Secure-` on HTTPS). */
export const AUTH_COOKIE_PREFIX = 'lotline';

const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Secure-)?${AUTH_COOKIE_PREFIX}\\.session_token=`);

/** Whether a Cookie header carries a session cookie (signed in, or a session that may have expired). */
export const hasSessionCookie = (cookieHeader: string): boolean => SESSION_COOKIE.test(cookieHeader);
