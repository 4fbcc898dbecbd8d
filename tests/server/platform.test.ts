import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import type { Db } from '../../src/server/db/client';
import { readEnv } from '../../src/server/env';
import { loadStaticSite } from '../../src/server/static';
import { createClient, createTestApp, ORIGIN, registerAdmin, registerVerified, type TestApp } from './helpers';

const THEME_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme');document.documentElement.classList.add(t==='dark'?'dark':'light')}catch(e){}})();";
const INDEX = `<!doctype html><html><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const BIG_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'lotline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), BIG_JS);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ site: loadStaticSite(dist) });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('health', () => {
  it('reports the database', async () => {
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is down', async () => {
    // A database that no longer answers (as after a lost connection); no second real database needed.
    const down = { execute: async () => Promise.reject(new Error('connection terminated')) } as unknown as Db;
    const app = createApp({
      db: down,
      auth: t.auth,
      mail: { send: async () => {} },
      env: t.env,
      site: loadStaticSite(dist),
    });
    const res = await app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'degraded', database: 'down' });
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 with our routes and better-auth endpoints under /api/auth', async () => {
    const res = await get('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/session',
      '/api/profile/complete',
      '/api/invitations',
      '/api/invitations/accept',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    for (const path of [
      '/api/auth/sign-up/email',
      '/api/auth/sign-in/email',
      '/api/auth/sign-in/username',
      '/api/auth/email-otp/verify-email',
      '/api/auth/request-password-reset',
      '/api/auth/reset-password',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.components.schemas).toHaveProperty('Error');
  });
});

describe('unknown and malformed API requests', () => {
  it('answers JSON 404 for unknown /api paths', async () => {
    for (const path of ['/api/nope', '/api/', '/api/session/extra']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect((await res.json()) as object).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });

  it('answers 400 (not 5xx) for malformed JSON, on our routes and auth routes', async () => {
    const c = createClient(t);
    for (const path of ['/api/invitations/accept', '/api/auth/sign-in/email', '/api/auth/sign-up/email']) {
      const res = await c.post(path, '{"email": ', { 'content-type': 'application/json' });
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toMatch(/MALFORMED/);
    }
  });
});

describe('outbox endpoint', () => {
  it('answers a caller on this machine when opted in', async () => {
    const res = await createClient(t, '127.0.0.1').get('/api/outbox?to=nobody@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emails: [] });
    expect((await createClient(t, '::1').get('/api/outbox')).status).toBe(200);
  });

  it('refuses anonymous callers from another address, and loopback relayed by a proxy', async () => {
    const remote = await createClient(t, '203.0.113.9').get('/api/outbox');
    expect(remote.status).toBe(403);
    expect(remote.body.error.code).toBe('OUTBOX_LOCAL_ONLY');
    expect(JSON.stringify(remote.body)).not.toContain('emails');
    const proxied = await createClient(t, '127.0.0.1').get('/api/outbox', { 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.status).toBe(403);
  });

  it('refuses a signed-in shopper from another address, answers a platform admin', async () => {
    const { client: shopper } = await registerVerified(t);
    expect((await shopper.get('/api/outbox')).status).toBe(403);
    const { client: admin } = await registerAdmin(t);
    const res = await admin.get('/api/outbox?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.emails.length).toBeGreaterThan(0);
  });

  it('does not exist unless opted in', async () => {
    const prod = createApp({
      db: t.db,
      auth: t.auth,
      mail: { send: async () => {} },
      env: { ...t.env, exposeOutbox: false },
      site: loadStaticSite(dist),
      getClientIp: () => '127.0.0.1',
    });
    const hidden = await prod.request('/api/outbox');
    expect(hidden.status).toBe(404);
    expect(((await hidden.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('is off by default, on only with OUTBOX_API=1, and never in production', () => {
    const saved = { ...process.env };
    try {
      delete process.env.NODE_ENV;
      delete process.env.OUTBOX_API;
      process.env.BETTER_AUTH_SECRET = 'x'.repeat(40);
      expect(readEnv().exposeOutbox).toBe(false);
      process.env.OUTBOX_API = '1';
      expect(readEnv().exposeOutbox).toBe(true);
      process.env.NODE_ENV = 'production';
      expect(readEnv().exposeOutbox).toBe(false);
    } finally {
      process.env = saved;
    }
  });
});

describe('the app shell', () => {
  it('serves registry routes with 200 and unknown paths with 404, both with the shell', async () => {
    for (const path of [
      '/',
      '/about',
      '/blog/some-post',
      '/auth/login',
      '/dashboard/inventory/abc123',
      '/dashboard/customers/42/edit',
      '/dashboard/dashboard/billing',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    for (const path of ['/nope', '/blog/a/b', '/dashboard/inventory/abc/extra', '/auth/unknown']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('redirects the trailing-slash form of a canonical path with 301, keeping the query', async () => {
    const res = await get('/about/?ref=nav&x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about?ref=nav&x=1');
    const nested = await get('/blog/my-post/');
    expect(nested.status).toBe(301);
    expect(nested.headers.get('location')).toBe('/blog/my-post');
    expect((await get('/not-a-route/')).status).toBe(404);
  });

  it('serves hashed assets compressed with a long cache, and honours ETags', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toContain('text/javascript');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(BIG_JS);

    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_JS);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);

    const etag = plain.headers.get('etag')!;
    expect((await get('/assets/app-abc123.js', { 'if-none-match': etag })).status).toBe(304);
  });
});

describe('security headers', () => {
  it('sends a CSP allowing only the hashed inline theme script, plus nosniff and frame denial', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).not.toBe('no-referrer');
  });

  it('sends Referrer-Policy: no-referrer on /auth pages', async () => {
    for (const path of ['/auth/reset-password?token=abc', '/auth/setup-password?token=abc', '/auth/login']) {
      expect((await get(path)).headers.get('referrer-policy'), path).toBe('no-referrer');
    }
  });

  it('sets the headers on API answers too', async () => {
    const res = await get('/api/health');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('request log', () => {
  it('never logs query strings', async () => {
    const lines: string[] = [];
    const app = createApp({
      db: t.db,
      auth: t.auth,
      mail: { send: async () => {} },
      env: t.env,
      site: loadStaticSite(dist),
      log: (l) => lines.push(l),
    });
    await app.request('/auth/reset-password?token=secret-token&email=a@b.c', { headers: { Origin: ORIGIN } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET \/auth\/reset-password 200 \d+ms$/);
    expect(lines.join('\n')).not.toContain('secret-token');
  });
});
