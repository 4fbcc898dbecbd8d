import { Alert, Button } from '@chakra-ui/react';

/** A part of the Account screen that could not load, with a retry. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
        Try again
      </Button>
    </Alert.Root>
  );
}
