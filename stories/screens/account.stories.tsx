import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AccountScreen } from '../../src/screens/account';
import { AVATAR_MAX_BYTES } from '../../src/shared/schemas/account';
import { MOBILE_GLOBALS, ownerViewer, screenParameters, shopperViewer } from '../builders';
import { accountStory, buildDeletion, buildShopperAccountSession } from '../builders/account';
import { fail, pending } from '../builders/auth';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/account',
  component: AccountScreen,
  parameters: screenParameters('account', { viewer: ownerViewer() }),
  beforeEach: accountStory(),
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async (canvasElement: HTMLElement) => {
  const screen = screenOf(canvasElement);
  await screen.findByRole('form', { name: 'Profile' }, { timeout: 5000 });
  return screen;
};

const changePassword = async (canvasElement: HTMLElement, confirm = 'Brand-new-horse-7') => {
  const screen = await ready(canvasElement);
  const form = within(screen.getByRole('form', { name: 'Change password' }));
  await userEvent.type(form.getByLabelText(/^Current password/), 'Correct-horse-42');
  await userEvent.type(form.getByLabelText(/^New password/), 'Brand-new-horse-7');
  await userEvent.type(form.getByLabelText(/^Confirm new password/), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Change password' }));
  return { screen, form };
};

/** Idle: profile, email, password, the signed-in devices (this one marked), export and delete. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(screen.getByLabelText(/^Username/)).toHaveValue('dana.dealer');
    await expect(await screen.findAllByTestId('session-row')).toHaveLength(3);
    await expect(screen.getByText('This device')).toBeVisible();
    await expect(screen.getByRole('link', { name: /Download my data/ })).toHaveAttribute('href', '/api/account/export');
  },
};

/** On a phone: one column; the devices' sign-out buttons stay beside each device. */
export const Phone: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await expect(await screen.findAllByTestId('session-row')).toHaveLength(3);
    await expect(screen.getByRole('button', { name: /^Sign out Safari on iOS/ })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { ...screenParameters('account', { viewer: ownerViewer() }), pending: true },
  beforeEach: accountStory({ session: pending() }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('Loading your account…', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

/** The shared schemas' messages under the fields, before anything is sent. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    await userEvent.clear(profile.getByLabelText(/^First name/));
    await userEvent.clear(profile.getByLabelText(/^Username/));
    await userEvent.type(profile.getByLabelText(/^Username/), 'no spaces');
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expect(await profile.findByText('Enter your first name')).toBeVisible();
    await expect(profile.getByText('Use only letters, digits, "_" and "."')).toBeVisible();
    const { form } = await changePassword(canvasElement, 'Something-else-1');
    await expect(await form.findByText('The passwords do not match')).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { ...screenParameters('account', { viewer: ownerViewer() }), pending: true },
  beforeEach: accountStory({ writes: { 'POST /api/auth/change-password': pending() } }),
  play: async ({ canvasElement }) => {
    const { form } = await changePassword(canvasElement);
    await waitFor(() => expect(form.getByRole('button', { name: /Chang/ })).toBeDisabled());
  },
};

/** A wrong current password lands on its own field; a server failure is the form's alert. */
export const ServerError: Story = {
  beforeEach: accountStory({
    writes: {
      'POST /api/auth/change-password': fail(400, 'INVALID_PASSWORD', 'Invalid password', {
        currentPassword: 'Invalid password',
      }),
      'POST /api/auth/update-user': fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
    },
  }),
  play: async ({ canvasElement }) => {
    const { screen, form } = await changePassword(canvasElement);
    await expect(await form.findByText('Invalid password')).toBeVisible();
    await waitFor(() => expect(form.getByLabelText(/^Current password/)).toHaveFocus());
    const profile = within(screen.getByRole('form', { name: 'Profile' }));
    await userEvent.click(profile.getByRole('button', { name: 'Save profile' }));
    await expect(await profile.findByText('Your profile was not saved')).toBeVisible();
  },
};

export const Done: Story = {
  play: async ({ canvasElement }) => {
    const { form } = await changePassword(canvasElement);
    await expect(await form.findByRole('status')).toHaveTextContent('Password changed');
    await expect(form.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

/** Email change, step 2: the code sent to the new address is asked for; the old address stays until then. */
export const EmailCodeSent: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const email = within(screen.getByRole('form', { name: 'Change email' }));
    await userEvent.type(email.getByLabelText(/^New email/), 'dana@newmotors.test');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    const confirm = within(await screen.findByRole('form', { name: 'Confirm your new email' }));
    await expect(confirm.getByText('dana@newmotors.test')).toBeVisible();
    await expect(confirm.getByLabelText(/^Code/)).toHaveFocus();
  },
};

/** Signing out another device: its row goes; this device has no button. */
export const SessionsRevoke: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await screen.findAllByTestId('session-row');
    await userEvent.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(2));
    await expect(screen.queryByText('Safari on iOS')).toBeNull();
  },
};

/** "Sign out all other devices": this device stays, alone. */
export const SessionsSignOutOthers: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    await screen.findAllByTestId('session-row');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }));
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    await expect(screen.getByText('This device')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).toBeNull();
  },
};

/** A picture over the size limit is refused under the picture, before anything is uploaded. */
export const AvatarRejected: Story = {
  play: async ({ canvasElement }) => {
    const screen = await ready(canvasElement);
    const tooBig = new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'showroom.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('avatar-input'), tooBig);
    await expect(await screen.findByText('Use a picture of at most 5 MB')).toBeVisible();
  },
};

export const SessionsError: Story = {
  beforeEach: accountStory({ sessions: fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.') }),
  play: async ({ canvasElement }) => {
    await expect(
      await screenOf(canvasElement).findByText('We could not load your sessions.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

const openDelete = async (canvasElement: HTMLElement) => {
  const screen = await ready(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account…' }));
  return within(await screen.findByTestId('delete-account-dialog', {}, { timeout: 5000 }));
};

/** A shopper: what goes, then the password. */
export const DeleteConfirm: Story = {
  parameters: screenParameters('account', { viewer: shopperViewer() }),
  beforeEach: accountStory({ session: buildShopperAccountSession(), deletion: buildDeletion('free') }),
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    // The dialog's chunk loads on the first press, then the dialog fades in.
    const password = await dialog.findByLabelText(/^Your password/, {}, { timeout: 5000 });
    await waitFor(() => expect(password).toBeVisible());
    await expect(dialog.getByText(/favorites, conversations and notifications are deleted/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  },
};

/** A dealership's sole owner: the ways out named, and the dealership's name to type. */
export const DeleteSoleOwner: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDelete(canvasElement);
    const notice = await dialog.findByTestId('sole-owner-notice', {}, { timeout: 5000 });
    await waitFor(() => expect(notice).toBeVisible());
    await expect(notice).toHaveTextContent('only owner of Sunset Motors');
    await expect(dialog.getByRole('link', { name: 'Settings › Team' })).toBeVisible();
    await userEvent.type(dialog.getByLabelText(/^Type "Sunset Motors"/), 'Sunset');
    await userEvent.type(dialog.getByLabelText(/^Your password/), 'Correct-horse-42');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete my account and Sunset Motors' }));
    await expect(await dialog.findByText('Type "Sunset Motors" to delete it with your account')).toBeVisible();
  },
};
