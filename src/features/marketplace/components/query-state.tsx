import { Alert, Button } from '@chakra-ui/react';

/** A failed read with a retry (the marketplace's own, since features never import each other). */
export function ErrorBlock({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>Check your connection and try again.</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
