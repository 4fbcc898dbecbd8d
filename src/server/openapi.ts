/**
 * The OpenAPI document served at /api/openapi.json, written as a reference (issue 13 › 6):
 * operations grouped by area, each with a summary; better-auth's endpoints grouped apart, the ones a
 * client never calls marked internal; and every operation saying who may call it (`x-access`, from
 * the one declaration per operation in auth/endpoint-access.ts) and, when that needs a session, the
 * session-cookie security scheme it really uses.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { describeApiAccess, needsSession, type ApiAccessRule } from '../shared/api-access';
import { AUTH_BASE_PATH } from './auth/auth';
import { AUTH_COOKIE_PREFIX } from './auth/cookies';
import { AUTH_ENDPOINT_ACCESS, X_ACCESS } from './auth/endpoint-access';
import type { AppDeps } from './deps';

export const SESSION_COOKIE_SCHEME = 'sessionCookie';
export const INTERNAL_TAG = 'Auth: internal';
export const X_INTERNAL = 'x-internal';

/** Our areas, in reading order, with what each is for. A route's first tag must be one of these. */
export const AREA_TAGS = [
  { name: 'Session', description: 'Who is signed in: the session the app reads on every page.' },
  { name: 'Profile', description: 'Finishing sign-up: shopper, or dealer with a new dealership.' },
  { name: 'Invitations', description: "A dealership's staff invitations: send, list, resend, revoke and accept." },
  {
    name: 'Inventory',
    description: "Your dealership's stock: search, add by VIN, edit, price, photos, CSV import and export.",
  },
  { name: 'Marketplace', description: 'Listed vehicles of every dealer, with deal ratings.' },
  { name: 'Favorites', description: 'Vehicles a signed-in person saved.' },
  { name: 'Messages', description: 'Conversations between shoppers and dealerships about a vehicle.' },
  { name: 'Live', description: 'A stream of live events (new messages, notifications) for the signed-in person.' },
  {
    name: 'Leads',
    description:
      "Your dealership's leads: list and filters, status flow, assignment, follow-ups, notes, calls, timeline.",
  },
  {
    name: 'Customers',
    description:
      "Your dealership's contacts: search, tags, assignee, edit, consent, timeline, merge, CSV import and export.",
  },
  {
    name: 'Deals',
    description:
      "Your dealership's deals: the pipeline board and list with totals, deal sheets and their figures, stage moves (Sold sells the vehicle), history.",
  },
  {
    name: 'Account',
    description:
      'The signed-in person: profile picture, sessions, export of their data, and deleting the account (names, email and password: Auth: your account).',
  },
  {
    name: 'Overview',
    description:
      "The dashboard home: today's work for dealer staff, favorites and conversations for shoppers, dealers to verify and platform totals for admins.",
  },
  {
    name: 'Reports',
    description:
      'Units sold, revenue, front gross, days to sell, inventory aging, the lead funnel and response times for a date range, with CSV.',
  },
  {
    name: 'Billing',
    description:
      "The dealership's plan, usage against its limits and invoices; checkout (built-in test mode, or Stripe and its webhook). Owners change it, managers read it.",
  },
  {
    name: 'Dealers',
    description:
      'The dealer directory and public dealer pages, shoppers’ ratings, and platform admins’ verify and suspend.',
  },
  {
    name: 'Settings',
    description:
      "The dealership's profile, hours, logo and deal defaults; its team (roles, deactivate, leave); and the audit log of every change.",
  },
  { name: 'Notifications', description: "The signed-in person's notifications and their per-event preferences." },
  {
    name: 'Reference',
    description: 'The vehicle reference database: makes, models, manufacturer codes and VIN decoding.',
  },
  { name: 'Plans', description: 'Plans and prices.' },
  { name: 'Contact', description: 'The contact and sales forms of the public site.' },
  { name: 'Blog', description: 'Published blog posts.' },
  {
    name: 'Blog admin',
    description:
      'Platform admins write, schedule and publish posts: list and search, edit, slug suggestion, Markdown preview and cover upload.',
  },
  { name: 'Content', description: 'Docs, help, careers, integrations and legal pages, with search.' },
  { name: 'System', description: 'Health of the server and its database.' },
  { name: 'Development', description: 'Test-harness helpers, on only when the server is started with them.' },
] as const;

/** better-auth's endpoints by what a client does with them; everything not listed here is internal. */
const AUTH_GROUPS: readonly { name: string; description: string; paths: readonly string[] }[] = [
  {
    name: 'Auth: sign-in and sessions',
    description: 'Register, sign in and out, and read the session (better-auth, under /api/auth).',
    paths: [
      '/sign-up/email',
      '/sign-in/email',
      '/sign-in/username',
      '/sign-in/email-otp',
      '/sign-out',
      '/get-session',
      '/is-username-available',
    ],
  },
  {
    name: 'Auth: verification and passwords',
    description: 'Email codes and links: verify an address, reset a forgotten password.',
    paths: [
      '/email-otp/send-verification-otp',
      '/email-otp/check-verification-otp',
      '/email-otp/verify-email',
      '/verify-email',
      '/send-verification-email',
      '/request-password-reset',
      '/reset-password',
      '/reset-password/{token}',
      '/email-otp/request-password-reset',
      '/forget-password/email-otp',
      '/email-otp/reset-password',
    ],
  },
  {
    name: 'Auth: your account',
    description: "The signed-in person's own account: password, email, profile and sessions.",
    paths: [
      '/verify-password',
      '/change-password',
      '/change-email',
      '/email-otp/request-email-change',
      '/email-otp/change-email',
      '/update-user',
      '/list-sessions',
      '/revoke-session',
      '/revoke-sessions',
      '/revoke-other-sessions',
    ],
  },
  {
    name: 'Auth: platform admin',
    description: 'Platform admins manage people: roles, bans, sessions, passwords, impersonation.',
    paths: [
      '/admin/set-role',
      '/admin/get-user',
      '/admin/create-user',
      '/admin/update-user',
      '/admin/list-users',
      '/admin/list-user-sessions',
      '/admin/unban-user',
      '/admin/ban-user',
      '/admin/impersonate-user',
      '/admin/stop-impersonating',
      '/admin/revoke-user-session',
      '/admin/revoke-user-sessions',
      '/admin/remove-user',
      '/admin/set-user-password',
      '/admin/has-permission',
    ],
  },
];

const INTERNAL_DESCRIPTION =
  'better-auth endpoints a client never calls: switched off here (the dealership plugin is wrapped by our own routes, no social sign-in; account deletion is the app’s own POST /api/account/delete), or used by better-auth itself (OAuth callbacks, token refresh, its status and error pages).';

/** Summaries for better-auth operations that come without a description. */
const AUTH_SUMMARIES: Readonly<Record<string, string>> = {
  '/change-email': 'Change the email address (switched off: 400 CHANGE_EMAIL_DISABLED)',
  '/is-username-available': 'Check whether a username is free',
  '/admin/stop-impersonating': 'Stop impersonating a user and return to your own session',
  '/callback/{id}': 'OAuth provider callback',
};

const SESSION_COOKIE_NAME = `${AUTH_COOKIE_PREFIX}.session_token`;

type Operation = Record<string, unknown> & {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, never[]>[];
};
type PathItem = Record<string, Operation>;
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** "/organization/cancel-invitation" → "Organization: cancel invitation" (for the few better-auth leaves bare). */
const fromPath = (path: string) => {
  const parts = path.split('/').filter((p) => p && !p.startsWith('{'));
  const words = parts.map((p) => p.replace(/-/g, ' '));
  const text = words.length > 1 ? `${words.slice(0, -1).join(' ')}: ${words[words.length - 1]}` : (words[0] ?? path);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const firstSentence = (text: string) => (/^[^.]*[^.\s]/.exec(text.trim())?.[0] ?? text).trim();

/** Tag, summary, access, security and description for one operation; `auth` names a better-auth path. */
function describeOperation(op: Operation, access: ApiAccessRule | undefined, auth?: string): Operation {
  const group = auth === undefined ? undefined : AUTH_GROUPS.find((g) => g.paths.includes(auth));
  const internal = auth !== undefined && (!group || access?.kind === 'disabled');
  const tags = auth === undefined ? op.tags : [internal ? INTERNAL_TAG : group!.name];
  const summary =
    op.summary ??
    (auth !== undefined ? AUTH_SUMMARIES[auth] : undefined) ??
    (op.description ? firstSentence(op.description) : undefined) ??
    (auth !== undefined ? fromPath(auth) : undefined);
  const who = access ? `Who may call: ${describeApiAccess(access)}.` : undefined;
  const security: Record<string, never[]>[] =
    !access || !needsSession(access)
      ? []
      : access.kind === 'local-or-admin'
        ? // Loopback callers need nothing; everyone else a platform admin's session.
          [{ [SESSION_COOKIE_SCHEME]: [] }, {}]
        : [{ [SESSION_COOKIE_SCHEME]: [] }];
  return {
    ...op,
    ...(tags ? { tags } : {}),
    ...(summary ? { summary } : {}),
    description: [
      op.description && op.description.trim().replace(/\.$/, '') !== summary ? op.description : undefined,
      who,
    ]
      .filter(Boolean)
      .join('\n\n'),
    security,
    ...(access ? { [X_ACCESS]: access } : {}),
    ...(internal ? { [X_INTERNAL]: true } : {}),
  };
}

/** Our OpenAPI 3.1 document with better-auth's endpoints merged in under /api/auth. */
export const buildOpenApiDocument = async (app: OpenAPIHono, deps: AppDeps) => {
  const ours = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Lotline API',
      version: '1.0.0',
      description: [
        'The Lotline API. Errors share one shape: `{ error: { code, message, fields? } }`.',
        `Signed-in calls carry the session cookie (\`${SESSION_COOKIE_NAME}\`, \`__Secure-${SESSION_COOKIE_NAME}\` over HTTPS) that sign-in sets; state-changing calls also need an \`Origin\` header of the app. Each operation says who may call it (\`x-access\`): the server decides, and answers 401 or 403 to anyone else.`,
      ].join('\n\n'),
    },
    servers: [{ url: deps.env.publicUrl }],
  });
  const authDoc = (await deps.auth.api.generateOpenAPISchema()) as unknown as {
    paths?: Record<string, PathItem>;
    components?: { schemas?: Record<string, unknown> };
  };

  const mapOperations = (item: PathItem, fn: (op: Operation) => Operation): PathItem =>
    Object.fromEntries(Object.entries(item).map(([key, value]) => [key, METHODS.has(key) ? fn(value) : value]));

  const ourPaths = Object.fromEntries(
    Object.entries((ours.paths ?? {}) as Record<string, PathItem>).map(([path, item]) => [
      path,
      mapOperations(item, (op) => describeOperation(op, op[X_ACCESS] as ApiAccessRule | undefined)),
    ]),
  );
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([path, item]) => [
      `${AUTH_BASE_PATH}${path}`,
      mapOperations(item, (op) => describeOperation(op, AUTH_ENDPOINT_ACCESS[path], path)),
    ]),
  );

  return {
    ...ours,
    paths: { ...ourPaths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...(authDoc.components?.schemas ?? {}), ...(ours.components?.schemas ?? {}) },
      // The one credential the API accepts. better-auth's document offers bearer tokens and an API-key
      // cookie, neither of which is switched on here.
      securitySchemes: {
        [SESSION_COOKIE_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE_NAME,
          description: `The session cookie set by sign-in (\`__Secure-${SESSION_COOKIE_NAME}\` when the site is served over HTTPS).`,
        },
      },
    },
    tags: [
      ...AREA_TAGS,
      ...AUTH_GROUPS.map(({ name, description }) => ({ name, description })),
      { name: INTERNAL_TAG, description: INTERNAL_DESCRIPTION },
    ],
    // Redoc-style groups: our areas, then better-auth's apart.
    'x-tagGroups': [
      { name: 'Lotline', tags: AREA_TAGS.map((t) => t.name) },
      { name: 'Authentication (better-auth)', tags: [...AUTH_GROUPS.map((g) => g.name), INTERNAL_TAG] },
    ],
  };
};
