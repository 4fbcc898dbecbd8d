import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { StatusTabs } from '../../src/components/ui/status-tabs';
import { screenOf } from './play-helpers';

const STAGES = ['incoming', 'available', 'sold'] as const;
type Stage = (typeof STAGES)[number];
const LABELS: Record<Stage, string> = { incoming: 'Incoming', available: 'Available', sold: 'Sold' };

/** The filter as a list screen holds it: the chosen stage in its own state (the URL, on a screen). */
function Holder({ counts, initial }: { counts: Partial<Record<Stage, number>> | undefined; initial?: Stage }) {
  const [value, setValue] = useState<Stage | undefined>(initial);
  return (
    <StatusTabs label="Status" statuses={STAGES} labels={LABELS} counts={counts} value={value} onChange={setValue} />
  );
}

const meta = {
  title: 'Components/StatusTabs',
  component: Holder,
  parameters: { layout: 'padded' },
  args: { counts: { incoming: 12, available: 1190, sold: 82 } },
} satisfies Meta<typeof Holder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All counts every stage, with thousands separators; pressing a stage presses it alone, from the pointer or the keyboard. */
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
  args: { counts: undefined, initial: 'available' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await expect(await screen.findByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'true');
  },
};
