import { Box, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LEAD_SOURCE_LABELS } from '../../../shared/respond';
import type { LeadSettings, LeadSummary } from '../../../shared/schemas/leads';
import { formatDay, formatShort, formatTime, vehicleTitle } from '../format';
import { LeadStatusBadge, ResponseTimer, RowLeadStatus, RowResponseTimer } from './lead-badges';
import { LIST_ROW_HEIGHT, ListTable, RowCheck, RowLink } from '../../../components/ui/list-table';

export interface Selection {
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string, on: boolean) => void;
  readonly togglePage: (on: boolean) => void;
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

interface ListProps {
  readonly items: readonly LeadSummary[];
  readonly selection: Selection;
  readonly settings: LeadSettings;
  readonly now: number;
}

/** The list as a table (tablet and up); the customer's name opens the lead. Plain rows (list-table.tsx). */
export function LeadsTable({ items, selection, settings, now }: ListProps) {
  return (
    <ListTable
      columns={8}
      items={items}
      selectAll={{
        label: 'Select all leads on this page',
        selected: selection.selected,
        onChange: selection.togglePage,
      }}
      testId="leads-table"
      header={
        <>
          <th>Customer</th>
          <th>Vehicle</th>
          <th>Status</th>
          <th>Assignee</th>
          <th>Response</th>
          <th>Follow-up</th>
          <th data-wide-only="">Arrived</th>
        </>
      }
      row={(lead) => {
        const on = selection.selected.has(lead.id);
        return (
          <tr key={lead.id} data-selected={on || undefined}>
            <td>
              <RowCheck
                label={`Select the lead of ${lead.customer.name}`}
                checked={on}
                onChange={(c) => selection.toggle(lead.id, c)}
              />
            </td>
            <td>
              <span data-stack="">
                <RowLink to="/dashboard/leads/$id" params={{ id: lead.id }}>
                  {lead.customer.name}
                </RowLink>
                <span data-sub="" data-truncate="">
                  {contactLine(lead)}
                </span>
              </span>
            </td>
            <td>
              {lead.vehicle ? (
                <span data-stack="">
                  <span>{vehicleTitle(lead.vehicle)}</span>
                  <span data-sub="">{lead.vehicle.stockNumber}</span>
                </span>
              ) : (
                <span data-muted="">No vehicle</span>
              )}
            </td>
            <td>
              <span data-stack="loose">
                <RowLeadStatus status={lead.status} />
                <span data-sub="" data-nowrap="">
                  {LEAD_SOURCE_LABELS[lead.source]}
                </span>
              </span>
            </td>
            <td data-nowrap="">{lead.assignee ? lead.assignee.name : <span data-muted="">Unassigned</span>}</td>
            <td>
              <RowResponseTimer lead={lead} settings={settings} now={now} />
            </td>
            <td data-minw="24">
              {lead.nextFollowUpAt ? (
                <time dateTime={lead.nextFollowUpAt} data-stack="" data-nowrap="">
                  <span>{formatDay(lead.nextFollowUpAt)}</span>
                  <span data-sub="">{formatTime(lead.nextFollowUpAt)}</span>
                </time>
              ) : (
                <span data-muted="">—</span>
              )}
            </td>
            <td data-nowrap="" data-wide-only="">
              <time dateTime={lead.createdAt}>{formatShort(lead.createdAt)}</time>
            </td>
          </tr>
        );
      }}
    />
  );
}

/** The list as cards (phones): the same facts, stacked. */
export function LeadsCards({ items, selection, settings, now }: ListProps) {
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-list-rows="">
      {items.map((lead) => (
        <Box as="li" key={lead.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
          <HStack gap="3" align="flex-start">
            <RowCheck
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
        <HStack key={i} h={LIST_ROW_HEIGHT} px="3" gap="3" borderTopWidth={i === 0 ? '0' : '1px'}>
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
