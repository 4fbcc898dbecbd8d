/**
 * The server validates and documents the zod/mini list queries through `toClassic`: the rebuilt
 * schema must parse as the mini one does and carry what the OpenAPI generator reads (classic's
 * getters), or the API's answers and its document would drift from the one definition.
 */
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import { z as mini } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DealQuerySchema } from '../../src/shared/schemas/deal-queries';
import { messageBodyField } from '../../src/shared/schemas/message-body';
import { toClassic } from '../../src/shared/schemas/to-classic';
import { InventoryQuerySchema, MarketplaceQuerySchema } from '../../src/shared/schemas/vehicle-queries';

/** A parse's value, or its issues. */
const outcome = (schema: core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? { value: result.data } : { issues: result.error.issues };
};

describe('toClassic', () => {
  it('rebuilds with classic classes: the limits the OpenAPI generator reads are there', () => {
    const inventory = toClassic(InventoryQuerySchema);
    expect(inventory).toBeInstanceOf(z.ZodObject);
    expect(inventory.shape.q.unwrap().maxLength).toBe(100);
    const page = inventory.shape.page.unwrap() as unknown as z.ZodNumber;
    expect([page.format, page.minValue, page.maxValue]).toEqual(['safeint', 1, 10_000]);
    expect((toClassic(DealQuerySchema).shape.soldFrom.unwrap() as unknown as z.ZodString).format).toBe('date');
    // Classic's methods, which the server's routes use.
    expect(Object.keys(toClassic(DealQuerySchema).omit({ page: true }).shape)).not.toContain('page');
  });

  it('parses and fails as the mini schema does', () => {
    const inputs: unknown[] = [
      {},
      { q: '  civic  ', page: '3', sort: 'price_asc', yearMin: '2015', priceMax: '20000' },
      { page: '0', yearMin: 'old', status: 'gone', q: 'x'.repeat(101) },
      { after: 'a b', mileageMax: '-1', body: 'boat' },
      'not an object',
    ];
    for (const schema of [InventoryQuerySchema, MarketplaceQuerySchema, DealQuerySchema]) {
      for (const input of inputs) expect(outcome(toClassic(schema), input)).toEqual(outcome(schema, input));
    }
    for (const body of ['  hello\u0007 ', '', ' \u0001 ', 'm'.repeat(20_001), 42]) {
      expect(outcome(toClassic(messageBodyField), body)).toEqual(outcome(messageBodyField, body));
    }
  });

  it('gives one classic schema per mini one', () => {
    expect(toClassic(InventoryQuerySchema)).toBe(toClassic(InventoryQuerySchema));
  });

  it('refuses a kind it does not know, rather than rebuilding it wrong', () => {
    expect(() => toClassic(mini.object({ n: mini.bigint() }))).toThrow(/no classic schema for a bigint/);
  });
});
