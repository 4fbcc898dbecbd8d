import { Box, Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import {
  LEAD_JUNK_REASONS,
  LEAD_LOST_REASONS,
  LEAD_REASON_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '../../../shared/respond';
import type { LeadBulkInput, LeadBulkResult, LeadSummary } from '../../../shared/schemas/leads';
import type { AssigneeOption } from '../api';
import { useLeadBulk } from '../mutations';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 leads assigned. 1 skipped — Ana Ruiz: From Converted it can go nowhere." */
export function describeLeadBulkResult(
  result: LeadBulkResult,
  verb: string,
  names: ReadonlyMap<string, string>,
): { title: string; description?: string } {
  const title = `${plural(result.updated, 'lead')} ${verb}`;
  if (result.skipped.length === 0) return { title };
  const shown = result.skipped
    .slice(0, 5)
    .map((s) => `${names.get(s.id) ?? 'A lead'}: ${s.reason}`)
    .join('; ');
  const more = result.skipped.length > 5 ? `; and ${result.skipped.length - 5} more` : '';
  return { title, description: `${result.skipped.length} skipped — ${shown}${more}.` };
}

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        {label}
      </chakra.label>
      <NativeSelect.Root size="sm" w="44">
        <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/**
 * Assign or move the selected leads. Lost and junk ask for the reason first (the API refuses them
 * without one). The result says how many changed and which were skipped and why (a status the
 * flow does not allow, a colleague's lead for sales).
 */
export function LeadBulkBar({
  selected,
  assignees,
  viewerId,
  isSales,
  onDone,
}: {
  selected: readonly LeadSummary[];
  assignees: readonly AssigneeOption[];
  viewerId: string;
  isSales: boolean;
  onDone: () => void;
}) {
  const bulk = useLeadBulk();
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [reason, setReason] = useState('');
  const ids = selected.map((l) => l.id);
  const names = new Map(selected.map((l) => [l.id, l.customer.name]));
  // Sales may take leads for themselves or let their own go; managers hand them to anyone.
  const people = isSales ? assignees.filter((a) => a.id === viewerId) : assignees;
  const reasons = status === 'lost' ? LEAD_LOST_REASONS : status === 'junk' ? LEAD_JUNK_REASONS : null;

  const run = (action: LeadBulkInput['action'], verb: string) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: (result) => {
          onDone();
          const { title, description } = describeLeadBulkResult(result, verb, names);
          toaster.create({
            type: result.skipped.length > 0 ? 'warning' : 'success',
            title,
            ...(description ? { description } : {}),
          });
        },
        onError: (e) =>
          toaster.create({ type: 'error', title: e instanceof ApiError ? e.message : 'Could not change them.' }),
      },
    );

  const assignTo = assignee === 'unassigned' ? null : assignee;
  const assigneeName = assignTo === null ? null : (assignees.find((a) => a.id === assignTo)?.name ?? 'them');

  return (
    <Box
      role="region"
      aria-label="Bulk actions"
      data-testid="bulk-bar"
      position="sticky"
      bottom="4"
      zIndex="docked"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      shadow="md"
      p="3"
    >
      <HStack gap="4" wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">
          {plural(selected.length, 'lead')} selected
        </Text>
        <HStack gap="2">
          <Select label="Assign to" value={assignee} onChange={setAssignee}>
            <option value="">Choose…</option>
            <option value="unassigned">Nobody (unassign)</option>
            {people.map((a) => (
              <option key={a.id} value={a.id}>
                {a.id === viewerId ? `${a.name} (you)` : a.name}
              </option>
            ))}
          </Select>
          <Button
            size="sm"
            variant="outline"
            disabled={!assignee || bulk.isPending}
            onClick={() =>
              run(
                { kind: 'assign', assigneeId: assignTo },
                assignTo === null ? 'unassigned' : `assigned to ${assigneeName}`,
              )
            }
          >
            Assign
          </Button>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <Select
            label="Status"
            value={status}
            onChange={(v) => {
              setStatus(v as LeadStatus | '');
              setReason('');
            }}
          >
            <option value="">Choose…</option>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LEAD_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
          {reasons && (
            <Select label="Reason" value={reason} onChange={setReason}>
              <option value="">Choose…</option>
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {LEAD_REASON_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={!status || (reasons !== null && !reason) || bulk.isPending}
            onClick={() =>
              status &&
              run({ kind: 'status', status, ...(reason ? { reason } : {}) }, `moved to ${LEAD_STATUS_LABELS[status]}`)
            }
          >
            Apply
          </Button>
        </HStack>
        <Button size="sm" variant="ghost" ms="auto" onClick={onDone}>
          Clear selection
        </Button>
      </HStack>
    </Box>
  );
}
