/**
 * Typed builders for the Account stories: the session payload with the profile fields, the
 * signed-in devices, what deletion would do, and the network answers of the screen's calls.
 * Times are relative to the story's own clock, so "last active 5 minutes ago" stays put.
 */
import type { AccountDeletion, AccountSession } from '../../src/shared/schemas/account';
import type { SessionPayload } from '../../src/shared/schemas/session';
import { buildOwnerSession, buildSession, mockApi, ok, type MockReply, type MockRoutes } from './auth';

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

/** The owner viewer's full session (names, username and email for the profile and email forms). */
export function buildAccountSession(overrides: Partial<SessionPayload> = {}): SessionPayload {
  const base = buildOwnerSession();
  return {
    ...base,
    user: {
      ...base.user!,
      id: 'usr_story_owner',
      name: 'Dana Dealer',
      firstName: 'Dana',
      lastName: 'Dealer',
      email: 'dana@sunsetmotors.test',
      username: 'dana.dealer',
      accountType: 'dealer',
    },
    dealership: { ...base.dealership!, name: 'Sunset Motors', slug: 'sunset-motors' },
    ...overrides,
  };
}

export function buildShopperAccountSession(): SessionPayload {
  const base = buildSession({ needsProfile: false });
  return {
    ...base,
    user: {
      ...base.user!,
      id: 'usr_story_shopper',
      name: 'Sam Shopper',
      firstName: 'Sam',
      lastName: 'Shopper',
      email: 'sam@example.test',
      username: 'sam_shops',
      accountType: 'shopper',
    },
  };
}

export function buildAccountSessions(): AccountSession[] {
  return [
    {
      id: 'ses_story_this',
      device: 'Chrome on macOS',
      kind: 'desktop',
      ipAddress: '203.0.113.24',
      signedInAt: minutesAgo(60 * 24 * 3),
      lastActiveAt: minutesAgo(0),
      expiresAt: minutesAgo(-60 * 24 * 27),
      current: true,
    },
    {
      id: 'ses_story_phone',
      device: 'Safari on iOS',
      kind: 'mobile',
      ipAddress: '198.51.100.7',
      signedInAt: minutesAgo(60 * 24 * 6),
      lastActiveAt: minutesAgo(5 * 60),
      expiresAt: minutesAgo(-60 * 24 * 24),
      current: false,
    },
    {
      id: 'ses_story_office',
      device: 'Edge on Windows',
      kind: 'desktop',
      ipAddress: '192.0.2.140',
      signedInAt: minutesAgo(60 * 24 * 12),
      lastActiveAt: minutesAgo(60 * 24 * 2),
      expiresAt: minutesAgo(-60 * 24 * 18),
      current: false,
    },
  ];
}

export function buildDeletion(outcome: AccountDeletion['outcome'] = 'free'): AccountDeletion {
  if (outcome === 'free') return { outcome, dealership: null };
  return {
    outcome,
    dealership: {
      id: 'org_story',
      name: 'Sunset Motors',
      role: 'owner',
      otherMembers: outcome === 'sole-owner' ? 3 : 2,
      vehicles: 148,
    },
  };
}

export interface AccountWorld {
  readonly session?: SessionPayload | MockReply;
  readonly sessions?: AccountSession[] | MockReply;
  readonly deletion?: AccountDeletion | MockReply;
  /** Answers of the writes, by "METHOD /path"; default: success. */
  readonly writes?: MockRoutes;
}

const isReply = (v: unknown): v is MockReply =>
  v === 'pending' || (typeof v === 'object' && v !== null && 'status' in v && typeof v.status === 'number');

/** A story `beforeEach` answering the Account screen's calls from `world`. */
/**
 * The story's API, built when the story starts: the sessions' times ("last active just now") are
 * counted from then, not from when the stories file loaded (a busy machine renders a story more
 * than a minute later, and the picture read "1 minute ago").
 */
export function accountStory(world: AccountWorld = {}) {
  return () => accountApi(world)();
}

function accountApi(world: AccountWorld) {
  const session = world.session ?? buildAccountSession();
  const sessions = world.sessions ?? buildAccountSessions();
  const deletion = world.deletion ?? buildDeletion('sole-owner');
  const list = isReply(sessions) ? sessions : ok({ sessions });
  const routes: Record<string, MockRoutes[string]> = {
    'GET /api/session': isReply(session) ? session : ok(session),
    'GET /api/account/sessions': list,
    'GET /api/account/deletion': isReply(deletion) ? deletion : ok(deletion),
    'POST /api/auth/update-user': ok({ status: true }),
    'POST /api/auth/email-otp/request-email-change': ok({ success: true }),
    'POST /api/auth/email-otp/change-email': ok({ success: true }),
    'POST /api/auth/change-password': ok({ token: null }),
    'POST /api/account/avatar': ok({ image: null }),
    'POST /api/account/delete': ok({ deleted: true, dealershipDeleted: null }),
  };
  if (!isReply(sessions)) {
    routes['DELETE /api/account/sessions'] = ok({ sessions: sessions.filter((x) => x.current) });
    for (const s of sessions) {
      routes[`DELETE /api/account/sessions/${s.id}`] = ok({ sessions: sessions.filter((x) => x.id !== s.id) });
    }
  }
  return mockApi({ ...routes, ...world.writes });
}
