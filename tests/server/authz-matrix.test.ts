/**
 * The authorization matrix: every operation of /api/openapi.json — our routes and the better-auth
 * endpoints a client can reach — called as each of seven viewers and judged against the access the
 * operation declares (src/server/auth/endpoint-access.ts: `x-access` in our createRoute configs,
 * AUTH_ENDPOINT_ACCESS for better-auth). A new route without a declaration fails here.
 *
 * Judging: "allowed" means the call got past authorization — any answer but 401/403 (a 400 from
 * the input, a 404 for a made-up id, a 409 all count). "Refused" means 401 or 403; a 404 also
 * counts for a signed-in caller when the operation names another dealership's resource (not
 * confirming it exists is fine) and for a disabled endpoint. A refused viewer that gets a 400 fails:
 * either the input was validated before authorization, or this file sends a wrong input; each
 * cell's input is built to be valid so that the answer is about authorization. Any 5xx fails.
 *
 * Cells do not disturb each other: each call goes through its own copy of the viewer's client, and
 * calls that spend something (a session, a membership, an account, a dealership, an invitation) run
 * as throwaway people of the viewer's kind, or on throwaway targets (see operation-plans.ts).
 *
 * AUTHZ_MATRIX_LOG=1 prints every cell's answer.
 */
// The app first, as in main.ts: it loads @hono/zod-openapi, whose zod extension must exist before
// any schema that a route later calls .openapi() on is built.
import { createClient, createTestApp, type Client, type Res } from './helpers';
import { isAPIError } from 'better-auth/api';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../../src/server/auth/auth';
import { AUTH_ENDPOINT_ACCESS, PENDING_ROUTE_ACCESS, type EndpointAccess } from '../../src/server/auth/endpoint-access';
import { allOperations, fetchDocument, type Operation } from './openapi-helpers';
import {
  createOperationPlans,
  declaration,
  expectedFor,
  strangerEmail,
  type Cell,
  type Input,
  type Outcome,
} from './operation-plans';
import { buildWorld, createPerson, VIEWERS, type Identity, type ViewerName } from './viewer-helpers';

// Seven viewers call ~100 operations from one client each: better-auth's per-IP limits would turn
// the later calls into 429s, which say nothing about authorization (rate-limit.test.ts covers them).
const t = await createTestApp({ env: { rateLimitEnabled: false } });
const world = await buildWorld(t);
const doc = await fetchDocument(t);

/**
 * better-auth endpoints a client can reach that its document leaves out: the matrix calls them
 * too. Listed so that a better-auth upgrade or a new plugin that adds one is a failure to read.
 */
const HIDDEN_AUTH_ENDPOINTS = ['GET /api/auth/open-api/generate-schema', 'GET /api/auth/reference'];
const { hidden: hiddenAuthOperations, all: operations } = allOperations(t, doc);
afterAll(() => t.close());

const A = world.dealershipA;
const { planFor, defaultInput, send, prepareCell, freshMember } = createOperationPlans(t, world, doc);

/** Undefined when the answer matches the expectation, else what went wrong. */
const judge = (access: EndpointAccess, viewer: ViewerName, expected: Outcome, res: Res): string | undefined => {
  const { status } = res;
  const detail = () => {
    const code = (res.body as { error?: { code?: string } } | undefined)?.error?.code;
    return code ? ` (${code})` : '';
  };
  if (status >= 500) return `SERVER ERROR ${status}${detail()}`;
  const refusal =
    status === 401 ||
    status === 403 ||
    (status === 404 && (access.kind === 'disabled' || (access.kind === 'dealership' && viewer !== 'anonymous')));
  if (expected === 'refused') {
    if (refusal) return undefined;
    if (status === 400 || status === 422)
      return `expected 401/403, got ${status}${detail()}: the input was judged before the caller (or this cell's input is wrong)`;
    return `AUTHORIZATION HOLE: expected 401/403, got ${status}${detail()}`;
  }
  if (refusal) return `expected to get through, got ${status}${detail()}`;
  return undefined;
};

/** Calls `operation` as `viewer` (or with `cell` already prepared) and judges the answer against `expected`. */
const runCell = async (
  operation: Operation,
  access: EndpointAccess,
  viewer: ViewerName,
  options: { expected?: Outcome; cell?: Cell; override?: (input: Input) => Input; label?: string } = {},
) => {
  const plan = planFor(operation);
  const expected = options.expected ?? expectedFor(access, viewer);
  const cell = options.cell ?? (await prepareCell(viewer, plan));
  let input: Input = { ...defaultInput(operation), ...(await plan.input?.(cell)) };
  if (options.override) input = options.override(input);
  const res = await send(cell.client, operation, input);
  const label = options.label ?? viewer;
  if (process.env.AUTHZ_MATRIX_LOG)
    console.log(`${operation.key} ${label} ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`);
  const problem = judge(access, viewer, expected, res);
  return problem ? `${label}: ${problem}` : '';
};

/** Roles no request may hand out unless the operation's `grants` lists them. */
const FOREIGN_ROLES: readonly unknown[] = [
  'owner',
  'manager',
  'sales',
  'admin',
  'member',
  'superuser',
  'sales,owner',
  ['sales', 'owner'],
];

/**
 * Cells beyond the seven viewers that a declaration implies: loopback callers for `local-or-admin`,
 * and for `grants`, every role outside the list, asked for by each viewer allowed to call.
 */
const extraCells = async (operation: Operation, access: EndpointAccess): Promise<string[]> => {
  const problems: string[] = [];
  if (access.kind === 'local-or-admin') {
    const local = { viewer: 'anonymous' as const, dealership: A, dealershipOwner: world.people.owner.userId };
    problems.push(
      await runCell(operation, access, 'anonymous', {
        expected: 'allowed',
        cell: { ...local, client: createClient(t, '127.0.0.1') },
        label: 'anonymous on loopback',
      }),
      await runCell(operation, access, 'anonymous', {
        expected: 'refused',
        cell: { ...local, client: createClient(t, '127.0.0.1') },
        override: (input) => ({ ...input, headers: { 'x-forwarded-for': '203.0.113.9' } }),
        label: 'anonymous on loopback through a proxy',
      }),
    );
  }
  const { grants } = access;
  if (!grants) return problems;
  const plan = planFor(operation);
  for (const viewer of VIEWERS.filter((v) => expectedFor(access, v) === 'allowed')) {
    for (const role of FOREIGN_ROLES.filter((r) => typeof r !== 'string' || !(grants as string[]).includes(r))) {
      const cell = await prepareCell(viewer, plan);
      const input = { ...defaultInput(operation), ...(await plan.input?.(cell)) };
      if (!input.body || typeof input.body !== 'object' || !('role' in input.body)) {
        problems.push(`${viewer}: declares grants, but this file's input for it has no body.role to vary`);
        break;
      }
      const res = await send(cell.client, operation, { ...input, body: { ...input.body, role } });
      if (process.env.AUTHZ_MATRIX_LOG)
        console.log(`${operation.key} ${viewer} granting ${JSON.stringify(role)} ${res.status}`);
      if (res.status >= 500) problems.push(`${viewer} granting ${JSON.stringify(role)}: SERVER ERROR ${res.status}`);
      else if (res.status < 400)
        problems.push(
          `${viewer} granting ${JSON.stringify(role)}: ROLE HOLE: got ${res.status}, expected a refusal (4xx)`,
        );
    }
  }
  return problems;
};

// ── The matrix ──────────────────────────────────────────────────────────────────────────────────

describe('every operation declares who may call it', () => {
  it('has a declaration for each operation of the OpenAPI document', () => {
    const missing = operations.flatMap((o) => {
      const { problem } = declaration(o);
      return problem ? [`${o.key}: ${problem}`] : [];
    });
    expect(missing, missing.join('\n')).toEqual([]);
  });

  it('declares no better-auth path that is not an operation (stale entries)', () => {
    const listed = new Set(operations.map((o) => o.path.slice(AUTH_BASE_PATH.length)));
    const stale = Object.keys(AUTH_ENDPOINT_ACCESS).filter((path) => !listed.has(path));
    const pending = Object.keys(PENDING_ROUTE_ACCESS).filter((key) => !operations.some((o) => o.key === key));
    expect([...stale, ...pending]).toEqual([]);
  });

  it('covers ours and better-auth’s (the document is the whole API)', () => {
    expect(operations.length).toBeGreaterThan(80);
    expect(operations.some((o) => o.path === '/api/auth/organization/invite-member')).toBe(true);
    expect(operations.some((o) => o.path === '/api/auth/admin/ban-user')).toBe(true);
  });
});

describe('authorization matrix', () => {
  it.each(operations.map((o) => [o.key, o] as const))('%s', async (_key, operation) => {
    const { access, problem } = declaration(operation);
    expect(problem, problem).toBeUndefined();
    if (!access) return;
    // Refused viewers first: whatever they must not do, they try while the targets are untouched.
    const order = [...VIEWERS].sort(
      (a, b) => Number(expectedFor(access, a) === 'allowed') - Number(expectedFor(access, b) === 'allowed'),
    );
    const problems: string[] = [];
    for (const viewer of order) problems.push(await runCell(operation, access, viewer));
    problems.push(...(await extraCells(operation, access)));
    const surprises = problems.filter(Boolean);
    expect(surprises, `${operation.key} (declared ${JSON.stringify(access)}):\n${surprises.join('\n')}`).toEqual([]);
  });
});

describe('nothing answers outside the matrix', () => {
  /** App routes that are not operations of the document, and why. */
  const UNDOCUMENTED: Record<string, string> = {
    'GET /api/openapi.json': 'the document itself: public',
  };

  it('every /api route of the app is an operation of the document (or listed above)', () => {
    const documented = new Set(operations.map((o) => o.key));
    const routes = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.startsWith(`${AUTH_BASE_PATH}/`))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const missing = [...routes].filter((key) => !documented.has(key) && !(key in UNDOCUMENTED));
    expect(missing, 'routes registered without createRoute (or hidden): no declaration can reach them').toEqual([]);
  });

  it('better-auth endpoints the document leaves out are still called (listed here so they are seen)', () => {
    expect(hiddenAuthOperations.map((o) => o.key)).toEqual(HIDDEN_AUTH_ENDPOINTS);
  });
});

describe("dealership roles through better-auth's server API (what the app's routes call)", () => {
  const headersOf = (client: Client) =>
    new Headers({ cookie: [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ') });
  /** 'granted', or the status better-auth refused with. */
  const outcome = async (call: Promise<unknown>) => {
    try {
      await call;
      return 'granted';
    } catch (error) {
      if (isAPIError(error)) return error.status;
      throw error;
    }
  };
  const invite = (as: ViewerName, role: string, organizationId = A) =>
    outcome(
      t.auth.api.createInvitation({
        headers: headersOf(world.clients[as]),
        body: { email: strangerEmail(), role: role as 'sales', organizationId },
      }),
    );
  const setRole = async (as: ViewerName, role: string, target?: Identity) =>
    outcome(
      t.auth.api.updateMemberRole({
        headers: headersOf(world.clients[as]),
        body: { memberId: (target ?? (await freshMember(A))).memberId!, role: role as 'sales', organizationId: A },
      }),
    );

  it('invitations: owner and manager invite manager or sales; never owner, admin, member or a list', async () => {
    expect(await invite('owner', 'sales')).toBe('granted');
    expect(await invite('manager', 'manager')).toBe('granted');
    const refused = { owner: [] as unknown[], manager: [] as unknown[] };
    for (const as of ['owner', 'manager'] as const) {
      for (const role of ['owner', 'admin', 'member', 'sales,owner']) refused[as].push([role, await invite(as, role)]);
    }
    for (const [as, results] of Object.entries(refused)) {
      for (const [role, result] of results as [string, string][])
        expect(result, `${as} inviting ${role}`).not.toBe('granted');
    }
    expect(await invite('sales', 'sales'), 'sales inviting').not.toBe('granted');
    expect(await invite('otherOwner', 'sales'), "B's owner inviting into A").not.toBe('granted');
  });

  it('role changes: only to owner, manager or sales; a manager never makes or unmakes an owner', async () => {
    expect(await setRole('owner', 'manager')).toBe('granted');
    for (const role of ['admin', 'member', 'sales,owner', 'superuser'])
      expect(await setRole('owner', role), `owner setting ${role}`).not.toBe('granted');
    expect(await setRole('manager', 'owner'), 'manager promoting to owner').not.toBe('granted');
    const secondOwner = await createPerson(t, 'dealer', { organizationId: A, role: 'owner' });
    expect(await setRole('manager', 'sales', secondOwner), 'manager demoting an owner').not.toBe('granted');
    expect(await setRole('sales', 'manager'), 'sales changing roles').not.toBe('granted');
    expect(await setRole('otherOwner', 'manager'), "B's owner changing A's roles").not.toBe('granted');
  });
});
