/**
 * "Price drop on a favorite" (issue 10 item 5): when a dealer lowers the price of a listed vehicle,
 * every shopper who saved it is told, with the drop since they saved it; a raise, an unlisted
 * vehicle or a bulk change that raises tells nobody.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const drops = async (client: Client) =>
  ((await client.get('/api/notifications')).body.items as any[]).filter((n) => n.kind === 'price_drop');

describe('price drop on a favorite', () => {
  it('tells each shopper who saved a listed vehicle when its price goes down, and nobody when it goes up', async () => {
    const vehicle = await listVehicle(d.owner, { priceCents: 2_450_000 });
    const saver = await newShopper(t);
    const other = await newShopper(t);
    expect((await saver.client.put(`/api/favorites/${vehicle.id}`)).status).toBeLessThan(300);

    expect((await d.owner.patch(`/api/inventory/${vehicle.id}`, { priceCents: 2_500_000 })).status).toBe(200);
    expect(await drops(saver.client)).toHaveLength(0);

    expect((await d.manager.patch(`/api/inventory/${vehicle.id}`, { priceCents: 2_290_000 })).status).toBe(200);
    const [notice] = await drops(saver.client);
    expect(notice).toMatchObject({
      title: 'Price drop: the 2021 Honda CR-V is now $22,900',
      link: `/dashboard/vehicles/${vehicle.id}`,
    });
    expect(notice.body).toContain('from $25,000 to $22,900');
    expect(notice.body).toContain('$1,600 less than when you saved it');
    expect(await drops(other.client)).toHaveLength(0);
  });

  it('says nothing about a vehicle shoppers cannot see', async () => {
    const vehicle = await listVehicle(d.owner, { priceCents: 1_800_000 });
    const saver = await newShopper(t);
    await saver.client.put(`/api/favorites/${vehicle.id}`);
    expect((await d.owner.post(`/api/inventory/${vehicle.id}/listed`, { listed: false })).status).toBe(200);
    expect((await d.owner.patch(`/api/inventory/${vehicle.id}`, { priceCents: 1_700_000 })).status).toBe(200);
    expect(await drops(saver.client)).toHaveLength(0);
  });
});
