import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CookieBanner } from '../../src/components/cookie-banner/cookie-banner';
import { PublicLayout } from '../../src/app/layouts/public-layout';
import { MOBILE_GLOBALS } from '../builders';
import { screenOf } from './play-helpers';

const meta = {
  title: 'Components/PublicLayout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function SampleContent({ title }: { title: string }) {
  return (
    <Stack gap="2" p={{ base: '0', md: '2' }}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">Screen content renders here.</Text>
    </Stack>
  );
}

/** Header, content and the registry-generated footer. */
export const WithFooter: Story = {
  parameters: { location: '/about' },
  render: () => (
    <PublicLayout>
      <Box maxW="6xl" mx="auto" px="6" py="12">
        <SampleContent title="About Us" />
      </Box>
    </PublicLayout>
  ),
};

/** The public layout on a phone (390×844): the one Mobile story of every public screen. */
export const Mobile: Story = { ...WithFooter, globals: MOBILE_GLOBALS };

/** The footer's "Cookie settings" reopens the banner in its detail view. */
export const FooterCookieSettings: Story = {
  parameters: { location: '/about' },
  render: () => (
    <>
      <PublicLayout>
        <Box maxW="6xl" mx="auto" px="6" py="12">
          <SampleContent title="About Us" />
        </Box>
      </PublicLayout>
      <CookieBanner />
    </>
  ),
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    await expect(await screen.findByRole('heading', { name: 'Cookie Preferences' })).toBeVisible();
  },
};
