import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VehiclesScreen } from '../../src/screens/vehicles';
import { MOBILE_GLOBALS, screenParameters, shopperViewer } from '../builders';
import { fail, mockApi, ok, pending } from '../builders/auth';
import { buildMarketplacePage, emptyMarketplacePage, seedMarketplace } from '../builders/marketplace';
import { buildListing } from '../builders/vehicles';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/vehicles',
  component: VehiclesScreen,
  parameters: screenParameters('vehicles', { viewer: shopperViewer(), seedQueries: seedMarketplace.list() }),
} satisfies Meta<typeof VehiclesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the server answers once the heart is saved (the list is fetched again when the save settles). */
const savedFirst = (() => {
  const page = buildMarketplacePage();
  return { ...page, items: page.items.map((item, i) => (i === 0 ? { ...item, favorited: true } : item)) };
})();

export const Loaded: Story = {
  beforeEach: mockApi({
    'PUT /api/favorites/veh_story_1': ok({ vehicleId: 'veh_story_1', saved: true }),
    'GET /api/marketplace': ok(savedFirst),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
    await expect(screen.getByText('8 vehicles')).toBeVisible();
    await expect(screen.getAllByRole('button', { name: /^Great deal/ })[0]).toBeVisible();
    // The heart flips at once (optimistic) and says so to assistive technology.
    const heart = screen.getByRole('button', { name: 'Save 2021 Honda Accord EX-L to favorites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Several pages: the count and the pager. */
export const Paged: Story = {
  parameters: screenParameters('vehicles', {
    viewer: shopperViewer(),
    route: { path: '/dashboard/vehicles?page=2&sort=deal' },
    seedQueries: seedMarketplace.list(
      buildMarketplacePage({ total: 60, page: 2, items: [buildListing({ favorited: true }, 0)] }),
      { page: 2, sort: 'deal' },
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('deal');
  },
};

/** More than 1,000 matches: the server stops counting, so the count says "1,000+" and the pager pages on without a last page. */
export const ManyResults: Story = {
  parameters: screenParameters('vehicles', {
    viewer: shopperViewer(),
    route: { path: '/dashboard/vehicles?page=3' },
    seedQueries: seedMarketplace.list(
      buildMarketplacePage({ total: 1000, totalExact: false, hasMore: true, page: 3 }),
      { page: 3 },
    ),
  }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('1,000+ vehicles')).toBeVisible();
    await expect(screen.getByText('Page 3')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Next page' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters('vehicles', {
    viewer: shopperViewer(),
    seedQueries: seedMarketplace.list(emptyMarketplacePage()),
  }),
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByText('No vehicles listed yet')).toBeVisible();
  },
};

/** Filters that match nothing: the way out is one click. */
export const FilteredEmpty: Story = {
  parameters: screenParameters('vehicles', {
    viewer: shopperViewer(),
    route: { path: '/dashboard/vehicles?make=Pagani&priceMax=20000&body=convertible' },
    seedQueries: seedMarketplace.list(emptyMarketplacePage(), { make: 'Pagani', priceMax: 20000, body: 'convertible' }),
  }),
  beforeEach: mockApi({ 'GET /api/reference/models': ok({ items: [], total: 0, page: 1, pageSize: 50 }) }),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No vehicles match these filters')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Make' })).toHaveValue('Pagani');
    await expect(screen.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: screenParameters('vehicles', { viewer: shopperViewer(), seedQueries: () => {}, pending: true }),
  beforeEach: mockApi({ 'GET /api/marketplace': pending() }),
  // The route's loader waits up to 400 ms before the screen shows its own skeleton: picture that.
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByTestId('loading', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: screenParameters('vehicles', { viewer: shopperViewer(), seedQueries: () => {} }),
  beforeEach: mockApi({ 'GET /api/marketplace': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load the vehicles.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** On a phone the filters stack and the grid is one card wide (the layout's own Mobile story is elsewhere). */
export const PhoneGrid: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(await screenOf(canvasElement).findByRole('link', { name: '2021 Honda Accord EX-L' })).toBeVisible();
  },
};
