import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp, registerDealer, registerVerified, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('smoke', () => {
  it('health', async () => {
    const c = createClient(t);
    const res = await c.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
  it('register verify', async () => {
    const { client } = await registerVerified(t);
    const s = await client.get('/api/session');
    console.log(JSON.stringify(s.body));
    const d = await registerDealer(t);
    console.log(JSON.stringify(d.dealership));
  });
});
