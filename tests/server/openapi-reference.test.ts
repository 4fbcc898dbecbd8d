/**
 * The OpenAPI document is a reference (issue 13 › 6): every operation sits in a described area and
 * has a summary; better-auth's endpoints are grouped apart, the ones a client never calls marked
 * internal; every operation says who may call it (`x-access`, the same declaration the
 * authorization matrix enforces) and every guarded one declares the session cookie the server
 * really sets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../../src/server/auth/auth';
import { AUTH_ENDPOINT_ACCESS, X_ACCESS } from '../../src/server/auth/endpoint-access';
import { AREA_TAGS, INTERNAL_TAG, SESSION_COOKIE_SCHEME, X_INTERNAL } from '../../src/server/openapi';
import { describeApiAccess, needsSession, type ApiAccessRule } from '../../src/shared/api-access';
import { createTestApp, registerVerified, type TestApp } from './helpers';
import { fetchDocument, listOperations, type OpenApiDocument } from './openapi-helpers';

interface Op {
  readonly tags?: string[];
  readonly summary?: string;
  readonly description?: string;
  readonly security?: Record<string, string[]>[];
  readonly [X_ACCESS]?: ApiAccessRule;
  readonly [X_INTERNAL]?: boolean;
}

let t: TestApp;
let doc: OpenApiDocument & {
  tags?: { name: string; description?: string }[];
  components?: { securitySchemes?: Record<string, { type: string; in: string; name: string }> };
};
let ops: { key: string; path: string; op: Op }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await fetchDocument(t)) as typeof doc;
  ops = listOperations(doc).map((o) => ({ key: o.key, path: o.path, op: o.op as Op }));
});
afterAll(() => t.close());

const isAuth = (path: string) => path.startsWith(`${AUTH_BASE_PATH}/`);

describe('the API reference', () => {
  it('puts every operation in a described area, with a summary', () => {
    const tags = new Map((doc.tags ?? []).map((tag) => [tag.name, tag.description]));
    const problems = ops.flatMap(({ key, op }) => {
      const tag = op.tags?.[0];
      if (!tag || !tags.has(tag)) return [`${key}: tag ${tag ?? '(none)'} is not one of the document's tags`];
      if (!tags.get(tag)) return [`${key}: its area ${tag} has no description`];
      return op.summary?.trim() ? [] : [`${key}: no summary`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
    // Our areas come first, in their reading order; better-auth's follow.
    expect((doc.tags ?? []).slice(0, AREA_TAGS.length).map((tag) => tag.name)).toEqual(AREA_TAGS.map((a) => a.name));
    const inventory = ops.filter((o) => o.op.tags?.[0] === 'Inventory');
    expect(inventory.length).toBeGreaterThan(5);
  });

  it("groups better-auth's endpoints apart, the ones a client never calls as internal", () => {
    const authTags = new Set(ops.filter((o) => isAuth(o.path)).map((o) => o.op.tags?.[0]));
    for (const tag of authTags) expect(tag).toMatch(/^Auth: /);
    for (const o of ops.filter((o) => !isAuth(o.path))) expect(o.op.tags?.[0], o.key).not.toMatch(/^Auth: /);
    const internal = ops.filter((o) => o.op[X_INTERNAL]);
    // Every endpoint switched off for clients is internal; the dealership plugin is wrapped by our routes.
    for (const o of ops.filter((o) => o.op[X_ACCESS]?.kind === 'disabled')) {
      expect(o.op[X_INTERNAL], o.key).toBe(true);
      expect(o.op.tags, o.key).toEqual([INTERNAL_TAG]);
    }
    expect(internal.map((o) => o.key)).toContain('POST /api/auth/organization/create');
    expect(internal.map((o) => o.key)).toContain('GET /api/auth/ok');
    // What a client does call stays in view.
    for (const key of ['POST /api/auth/sign-in/email', 'POST /api/auth/sign-up/email', 'POST /api/auth/sign-out'])
      expect(ops.find((o) => o.key === key)?.op[X_INTERNAL], key).toBeUndefined();
  });

  it("says who may call each operation: our routes' declarations, and better-auth's table", () => {
    const problems = ops.flatMap(({ key, path, op }) => {
      const access = op[X_ACCESS];
      if (!access) return [`${key}: no x-access`];
      if (isAuth(path)) {
        const declared = AUTH_ENDPOINT_ACCESS[path.slice(AUTH_BASE_PATH.length)];
        if (JSON.stringify(declared) !== JSON.stringify(access)) return [`${key}: x-access differs from the table`];
      }
      return op.description?.includes(`Who may call: ${describeApiAccess(access)}.`)
        ? []
        : [`${key}: the description does not say who may call it`];
    });
    expect(problems, problems.join('\n')).toEqual([]);
    const inventory = ops.find((o) => o.key === 'GET /api/inventory')!;
    expect(inventory.op.description).toContain('Who may call: Owner, manager or sales of their dealership.');
    const banUser = ops.find((o) => o.key === 'POST /api/auth/admin/ban-user')!;
    expect(banUser.op.description).toContain('Who may call: Platform admins.');
  });

  it('declares the session-cookie scheme on every guarded operation, and none on public ones', () => {
    const schemes = doc.components?.securitySchemes ?? {};
    expect(Object.keys(schemes)).toEqual([SESSION_COOKIE_SCHEME]);
    const problems = ops.flatMap(({ key, op }) => {
      const access = op[X_ACCESS]!;
      const declared = (op.security ?? []).some((s) => SESSION_COOKIE_SCHEME in s);
      if (needsSession(access) && !declared) return [`${key}: guarded (${access.kind}) without the session cookie`];
      if (!needsSession(access) && (op.security ?? []).length > 0) return [`${key}: public but declares security`];
      return [];
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('names the cookie sign-in really sets', async () => {
    const scheme = doc.components!.securitySchemes![SESSION_COOKIE_SCHEME]!;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'cookie' });
    const { client } = await registerVerified(t);
    expect([...client.jar.keys()]).toContain(scheme.name);
    // That cookie is what the guarded operations read: with it the session answers, without it 401.
    expect((await client.get('/api/favorites')).status).toBe(200);
    client.jar.delete(scheme.name);
    expect((await client.get('/api/favorites')).status).toBe(401);
  });
});
