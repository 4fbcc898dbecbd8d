import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuthLayout } from '../../src/app/layouts/auth-layout';
import { MOBILE_GLOBALS } from '../builders';

const meta = {
  title: 'Components/AuthLayout',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { location: '/auth/login' },
  render: () => (
    <AuthLayout>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Sign in
        </Heading>
        <Text color="fg.muted">The auth card holds one form.</Text>
        <Button colorPalette="blue">Continue</Button>
      </Stack>
    </AuthLayout>
  ),
};

/** The auth layout on a phone (390×844): the one Mobile story of every sign-in and sign-up step. */
export const Mobile: Story = { ...Default, globals: MOBILE_GLOBALS };
