import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { routeById } from '../../registry/routes';
import { NoAccess } from '../../src/components/errors/no-access';
import { adminViewer, buildViewer, ownerViewer, salesViewer, shopperViewer } from '../builders';
import { screenOf } from './play-helpers';

const billing = routeById['billing'];
const inventory = routeById['inventory'];
const blogAdmin = routeById['blog-admin'];

/** "No access" speaks to the viewer's role: who may open the route, and whom (if anyone) to ask. */
const meta = {
  title: 'Components/NoAccess',
  component: NoAccess,
  args: { title: billing.title, access: billing.access },
  parameters: { viewer: salesViewer() },
} satisfies Meta<typeof NoAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

const says =
  (text: RegExp, not?: RegExp) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const section = await screenOf(canvasElement).findByTestId('no-access');
    await expect(section).toHaveTextContent(text);
    if (not) await expect(section).not.toHaveTextContent(not);
  };

/** A sales member on Billing: owners and managers may open it; an owner or a manager can change the role. */
export const Sales: Story = {
  play: says(/Billing is for a dealership's owners and managers\. Ask your dealership's owner or a manager/),
};

/** A manager turned away from a rule that names the owner only is sent to the owner, not to a manager. */
export const ManagerOwnerOnly: Story = {
  args: { title: 'Plan changes — Lotline', access: { kind: 'roles', roles: ['owner'] } },
  parameters: { viewer: buildViewer({ roles: ['manager'] }) },
  play: says(/Plan changes is for a dealership's owners\. Ask your dealership's owner if you need it\./, /a manager/),
};

/** An owner is never told to ask their owner: blog admin is a platform admin's. */
export const Owner: Story = {
  args: { title: blogAdmin.title, access: blogAdmin.access },
  parameters: { viewer: ownerViewer() },
  play: says(/Blog admin is run by Lotline's platform admins/, /ask/i),
};

/** A platform admin without a dealership on Inventory: no "ask your owner" either. */
export const PlatformAdmin: Story = {
  args: { title: inventory.title, access: inventory.access },
  parameters: { viewer: adminViewer() },
  play: says(/your platform admin account is not a member of one/, /ask/i),
};

/** A shopper on Inventory: a dealership's staff area; they can be invited by one. */
export const Shopper: Story = {
  args: { title: inventory.title, access: inventory.access },
  parameters: { viewer: shopperViewer() },
  play: says(/Inventory is for dealership staff, and yours is a shopper account/),
};
