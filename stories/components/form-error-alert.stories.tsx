import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormErrorAlert } from '../../src/components/ui/form-error-alert';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/FormErrorAlert',
  component: FormErrorAlert,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A form's own error (no field to point at): announced the moment it appears. */
export const Message: Story = {
  args: { message: 'Invalid username or password' },
  play: async ({ canvasElement }) => {
    const alert = await screenOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid username or password');
  },
};

/** With a heading above the message, as the inventory dialogs use it. */
export const WithTitle: Story = {
  args: { title: 'The vehicle was not added', message: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    const alert = await screenOf(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The vehicle was not added');
    await expect(alert).toHaveTextContent('Something went wrong on our side.');
  },
};

/** No message: nothing is rendered, so a form can always render it with its current error. */
export const Empty: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('alert')).toBeNull();
  },
};
