/**
 * Import customers from a CSV file (owners and managers): the shared CSV steps (file → column
 * mapping → preview with each row's problems and the create / update / error counts → import every
 * row or none → done). A row whose email, else phone, matches a customer adds to that customer
 * instead of making a second one.
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
import type { CustomerImportPreview, CustomerImportRow } from '../../../shared/schemas/customers';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../../shared/vehicles';
import type { CustomerImportResult } from '../api';
import { usePreviewCustomerImport, useRunCustomerImport } from '../mutations';

const ACTION_BADGE: Record<CustomerImportRow['action'], { label: string; palette: string }> = {
  create: { label: 'New', palette: 'green' },
  update: { label: 'Adds to a customer', palette: 'blue' },
  error: { label: 'Error', palette: 'red' },
};

export interface ImportCustomersDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export function ImportCustomersDialog({ open, onOpenChange }: ImportCustomersDialogProps) {
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
          <Dialog.Content data-testid="import-customers-dialog" maxW={{ md: '6xl' }}>
            <Dialog.Header>
              <Dialog.Title>Import customers from CSV</Dialog.Title>
            </Dialog.Header>
            {open && <CustomerImportFlow onClose={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function CustomerImportFlow({ onClose }: { onClose: () => void }) {
  const previewing = usePreviewCustomerImport();
  const importing = useRunCustomerImport();
  return (
    <CsvImportFlow
      previewing={previewing}
      importing={importing}
      noun="customer"
      hint={
        <>
          The first line names the columns (first name, last name, email, phone, address, tags…); commas or semicolons.
          Up to {CSV_MAX_BYTES / (1024 * 1024)} MB and {formatCount(CSV_MAX_ROWS)} rows. A row whose email, else phone,
          matches a customer adds to that customer; nothing is written until you confirm.
        </>
      }
      renderTable={(preview) => <PreviewTable preview={preview} />}
      renderDone={(result) => <DoneSummary result={result} />}
      onClose={onClose}
      // The file is checked again when the import refuses it, so its rows with errors show.
      previewAgainOnError
    />
  );
}

function PreviewTable({ preview }: { preview: CustomerImportPreview }) {
  const shown = rowsToShow(preview.rows);
  const labelOf = (key: string) => preview.fields.find((f) => f.key === key)?.label ?? key;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l2" maxH="md" tabIndex={0} role="region" aria-label="Preview rows">
      <Table.Root size="sm" stickyHeader>
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
          {previewCaption(preview.rows.length, shown.length)}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Line</Table.ColumnHeader>
            <Table.ColumnHeader>What happens</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Phone</Table.ColumnHeader>
            <Table.ColumnHeader>Tags</Table.ColumnHeader>
            <Table.ColumnHeader>Problems</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((row) => (
            <Table.Row key={row.line} data-testid={`import-row-${row.line}`}>
              <Table.Cell>{row.line}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={ACTION_BADGE[row.action].palette}>{ACTION_BADGE[row.action].label}</Badge>
                {row.matchedBy && (
                  <Text fontSize="xs" color="fg.muted">
                    Matched by {row.matchedBy}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                {[row.customer.firstName, row.customer.lastName].filter(Boolean).join(' ') || '—'}
              </Table.Cell>
              <Table.Cell>{row.customer.email ?? '—'}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{row.customer.phone ?? '—'}</Table.Cell>
              <Table.Cell>{row.customer.tags.length ? row.customer.tags.join(', ') : '—'}</Table.Cell>
              <Table.Cell minW="64" whiteSpace="normal">
                <RowProblems errors={row.errors} labelOf={labelOf} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DoneSummary({ result }: { result: CustomerImportResult }) {
  return (
    <Stack>
      <Alert.Root status="success" data-testid="import-done" role="status">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>Import complete</Alert.Title>
          <Alert.Description>
            {plural(result.created, 'customer')} added and {plural(result.updated, 'customer')} updated with the
            file&apos;s emails, phones and tags.
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
