import { Alert } from '@chakra-ui/react';
import type { LiveStatus } from '../live-connection';

/**
 * Says when live updates are paused (the network dropped, the server restarted) so nobody waits
 * for a reply that cannot arrive yet. A polite status: announced, never stealing focus. Renders
 * nothing while connected (or before the first connection: that is not news).
 */
export function LiveStatusBanner({ status, what = 'New messages' }: { status: LiveStatus; what?: string }) {
  const reconnecting = status === 'reconnecting';
  return (
    <div role="status" aria-live="polite">
      {reconnecting && (
        <Alert.Root status="warning" size="sm" data-testid="live-status-banner">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Reconnecting…</Alert.Title>
            <Alert.Description>
              {what} will appear when the connection is back. What you send is not lost: it is sent or shows an error.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </div>
  );
}
