import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * What went wrong with a whole form (wrong password, rate limit, server error), shown inside the
 * form where the person is looking, not only in a toast that disappears after 3 s. role="alert"
 * makes screen readers announce it the moment it appears. Renders nothing without a message, so a
 * form can always render it with its current error.
 */
export function FormErrorAlert({
  message,
  title,
  testId = 'form-error',
}: {
  /** The error itself; nothing is shown when empty. */
  readonly message: ReactNode;
  /** A heading above the message ("The vehicle was not added"); without it the message is the title. */
  readonly title?: ReactNode;
  readonly testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{message}</Alert.Title>
      )}
    </Alert.Root>
  );
}
