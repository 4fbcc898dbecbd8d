import { describe, expect, it } from 'vitest';
import { routeById, screenRoutes } from '../../registry/routes';

describe('search schemas', () => {
  it('default the spec auth params to empty strings', () => {
    expect(routeById['verify-otp'].search.parse({})).toEqual({ email: '', firstName: '', lastName: '', username: '' });
    expect(routeById['email-sent'].search.parse({})).toEqual({ email: '', username: '' });
    expect(routeById['reset-password'].search.parse({})).toEqual({ token: '' });
    expect(routeById['setup-password'].search.parse({})).toEqual({ token: '' });
  });

  it('keep well-formed values', () => {
    expect(
      routeById['verify-otp'].search.parse({
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'Ruiz',
        username: 'ana',
      }),
    ).toEqual({
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Ruiz',
      username: 'ana',
    });
    expect(routeById['blog'].search.parse({ page: '3', tag: 'pricing' })).toEqual({ page: 3, tag: 'pricing' });
  });

  it('never throw on a bad URL: every field falls back', () => {
    for (const r of screenRoutes) {
      const shape = Object.keys(r.search.shape);
      const garbage = Object.fromEntries(shape.map((k) => [k, { nested: ['x'] }]));
      expect(() => r.search.parse(garbage), r.id).not.toThrow();
      expect(() => r.search.parse({}), r.id).not.toThrow();
    }
    expect(routeById['blog'].search.parse({ page: '-4' })).toEqual({ page: 1, tag: '' });
    expect(routeById['blog'].search.parse({ page: 'abc' }).page).toBe(1);
    expect(routeById['reset-password'].search.parse({ token: 42 })).toEqual({ token: '' });
    expect(routeById['leads'].search.parse({ view: 'everyone' }).view).toBe('all');
    expect(routeById['leads'].search.parse({ status: 'sold', page: 0, overdue: 'maybe' })).toMatchObject({
      status: undefined,
      page: 1,
      overdue: undefined,
    });
  });

  it("keep the leads list's filters when the router read a value as JSON (?overdue=true, ?q=2021)", () => {
    expect(routeById['leads'].search.parse({ overdue: true, open: false, q: 2021, assignee: 'unassigned' })).toEqual({
      view: 'all',
      sort: 'newest',
      page: 1,
      overdue: 'true',
      open: 'false',
      q: '2021',
      assignee: 'unassigned',
      status: undefined,
      source: undefined,
      vehicleId: undefined,
      customerId: undefined,
      lead: undefined,
    });
  });

  it('accept only same-origin relative redirects', () => {
    const parse = (redirect: unknown) => routeById['login'].search.parse({ redirect }).redirect;
    expect(parse('/dashboard/leads?view=all')).toBe('/dashboard/leads?view=all');
    expect(parse('https://evil.example/steal')).toBe('');
    expect(parse('//evil.example')).toBe('');
    expect(parse('/\\evil.example')).toBe('');
    expect(parse('javascript:alert(1)')).toBe('');
  });
});
