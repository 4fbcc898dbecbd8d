import { Box, Button, HStack, Input, NativeSelect, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isPlanRefusal } from '../../../components/ui/see-plans';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import type { BulkActionInput, VehicleSummary } from '../../../shared/schemas/vehicles';
import {
  DELETE_UNDO_SECONDS,
  VEHICLE_STATUS_LABELS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '../../../shared/vehicles';
import type { BulkResult } from '../api';
import { useBulkAction, useRestoreVehicles } from '../mutations';
import { applyPriceChange, formatPrice } from '../search-params';
import { parseDollarsToCents } from '../../../lib/dollars-input';

type Action = BulkActionInput['action'];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "3 vehicles updated. Skipped: SM-00042 (can't go from Sold to Recon)…" */
export function describeBulkResult(result: BulkResult, verb: string): { title: string; description?: string } {
  const title = `${plural(result.updated, 'vehicle')} ${verb}`;
  if (result.skipped.length === 0) return { title };
  const shown = result.skipped
    .slice(0, 5)
    // A reason written as a sentence ("… upgrade your plan.") ends where the list puts its own stop.
    .map((s) => `${s.stockNumber ?? 'Unknown vehicle'}: ${s.reason.replace(/\.$/, '')}`)
    .join('; ');
  const more = result.skipped.length > 5 ? `; and ${result.skipped.length - 5} more` : '';
  return { title, description: `${plural(result.skipped.length, 'skipped', 'skipped')} — ${shown}${more}.` };
}

function PriceChangePopover({
  selected,
  onApply,
  busy,
}: {
  selected: readonly VehicleSummary[];
  onApply: (action: Action) => void;
  busy: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<'amount' | 'percent'>('amount');
  const [text, setText] = useState('');
  const modeId = useId();
  const valueId = useId();
  const value = mode === 'amount' ? parseDollarsToCents(text) : text.trim() === '' ? null : Number(text);
  const valid = value !== null && Number.isFinite(value) && value !== 0;
  const sample = selected.find((v) => v.priceCents !== null);
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'top' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" disabled={busy}>
          Change price
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Stack
                as="form"
                gap="3"
                aria-label="Change price"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!valid) return;
                  onApply({ kind: 'price', mode, value: value! });
                  setOpen(false);
                  setText('');
                }}
              >
                <Popover.Title fontWeight="semibold">
                  Change the price of {plural(selected.length, 'vehicle')}
                </Popover.Title>
                <Box>
                  <chakra.label htmlFor={modeId} fontSize="sm">
                    Change by
                  </chakra.label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field
                      id={modeId}
                      value={mode}
                      onChange={(e) => setMode(e.target.value as 'amount' | 'percent')}
                    >
                      <option value="amount">Amount in dollars</option>
                      <option value="percent">Percent</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Box>
                <Box>
                  <chakra.label htmlFor={valueId} fontSize="sm">
                    {mode === 'amount' ? 'Amount ($, negative to drop)' : 'Percent (negative to drop)'}
                  </chakra.label>
                  <Input
                    id={valueId}
                    size="sm"
                    inputMode="decimal"
                    value={text}
                    placeholder={mode === 'amount' ? '-500' : '-5'}
                    onChange={(e) => setText(e.target.value)}
                  />
                </Box>
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {valid && sample
                    ? `For example ${sample.stockNumber}: ${formatPrice(sample.priceCents)} → ${formatPrice(
                        applyPriceChange(sample.priceCents!, mode, value!),
                      )}. Rounded to whole dollars, never below $0; vehicles without a price are skipped.`
                    : 'Enter a change other than zero.'}
                </Text>
                <Button type="submit" size="sm" colorPalette="blue" disabled={!valid}>
                  Apply to {plural(selected.length, 'vehicle')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/**
 * What to do with the selected vehicles: status, listed on/off, price change, delete. Delete is
 * undoable for DELETE_UNDO_SECONDS from its toast. Results say how many changed and which were
 * skipped and why (a status the lifecycle does not allow, no price to list…).
 */
export function BulkBar({ selected, onDone }: { selected: readonly VehicleSummary[]; onDone: () => void }) {
  const bulk = useBulkAction();
  const restore = useRestoreVehicles();
  const [status, setStatus] = useState<VehicleStatus | ''>('');
  const statusId = useId();
  const ids = selected.map((v) => v.id);
  const navigate = useNavigate();
  const seePlans = {
    // Held a little longer than a plain result: there is something to do about it.
    duration: 8000,
    action: { label: 'See plans', onClick: () => void navigate({ to: '/dashboard/billing' }) },
  };

  const run = (action: Action, verb: string) =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: (result) => {
          onDone();
          const { title, description } = describeBulkResult(result, verb);
          if (action.kind === 'delete' && result.updated > 0) {
            const deleted = ids.filter((id) => !result.skipped.some((s) => s.id === id));
            toaster.create({
              type: 'success',
              title,
              ...(description ? { description } : {}),
              duration: DELETE_UNDO_SECONDS * 1000,
              action: {
                label: 'Undo',
                onClick: () =>
                  restore.mutate(deleted, {
                    onSuccess: () =>
                      toaster.create({ type: 'success', title: `${plural(deleted.length, 'vehicle')} restored` }),
                    onError: (e) =>
                      toaster.create({
                        type: 'error',
                        title: e instanceof ApiError ? e.message : 'Could not restore them.',
                      }),
                  }),
              },
            });
          } else {
            toaster.create({
              type: result.skipped.length > 0 ? 'warning' : 'success',
              title,
              ...(description ? { description } : {}),
              // Skipped because the plan is full: the way out is on Billing.
              ...(result.upgradeUrl ? seePlans : {}),
            });
          }
        },
        onError: (e) =>
          toaster.create({
            type: 'error',
            title: e instanceof ApiError ? e.message : 'Could not change them.',
            ...(isPlanRefusal(e) ? seePlans : {}),
          }),
      },
    );

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
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold" aria-live="polite">
          {plural(selected.length, 'vehicle')} selected
        </Text>
        <HStack gap="2">
          <chakra.label htmlFor={statusId} fontSize="sm" color="fg.muted">
            Status
          </chakra.label>
          <NativeSelect.Root size="sm" w="36">
            <NativeSelect.Field
              id={statusId}
              value={status}
              onChange={(e) => setStatus(e.target.value as VehicleStatus)}
            >
              <option value="">Choose…</option>
              {VEHICLE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {VEHICLE_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            size="sm"
            variant="outline"
            disabled={!status || bulk.isPending}
            onClick={() => status && run({ kind: 'status', status }, `moved to ${VEHICLE_STATUS_LABELS[status]}`)}
          >
            Apply
          </Button>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          disabled={bulk.isPending}
          onClick={() => run({ kind: 'listed', listed: true }, 'listed')}
        >
          List
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={bulk.isPending}
          onClick={() => run({ kind: 'listed', listed: false }, 'unlisted')}
        >
          Unlist
        </Button>
        <PriceChangePopover selected={selected} busy={bulk.isPending} onApply={(a) => run(a, 'repriced')} />
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={bulk.isPending}
          onClick={() => run({ kind: 'delete' }, 'deleted')}
        >
          Delete
        </Button>
        <Button size="sm" variant="ghost" ms="auto" onClick={onDone}>
          Clear selection
        </Button>
      </HStack>
    </Box>
  );
}
