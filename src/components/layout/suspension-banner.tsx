import { Alert } from '@chakra-ui/react';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * Staff of a suspended dealership see why on every dashboard page (issue 11 › Dealers): their
 * vehicles are off the marketplace and new listings are refused until Lotline lifts it.
 */
export function SuspensionBanner({ suspension }: { suspension: { at: string; reason: string | null } }) {
  return (
    <Alert.Root status="error" mb="6" borderRadius="md" data-testid="suspension-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your dealership was suspended on {day(suspension.at)}</Alert.Title>
        <Alert.Description>
          {suspension.reason ? `Reason: “${suspension.reason}”. ` : ''}
          Your vehicles are hidden from the marketplace and nothing new can be listed until Lotline lifts the
          suspension. Reply to Lotline support to resolve it.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
