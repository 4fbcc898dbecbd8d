/**
 * Typed builders for the auth stories. Stories have no server, so they answer the screens' HTTP
 * calls with `mockApi` — the screens still run their real code (better-auth's client, our fetch
 * helper, zod, react-hook-form); only the network is replaced. Bodies are typed from the server's
 * own schemas and the shared input schemas, so a contract change breaks the stories at compile time.
 */
import type { ApiErrorBody } from '../../src/server/errors';
import type { SessionPayload } from '../../src/shared/schemas/session';
import type { RegisterInput } from '../../src/shared/schemas/auth';
import type { CompleteProfileInput } from '../../src/shared/schemas/profile';

declare global {
  interface Window {
    /**
     * The story's mocked requests: held open on purpose (`pending()`), and being answered. The story
     * runner (scripts/story-runner.ts) waits for the answers and checks `pending: true` against `held`.
     */
    __LOTLINE_STORY_REQUESTS__?: { held: number; answering: number };
  }
}

export type MockReply = { readonly status: number; readonly body?: unknown; readonly delayMs?: number } | 'pending';
export type MockRoutes = Readonly<Record<string, MockReply | ((body: unknown) => MockReply)>>;

export const ok = (body: unknown = { status: true }): MockReply => ({ status: 200, body });
/** Never answers: the form stays in its "sending" state. */
export const pending = (): MockReply => 'pending';
export const fail = (
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  retryAfter?: number,
): MockReply => {
  const body: ApiErrorBody = {
    error: { code, message, ...(fields ? { fields } : {}), ...(retryAfter ? { retryAfter } : {}) },
  };
  return { status, body };
};

/** A change the plan refused (402 over the listing limit, 409 over the seats): it names the field and links to Billing. */
export const failPlanLimit = (
  field: string,
  message = 'Your Dealer plan includes 50 active listings, and 50 are in use. Take a vehicle off the marketplace or upgrade your plan.',
  status: 402 | 409 = 402,
): MockReply => ({
  status,
  body: { error: { code: 'PLAN_LIMIT', message, fields: { [field]: message }, upgradeUrl: '/dashboard/billing' } },
});

export function buildRegisterInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    firstName: 'Dana',
    lastName: 'Whitfield',
    username: 'dana_w',
    email: 'dana@whitfieldmotors.test',
    password: 'correct-horse-9',
    ...overrides,
  };
}

export function buildDealerProfile(overrides: Partial<Extract<CompleteProfileInput, { accountType: 'dealer' }>> = {}) {
  return {
    accountType: 'dealer' as const,
    dealershipName: 'Whitfield Motors',
    phone: '+1 512 555 0142',
    address: { line1: '4100 Burnet Rd', city: 'Austin', region: 'TX', postalCode: '78756', country: 'US' },
    ...overrides,
  };
}

export function buildSession(overrides: Partial<SessionPayload> = {}): SessionPayload {
  return {
    user: {
      id: 'usr_story_dana',
      name: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'dana@whitfieldmotors.test',
      username: 'dana_w',
      emailVerified: true,
      image: null,
      accountType: null,
    },
    dealership: null,
    roles: [],
    isAdmin: false,
    needsProfile: true,
    ...overrides,
  };
}

export const signedOutSession = (): SessionPayload => buildSession({ user: null, needsProfile: false });

export function buildOwnerSession(): SessionPayload {
  return buildSession({
    needsProfile: false,
    roles: ['owner'],
    dealership: {
      id: 'org_story',
      name: 'Whitfield Motors',
      slug: 'whitfield-motors',
      role: 'owner',
      plan: 'dealer',
      planStatus: 'trialing',
      trialEndsAt: '2030-01-15T00:00:00.000Z',
    },
  });
}

/**
 * A story `beforeEach` that answers `"METHOD /path"` requests (path without the query) from
 * `routes`; anything else gets a JSON 404. Returns the cleanup Storybook calls after the story.
 */
export function mockApi(routes: MockRoutes) {
  return () => {
    const original = window.fetch;
    // Counted for the story runner, which takes the picture once every answer is in, and checks
    // that a story holding a request open on purpose says `pending: true` (.storybook/preview.tsx).
    const requests = { held: 0, answering: 0 };
    window.__LOTLINE_STORY_REQUESTS__ = requests;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.answering++;
      try {
        const request =
          input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
        const url = new URL(request.url);
        const key = `${request.method.toUpperCase()} ${url.pathname}`;
        const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        const route = routes[key];
        const reply: MockReply =
          route === undefined
            ? fail(404, 'NOT_FOUND', `No story answer for ${key}`)
            : typeof route === 'function'
              ? route(parsed)
              : route;
        if (reply === 'pending') {
          requests.held++;
          return new Promise<Response>(() => {});
        }
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        });
      } finally {
        requests.answering--;
      }
    };
    return () => {
      window.fetch = original;
      if (window.__LOTLINE_STORY_REQUESTS__ === requests) window.__LOTLINE_STORY_REQUESTS__ = undefined;
    };
  };
}

/** The path the story's router is at (screens navigate on success). */
export const storyLocation = (): string => {
  // Set by .storybook/preview.tsx for the story on screen.
  const router = (
    window as unknown as {
      __LOTLINE_STORY_ROUTER__?: { state: { location: { pathname: string; searchStr?: string } } };
    }
  ).__LOTLINE_STORY_ROUTER__;
  const loc = router?.state.location;
  return loc ? `${loc.pathname}${loc.searchStr ?? ''}` : '';
};

/**
 * Holds the resend cooldown at its first second ("Resend in 60s"; a story's `beforeEach`): its one-second ticks made the
 * picture depend on how long the page took to render (on a busy machine it read 59s).
 */
export const holdCountdown = () => {
  const real = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    ms === 1000 ? 0 : real(handler, ms, ...args)) as typeof window.setTimeout;
  return () => {
    window.setTimeout = real;
  };
};
