import { Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { reloadOnceForChunkError } from '../../lib/chunk-reload';

export interface RootErrorScreenProps {
  readonly error: unknown;
  /** Retries what failed (the router's reset); "Try Again". */
  readonly reset?: () => void;
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred';

/** The spec's root error screen for an unhandled error in a route. */
export function RootErrorScreen({ error, reset }: RootErrorScreenProps) {
  // A stale chunk after a deploy is fixed by a reload, once per distinct message per session.
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  return (
    <VStack as="section" role="alert" gap="4" py="20" px="6" textAlign="center" data-testid="root-error">
      <Heading as="h1" size="2xl" tabIndex={-1}>
        Something went wrong
      </Heading>
      <Text color="fg.muted" maxW="prose">
        {errorMessage(error)}
      </Text>
      <HStack gap="3">
        <Button colorPalette="blue" onClick={() => reset?.()}>
          Try Again
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </HStack>
    </VStack>
  );
}
