import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { StatusTabs, type StatusTab } from '../../src/components/ui/status-tabs';
import { screenOf } from './play-helpers';

type Stage = 'all' | 'incoming' | 'available' | 'sold';

const withCounts: StatusTab<Stage>[] = [
  { value: 'all', label: 'All', count: 1284 },
  { value: 'incoming', label: 'Incoming', count: 12 },
  { value: 'available', label: 'Available', count: 1190 },
  { value: 'sold', label: 'Sold', count: 82 },
];

/** The filter as a list screen holds it: the chosen stage in its own state (the URL, on a screen). */
function Holder({ tabs, initial }: { tabs: StatusTab<Stage>[]; initial: Stage }) {
  const [value, setValue] = useState<Stage>(initial);
  return <StatusTabs label="Status" tabs={tabs} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Components/StatusTabs',
  component: Holder,
  parameters: { layout: 'padded' },
  args: { tabs: withCounts, initial: 'all' },
} satisfies Meta<typeof Holder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts with thousands separators; pressing a stage presses it alone, from the pointer or the keyboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const group = await screen.findByRole('group', { name: 'Status' });
    await expect(screen.getByRole('button', { name: 'All 1,284' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Sold 82' }));
    await expect(screen.getByRole('button', { name: 'Sold 82' })).toHaveAttribute('aria-pressed', 'true');
    await expect(screen.getByRole('button', { name: 'All 1,284' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(screen.getByRole('button', { name: 'Available 1,190' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(screen.getByRole('button', { name: 'Available 1,190' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.querySelectorAll('[aria-pressed="true"]')).toHaveLength(1);
  },
};

/** Before the list has answered: the stages without their counts. */
export const CountsUnknown: Story = {
  args: { tabs: withCounts.map((t) => ({ ...t, count: null })), initial: 'available' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true');
  },
};
