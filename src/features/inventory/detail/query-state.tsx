import { Alert, Button, HStack, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The detail screen's shape while it loads: header, tabs and a card, so nothing jumps on arrival. */
export function VehicleDetailSkeleton() {
  return (
    <Stack gap="6" maxW="7xl" mx="auto" aria-busy="true" aria-live="polite" data-testid="loading">
      <VisuallyHidden>Loading the vehicle…</VisuallyHidden>
      <Skeleton h="4" w="40" />
      <Stack gap="2">
        <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
        <Skeleton h="5" w={{ base: 'full', md: 'lg' }} />
      </Stack>
      <HStack gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="8" w="24" />
        ))}
      </HStack>
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6">
        <Skeleton h="6" w="24" />
        <SkeletonText noOfLines={8} gap="4" />
      </Stack>
    </Stack>
  );
}

export function VehicleDetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack maxW="7xl" mx="auto">
      <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not load this vehicle.</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      </Alert.Root>
    </Stack>
  );
}
