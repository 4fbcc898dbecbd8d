import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import type { BulkResult } from '../../src/shared/schemas/vehicles';
import { InventoryScreen } from '../../src/screens/inventory';
import { MOBILE_GLOBALS, noScreenshot, ownerViewer, screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import {
  buildInventoryPage,
  buildStatusCounts,
  buildVehicleSummaries,
  buildVinCheck,
  buildVinDecode,
  emptyInventoryPage,
  seedInventory,
} from '../builders/vehicles';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/inventory',
  component: InventoryScreen,
  parameters: screenParameters('inventory', { viewer: ownerViewer(), seedQueries: seedInventory.list() }),
} satisfies Meta<typeof InventoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
    await expect(screen.getAllByText('SM-00042')[0]).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Available 3' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'All 8', pressed: true })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('inventory', {
    viewer: ownerViewer(),
    seedQueries: seedInventory.list(emptyInventoryPage()),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Add your first vehicle')).toBeVisible();
  },
};

/** A search and a filter that match nothing: the way out is one click. */
export const FilteredEmpty: Story = {
  parameters: screenParameters('inventory', {
    viewer: ownerViewer(),
    route: { path: '/dashboard/inventory?q=zonda&make=Pagani' },
    seedQueries: seedInventory.list(
      { ...emptyInventoryPage(), statusCounts: buildStatusCounts() },
      { q: 'zonda', make: 'Pagani' },
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No vehicles match')).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: /Search by VIN/ })).toHaveValue('zonda');
    await expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: screenParameters('inventory', { viewer: ownerViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/inventory': pending() }),
  // The route loader waits briefly for the held request: the picture is the screen's skeleton after it.
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading vehicles…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: screenParameters('inventory', { viewer: ownerViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/inventory': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your inventory.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Two vehicles ticked: the bulk bar offers status, list/unlist, price and delete. */
export const BulkSelection: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select 2021 Honda Accord EX-L, SM-00042' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2015 Tesla Model S 85D, SM-00043' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await expect(bar).toHaveTextContent('2 vehicles selected');
    await expect(screen.getByRole('button', { name: 'Change price' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Listing two when the plan has room for one: the result says which was skipped and offers the plans. */
export const BulkListOverPlan: Story = {
  beforeEach: mockApi({
    'POST /api/inventory/bulk': ok({
      updated: 1,
      skipped: [
        {
          id: buildVehicleSummaries(8)[1]!.id,
          stockNumber: 'SM-00043',
          reason:
            'Your Dealer plan includes 50 active listings, and 50 are in use. Take a vehicle off the marketplace or upgrade your plan.',
        },
      ],
      upgradeUrl: '/dashboard/billing',
    } satisfies BulkResult),
    'GET /api/inventory': ok(buildInventoryPage()),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select 2021 Honda Accord EX-L, SM-00042' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 2015 Tesla Model S 85D, SM-00043' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'List' }));
    // The toast fades in.
    await waitFor(() => expect(screen.getByText('1 vehicle listed')).toBeVisible(), { timeout: 5000 });
    await expect(screen.getByText(/SM-00043: Your Dealer plan includes 50 active listings/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'See plans' })).toBeVisible();
    // Held open for the screenshot: on a loaded machine the toast's timer could end before it.
    toaster.pause();
  },
};

/** A second page of a larger stock, with the pager. */
export const Paged: Story = {
  parameters: screenParameters('inventory', {
    viewer: ownerViewer(),
    route: { path: '/dashboard/inventory?page=2' },
    seedQueries: seedInventory.list(
      buildInventoryPage({
        items: buildVehicleSummaries(8),
        total: 58,
        page: 2,
        statusCounts: buildStatusCounts([], { available: 40, recon: 10, incoming: 8 }),
      }),
      { page: 2 },
    ),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('Page 2 of 3')).toBeVisible();
  },
};

/** On a phone the table becomes cards (the screen's own layout, not the shell's Mobile story). */
export const MobileCards: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
  },
};

const openAddVehicle = async (canvasElement: HTMLElement, vin: string) => {
  const screen = screenOf(canvasElement);
  await userEvent.click((await screen.findAllByRole('button', { name: 'Add vehicle' }))[0]!);
  const field = await screen.findByRole('textbox', { name: /VIN/ });
  await userEvent.type(field, vin);
  return screen;
};

/** A mistyped VIN (O for 0): the field says why, and "Did you mean…?" offers the fix. */
export const AddVehicleVinRescue: Story = {
  beforeEach: mockApi({ 'GET /api/vin/1HGCM82633A004352': ok(buildVinCheck()) }),
  play: async ({ canvasElement }) => {
    const screen = await openAddVehicle(canvasElement, '1HGCM82633A0O4352');
    await expect(await screen.findByText(/never use the letter O/)).toBeVisible();
    await expect(screen.getByRole('button', { name: /Use 1HGCM82633A004352/ })).toBeVisible();
  },
};

/** A valid VIN decoded on the server: year, make, model and specs filled in, still editable. */
export const AddVehicleDecoded: Story = {
  beforeEach: mockApi({
    'GET /api/vin/WDBEA30D3HA391172': ok(
      buildVinCheck({
        vin: 'WDBEA30D3HA391172',
        modelYears: [
          { year: 1987, confidence: 'possible' },
          { year: 2017, confidence: 'possible' },
        ],
        region: { region: 'Europe', country: 'Germany' },
        decode: buildVinDecode({
          vin: 'WDBEA30D3HA391172',
          year: null,
          make: 'Mercedes-Benz',
          model: '300E',
          trim: null,
          body: 'sedan',
          doors: 4,
          engine: '3.0L I6',
          drivetrain: 'rwd',
          manufacturer: 'Daimler AG',
          plant: { city: 'Sindelfingen', country: 'Germany' },
        }),
      }),
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openAddVehicle(canvasElement, 'WDBEA30D3HA391172');
    await expect(await screen.findByText(/Mercedes-Benz 300E/)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Mercedes-Benz'));
    await expect(screen.getByRole('group', { name: 'Model year' })).toBeVisible();
    await expect(screen.getByText(/Made in Germany/)).toBeVisible();
  },
};

/** The server refuses (here: the VIN is already in stock): the reason shows inside the form. */
export const AddVehicleServerError: Story = {
  beforeEach: mockApi({
    'GET /api/vin/1HGCM82633A004352': ok(buildVinCheck()),
    'POST /api/inventory': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
  }),
  play: async ({ canvasElement }) => {
    const screen = await openAddVehicle(canvasElement, '1HGCM82633A004352');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Make' })).toHaveValue('Honda'));
    await userEvent.type(screen.getByRole('textbox', { name: /Mileage/ }), '84000');
    await userEvent.type(screen.getByRole('textbox', { name: /Asking price/ }), '6,900');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add vehicle' }).at(-1)!);
    await expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  },
};

/**
 * A shopper opening the dealer's inventory: this route's guard says no (the API answers 403 too).
 * The picture is Components/NoAccess's, so no screenshot; the play checks this route denies.
 */
export const ShopperDenied: Story = {
  parameters: {
    ...screenParameters('inventory', { viewer: shopperViewer(), seedQueries: () => {} }),
    ...noScreenshot('the same NoAccess picture as Components/NoAccess'),
  },
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No access')).toBeVisible();
  },
};
