import { Stack, Switch, Table, Text } from '@chakra-ui/react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../../shared/respond';
import type { NotificationPreferences } from '../../../shared/schemas/notifications';
import { useUpdateNotificationPreferences } from '../mutations';

type Channel = 'inApp' | 'email';
const CHANNEL_LABELS: Readonly<Record<Channel, string>> = { inApp: 'In the app', email: 'By email' };

/**
 * Which events reach the person in the app and by email: one switch per event and channel, saved
 * as it is flipped. `kinds` is what applies to them (a shopper has no leads).
 */
export function PreferencesPanel({
  preferences,
  kinds,
}: {
  preferences: NotificationPreferences['preferences'];
  kinds: readonly NotificationKind[];
}) {
  const update = useUpdateNotificationPreferences();
  const pending = update.isPending ? update.variables : undefined;
  return (
    <Stack gap="3">
      <FormErrorAlert message={update.error?.message} title="Your change was not saved" />
      <Table.Root size="sm" variant="outline" borderRadius="lg">
        <Table.Caption captionSide="top" textAlign="start" mb="2" color="fg.muted">
          Emails have a link to stop them, no sign-in needed.
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Event</Table.ColumnHeader>
            {(Object.keys(CHANNEL_LABELS) as Channel[]).map((c) => (
              <Table.ColumnHeader key={c} textAlign="center">
                {CHANNEL_LABELS[c]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {kinds.map((kind) => (
            <Table.Row key={kind}>
              <Table.Cell>
                <Text>{NOTIFICATION_KIND_LABELS[kind]}</Text>
              </Table.Cell>
              {(Object.keys(CHANNEL_LABELS) as Channel[]).map((channel) => {
                const optimistic = pending?.[kind]?.[channel];
                const checked = optimistic ?? preferences[kind]?.[channel] ?? false;
                return (
                  <Table.Cell key={channel} textAlign="center">
                    <Switch.Root
                      size="sm"
                      checked={checked}
                      disabled={update.isPending}
                      onCheckedChange={(e) => update.mutate({ [kind]: { [channel]: e.checked } })}
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label
                        srOnly
                      >{`${NOTIFICATION_KIND_LABELS[kind]}: ${CHANNEL_LABELS[channel].toLowerCase()}`}</Switch.Label>
                    </Switch.Root>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
