/**
 * The request side of a CSV import (inventory, customers): the file as multipart (`file`, plus an
 * optional `mapping` JSON field) or as a text/csv body (mapping in the query), never JSON; its size
 * checked on the raw stream and again exactly; binary content refused; the mapping parsed with the
 * area's own schema. Every problem is a 4xx naming the field.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiError } from '../errors';
import { readCsv, type CsvTable } from '../inventory/csv';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../shared/vehicles';

const MB = 1024 * 1024;
const sizeText = `${CSV_MAX_BYTES / MB} MB`;

const FileBody = z.object({
  file: z
    .custom<File | string>((v) => v instanceof File || typeof v === 'string', { message: 'Choose a CSV file' })
    .openapi({ type: 'string', format: 'binary' }),
  mapping: z.string().max(20_000).optional().openapi({ description: 'JSON: our field → the column it reads' }),
});
const CsvQuery = z.object({
  mapping: z
    .string()
    .max(20_000)
    .optional()
    .openapi({ description: 'With a text/csv body: JSON, our field → the column it reads' }),
});

/** The OpenAPI request of an import call. */
export const csvFileRequest = {
  query: CsvQuery,
  body: {
    description: `The CSV file (at most ${sizeText} and ${CSV_MAX_ROWS.toLocaleString('en-US')} rows; a header row; comma, semicolon or tab)`,
    content: {
      'multipart/form-data': { schema: FileBody },
      'text/csv': { schema: z.string().openapi({ type: 'string', format: 'binary' }) },
    },
  },
};

/** The error shape, plus the rows that still have errors (422 IMPORT_HAS_ERRORS). */
const ImportErrorSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      rows: z
        .array(z.object({ line: z.number().int(), fields: z.record(z.string(), z.string()) }))
        .optional()
        .openapi({ description: 'Each row with errors: its line and field → message' }),
    }),
  })
  .openapi('ImportError');

export const importErrors = (description: string) => ({
  description,
  content: { 'application/json': { schema: ImportErrorSchema } },
});

const tooLarge = (c: Context) =>
  apiError(c, 413, 'PAYLOAD_TOO_LARGE', `The file is larger than ${sizeText}.`, {
    fields: { file: `At most ${sizeText}` },
  });

/** Hono's own body limit on the raw stream: a body that lies about its length is still cut off. */
export const csvBodyLimit = bodyLimit({
  // Multipart framing and a mapping field ride on top of the file itself (checked exactly below).
  maxSize: CSV_MAX_BYTES + 64 * 1024,
  onError: tooLarge,
});

export type CsvUpload<M> = { ok: true; text: string; mapping: M | undefined } | { ok: false; response: Response };

/** The file and mapping of a preview or import request, or the 4xx that says what is wrong. */
export const readCsvUpload = async <M>(c: Context, mappingSchema: z.ZodType<M>): Promise<CsvUpload<M>> => {
  const type = c.req.header('content-type') ?? '';
  let text: string;
  let rawMapping: string | undefined;
  if (/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) {
    const form = (c.req as unknown as { valid(t: 'form'): z.infer<typeof FileBody> }).valid('form');
    if (typeof form.file === 'string') text = form.file;
    else {
      if (form.file.size > CSV_MAX_BYTES) return { ok: false, response: tooLarge(c) };
      text = await form.file.text();
    }
    rawMapping = form.mapping;
  } else {
    text = await c.req.text();
    rawMapping = c.req.query('mapping');
  }
  if (Buffer.byteLength(text) > CSV_MAX_BYTES) return { ok: false, response: tooLarge(c) };
  if (text.includes('\u0000'))
    return {
      ok: false,
      response: apiError(c, 400, 'NOT_A_CSV', 'This is not a CSV file (it has binary content).', {
        fields: { file: 'Not a CSV file' },
      }),
    };
  let mapping: M | undefined;
  if (rawMapping !== undefined && rawMapping !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawMapping);
    } catch {
      parsed = undefined;
    }
    const result = mappingSchema.safeParse(parsed);
    if (!result.success)
      return {
        ok: false,
        response: apiError(c, 400, 'VALIDATION_FAILED', 'The column mapping is not valid.', {
          fields: { mapping: 'Expected JSON: field → column name' },
        }),
      };
    mapping = result.data;
  }
  return { ok: true, text, mapping };
};

/**
 * The request's file read as a table with the mapping sent (if any), or the 4xx that says what is
 * wrong: too large, binary, not a CSV, a bad mapping, more than CSV_MAX_ROWS rows.
 */
export const readCsvRequest = async <M>(
  c: Context,
  mappingSchema: z.ZodType<M>,
): Promise<{ ok: true; table: CsvTable; mapping: M | undefined } | { ok: false; response: Response }> => {
  const upload = await readCsvUpload(c, mappingSchema);
  if (!upload.ok) return upload;
  const read = readCsv(upload.text);
  if (!read.ok)
    return { ok: false, response: apiError(c, 400, 'NOT_A_CSV', read.message, { fields: { file: read.message } }) };
  const { table } = read;
  if (table.rows.length > CSV_MAX_ROWS)
    return {
      ok: false,
      response: apiError(
        c,
        422,
        'TOO_MANY_ROWS',
        `A file can have at most ${CSV_MAX_ROWS.toLocaleString('en-US')} rows; this file has ${table.rows.length.toLocaleString('en-US')}.`,
        { fields: { file: `At most ${CSV_MAX_ROWS.toLocaleString('en-US')} rows` } },
      ),
    };
  return { ok: true, table, mapping: upload.mapping };
};
