/** The customers list: one row per customer, the name linking to their page. */
import { Badge, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { CustomerSummary } from '../../../shared/schemas/customers';
import { formatDate } from '../format';

export function CustomersTable({ items }: { items: readonly CustomerSummary[] }) {
  const navigate = useNavigate();
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader>Tags</Table.ColumnHeader>
            <Table.ColumnHeader>Assignee</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Leads</Table.ColumnHeader>
            <Table.ColumnHeader>Last activity</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((c) => (
            <Table.Row
              key={c.id}
              data-testid={`customer-row-${c.id}`}
              cursor="pointer"
              // The name is the link (keyboard and screen readers); a click anywhere on the row does the same.
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a')) return;
                void navigate({ to: '/dashboard/customers/$id/edit', params: { id: c.id } });
              }}
            >
              <Table.Cell>
                <Stack gap="0">
                  <Link to="/dashboard/customers/$id/edit" params={{ id: c.id }}>
                    <Text as="span" fontWeight="medium" color="fg" _hover={{ textDecoration: 'underline' }}>
                      {c.name}
                    </Text>
                  </Link>
                  <Text fontSize="xs" color="fg.muted">
                    {c.email ?? 'No email'}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{c.phone ?? '—'}</Table.Cell>
              <Table.Cell>
                {c.tags.length ? (
                  <HStack gap="1" wrap="wrap">
                    {c.tags.map((t) => (
                      <Badge key={t} variant="subtle" colorPalette="purple">
                        {t}
                      </Badge>
                    ))}
                  </HStack>
                ) : (
                  <Text color="fg.muted">—</Text>
                )}
              </Table.Cell>
              <Table.Cell>{c.assignee?.name ?? <Text color="fg.muted">Unassigned</Text>}</Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                {c.leadCount}
                {c.openLeadCount > 0 && (
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({c.openLeadCount} open)
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(c.lastActivityAt)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

export function CustomersSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" data-testid="loading">
      <VisuallyHidden aria-live="polite">Loading customers…</VisuallyHidden>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} height="14" borderRadius="md" />
      ))}
    </Stack>
  );
}
