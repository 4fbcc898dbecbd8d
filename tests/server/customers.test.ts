/**
 * Customers (issue 10 item 4): list with search, tag and assignee filters; detail with leads and the
 * timeline across them; edit with several emails and phones, address, tags and consent (time and
 * source of each change); merge keeping every lead and conversation; CSV import (mapping, preview
 * with per-row errors, dedupe by email then phone, all or none) and export of the filter. Tenancy:
 * another dealership's customer is a 404; merge and import are for owners and managers.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from './helpers';
import { buildDealership, closeLive, listVehicle, message, newShopper } from './respond-helpers';

let t: TestApp;
let d: Awaited<ReturnType<typeof buildDealership>>;
let other: Awaited<ReturnType<typeof buildDealership>>;

beforeAll(async () => {
  t = await createTestApp({ env: { rateLimitEnabled: false } });
  d = await buildDealership(t);
  other = await buildDealership(t, 'Summit Ridge Motors');
}, 600_000);
afterAll(async () => {
  await closeLive(t);
  await t.close();
});

const add = async (client: Client, body: Record<string, unknown>) => {
  const res = await client.post('/api/customers', body);
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.customer;
};

/** Posts a CSV file as the import endpoints take it (multipart). */
const upload = (client: Client, path: string, csv: string, mapping?: Record<string, string>) => {
  const form = new FormData();
  form.set('file', new File([csv], 'customers.csv', { type: 'text/csv' }));
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return client.post(path, form);
};

describe('customers list and detail', () => {
  it('adds a customer with several emails and phones, and finds them by name, email, phone digits and tag', async () => {
    const c = await add(d.manager, {
      firstName: 'Grace',
      lastName: 'Okafor',
      emails: [
        { email: 'Grace.Okafor@Example.com', primary: false },
        { email: 'grace@work.example', primary: true },
      ],
      phones: [{ phone: '(614) 555-0123', label: 'mobile', primary: true }],
      tags: ['Financing', 'first-time buyer'],
      address: { line1: '12 High St', city: 'Columbus', region: 'OH', postalCode: '43215', country: 'us' },
    });
    expect(c).toMatchObject({
      name: 'Grace Okafor',
      email: 'grace@work.example',
      phone: '(614) 555-0123',
      tags: ['financing', 'first-time buyer'],
      address: { country: 'US' },
    });
    expect(c.emails.map((e: any) => e.email)).toEqual(['grace@work.example', 'grace.okafor@example.com']);
    for (const q of ['okafor', 'GRACE.OKAFOR@', '6145550123', '555-0123']) {
      const found = await d.salesA.get(`/api/customers?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(
        found.body.items.map((i: any) => i.id),
        q,
      ).toContain(c.id);
    }
    const tagged = await d.owner.get('/api/customers?tag=financing');
    expect(tagged.body.items.map((i: any) => i.id)).toEqual([c.id]);
    expect(tagged.body.tags).toEqual(expect.arrayContaining(['financing', 'first-time buyer']));
    // Another dealership neither lists nor opens them.
    expect((await other.owner.get('/api/customers?q=okafor')).body.items).toEqual([]);
    expect((await other.owner.get(`/api/customers/${c.id}`)).status).toBe(404);
  });

  it('refuses an email another customer has (409 naming the field) and a stranger as assignee (422)', async () => {
    await add(d.owner, { firstName: 'Sam', emails: [{ email: 'sam.taken@example.com', primary: true }] });
    const dup = await d.owner.post('/api/customers', {
      firstName: 'Samuel',
      emails: [{ email: 'SAM.TAKEN@example.com', primary: true }],
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.fields).toEqual({ 'emails.0.email': expect.stringMatching(/another customer/i) });
    const stranger = await d.owner.post('/api/customers', { firstName: 'Lee', assigneeId: other.ids.owner });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.fields.assigneeId).toMatch(/not a member/i);
    const bad = await d.owner.post('/api/customers', { firstName: '', emails: [{ email: 'nope', primary: true }] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['firstName', 'emails.0.email']));
  });

  it('records when and where consent was given and withdrawn, and keeps the time when nothing changed', async () => {
    const c = await add(d.owner, { firstName: 'Nora', emails: [{ email: 'nora.c@example.com', primary: true }] });
    expect(c.consent.email).toEqual({ granted: false, at: null, source: null });
    const given = await d.salesA.patch(`/api/customers/${c.id}`, {
      consent: { email: { granted: true, source: 'in_person' } },
    });
    expect(given.status).toBe(200);
    expect(given.body.customer.consent.email).toMatchObject({ granted: true, source: 'in_person' });
    const at = given.body.customer.consent.email.at;
    expect(Date.parse(at)).toBeGreaterThan(Date.now() - 60_000);
    const same = await d.salesA.patch(`/api/customers/${c.id}`, {
      consent: { email: { granted: true, source: 'phone' } },
    });
    expect(same.body.customer.consent.email).toEqual({ granted: true, at, source: 'in_person' });
    const withdrawn = await d.salesA.patch(`/api/customers/${c.id}`, {
      consent: { email: { granted: false, source: 'email' } },
    });
    expect(withdrawn.body.customer.consent.email).toMatchObject({ granted: false, source: 'email' });
  });

  it('shows a shopper’s leads and the timeline across them, and filters by assignee', async () => {
    const shopper = await newShopper(t);
    const v1 = await listVehicle(d.owner);
    const v2 = await listVehicle(d.owner);
    await message(shopper.client, v1.id, 'Is the first one available?');
    await message(shopper.client, v2.id, 'And the second?');
    const found = await d.owner.get(`/api/customers?q=${encodeURIComponent(shopper.person.email)}`);
    expect(found.body.items).toHaveLength(1);
    const id = found.body.items[0].id;
    expect(found.body.items[0]).toMatchObject({ leadCount: 2, openLeadCount: 2 });
    const detail = await d.owner.get(`/api/customers/${id}`);
    expect(detail.body.customer.leads).toHaveLength(2);
    const timeline = await d.owner.get(`/api/customers/${id}/timeline`);
    expect(timeline.status).toBe(200);
    const kinds = timeline.body.items.map((e: any) => e.kind);
    expect(kinds.filter((k: string) => k === 'message_in')).toHaveLength(2);
    expect(kinds.filter((k: string) => k === 'created')).toHaveLength(2);
    await d.owner.patch(`/api/customers/${id}`, { assigneeId: d.ids.salesB });
    const mine = await d.salesB.get(`/api/customers?assignee=${d.ids.salesB}`);
    expect(mine.body.items.map((i: any) => i.id)).toContain(id);
    const unassigned = await d.salesB.get('/api/customers?assignee=unassigned');
    expect(unassigned.body.items.map((i: any) => i.id)).not.toContain(id);
  });
});

describe('merging duplicates', () => {
  it('previews, then keeps every lead, conversation, email, phone and tag on one customer', async () => {
    const shopper = await newShopper(t);
    const v = await listVehicle(d.owner);
    await message(shopper.client, v.id, 'Hello from the marketplace');
    const fromMarketplace = (await d.owner.get(`/api/customers?q=${encodeURIComponent(shopper.person.email)}`)).body
      .items[0];
    const walkIn = await add(d.manager, {
      firstName: 'Dana',
      lastName: 'Whitfield',
      phones: [{ phone: '+1 614 555 0777', label: 'mobile', primary: true }],
      tags: ['trade-in'],
    });
    await d.manager.post('/api/leads', {
      source: 'walk_in',
      contact: { firstName: 'Dana', phone: '+1 614 555 0777' },
    });
    expect((await d.salesA.get(`/api/customers/${walkIn.id}/merge-preview?otherId=${fromMarketplace.id}`)).status).toBe(
      403,
    );
    const preview = await d.manager.get(`/api/customers/${walkIn.id}/merge-preview?otherId=${fromMarketplace.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({
      emails: [shopper.person.email],
      phones: ['+1 614 555 0777'],
      tags: ['trade-in'],
      leads: 2,
      conversations: 1,
    });
    const merged = await d.manager.post(`/api/customers/${walkIn.id}/merge`, { otherId: fromMarketplace.id });
    expect(merged.status).toBe(200);
    expect(merged.body.customer.leads).toHaveLength(2);
    expect(merged.body.customer.emails.map((e: any) => e.email)).toEqual([shopper.person.email]);
    expect((await d.manager.get(`/api/customers/${fromMarketplace.id}`)).status).toBe(404);
    // The shopper's conversation now belongs to the kept customer, and writing again continues it.
    await message(shopper.client, v.id, 'Still me');
    const again = await d.owner.get(`/api/customers/${walkIn.id}`);
    expect(again.body.customer.leads).toHaveLength(2);
    expect(again.body.customer.shopperUserId).toBe(shopper.id);
    const timeline = await d.owner.get(`/api/customers/${walkIn.id}/timeline`);
    expect(timeline.body.items.some((e: any) => e.kind === 'merged')).toBe(true);
    const self = await d.manager.post(`/api/customers/${walkIn.id}/merge`, { otherId: walkIn.id });
    expect(self.status).toBe(422);
    const foreign = await d.manager.post(`/api/customers/${walkIn.id}/merge`, {
      otherId: (await add(other.owner, { firstName: 'Elsewhere' })).id,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('CSV import and export', () => {
  it('previews with per-row errors and dedupe, refuses a file with errors, then imports all rows', async () => {
    const existing = await add(d.owner, {
      firstName: 'Victor',
      emails: [{ email: 'victor.import@example.com', primary: true }],
    });
    const csv = [
      'First Name,Last Name,E-mail,Phone,Tags,Email opt-in',
      'Victor,Reyes,VICTOR.IMPORT@example.com,,repeat customer,yes',
      'Leah,Murphy,leah.import@example.com,(303) 555-0144,financing;referral,no',
      ',Nobody,not-an-email,12,,maybe',
      'Owen,Quinn,leah.import@example.com,,,',
    ].join('\n');
    const preview = await upload(d.owner, '/api/customers/import/preview', csv);
    expect(preview.status).toBe(200);
    expect(preview.body.mapping).toMatchObject({ firstName: 'First Name', lastName: 'Last Name', email: 'E-mail' });
    expect(preview.body.summary).toEqual({ rows: 4, creates: 1, updates: 1, errors: 2 });
    const [victor, leah, broken, twin] = preview.body.rows;
    expect(victor).toMatchObject({ line: 2, action: 'update', customerId: existing.id, matchedBy: 'email' });
    expect(leah).toMatchObject({ line: 3, action: 'create' });
    expect(Object.keys(broken.errors).sort()).toEqual(['email', 'emailConsent', 'firstName', 'phone']);
    expect(twin.errors.email).toMatch(/row 3/);
    const refused = await upload(d.owner, '/api/customers/import', csv);
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('IMPORT_HAS_ERRORS');
    expect(refused.body.error.rows.map((r: any) => r.line)).toEqual([4, 5]);
    expect((await d.owner.get('/api/customers?q=leah.import')).body.items).toEqual([]);

    const clean = csv.split('\n').slice(0, 3).join('\n');
    const done = await upload(d.owner, '/api/customers/import', clean);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ created: 1, updated: 1 });
    const victorNow = (await d.owner.get(`/api/customers/${existing.id}`)).body.customer;
    expect(victorNow).toMatchObject({ lastName: 'Reyes', tags: ['repeat customer'] });
    const leahNow = (await d.owner.get('/api/customers?q=leah.import')).body.items[0];
    expect(leahNow).toMatchObject({ name: 'Leah Murphy', phone: '(303) 555-0144', tags: ['financing', 'referral'] });
    // Sales may not import; a mapping naming a column the file lacks is a 422 naming it.
    expect((await upload(d.salesA, '/api/customers/import/preview', clean)).status).toBe(403);
    const badMapping = await upload(d.owner, '/api/customers/import/preview', clean, { firstName: 'Given' });
    expect(badMapping.status).toBe(422);
    expect(badMapping.body.error.fields['mapping.firstName']).toMatch(/no column "Given"/);
  });

  it('exports the current filter as CSV that imports back without errors', async () => {
    await add(d.owner, {
      firstName: 'Export',
      lastName: 'Me',
      emails: [{ email: 'export.me@example.com', primary: true }],
      tags: ['fleet'],
    });
    const res = await t.app.request('/api/customers/export.csv?tag=fleet', {
      headers: { Origin: 'http://localhost:3000', cookie: [...d.owner.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trim().split(/\r\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('export.me@example.com');
    const back = await upload(other.owner, '/api/customers/import/preview', text);
    expect(back.status).toBe(200);
    expect(back.body.summary).toMatchObject({ rows: 1, creates: 1, errors: 0 });
  });
});
