import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useLoading } from '../../lib/loading';

/** Covers the page while a blocking action runs; announced to screen readers. */
export function LoadingOverlay() {
  const { isLoading, loadingMessage } = useLoading();
  if (!isLoading) return null;
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg="blackAlpha.600"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="loading-overlay"
    >
      <VStack bg="bg.panel" px="8" py="6" borderRadius="lg" shadow="lg" gap="3" role="status" aria-live="polite">
        <Spinner size="lg" color="brand.fg" />
        <Text fontWeight="medium">{loadingMessage}</Text>
      </VStack>
    </Box>
  );
}
