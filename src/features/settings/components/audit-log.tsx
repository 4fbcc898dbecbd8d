import { Box, Button, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import type { AuditEntry } from '../../../shared/schemas/settings';
import { actionLabel, changesOf } from '../format';
import { settingsQueries } from '../queries';
import { dateTimeFormat } from '../../../shared/render-moment';

const timeFmt = dateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Entry({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-testid="audit-entry">
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text>
          <Text as="span" fontWeight="medium">
            {entry.actorName}
          </Text>{' '}
          <Text as="span" color="fg.muted">
            {actionLabel(entry.action).toLowerCase()}:
          </Text>{' '}
          {entry.target}
        </Text>
        <Text asChild fontSize="sm" color="fg.muted">
          <time dateTime={entry.at}>{timeFmt.format(new Date(entry.at))}</time>
        </Text>
      </HStack>
      {changes.length > 0 && (
        <Stack as="ul" gap="0.5" mt="1" listStyleType="none" fontSize="sm">
          {changes.map((c) => (
            <Text as="li" key={c.key}>
              <Text as="span" color="fg.muted">
                {c.label}:
              </Text>{' '}
              {c.before !== null && (
                <>
                  <Text as="span" textDecoration="line-through" color="fg.muted">
                    {c.before}
                  </Text>
                  <VisuallyHidden> changed to </VisuallyHidden>
                  <Text as="span" aria-hidden>
                    {' → '}
                  </Text>
                </>
              )}
              {c.after ?? '—'}
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** Settings › Audit log: who changed what and when, newest first, older pages on request (owners and managers). */
export function AuditLog() {
  const log = useInfiniteQuery(settingsQueries.audit());
  if (log.isPending)
    return (
      <Stack gap="3" aria-busy="true" data-testid="audit-loading">
        <VisuallyHidden>Loading the audit log…</VisuallyHidden>
        <Skeleton h="12" />
        <Skeleton h="12" />
        <Skeleton h="12" />
      </Stack>
    );
  if (log.isError)
    return (
      <HStack>
        <Text color="fg.error">Could not load the audit log.</Text>
        <Button size="sm" variant="outline" onClick={() => void log.refetch()}>
          Try again
        </Button>
      </HStack>
    );
  const entries = log.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0)
    return (
      <HStack gap="3" color="fg.muted" data-testid="audit-empty">
        <History aria-hidden />
        <Text>No changes yet. Every change to these settings and the team will be listed here.</Text>
      </HStack>
    );
  return (
    <Stack gap="3">
      <Stack as="ol" gap="0" listStyleType="none" aria-label="Audit log entries">
        {entries.map((e) => (
          <Entry key={e.id} entry={e} />
        ))}
      </Stack>
      {log.hasNextPage && (
        <Box>
          <Button size="sm" variant="outline" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
            Show older changes
          </Button>
        </Box>
      )}
    </Stack>
  );
}
