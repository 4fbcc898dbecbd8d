import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/components/ui/toaster';
import { InventoryDetailScreen } from '../../src/screens/inventory-detail';
import type { UpdateVehicleInput, Vehicle } from '../../src/shared/schemas/vehicles';
import { MOBILE_GLOBALS, noScreenshot, ownerViewer, salesViewer, samplePath, screenParameters } from '../builders';
import { fail, failPlanLimit, mockApi, ok, pending, type MockRoutes } from '../builders/auth';
import { buildVehicleActivity } from '../builders/leads';
import { buildPhotos } from '../builders/photos';
import { buildCostHiddenVehicle, buildPriceHistory, buildVehicle, buildVehicleEvents } from '../builders/vehicles';
import { screenOf } from '../components/play-helpers';

const vehicle = buildVehicle();
const base = `/api/inventory/${vehicle.id}`;

/** The detail screen's three reads, answered for `v`; `extra` adds or replaces answers. */
const answers = (v: Vehicle = vehicle, extra: MockRoutes = {}): MockRoutes => ({
  [`GET /api/inventory/${v.id}`]: ok({ vehicle: v }),
  [`GET /api/inventory/${v.id}/price-history`]: ok({ changes: buildPriceHistory() }),
  [`GET /api/inventory/${v.id}/events`]: ok({ events: buildVehicleEvents() }),
  ...extra,
});

/** The screen at this vehicle, on `tab`. */
const at = (extra: Parameters<typeof screenParameters>[1] = {}, tab?: string) => {
  const params = screenParameters('inventory-detail', { viewer: ownerViewer(), params: { id: vehicle.id }, ...extra });
  return tab
    ? { ...params, route: { path: `${samplePath('inventory-detail', { id: vehicle.id })}?tab=${tab}` } }
    : params;
};

const meta = {
  title: 'Screens/inventory-detail',
  component: InventoryDetailScreen,
  parameters: at(),
  beforeEach: mockApi(answers()),
} satisfies Meta<typeof InventoryDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '2021 Honda Accord EX-L', level: 1 })).toBeVisible();
    await expect(screen.getByTestId('stock-number')).toHaveTextContent(vehicle.stockNumber);
    await expect(screen.getByTestId('vin')).toHaveTextContent(vehicle.vin);
    await expect(screen.getByRole('button', { name: 'Copy VIN' })).toBeVisible();
    await expect(screen.getByTestId('status-badge')).toHaveTextContent('Available');
    await expect(screen.getByRole('checkbox', { name: 'Listed on the marketplace' })).toBeChecked();
    await expect(screen.getByTestId('specs-list')).toHaveTextContent('28,410 mi');
    await expect(screen.getByTestId('back-to-inventory')).toHaveAttribute('href', '/dashboard/inventory');
  },
};

export const NotFound: Story = {
  parameters: at({
    params: { id: 'veh_other_dealer' },
    ...noScreenshot('same picture as Components/NotFound › Dashboard'),
  }),
  beforeEach: mockApi({
    'GET /api/inventory/veh_other_dealer': fail(404, 'NOT_FOUND', 'No vehicle in your inventory has this id.'),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('not-found', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: at({ pending: true }),
  beforeEach: mockApi(answers(vehicle, { [`GET ${base}`]: pending() })),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: mockApi(
    answers(vehicle, { [`GET ${base}`]: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load this vehicle.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Pricing for the owner: every cost line, the gross, and the price history as a chart and a table. */
export const Pricing: Story = {
  parameters: at({}, 'pricing'),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('asking-price')).toHaveTextContent('$26,495');
    await expect(screen.getByTestId('front-gross')).toHaveTextContent('$3,725');
    await expect(screen.getByTestId('added-costs')).toHaveTextContent('Front brake pads');
    const table = await screen.findByRole('table', { name: 'Price history' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    // The chart's own chunk (recharts) arrives after the table.
    await expect(await screen.findByTestId('price-chart', {}, { timeout: 15_000 })).toBeVisible();
  },
};

/** Sales when the owner keeps cost hidden: the asking price only, and why the rest is not shown. */
export const CostHidden: Story = {
  parameters: at({ viewer: salesViewer() }, 'pricing'),
  beforeEach: mockApi(answers(buildCostHiddenVehicle())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByTestId('asking-price')).toHaveTextContent('$26,495');
    await expect(screen.getAllByText("Hidden by your dealership's settings")).toHaveLength(4);
    await expect(screen.queryByText('$21,500')).toBeNull();
    await userEvent.click(screen.getByTestId('edit-pricing'));
    await expect(await screen.findByLabelText('Asking price')).toHaveValue('26495');
    await expect(screen.queryByLabelText('Cost')).toBeNull();
  },
};

export const EditingSpecs: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('edit-specs'));
    const form = await screen.findByRole('form', { name: 'Edit vehicle details' });
    await expect(within(form).getByLabelText(/^Make/)).toHaveValue('Honda');
    await expect(within(form).getByLabelText(/^Mileage/)).toHaveValue('28410');
    await expect(within(form).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(within(form).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/**
 * Bad input: the form's own checks (an empty make), then the server's (the VIN belongs to another
 * vehicle: 409 naming `vin`). The form stays open with everything as typed.
 */
export const InvalidEdit: Story = {
  beforeEach: mockApi(
    answers(vehicle, {
      [`PATCH ${base}`]: (body) =>
        (body as UpdateVehicleInput).vin
          ? fail(409, 'CONFLICT', 'That VIN is already in your inventory.', {
              vin: 'This VIN is already in your inventory as SM-00043',
            })
          : ok({ vehicle }),
    }),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('edit-specs'));
    const form = await screen.findByRole('form', { name: 'Edit vehicle details' });
    const make = within(form).getByLabelText(/^Make/);
    await userEvent.clear(make);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByText('Enter the make')).toBeVisible();
    await userEvent.type(make, 'Acura');
    const vin = within(form).getByLabelText(/^VIN/);
    await userEvent.clear(vin);
    await userEvent.type(vin, '5YJSA1H12FFP71790');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(await within(form).findByText('This VIN is already in your inventory as SM-00043')).toBeVisible();
    await expect(make).toHaveValue('Acura');
    await expect(vin).toHaveValue('5YJSA1H12FFP71790');
  },
};

/** The status menu offers only where the lifecycle goes next; Sold asks first. */
export const StatusMenu: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByTestId('status-menu'));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(['On hold', 'Recon', 'Sold', 'Wholesaled']);
    await expect(within(menu).queryByRole('menuitem', { name: 'Incoming' })).toBeNull();
  },
};

/**
 * Sold is one of the moves that asks first: chosen from the status menu, it opens a confirmation
 * that says what selling does, with Mark sold and Cancel. The play walks the menu by keyboard
 * (Enter opens it, arrows move, Enter chooses): Ark's menu chooses the highlighted item on click, and
 * user-event's synthetic click on an item leaves nothing highlighted, so it closes the menu without
 * choosing. A real mouse click (Playwright) does open the dialog; only the test tool differs.
 */
export const SoldConfirmation: Story = {
  name: 'Sold confirmation',
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    (await screen.findByTestId('status-menu')).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    // Keys go to the menu once it has focus: zag moves it there a moment after opening, and an Enter
    // pressed before that reaches the trigger, which closes the menu without choosing.
    await waitFor(() => expect(menu.contains(menu.ownerDocument.activeElement)).toBe(true));
    const items = within(menu).getAllByRole('menuitem');
    const sold = within(menu).getByRole('menuitem', { name: 'Sold' });
    for (let step = 0; step < items.length && !sold.hasAttribute('data-highlighted'); step++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(sold).toHaveAttribute('data-highlighted');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark as sold?' }, { timeout: 5000 });
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(
      'It leaves the marketplace and counts as sold today. Only unwinding its deal brings it back.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Mark sold' })).toBeVisible());
    // Focus starts on Cancel, so a stray Enter does not sell the vehicle.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    // Nothing has changed yet: the status is still the one before.
    await expect(screen.getByTestId('status-badge')).toHaveTextContent('Available');
  },
};

/** Not listable yet (incoming, no price): the switch is off and says why. */
export const NotListable: Story = {
  beforeEach: mockApi(
    answers(
      buildVehicle({
        status: 'incoming',
        listed: false,
        priceCents: null,
        nextStatuses: ['recon', 'available', 'archived'],
      }),
    ),
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('checkbox', { name: 'Listed on the marketplace' })).toBeDisabled();
    await expect(screen.getByTestId('listing-blocker')).toHaveTextContent(
      'Only available or on-hold vehicles can be listed; this one is incoming.',
    );
  },
};

/** Listing it would go over the plan's listings: the switch stays off and says why, with the way to Billing. */
export const ListingRefusedByPlan: Story = {
  beforeEach: mockApi(answers(buildVehicle({ listed: false }), { [`POST ${base}/listed`]: failPlanLimit('listed') })),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Listed on the marketplace' }));
    const refusal = await screen.findByTestId('plan-refusal');
    await expect(refusal).toHaveTextContent('Your Dealer plan includes 50 active listings, and 50 are in use.');
    await expect(within(refusal).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    await expect(screen.getByTestId('listed-switch')).toHaveAttribute('data-state', 'unchecked');
    await expect(screen.getByRole('checkbox', { name: 'Listed on the marketplace' })).not.toBeChecked();
    // The toast fades in, with the same way out.
    await waitFor(() => expect(screen.getByRole('button', { name: 'See plans' })).toBeVisible());
    // Held open for the screenshot: on a loaded machine the toast's timer could end before it.
    toaster.pause();
  },
};

/** The photos tab hosts the photo manager with the vehicle's photos (cover first). */
export const Photos: Story = {
  parameters: at({}, 'photos'),
  beforeEach: mockApi(answers(buildVehicle({ photos: buildPhotos(4), photoCount: 4 }))),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('tab', { name: 'Photos (4)', selected: true })).toBeVisible();
    await expect(await screen.findByAltText('Front three-quarter view')).toBeVisible();
  },
};

/** Its own changes, and the leads, messages and favorites about it (a lead's entries open the lead). */
export const Activity: Story = {
  parameters: at({}, 'activity'),
  beforeEach: mockApi(answers(vehicle, { [`GET ${base}/events`]: ok({ events: buildVehicleActivity() }) })),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const list = await screen.findByRole('list', { name: 'Vehicle activity' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(9);
    await expect(items[0]).toHaveTextContent('Reply to Tom Nguyen');
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/dashboard/leads/lead_story_1');
    await expect(within(list).getByText('Saved as a favorite by a shopper')).toBeVisible();
    await expect(within(list).getByText('Price dropped from $27,495 to $26,495')).toBeVisible();
    await expect(screen.getByTestId('vehicle-leads-link')).toHaveAttribute(
      'href',
      `/dashboard/leads?vehicleId=${vehicle.id}`,
    );
  },
};

/**
 * On a phone the header stacks (title, identifiers, then the actions) and the tabs keep each label
 * on one line, scrolling sideways instead of wrapping.
 */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('heading', { name: '2021 Honda Accord EX-L', level: 1 })).toBeVisible();
    await expect(screen.getByTestId('status-menu')).toBeVisible();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Overview & specs', 'Pricing', 'Photos (0)', 'Activity']);
    for (const tab of tabs) {
      const text = document.createRange();
      text.selectNodeContents(tab);
      const lines = new Set([...text.getClientRects()].map((rect) => Math.round(rect.top)));
      await expect({ tab: tab.textContent, lines: lines.size }).toEqual({ tab: tab.textContent, lines: 1 });
    }
    const list = screen.getByTestId('detail-tabs');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};
