import { Box, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Car } from 'lucide-react';
import { LIST_ROW_HEIGHT, ListTable, RowBadge, RowCheck, RowLink } from '../../../components/ui/list-table';
import type { VehicleSummary } from '../../../shared/schemas/vehicles';
import { formatMiles } from '../../../shared/format';
import { VEHICLE_STATUS_LABELS } from '../../../shared/vehicles';
import { formatPrice } from '../search-params';
import { STATUS_PALETTE, StatusBadge } from './status-badge';
import { VehicleThumb } from './vehicle-thumb';

export const vehicleTitle = (v: Pick<VehicleSummary, 'year' | 'make' | 'model' | 'trim'>) =>
  `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`;

export interface Selection {
  readonly selected: ReadonlySet<string>;
  readonly toggle: (id: string, on: boolean) => void;
  readonly togglePage: (on: boolean) => void;
}

/** The list as a table (tablet and up); rows link to the vehicle's detail. Plain rows (list-table.tsx). */
export function InventoryTable({ items, selection }: { items: readonly VehicleSummary[]; selection: Selection }) {
  return (
    <ListTable
      columns={9}
      items={items}
      selectAll={{
        label: 'Select all vehicles on this page',
        selected: selection.selected,
        onChange: selection.togglePage,
      }}
      header={
        <>
          <th>Vehicle</th>
          <th>Stock #</th>
          <th>VIN</th>
          <th>Status</th>
          <th data-end="">Price</th>
          <th data-end="">Mileage</th>
          <th data-end="">Days</th>
          <th>Listed</th>
        </>
      }
      row={(v) => {
        const title = vehicleTitle(v);
        const on = selection.selected.has(v.id);
        return (
          <tr key={v.id} data-selected={on || undefined}>
            <td>
              <RowCheck
                label={`Select ${title}, ${v.stockNumber}`}
                checked={on}
                onChange={(c) => selection.toggle(v.id, c)}
              />
            </td>
            <td>
              <span data-title-row="">
                <RowThumb url={v.coverUrl} label={title} />
                <RowLink to="/dashboard/inventory/$id" params={{ id: v.id }}>
                  {title}
                </RowLink>
              </span>
            </td>
            <td data-nowrap="">{v.stockNumber}</td>
            <td data-mono="">{v.vin}</td>
            <td>
              <RowBadge palette={STATUS_PALETTE[v.status]}>{VEHICLE_STATUS_LABELS[v.status]}</RowBadge>
            </td>
            <td data-end="">{formatPrice(v.priceCents)}</td>
            <td data-end="">{formatMiles(v.mileage)}</td>
            <td data-end="">{v.daysInStock}</td>
            <td>{v.listed ? 'Yes' : 'No'}</td>
          </tr>
        );
      }}
    />
  );
}

/** The cover's 320-px picture in a row, or a neutral placeholder of the same size. */
function RowThumb({ url, label }: { url: string | null; label: string }) {
  return url ? (
    <img data-thumb="" src={url} alt={label} loading="lazy" />
  ) : (
    <span data-thumb="" aria-hidden>
      <Car size={20} />
    </span>
  );
}

/** The list as cards (phones): the same facts, stacked. */
export function InventoryCards({ items, selection }: { items: readonly VehicleSummary[]; selection: Selection }) {
  return (
    <Stack gap="3" as="ul" listStyleType="none" data-list-rows="">
      {items.map((v) => {
        const title = vehicleTitle(v);
        return (
          <Box as="li" key={v.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
            <HStack gap="3" align="flex-start">
              <RowCheck
                label={`Select ${title}, ${v.stockNumber}`}
                checked={selection.selected.has(v.id)}
                onChange={(on) => selection.toggle(v.id, on)}
              />
              <VehicleThumb url={v.coverUrl} label={title} />
              <Stack gap="1" flex="1" minW="0">
                <Link to="/dashboard/inventory/$id" params={{ id: v.id }}>
                  <Text fontWeight="medium">{title}</Text>
                </Link>
                <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
                  <StatusBadge status={v.status} />
                  <span>{v.stockNumber}</span>
                  <span>{v.listed ? 'Listed' : 'Not listed'}</span>
                </HStack>
                <HStack gap="3" fontSize="sm">
                  <Text fontWeight="semibold">{formatPrice(v.priceCents)}</Text>
                  <Text color="fg.muted">{formatMiles(v.mileage)}</Text>
                  <Text color="fg.muted">{v.daysInStock} days</Text>
                </HStack>
              </Stack>
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}

/** Placeholder rows the size of real rows, so nothing moves when the page arrives. */
export function InventorySkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Stack gap="0" aria-busy="true" data-testid="loading" borderWidth="1px" borderRadius="lg" overflow="hidden">
      <VisuallyHidden aria-live="polite">Loading vehicles…</VisuallyHidden>
      {Array.from({ length: rows }, (_, i) => (
        <HStack key={i} h={LIST_ROW_HEIGHT} px="3" gap="3" borderTopWidth={i === 0 ? '0' : '1px'}>
          <Skeleton w="4" h="4" />
          <Skeleton w="16" h="12" borderRadius="md" />
          <Skeleton flex="1" h="4" />
          <Skeleton w="24" h="4" hideBelow="md" />
          <Skeleton w="20" h="4" hideBelow="md" />
        </HStack>
      ))}
    </Stack>
  );
}
