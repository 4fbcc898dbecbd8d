/** The OpenAPI document builds with the Respond routes and describes each with its security. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient, createTestApp, type TestApp } from './helpers';
import { closeLive } from './respond-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

it('lists the Respond routes with who may call them', async () => {
  const res = await createClient(t).get('/api/openapi.json');
  expect(res.status).toBe(200);
  const paths = res.body.paths as Record<string, Record<string, { 'x-access'?: { kind: string } }>>;
  expect(paths['/api/conversations']?.post?.['x-access']?.kind).toBe('signed-in');
  expect(paths['/api/events']?.get?.['x-access']?.kind).toBe('signed-in');
  expect(paths['/api/leads']?.get?.['x-access']?.kind).toBe('roles');
  expect(paths['/api/notifications/unsubscribe']?.post?.['x-access']?.kind).toBe('anyone');
});
