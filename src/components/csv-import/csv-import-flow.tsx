/**
 * The steps every CSV import of the dashboard shares (inventory, customers): choose or drop a file,
 * check the column mapping the server suggested, read the preview (create / update / error counts,
 * each row's problems), then import every row or none, and the done summary. The area brings its
 * two calls (as mutations, so it refreshes its own caches), its rows table and its words; the server
 * checks everything, this only shows what it says.
 */
import {
  Badge,
  Box,
  Button,
  Dialog,
  Field,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { FormErrorAlert } from '../ui/form-error-alert';

/** Rows drawn in a preview table: errors first, so a long file shows its problems without scrolling. */
export const PREVIEW_ROWS_SHOWN = 100;

const number = new Intl.NumberFormat('en-US');
/** "1 row", "1,204 rows". */
export const plural = (n: number, one: string, many = `${one}s`) => `${number.format(n)} ${n === 1 ? one : many}`;
export const formatCount = (n: number) => number.format(n);

export type CsvMapping<K extends string> = Partial<Record<K, string>>;

/** What a preview answer of any area has in common. */
export interface CsvPreviewBase<K extends string> {
  readonly columns: readonly string[];
  readonly mapping: CsvMapping<K>;
  readonly fields: readonly { readonly key: K; readonly label: string; readonly required: boolean }[];
  readonly summary: {
    readonly rows: number;
    readonly creates: number;
    readonly updates: number;
    readonly unchanged?: number;
    readonly errors: number;
  };
}

export interface CsvImportRequest<M> {
  readonly file: File;
  readonly mapping?: M | undefined;
}

export interface CsvImportFlowProps<K extends string, P extends CsvPreviewBase<K>, R> {
  readonly previewing: UseMutationResult<P, Error, CsvImportRequest<P['mapping']>>;
  readonly importing: UseMutationResult<R, Error, CsvImportRequest<P['mapping']>>;
  /** What a row is ("vehicle", "customer"): the import button counts them. */
  readonly noun: string;
  /** Under "Drag a CSV file here": what the file should look like and what happens to existing records. */
  readonly hint: ReactNode;
  readonly renderTable: (preview: P) => ReactNode;
  readonly renderDone: (result: R) => ReactNode;
  readonly onClose: () => void;
  readonly onImported?: ((result: R) => void) | undefined;
  /**
   * The import refused the file (the rows changed since the preview, say): the flow previews it
   * again so the rows with errors show; nothing was written.
   */
  readonly previewAgainOnError?: boolean;
}

/** The dialog's content: its state starts afresh each time the dialog opens. */
export function CsvImportFlow<K extends string, P extends CsvPreviewBase<K>, R>({
  previewing,
  importing,
  noun,
  hint,
  renderTable,
  renderDone,
  onClose,
  onImported,
  previewAgainOnError = false,
}: CsvImportFlowProps<K, P, R>) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<P | null>(null);
  const result = importing.data;

  const check = (next: File, mapping?: P['mapping']) => {
    setFile(next);
    importing.reset();
    previewing.mutate({ file: next, mapping }, { onSuccess: setPreview });
  };
  const changeMapping = (mapping: P['mapping']) => file && check(file, mapping);
  const startOver = () => {
    setFile(null);
    setPreview(null);
    previewing.reset();
    importing.reset();
  };
  const run = () => {
    if (!file || !preview) return;
    const mapping = preview.mapping;
    importing.mutate(
      { file, mapping },
      {
        onSuccess: (done) => onImported?.(done),
        onError: () => {
          if (previewAgainOnError) previewing.mutate({ file, mapping }, { onSuccess: setPreview });
        },
      },
    );
  };
  const toImport = preview ? preview.summary.creates + preview.summary.updates : 0;
  const blocked = !preview || preview.summary.errors > 0 || toImport === 0 || previewing.isPending;
  const error = importing.error ?? previewing.error;

  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <FormErrorAlert
            testId="import-error"
            title={importing.error ? 'Nothing was imported' : 'We could not read this file'}
            message={error?.message}
          />
          {result ? (
            renderDone(result)
          ) : preview && file ? (
            <>
              <Text aria-live="polite">
                <Text as="span" fontWeight="semibold">
                  {file.name}
                </Text>
                {previewing.isPending ? ' — checking…' : ''}
              </Text>
              <ImportSummary summary={preview.summary} />
              <MappingEditor
                preview={preview}
                disabled={previewing.isPending}
                onChange={(mapping) => changeMapping(mapping as P['mapping'])}
              />
              {renderTable(preview)}
            </>
          ) : (
            <FileChooser busy={previewing.isPending} fileName={file?.name} onFile={(f) => check(f)} hint={hint} />
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
                onClick={run}
                disabled={blocked}
                loading={importing.isPending}
                loadingText="Importing…"
                aria-describedby={preview.summary.errors > 0 ? 'import-blocked' : undefined}
              >
                Import {plural(toImport, noun)}
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
  hint,
}: {
  busy: boolean;
  fileName: string | undefined;
  onFile: (file: File) => void;
  hint: ReactNode;
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
          {hint}
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

function ImportSummary({ summary }: { summary: CsvPreviewBase<string>['summary'] }) {
  const { rows, creates, updates, unchanged = 0, errors } = summary;
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

function MappingEditor<K extends string>({
  preview,
  disabled,
  onChange,
}: {
  preview: CsvPreviewBase<K>;
  disabled: boolean;
  onChange: (mapping: CsvMapping<K>) => void;
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
                    const next: CsvMapping<K> = { ...preview.mapping };
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

/** A row's problems for a preview table's last column ("Email: Enter a valid email"). */
export function RowProblems({
  errors,
  labelOf,
  extra,
}: {
  errors: Readonly<Record<string, string>>;
  labelOf: (field: string) => string;
  /** Said after a field's message (the VIN's other possible fixes). */
  extra?: ((field: string) => ReactNode) | undefined;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return <VisuallyHidden>None</VisuallyHidden>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" color="fg.error" fontSize="sm">
      {entries.map(([field, message]) => (
        <li key={field}>
          <Text as="span" fontWeight="semibold">
            {labelOf(field)}:
          </Text>{' '}
          {message}
          {extra?.(field)}
        </li>
      ))}
    </Stack>
  );
}

/** Rows errors first, then by line; at most PREVIEW_ROWS_SHOWN. */
export const rowsToShow = <T extends { line: number; action: string }>(rows: readonly T[]): T[] =>
  [...rows]
    .sort((a, b) => Number(b.action === 'error') - Number(a.action === 'error') || a.line - b.line)
    .slice(0, PREVIEW_ROWS_SHOWN);

/** The preview table's caption: how much of the file the table shows. */
export const previewCaption = (total: number, shown: number) =>
  total > shown
    ? `The first ${number.format(shown)} of ${plural(total, 'row')}, errors first`
    : 'Each row of the file, errors first';
