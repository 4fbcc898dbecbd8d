import { Badge, Button, HStack, Icon, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Monitor, Smartphone, Tablet, HelpCircle } from 'lucide-react';
import { since } from '../format';
import { LoadError } from './load-error';
import type { AccountSession } from '../../../shared/schemas/account';
import { useRevokeOtherSessions, useRevokeSession } from '../mutations';
import { accountQueries } from '../queries';

const ICONS = { desktop: Monitor, mobile: Smartphone, tablet: Tablet, unknown: HelpCircle } as const;

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const busy = revoke.isPending && revoke.variables === session.id;
  return (
    <HStack
      as="li"
      gap="4"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
      align="center"
      data-testid="session-row"
      data-current={session.current}
    >
      <Icon as={ICONS[session.kind]} boxSize="5" color="fg.muted" aria-hidden />
      <Stack gap="0.5" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">{session.device}</Text>
          {session.current && (
            <Badge colorPalette="green" variant="subtle">
              This device
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {[session.ipAddress, `signed in ${since(session.signedInAt)}`, `last active ${since(session.lastActiveAt)}`]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Stack>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          onClick={() => revoke.mutate(session.id)}
          aria-label={`Sign out ${session.device}, last active ${since(session.lastActiveAt)}`}
        >
          Sign out
        </Button>
      )}
    </HStack>
  );
}

/** Where the person is signed in; any device but this one can be signed out from here. */
export function SessionsList() {
  const sessions = useQuery(accountQueries.sessions());
  const revokeOthers = useRevokeOtherSessions();
  if (sessions.isPending)
    return (
      <Stack aria-busy="true">
        <VisuallyHidden>Loading your sessions…</VisuallyHidden>
        <Skeleton h="32" borderRadius="md" />
      </Stack>
    );
  if (sessions.isError)
    return <LoadError title="We could not load your sessions." onRetry={() => void sessions.refetch()} />;
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="0" listStyleType="none" aria-label="Signed-in devices">
        {sessions.data.map((s) => (
          <SessionRow key={s.id} session={s} />
        ))}
      </Stack>
      {others > 1 && (
        <Button
          size="sm"
          variant="outline"
          alignSelf="flex-start"
          loading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate()}
        >
          Sign out all other devices
        </Button>
      )}
    </Stack>
  );
}
