/**
 * Import vehicles from a CSV file: choose or drop a file, check the column mapping the server
 * suggested, read the preview (per-row errors, the VIN rescue as "Did you mean …?"), then import
 * every row or none. The server checks everything; this only shows what it says.
 */
import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useRef, useState, type DragEvent } from 'react';
import type { ImportMapping, ImportPreview, ImportResult, ImportRow } from '../../../shared/schemas/vehicle-import';
import { CSV_MAX_BYTES, CSV_MAX_ROWS, VEHICLE_STATUS_LABELS, type VehicleStatus } from '../../../shared/vehicles';
import { formatPrice } from '../search-params';
import { usePreviewImport, useRunImport } from './mutations';

/** Rows drawn in the table: errors first, so a long file shows its problems without scrolling. */
export const PREVIEW_ROWS_SHOWN = 100;

const number = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${number.format(n)} ${n === 1 ? one : many}`;

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
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewing = usePreviewImport();
  const importing = useRunImport();
  const result = importing.data;

  const check = (next: File, mapping?: ImportMapping) => {
    setFile(next);
    importing.reset();
    previewing.mutate({ file: next, mapping }, { onSuccess: setPreview });
  };
  const changeMapping = (mapping: ImportMapping) => file && check(file, mapping);
  const startOver = () => {
    setFile(null);
    setPreview(null);
    previewing.reset();
    importing.reset();
  };
  const toImport = preview ? preview.summary.creates + preview.summary.updates : 0;
  const blocked = !preview || preview.summary.errors > 0 || toImport === 0 || previewing.isPending;
  const error = importing.error ?? previewing.error;

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          {error && (
            <Alert.Root status="error" data-testid="import-error">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{importing.error ? 'Nothing was imported' : 'We could not read this file'}</Alert.Title>
                <Alert.Description>{error.message}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          {result ? (
            <DoneSummary result={result} />
          ) : preview && file ? (
            <>
              <Text aria-live="polite">
                <Text as="span" fontWeight="semibold">
                  {file.name}
                </Text>
                {previewing.isPending ? ' — checking…' : ''}
              </Text>
              <PreviewSummary preview={preview} />
              <MappingEditor preview={preview} disabled={previewing.isPending} onChange={changeMapping} />
              <PreviewTable preview={preview} />
            </>
          ) : (
            <FileChooser busy={previewing.isPending} fileName={file?.name} onFile={(f) => check(f)} />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {result ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <HStack gap="3" wrap="wrap" justify="flex-end">
            {preview && preview.summary.errors > 0 && (
              <Text fontSize="sm" color="fg.muted" id="import-blocked">
                Fix the {plural(preview.summary.errors, 'row')} with errors in your file, then choose it again.
              </Text>
            )}
            {(preview || error) && (
              <Button variant="outline" onClick={startOver} disabled={importing.isPending}>
                Choose another file
              </Button>
            )}
            {preview && (
              <Button
                onClick={() =>
                  file &&
                  importing.mutate({ file, mapping: preview.mapping }, { onSuccess: (done) => onImported?.(done) })
                }
                disabled={blocked}
                loading={importing.isPending}
                loadingText="Importing…"
                aria-describedby={preview.summary.errors > 0 ? 'import-blocked' : undefined}
              >
                Import {plural(toImport, 'vehicle')}
              </Button>
            )}
          </HStack>
        )}
      </Dialog.Footer>
    </>
  );
}

function FileChooser({
  busy,
  fileName,
  onFile,
}: {
  busy: boolean;
  fileName: string | undefined;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <Box
      data-testid="import-dropzone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'colorPalette.solid' : 'border'}
      colorPalette="blue"
      bg={dragging ? 'colorPalette.subtle' : 'bg.subtle'}
      rounded="l3"
      p={{ base: '6', md: '10' }}
      textAlign="center"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Stack gap="3" align="center">
        <Text fontWeight="semibold">Drag a CSV file here, or choose one</Text>
        <Text id={hintId} fontSize="sm" color="fg.muted" maxW="lg">
          The first line names the columns (VIN, year, make, model, mileage, price…); commas or semicolons. Up to{' '}
          {CSV_MAX_BYTES / (1024 * 1024)} MB and {number.format(CSV_MAX_ROWS)} vehicles. Vehicles already in your
          inventory are updated by VIN; nothing is written until you confirm.
        </Text>
        <VisuallyHidden asChild>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-label="CSV file"
            aria-describedby={hintId}
            data-testid="import-file-input"
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) onFile(chosen);
              e.target.value = '';
            }}
          />
        </VisuallyHidden>
        <Button onClick={() => input.current?.click()} loading={busy} loadingText={`Checking ${fileName ?? 'file'}…`}>
          Choose a CSV file
        </Button>
      </Stack>
    </Box>
  );
}

function PreviewSummary({ preview }: { preview: ImportPreview }) {
  const { rows, creates, updates, unchanged, errors } = preview.summary;
  return (
    <HStack gap="2" wrap="wrap" role="status" aria-label="Preview summary" data-testid="import-summary">
      <Text fontWeight="medium" me="2">
        {plural(rows, 'row')}:
      </Text>
      <Badge colorPalette="green" size="lg">
        {number.format(creates)} new
      </Badge>
      <Badge colorPalette="blue" size="lg">
        {plural(updates, 'update')}
      </Badge>
      {unchanged > 0 && (
        <Badge colorPalette="gray" size="lg">
          {number.format(unchanged)} unchanged
        </Badge>
      )}
      <Badge colorPalette={errors > 0 ? 'red' : 'gray'} size="lg">
        {plural(errors, 'error')}
      </Badge>
    </HStack>
  );
}

function MappingEditor({
  preview,
  disabled,
  onChange,
}: {
  preview: ImportPreview;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  const missing = preview.fields.filter((f) => f.required && !preview.mapping[f.key]);
  const matched = preview.fields.filter((f) => preview.mapping[f.key]).length;
  // Open by itself when a required field has no column: that is what the person must do next.
  const [opened, setOpened] = useState(missing.length > 0);
  const panelId = useId();
  return (
    <Box borderWidth="1px" rounded="l2" p="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color={missing.length ? 'fg.error' : 'fg.muted'}>
          {missing.length
            ? `Choose the column with the ${missing.map((f) => f.label.toLowerCase()).join(' and ')}.`
            : `${matched} of ${preview.fields.length} fields matched to your ${plural(preview.columns.length, 'column')} by name.`}
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={() => setOpened((o) => !o)}
        >
          {opened ? 'Hide columns' : 'Change columns'}
        </Button>
      </HStack>
      <Box as="fieldset" id={panelId} hidden={!opened} mt="3">
        <VisuallyHidden asChild>
          <legend>Which column fills each field</legend>
        </VisuallyHidden>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
          {preview.fields.map((field) => (
            <Field.Root key={field.key} required={field.required} disabled={disabled}>
              <Field.Label fontSize="sm">
                {field.label}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  data-testid={`mapping-${field.key}`}
                  value={preview.mapping[field.key] ?? ''}
                  onChange={(e) => {
                    const next: ImportMapping = { ...preview.mapping };
                    if (e.currentTarget.value) next[field.key] = e.currentTarget.value;
                    else delete next[field.key];
                    onChange(next);
                  }}
                >
                  <option value="">— Not imported —</option>
                  {preview.columns.map((column) => (
                    <option key={column} value={column}>
                      {column}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          ))}
        </SimpleGrid>
      </Box>
    </Box>
  );
}

const vehicleText = (row: ImportRow) =>
  [row.vehicle.year, row.vehicle.make, row.vehicle.model, row.vehicle.trim].filter(Boolean).join(' ') || '—';

function PreviewTable({ preview }: { preview: ImportPreview }) {
  const ordered = [...preview.rows].sort(
    (a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.line - b.line,
  );
  const shown = ordered.slice(0, PREVIEW_ROWS_SHOWN);
  return (
    <Stack gap="2">
      {/* Focusable so the rows can be scrolled by keyboard. */}
      <Table.ScrollArea borderWidth="1px" rounded="l2" maxH="md" tabIndex={0} role="region" aria-label="Preview rows">
        <Table.Root size="sm" stickyHeader>
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
            {preview.rows.length > shown.length
              ? `The first ${number.format(shown.length)} of ${plural(preview.rows.length, 'row')}, errors first`
              : 'Each row of the file, errors first'}
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
                  {row.vehicle.mileage === null ? '—' : number.format(row.vehicle.mileage)}
                </Table.Cell>
                <Table.Cell textAlign="end">{formatPrice(row.vehicle.priceCents)}</Table.Cell>
                <Table.Cell>
                  {row.vehicle.status ? (VEHICLE_STATUS_LABELS[row.vehicle.status as VehicleStatus] ?? '—') : '—'}
                </Table.Cell>
                <Table.Cell minW="72" whiteSpace="normal">
                  <RowProblems row={row} fields={preview.fields} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

function RowProblems({ row, fields }: { row: ImportRow; fields: ImportPreview['fields'] }) {
  const entries = Object.entries(row.errors);
  if (entries.length === 0) return <VisuallyHidden>None</VisuallyHidden>;
  const labelOf = (key: string) => fields.find((f) => f.key === key)?.label ?? key;
  return (
    <Stack as="ul" gap="1" listStyleType="none" color="fg.error" fontSize="sm">
      {entries.map(([field, message]) => (
        <li key={field}>
          <Text as="span" fontWeight="semibold">
            {labelOf(field)}:
          </Text>{' '}
          {message}
          {field === 'vin' && row.vinSuggestions.length > 1 && (
            <Text as="span" color="fg.muted">
              {' '}
              Also possible: {row.vinSuggestions.slice(1, 4).join(', ')}
            </Text>
          )}
        </li>
      ))}
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
