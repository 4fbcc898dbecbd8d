import { Box, Heading, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingOverlay } from '../../src/components/feedback/loading-overlay';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  parameters: { loading: { isLoading: true, loadingMessage: 'Loading...' } },
  render: () => (
    <>
      <Box p="8">
        <Heading as="h1" size="2xl">
          Inventory
        </Heading>
        <Text color="fg.muted">The page under the overlay.</Text>
      </Box>
      <LoadingOverlay />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomMessage: Story = {
  parameters: { loading: { isLoading: true, loadingMessage: 'Publishing vehicle...' } },
};
