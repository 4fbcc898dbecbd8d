import { Box, chakra, Checkbox, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LEAD_SOURCE_LABELS } from '../../../shared/respond';
import type { LeadSettings, LeadSummary } from '../../../shared/schemas/leads';
import { formatDay, formatShort, formatTime, vehicleTitle } from '../format';
import { LeadStatusBadge, ResponseTimer } from './lead-badges';

export interface Selection {
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string, on: boolean) => void;
  readonly togglePage: (on: boolean) => void;
}

function RowCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(e) => onChange(e.checked === true)} size="sm">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

const contactLine = (lead: LeadSummary) => lead.customer.email ?? lead.customer.phone ?? '';

function CustomerLink({ lead }: { lead: LeadSummary }) {
  return (
    <Link to="/dashboard/leads/$id" params={{ id: lead.id }}>
      <Text as="span" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
        {lead.customer.name}
      </Text>
    </Link>
  );
}

const ROW_HEIGHT = '16';

interface ListProps {
  readonly items: readonly LeadSummary[];
  readonly selection: Selection;
  readonly settings: LeadSettings;
  readonly now: number;
}

/** The list as a table (tablet and up); the customer's name opens the lead. */
export function LeadsTable({ items, selection, settings, now }: ListProps) {
  const allOn = items.length > 0 && items.every((l) => selection.selected.has(l.id));
  const someOn = items.some((l) => selection.selected.has(l.id));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" interactive data-testid="leads-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <Checkbox.Root
                size="sm"
                checked={allOn ? true : someOn ? 'indeterminate' : false}
                onCheckedChange={(e) => selection.togglePage(e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <VisuallyHidden>Select all leads on this page</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Assignee</Table.ColumnHeader>
            <Table.ColumnHeader>Response</Table.ColumnHeader>
            <Table.ColumnHeader>Follow-up</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="2xl">Arrived</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((lead) => (
            <Table.Row key={lead.id} h={ROW_HEIGHT} data-selected={selection.selected.has(lead.id) || undefined}>
              <Table.Cell>
                <RowCheckbox
                  label={`Select the lead of ${lead.customer.name}`}
                  checked={selection.selected.has(lead.id)}
                  onChange={(on) => selection.toggle(lead.id, on)}
                />
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0">
                  <CustomerLink lead={lead} />
                  <Text fontSize="xs" color="fg.muted" truncate maxW="48">
                    {contactLine(lead)}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                {lead.vehicle ? (
                  <Stack gap="0">
                    <Text>{vehicleTitle(lead.vehicle)}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {lead.vehicle.stockNumber}
                    </Text>
                  </Stack>
                ) : (
                  <Text color="fg.muted">No vehicle</Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <Stack gap="0.5" align="flex-start">
                  <LeadStatusBadge status={lead.status} />
                  <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                    {LEAD_SOURCE_LABELS[lead.source]}
                  </Text>
                </Stack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {lead.assignee ? (
                  lead.assignee.name
                ) : (
                  <Text as="span" color="fg.muted">
                    Unassigned
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <ResponseTimer lead={lead} settings={settings} now={now} />
              </Table.Cell>
              <Table.Cell minW="24">
                {lead.nextFollowUpAt ? (
                  <chakra.time dateTime={lead.nextFollowUpAt} display="flex" flexDirection="column" whiteSpace="nowrap">
                    <span>{formatDay(lead.nextFollowUpAt)}</span>
                    <Text as="span" fontSize="xs" color="fg.muted">
                      {formatTime(lead.nextFollowUpAt)}
                    </Text>
                  </chakra.time>
                ) : (
                  <Text as="span" color="fg.muted">
                    —
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" hideBelow="2xl">
                <time dateTime={lead.createdAt}>{formatShort(lead.createdAt)}</time>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The list as cards (phones): the same facts, stacked. */
export function LeadsCards({ items, selection, settings, now }: ListProps) {
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      {items.map((lead) => (
        <Box as="li" key={lead.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
          <HStack gap="3" align="flex-start">
            <RowCheckbox
              label={`Select the lead of ${lead.customer.name}`}
              checked={selection.selected.has(lead.id)}
              onChange={(on) => selection.toggle(lead.id, on)}
            />
            <Stack gap="1" flex="1" minW="0">
              <HStack justify="space-between" gap="2">
                <CustomerLink lead={lead} />
                <LeadStatusBadge status={lead.status} />
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {lead.vehicle ? vehicleTitle(lead.vehicle) : 'No vehicle'} · {LEAD_SOURCE_LABELS[lead.source]}
              </Text>
              <HStack gap="3" wrap="wrap" fontSize="sm">
                <ResponseTimer lead={lead} settings={settings} now={now} />
                <Text color="fg.muted">{lead.assignee?.name ?? 'Unassigned'}</Text>
              </HStack>
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder rows the size of real rows, so nothing moves when the page arrives. */
export function LeadsSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="0" aria-busy="true" data-testid="loading" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <VisuallyHidden aria-live="polite">Loading leads…</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <HStack key={i} h={ROW_HEIGHT} px="3" gap="3" borderTopWidth={i === 0 ? '0' : '1px'}>
          <Skeleton w="4" h="4" />
          <Skeleton w="40" h="4" />
          <Skeleton flex="1" h="4" />
          <Skeleton w="20" h="5" hideBelow="md" />
          <Skeleton w="28" h="5" hideBelow="md" />
        </HStack>
      ))}
    </Stack>
  );
}
