import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPriceChange,
  clearFilters,
  compactQuery,
  hasFilters,
  inventorySearchString,
} from '../../src/features/inventory/search-params';
import { centsToDollarsInput, parseDollarsToCents } from '../../src/lib/dollars-input';
import { InventoryQuerySchema } from '../../src/shared/schemas/vehicles';

describe('inventory search params', () => {
  it('leave defaults and empty values out of the URL', () => {
    expect(inventorySearchString({ q: '', sort: 'newest', page: 1, make: '' })).toBe('');
    expect(inventorySearchString({ q: 'civic', status: 'available', sort: 'price_asc', page: 2 })).toBe(
      '?q=civic&status=available&sort=price_asc&page=2',
    );
  });

  it('round-trip through the API schema: the same view parses back', () => {
    const view = {
      q: 'f-150',
      make: 'Ford',
      yearMin: 2018,
      priceMax: 40000,
      age: '90+',
      listed: 'no',
      page: 3,
    } as const;
    const parsed = InventoryQuerySchema.parse(Object.fromEntries(new URLSearchParams(inventorySearchString(view))));
    expect(compactQuery(parsed)).toEqual(compactQuery(view));
  });

  it('give equal views one cache key', () => {
    expect(compactQuery({ q: '', sort: 'newest', page: 1, status: 'sold' })).toEqual({ status: 'sold' });
  });

  it('count search text and filters, not the status tab, sort or page', () => {
    expect(hasFilters({ status: 'sold', sort: 'oldest', page: 4, q: '' })).toBe(false);
    expect(hasFilters({ q: 'vin' })).toBe(true);
    expect(hasFilters({ mileageMax: 0 })).toBe(true);
    expect(clearFilters({ q: 'x', make: 'Ford', status: 'recon', sort: 'stock', page: 5 })).toEqual({
      status: 'recon',
      sort: 'stock',
    });
  });
});

describe('dollars and cents', () => {
  it('parse what people type', () => {
    expect(parseDollarsToCents('24,900')).toBe(2_490_000);
    expect(parseDollarsToCents('$24 900.5')).toBe(2_490_050);
    expect(parseDollarsToCents('.99')).toBe(99);
    expect(parseDollarsToCents('-500')).toBe(-50_000);
    expect(parseDollarsToCents('')).toBeNull();
    expect(parseDollarsToCents('12.345')).toBeNull();
    expect(parseDollarsToCents('abc')).toBeNull();
  });

  it('round-trip any amount in cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(parseDollarsToCents(centsToDollarsInput(cents))).toBe(cents);
      }),
    );
  });

  it('preview a bulk price change as the server applies it (whole dollars, never below zero)', () => {
    expect(applyPriceChange(2_649_500, 'amount', -50_000)).toBe(2_599_500);
    expect(applyPriceChange(2_000_000, 'percent', -5)).toBe(1_900_000);
    expect(applyPriceChange(1_999_900, 'percent', 3.3)).toBe(2_065_900);
    expect(applyPriceChange(10_000, 'amount', -50_000)).toBe(0);
  });
});
