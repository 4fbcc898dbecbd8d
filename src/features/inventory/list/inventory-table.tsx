import { Box, Checkbox, HStack, Skeleton, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { VehicleSummary } from '../../../shared/schemas/vehicles';
import { formatMiles } from '../../../shared/format';
import { formatPrice } from '../search-params';
import { StatusBadge } from './status-badge';
import { VehicleThumb } from './vehicle-thumb';

export const vehicleTitle = (v: Pick<VehicleSummary, 'year' | 'make' | 'model' | 'trim'>) =>
  `${v.year} ${v.make} ${v.model}${v.trim ? ` ${v.trim}` : ''}`;

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

const ROW_HEIGHT = '16';

/** The list as a table (tablet and up); rows link to the vehicle's detail. */
export function InventoryTable({ items, selection }: { items: readonly VehicleSummary[]; selection: Selection }) {
  const allOn = items.length > 0 && items.every((v) => selection.selected.has(v.id));
  const someOn = items.some((v) => selection.selected.has(v.id));
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="sm" interactive>
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
                  <VisuallyHidden>Select all vehicles on this page</VisuallyHidden>
                </Checkbox.Label>
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
            <Table.ColumnHeader>Stock #</Table.ColumnHeader>
            <Table.ColumnHeader>VIN</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Mileage</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Days</Table.ColumnHeader>
            <Table.ColumnHeader>Listed</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((v) => {
            const title = vehicleTitle(v);
            return (
              <Table.Row key={v.id} h={ROW_HEIGHT} data-selected={selection.selected.has(v.id) || undefined}>
                <Table.Cell>
                  <RowCheckbox
                    label={`Select ${title}, ${v.stockNumber}`}
                    checked={selection.selected.has(v.id)}
                    onChange={(on) => selection.toggle(v.id, on)}
                  />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="3">
                    <VehicleThumb url={v.coverUrl} label={title} />
                    <Link to="/dashboard/inventory/$id" params={{ id: v.id }}>
                      <Text as="span" fontWeight="medium" _hover={{ textDecoration: 'underline' }}>
                        {title}
                      </Text>
                    </Link>
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{v.stockNumber}</Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {v.vin}
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={v.status} />
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatPrice(v.priceCents)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatMiles(v.mileage)}
                </Table.Cell>
                <Table.Cell textAlign="end">{v.daysInStock}</Table.Cell>
                <Table.Cell>{v.listed ? 'Yes' : 'No'}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The list as cards (phones): the same facts, stacked. */
export function InventoryCards({ items, selection }: { items: readonly VehicleSummary[]; selection: Selection }) {
  return (
    <Stack gap="3" as="ul" listStyleType="none">
      {items.map((v) => {
        const title = vehicleTitle(v);
        return (
          <Box as="li" key={v.id} borderWidth="1px" borderRadius="lg" p="3" bg="bg.panel">
            <HStack gap="3" align="flex-start">
              <RowCheckbox
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
        <HStack key={i} h={ROW_HEIGHT} px="3" gap="3" borderTopWidth={i === 0 ? '0' : '1px'}>
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
