import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportsScreen } from '../../src/screens/reports';
import { ownerViewer, salesViewer, screenParameters } from '../builders';
import { fail, ok, pending } from '../builders/auth';
import { buildEmptyReports, buildSalesReports, reportsStoryApi } from '../builders/reports';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/reports',
  component: ReportsScreen,
  parameters: screenParameters('reports', { viewer: ownerViewer() }),
  beforeEach: reportsStoryApi(),
} satisfies Meta<typeof ReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the charts (loaded after the tables) so the picture has them. */
const chartsDrawn = async (canvasElement: HTMLElement, count: number) =>
  waitFor(
    () =>
      expect(canvasElement.ownerDocument.querySelectorAll('.recharts-surface').length).toBeGreaterThanOrEqual(count),
    { timeout: 10_000 },
  );

/** An owner's month: the summary against the month before, then each report with its chart and table. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const summary = await screen.findByTestId('report-summary', {}, { timeout: 5000 });
    await expect(within(summary).getByText('Units sold')).toBeVisible();
    await expect(within(summary).getByText('11')).toBeVisible();
    await expect(within(summary).getByText('$273,390')).toBeVisible();
    await expect(within(summary).getByText('Front gross')).toBeVisible();
    await expect(within(summary).getByText('+22%')).toBeVisible();
    await expect(within(summary).getByText('−16%')).toBeVisible();
    await expect(screen.getByTestId('report-range')).toHaveTextContent('Oct 26, 2026 – Nov 24, 2026');
    const funnel = screen.getByRole('table', { name: 'Lead funnel by source' });
    await expect(within(funnel).getByRole('row', { name: /Marketplace 31 27 12 6 5/ })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Download the lead funnel as CSV' })).toHaveAttribute(
      'href',
      '/api/reports/export?table=funnel',
    );
    await chartsDrawn(canvasElement, 4);
    await expect(screen.getByRole('img', { name: /^Units sold per day, 11 in all/ })).toBeVisible();
  },
};

/** Sales see the dealership's figures without front gross (owners and managers only). */
export const SalesView: Story = {
  parameters: screenParameters('reports', { viewer: salesViewer() }),
  beforeEach: reportsStoryApi(ok(buildSalesReports())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const summary = await screen.findByTestId('report-summary', {}, { timeout: 5000 });
    await expect(within(summary).queryByText('Front gross')).toBeNull();
    const sales = screen.getByRole('table', { name: 'Sales by day' });
    await expect(within(sales).queryByRole('columnheader', { name: 'Front gross' })).toBeNull();
    await chartsDrawn(canvasElement, 4);
  },
};

/** A range with no sales and no leads: each report says so, the stock still ages. */
export const Empty: Story = {
  beforeEach: reportsStoryApi(ok(buildEmptyReports())),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('No deals were sold in this range.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByText('No assigned leads arrived in this range.')).toBeVisible();
    const summary = screen.getByTestId('report-summary');
    await expect(within(summary).getByText('no sales')).toBeVisible();
    await expect(within(summary).getByText('no sales the period before')).toBeVisible();
    await chartsDrawn(canvasElement, 3);
  },
};

export const Loading: Story = {
  parameters: screenParameters('reports', { viewer: ownerViewer(), pending: true }),
  beforeEach: reportsStoryApi(pending()),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading reports…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: reportsStoryApi(fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.')),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByText('We could not load your reports.', {}, { timeout: 5000 })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A range that ends before it starts is named at the field, and the URL does not change. */
export const InvalidRange: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const from = await screen.findByLabelText('From', {}, { timeout: 5000 });
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-10-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await expect(await screen.findByText('End the range on or after its start')).toBeVisible();
    await expect(to).toHaveFocus();
    await expect(from).toHaveValue('2026-10-26');
    await chartsDrawn(canvasElement, 4);
  },
};
