/** Typed builders for Settings › Inventory (GET/PATCH /api/inventory/settings). */
import type { InventorySettings } from '../../src/shared/schemas/vehicles';

export function buildInventorySettings(overrides: Partial<InventorySettings> = {}): InventorySettings {
  return {
    stockPrefix: 'SM',
    nextStockNumber: 'SM-00050',
    defaultPackCents: 50_000,
    salesSeeCost: false,
    ...overrides,
  };
}
