/**
 * The customers screens' pure parts: the list's URL, cache key and export link, and the edit form's
 * values as the API's input (blank rows left out, one primary, a consent only when it changed),
 * judged by the shared schemas; the API's row errors put back on the rows the person typed in.
 */
import { describe, expect, it } from 'vitest';
import { customersApi } from '../../src/features/customers/api';
import {
  customerToForm,
  formPathOf,
  rowMapOf,
  toCreateInput,
  toUpdateInput,
  EMPTY_CUSTOMER_FORM,
  type CustomerFormValues,
} from '../../src/features/customers/form-values';
import { customerQueries } from '../../src/features/customers/queries';
import {
  compactCustomerQuery,
  customerSearchString,
  hasCustomerFilters,
} from '../../src/features/customers/search-params';
import { CreateCustomerSchema, UpdateCustomerSchema, type Customer } from '../../src/shared/schemas/customers';

const customer = (overrides: Partial<Customer> = {}): Customer => ({
  id: 'cus_1',
  firstName: 'Maria',
  lastName: 'Gonzalez',
  name: 'Maria Gonzalez',
  email: 'maria@example.test',
  phone: '(512) 555-0101',
  tags: ['vip'],
  assignee: { id: 'usr_1', name: 'Jordan Kim' },
  leadCount: 0,
  openLeadCount: 0,
  lastActivityAt: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-10-01T15:00:00.000Z',
  emails: [{ email: 'maria@example.test', primary: true }],
  phones: [{ phone: '(512) 555-0101', label: 'mobile', primary: true }],
  address: { line1: null, line2: null, city: 'Austin', region: 'TX', postalCode: null, country: 'US' },
  notes: null,
  consent: {
    email: { granted: true, at: '2026-10-01T15:00:00.000Z', source: 'marketplace' },
    sms: { granted: false, at: null, source: null },
  },
  shopperUserId: null,
  leads: [],
  updatedAt: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

describe('the customers list in the URL', () => {
  it('leaves defaults out of the URL and the cache key, so equal views share one', () => {
    expect(customerSearchString({ q: '', sort: 'activity', page: 1 })).toBe('');
    expect(customerSearchString({ q: 'maria', tag: 'vip', sort: 'name', page: 2 })).toBe(
      '?q=maria&tag=vip&sort=name&page=2',
    );
    expect(customerQueries.list({ sort: 'activity', page: 1 }).queryKey).toEqual(customerQueries.list({}).queryKey);
    expect(compactCustomerQuery({ assignee: 'unassigned', page: 1 })).toEqual({ assignee: 'unassigned' });
  });

  it('counts search, tag and assignee as filters, not sort or page', () => {
    expect(hasCustomerFilters({ sort: 'name', page: 3 })).toBe(false);
    expect(hasCustomerFilters({ q: '555' })).toBe(true);
    expect(hasCustomerFilters({ assignee: 'unassigned' })).toBe(true);
  });

  it('exports the filter of the list, not its page', () => {
    expect(customersApi.exportUrl({ q: 'maria', tag: 'vip', page: 4 })).toBe(
      '/api/customers/export.csv?q=maria&tag=vip',
    );
    expect(customersApi.exportUrl({ page: 2 })).toBe('/api/customers/export.csv');
  });
});

describe('the customer form', () => {
  const values = (overrides: Partial<CustomerFormValues> = {}): CustomerFormValues => ({
    ...EMPTY_CUSTOMER_FORM,
    firstName: 'Ana',
    ...overrides,
  });

  it('adds without the blank email and phone rows, the first row sent primary when none is', () => {
    const input = toCreateInput(
      values({
        emails: [
          { email: '', primary: true },
          { email: 'ana@example.test', primary: false },
        ],
        phones: [{ phone: '  ', label: 'mobile', primary: true }],
        tags: ['walk-in'],
      }),
    );
    expect(input).toEqual({
      firstName: 'Ana',
      emails: [{ email: 'ana@example.test', primary: true }],
      phones: [],
      tags: ['walk-in'],
    });
    expect(CreateCustomerSchema.safeParse(input).success).toBe(true);
  });

  it('keeps the primary the person chose, and only one', () => {
    const input = toCreateInput(
      values({
        emails: [
          { email: 'a@example.test', primary: false },
          { email: 'b@example.test', primary: true },
          { email: 'c@example.test', primary: true },
        ],
      }),
    ) as { emails: { email: string; primary: boolean }[] };
    expect(input.emails.map((e) => e.primary)).toEqual([false, true, false]);
  });

  it('sends a consent only when it changed, and asks where it was given', () => {
    const saved = customer();
    const unchanged = toUpdateInput(customerToForm(saved), saved);
    expect(unchanged.consent).toEqual({});
    expect(UpdateCustomerSchema.safeParse(unchanged).success).toBe(true);

    const form = customerToForm(saved);
    form.consent.sms = { granted: true, source: '' };
    const noSource = UpdateCustomerSchema.safeParse(toUpdateInput(form, saved));
    expect(noSource.success).toBe(false);
    expect(noSource.error?.issues[0]?.path).toEqual(['consent', 'sms', 'source']);

    form.consent.sms = { granted: true, source: 'in_person' };
    form.consent.email = { granted: false, source: 'phone' };
    expect(toUpdateInput(form, saved).consent).toEqual({
      sms: { granted: true, source: 'in_person' },
      email: { granted: false, source: 'phone' },
    });
  });

  it('sends emptied fields as null (and an emptied last name as empty), so they can be cleared', () => {
    const saved = customer({ notes: 'Call after 5' });
    const form = customerToForm(saved);
    form.notes = ' ';
    form.lastName = '';
    form.address.city = '';
    form.assigneeId = '';
    form.address.country = 'us';
    const input = toUpdateInput(form, saved) as Record<string, unknown> & { address: Record<string, unknown> };
    expect(input.notes).toBeNull();
    expect(input.lastName).toBe('');
    expect(input.assigneeId).toBeNull();
    expect(input.address.city).toBeNull();
    expect(input.address.country).toBe('US');
    expect(UpdateCustomerSchema.safeParse(input).success).toBe(true);
  });

  it("puts the API's row errors back on the rows the person typed in", () => {
    const form = values({
      emails: [
        { email: '', primary: false },
        { email: 'taken@example.test', primary: true },
      ],
      phones: [
        { phone: '', label: 'mobile', primary: false },
        { phone: '', label: 'home', primary: false },
        { phone: '555-0142 x9', label: 'work', primary: true },
      ],
    });
    const rows = rowMapOf(form);
    expect(formPathOf('emails.0.email', rows)).toBe('emails.1.email');
    expect(formPathOf('phones.0.phone', rows)).toBe('phones.2.phone');
    expect(formPathOf('firstName', rows)).toBe('firstName');
    expect(formPathOf('emails.5.email', rows)).toBe('emails');
  });
});
