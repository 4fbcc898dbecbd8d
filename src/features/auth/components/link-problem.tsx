import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AuthHeading } from './auth-heading';

/** "This link or code can't be used": one clear screen with the way to get a new one. */
export function LinkProblem({ title, message, action }: { title: string; message: ReactNode; action: ReactNode }) {
  return (
    <Stack gap="6" data-testid="link-problem">
      <AuthHeading title={title} />
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{message}</Alert.Description>
      </Alert.Root>
      {action}
    </Stack>
  );
}
