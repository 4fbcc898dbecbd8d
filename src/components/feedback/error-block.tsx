import { Alert, Button } from '@chakra-ui/react';

/**
 * A read that failed, inside the screen or section that needed it, with a retry. One for every area
 * (features never import each other, so this lives with the shared components).
 */
export function ErrorBlock({
  title = 'We could not load this.',
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message ?? 'Check your connection and try again.'}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
