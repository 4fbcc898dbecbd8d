import { Alert, Button, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

export function LoadingBlock({ lines = 4, label = 'Loading…' }: { lines?: number; label?: string }) {
  return (
    <Stack gap="4" aria-busy="true" aria-live="polite" data-testid="loading">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} height={i === 0 ? '8' : '20'} borderRadius="lg" />
      ))}
    </Stack>
  );
}

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
