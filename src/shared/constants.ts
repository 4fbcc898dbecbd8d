/**
 * Constants shared by the client, the server and the route registry.
 * The spec's constants are quoted word for word; DOMAIN.md › Decisions settles the rest.
 */

export const PRODUCT_NAME = 'Lotline';
export const SLOGAN = 'Post. Respond. Sell.';

/** Dealer staff roles inside a dealership (an organization member role). */
export const DEALER_ROLES = ['owner', 'manager', 'sales'] as const;
export type DealerRole = (typeof DEALER_ROLES)[number];

/** Platform admin is a user role, not a dealership role. */
export const PLATFORM_ROLES = ['admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

export type Role = DealerRole | PlatformRole;

export const THEME_STORAGE_KEY = 'theme';
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export const DEFAULT_THEME: ThemePreference = 'system';

export const COOKIE_BANNER_DELAY_MS = 2000;
export const CONSENT_COOKIE = 'lotline_consent';
export const CONSENT_PREFERENCES_COOKIE = 'lotline_cookie_preferences';
export const CONSENT_MAX_AGE_DAYS = 365;

export const TOAST_DURATION_MS = 3000;
export const DEFAULT_LOADING_MESSAGE = 'Loading...';

/** Data cache: fresh for 5 minutes, kept for 30 minutes, one retry, no refetch on focus. */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 30 * 60 * 1000;
export const QUERY_RETRY = 1;

/** Account rules (DOMAIN.md › Decisions). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const USERNAME_PATTERN = /^[a-z0-9_.]+$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Pending invitations a dealership may hold at once; past it, revoke some first (409 INVITATION_LIMIT_REACHED). */
export const PENDING_INVITATIONS_MAX = 100;
export const LOGIN_SUCCESS_DELAY_MS = 1500;
export const TRIAL_DAYS = 14;

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The <script type="application/json"> of a server-rendered page with React Query's dehydrated cache. */
export const SSR_STATE_ID = 'lotline-ssr-state';
