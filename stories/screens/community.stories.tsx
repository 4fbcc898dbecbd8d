import type { Meta, StoryObj } from '@storybook/react-vite';
import { CommunityScreen } from '../../src/screens/community';
import { expect, within } from 'storybook/test';
import { screenParameters } from '../builders';
import { screenOf } from '../components/play-helpers';

const meta = {
  title: 'Screens/community',
  component: CommunityScreen,
  parameters: screenParameters('community'),
} satisfies Meta<typeof CommunityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each action does what it says: the invite and roundtable requests and feedback open the contact form on their topic. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    const target = async (name: string) => {
      const href = (await screen.findByRole('link', { name })).getAttribute('href') ?? '';
      const url = new URL(href, 'http://x');
      return { path: url.pathname, topic: url.searchParams.get('topic'), message: url.searchParams.get('message') };
    };
    await expect(await target('Ask for an invite')).toMatchObject({
      path: '/contact',
      topic: 'community',
      message: expect.stringMatching(/invite to the next monthly office hours/),
    });
    await expect(await target('Send feedback')).toMatchObject({ path: '/contact', topic: 'feedback' });
    await expect(await target('Join a roundtable')).toMatchObject({
      path: '/contact',
      topic: 'community',
      message: expect.stringMatching(/join a dealer roundtable/),
    });
    await expect((await target('Open the API reference')).path).toBe('/api-reference');
    const guidelines = within(screen.getByRole('region', { name: 'Community guidelines' }));
    await expect(guidelines.getByRole('link', { name: 'Acceptable Use Policy' })).toHaveAttribute(
      'href',
      '/legal/acceptable-use',
    );
  },
};
