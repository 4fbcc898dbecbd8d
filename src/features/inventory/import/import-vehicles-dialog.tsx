/**
 * Import vehicles from a CSV file: choose or drop a file, check the column mapping the server
 * suggested, read the preview (per-row errors, the VIN rescue as "Did you mean …?"), then import
 * every row or none. The server checks everything; this only shows what it says.
 */
import { Alert, Badge, CloseButton, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import {
  CsvImportFlow,
  formatCount,
  plural,
  previewCaption,
  RowProblems,
  rowsToShow,
} from '../../../components/csv-import/csv-import-flow';
import type { ImportPreview, ImportResult, ImportRow } from '../../../shared/schemas/vehicle-import';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';
import { formatPrice } from '../search-params';
import { usePreviewImport, useRunImport } from './mutations';

const ACTION_BADGE: Record<ImportRow['action'], { label: string; palette: string }> = {
  create: { label: 'New', palette: 'green' },
  update: { label: 'Update', palette: 'blue' },
  unchanged: { label: 'No change', palette: 'gray' },
  error: { label: 'Error', palette: 'red' },
};

export interface ImportVehiclesDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** After a successful import (the inventory queries are refreshed already). */
  readonly onImported?: ((result: ImportResult) => void) | undefined;
}

export function ImportVehiclesDialog({ open, onOpenChange, onImported }: ImportVehiclesDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* Wider than a form dialog: the preview is a table. */}
          <Dialog.Content data-testid="import-vehicles-dialog" maxW={{ md: '6xl' }}>
            <Dialog.Header>
              <Dialog.Title>Import vehicles from CSV</Dialog.Title>
            </Dialog.Header>
            {open && <ImportFlow onClose={() => onOpenChange(false)} onImported={onImported} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog's content: its state starts afresh each time the dialog opens. */
export function ImportFlow({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported?: ((result: ImportResult) => void) | undefined;
}) {
  const previewing = usePreviewImport();
  const importing = useRunImport();
  return (
    <CsvImportFlow
      previewing={previewing}
      importing={importing}
      noun="vehicle"
      hint={
        <>
          The first line names the columns (VIN, year, make, model, mileage, price…); commas or semicolons. Up to{' '}
          {CSV_MAX_BYTES / (1024 * 1024)} MB and {formatCount(CSV_MAX_ROWS)} vehicles. Vehicles already in your
          inventory are updated by VIN; nothing is written until you confirm.
        </>
      }
      renderTable={(preview) => <PreviewTable preview={preview} />}
      renderDone={(result) => <DoneSummary result={result} />}
      onClose={onClose}
      onImported={onImported}
    />
  );
}

const vehicleText = (row: ImportRow) =>
  [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.trim].filter(Boolean).join(' ') || '—';

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const shown = rowsToShow(preview.rows);
  return (
    <Stack gap="2">
      {/* Focusable so the rows can be scrolled by keyboard. */}
      <Table.ScrollArea borderWidth="1px" rounded="l2" maxH="md" tabIndex={0} role="region" aria-label="Preview rows">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
            {previewCaption(preview.rows.length, shown.length)}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>What happens</Table.ColumnHeader>
              <Table.ColumnHeader>VIN</Table.ColumnHeader>
              <Table.ColumnHeader>Vehicle</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Mileage</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Problems</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <Table.Row key={row.line} data-testid={`import-row-${row.line}`}>
                <Table.Cell>{row.line}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={ACTION_BADGE[row.action].palette}>{ACTION_BADGE[row.action].label}</Badge>
                  {row.vehicle.stockNumber && (
                    <Text fontSize="xs" color="fg.muted">
                      {row.vehicle.stockNumber}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell fontFamily="mono" fontSize="xs">
                  {row.vehicle.vin || '—'}
                </Table.Cell>
                <Table.Cell>
                  {vehicleText(row)}
                  {row.decoded.length > 0 && (
                    <Text fontSize="xs" color="fg.muted">
                      From the VIN: {row.decoded.join(', ')}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {row.vehicle.mileage === null ? '—' : formatCount(row.vehicle.mileage)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPrice(row.vehicle.priceCents)}</Table.Cell>
                <Table.Cell>
                  {row.vehicle.status ? (VEHICLE_STATUS_LABELS[row.vehicle.status as VehicleStatus] ?? '—') : '—'}
                </Table.Cell>
                <Table.Cell minW="72" whiteSpace="normal">
                  <RowProblems
                    errors={row.errors}
                    labelOf={(key) => preview.fields.find((f) => f.key === key)?.label ?? key}
                    extra={(field) =>
                      field === 'vin' &&
                      row.vinSuggestions.length > 1 && (
                        <Text as="span" color="fg.muted">
                          {' '}
                          Also possible: {row.vinSuggestions.slice(1, 4).join(', ')}
                        </Text>
                      )
                    }
                  />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function DoneSummary({ result }: { result: ImportResult }) {
  return (
    <Alert.Root status="success" data-testid="import-done" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Import complete</Alert.Title>
        <Alert.Description>
          {plural(result.created, 'vehicle')} added and {plural(result.updated, 'vehicle')} updated. New vehicles got
          the next stock numbers and start as incoming unless the file said otherwise.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
