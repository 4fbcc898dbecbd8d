/** Post: inventory, the vehicles marketplace, the reference database and favorites (DOMAIN.md › Areas). */
import { z } from 'zod/mini';
import { dashboardScreen, dealerStaff, signedIn } from '../define';
import { choice, page, text } from '../search';
import { InventoryQuerySchema, MarketplaceQuerySchema } from '../../src/shared/schemas/vehicle-queries';
import { lenientSearch } from '../../src/shared/schemas/query-fields';
import { DB_VEHICLES_TABS } from '../../src/shared/db-vehicles-tabs';

export const postRoutes = [
  dashboardScreen({
    id: 'inventory',
    path: '/dashboard/inventory',
    // The API's own query schema, lenient: a copied URL reproduces the view, a mangled one falls back.
    search: lenientSearch(InventoryQuerySchema),
    title: 'Inventory',
    description: "Your dealership's stock.",
    access: dealerStaff,
    menus: { sidebar: { group: 'Post', label: 'Inventory', icon: 'warehouse', order: 1 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'inventory-detail',
    path: '/dashboard/inventory/$id',
    // The open tab is in the URL, so a link can point at a vehicle's pricing or activity.
    search: z.object({
      tab: choice(['overview', 'pricing', 'photos', 'activity'], 'overview'),
    }),
    title: 'Vehicle',
    description: 'A vehicle in your inventory.',
    access: dealerStaff,
    states: 'detail',
  }),
  dashboardScreen({
    id: 'vehicles',
    path: '/dashboard/vehicles',
    // The API's own query schema, lenient: a shared link shows the same vehicles, a mangled one falls back.
    search: lenientSearch(MarketplaceQuerySchema),
    title: 'Vehicles',
    description: 'Listed vehicles from every dealer.',
    access: signedIn,
    menus: {
      sidebar: { group: 'Post', label: 'Vehicles', icon: 'car', order: 2, shopper: { group: 'Browse', order: 1 } },
    },
    states: 'data',
  }),
  dashboardScreen({
    id: 'vehicle-detail',
    path: '/dashboard/vehicles/$id',
    title: 'Vehicle',
    description: 'A listed vehicle: photos, specs, price and deal rating, and the dealer.',
    access: signedIn,
    states: 'detail',
  }),
  dashboardScreen({
    id: 'db-vehicles',
    path: '/dashboard/db-vehicles',
    // Tab, search, make (models tab), page and the VIN being broken down: a copied URL reproduces the view.
    search: z.object({
      tab: choice(DB_VEHICLES_TABS, 'makes'),
      q: text(100),
      make: text(60),
      page: page(),
      vin: text(40),
    }),
    title: 'Vehicle Database',
    description: 'Makes, models, years, manufacturer codes and a VIN breakdown tool.',
    access: signedIn,
    menus: { sidebar: { group: 'Post', label: 'Vehicle Database', icon: 'database', order: 3 } },
    states: 'data',
  }),
  dashboardScreen({
    id: 'favorites',
    path: '/dashboard/favorites',
    title: 'Favorites',
    description: 'Vehicles you saved.',
    access: signedIn,
    menus: {
      sidebar: {
        group: 'Respond',
        label: 'Favorites',
        icon: 'heart',
        order: 4,
        shopper: { group: 'Browse', order: 2 },
      },
    },
    states: 'data',
  }),
] as const;
