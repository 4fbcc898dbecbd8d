import { Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';

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

export { ErrorBlock } from '../../../components/feedback/error-block';
