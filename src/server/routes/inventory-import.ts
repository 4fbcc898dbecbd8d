/**
 * Inventory CSV import and export (DOMAIN.md › Areas › Inventory). The import is two calls with
 * the same body: a preview that checks every row (nothing written), then the import, which
 * checks again and writes all rows or none. The body is the file itself: multipart (`file`, plus
 * an optional `mapping` JSON field) or text/csv (mapping in the query), never JSON.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import {
  applyImport,
  exportVehicles,
  findImportSettings,
  findVehiclesByVin,
  isDuplicateVin,
} from '../db/queries/vehicle-imports';
import { announceLimit, isPlanLimitError, listingLimitAnswer } from '../billing/limits';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { csvBodyLimit, csvFileRequest, importErrors, readCsvRequest } from './csv-upload';
import { json } from './openapi-parts';
import { csvLine, exportColumns, planImport, summarize, unguard, type VehicleValues } from '../inventory/csv';
import { importFieldList, mappingProblems, suggestMapping } from '../inventory/csv-mapping';
import { getVinDecoder } from '../vin';
import {
  ImportMappingSchema,
  ImportPreviewSchema as SharedImportPreviewSchema,
  ImportResultSchema as SharedImportResultSchema,
} from '../../shared/schemas/vehicle-import';
import { toClassic } from '../../shared/schemas/to-classic';
import { InventoryQuerySchema } from '../../shared/schemas/vehicles';
import { normalizeVin } from '../../shared/vin';

export const ImportPreviewSchema = z.object(SharedImportPreviewSchema.shape).openapi('ImportPreview');
export const ImportResultSchema = z.object(SharedImportResultSchema.shape).openapi('ImportResult');
const fileRequest = csvFileRequest;
const limit = csvBodyLimit;

const organizationOf = (viewer: Viewer) => viewer.membership!.organizationId;

/** Owners and managers always see cost; sales only when the owner allows it (as the inventory API). */
const costVisibleFor = (viewer: Viewer, salesSeeCost: boolean) => viewer.membership?.role !== 'sales' || salesSeeCost;

export const inventoryImportRoutes = (deps: AppDeps) => {
  const guard = requireAccess(deps, 'inventory');

  const preview = createRoute({
    method: 'post',
    path: '/inventory/import/preview',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: 'Check a CSV file row by row (nothing is written): the mapping, each row’s action and errors',
    middleware: [guard, limit] as const,
    request: fileRequest,
    responses: {
      200: json(ImportPreviewSchema, 'What importing this file would do'),
      ...errorResponses(400, 401, 403, 413, 415),
      422: importErrors('Too many rows, or the mapping names columns the file lacks'),
    },
  });

  const run = createRoute({
    method: 'post',
    path: '/inventory/import',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: 'Import a CSV file: every row or none (upsert by VIN within your dealership)',
    middleware: [guard, limit] as const,
    request: fileRequest,
    responses: {
      200: json(ImportResultSchema, 'Imported'),
      ...errorResponses(400, 401, 402, 403, 409, 413, 415),
      422: importErrors('Some rows have errors (IMPORT_HAS_ERRORS, with the rows); nothing was written'),
    },
  });

  const exportCsv = createRoute({
    method: 'get',
    path: '/inventory/export.csv',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: 'Every vehicle matching the inventory filter, as CSV (cost and pack only for those who may see them)',
    middleware: guard,
    request: { query: toClassic(InventoryQuerySchema) },
    responses: {
      200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      ...errorResponses(400, 401, 403),
    },
  });

  /** Reads, checks and plans a request's file: the plan, or the 4xx response. */
  const plan = async (c: Context<ViewerEnv>) => {
    const upload = await readCsvRequest(c, ImportMappingSchema);
    if (!upload.ok) return { response: upload.response } as const;
    const { table } = upload;
    const viewer = getViewer(c);
    const organizationId = organizationOf(viewer);
    const settings = await findImportSettings(deps.db, organizationId);
    const costVisible = costVisibleFor(viewer, settings.salesSeeCost);
    let mapping = upload.mapping;
    if (mapping) {
      const hidden = (['cost', 'pack'] as const).filter((f) => mapping![f] !== undefined);
      if (!costVisible && hidden.length)
        return {
          response: apiError(
            c,
            403,
            'COST_HIDDEN',
            'Your dealership does not let sales staff see or change cost and pack.',
            {
              fields: Object.fromEntries(
                hidden.map((f) => [`mapping.${f}`, 'Only owners and managers can import this']),
              ),
            },
          ),
        } as const;
      const problems = mappingProblems(mapping, table.headers);
      if (Object.keys(problems).length)
        return {
          response: apiError(c, 422, 'MAPPING_INVALID', 'Check the column mapping.', { fields: problems }),
        } as const;
    } else {
      mapping = suggestMapping(table.headers);
      if (!costVisible) {
        delete mapping.cost;
        delete mapping.pack;
      }
    }
    const vinColumn = table.headers.indexOf(mapping.vin ?? '');
    const vins = vinColumn < 0 ? [] : table.rows.map((r) => normalizeVin(unguard(r.cells[vinColumn] ?? '')));
    const existing = await findVehiclesByVin(
      deps.db,
      organizationId,
      vins.filter((v) => v.length === 17),
    );
    const decoder = getVinDecoder();
    const rows = await planImport(table, mapping, {
      existing,
      costVisible,
      defaultPackCents: settings.defaultPackCents,
      decode: (list) => decoder.decodeMany(list),
    });
    return { table, mapping, rows, costVisible, organizationId, viewer } as const;
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(preview, async (c) => {
      const planned = await plan(c);
      if ('response' in planned) return planned.response as never;
      const rows = planned.rows.map((r) => r.row);
      return c.json(
        {
          columns: planned.table.headers,
          mapping: planned.mapping,
          fields: importFieldList().filter((f) => planned.costVisible || (f.key !== 'cost' && f.key !== 'pack')),
          rows,
          summary: summarize(rows),
        },
        200,
      );
    })
    .openapi(run, async (c) => {
      const planned = await plan(c);
      if ('response' in planned) return planned.response as never;
      const bad = planned.rows.filter((r) => r.row.action === 'error');
      if (bad.length > 0)
        return c.json(
          {
            error: {
              code: 'IMPORT_HAS_ERRORS',
              message: `${bad.length.toLocaleString('en-US')} ${bad.length === 1 ? 'row has' : 'rows have'} errors: nothing was imported.`,
              rows: bad.map((r) => ({ line: r.row.line, fields: r.row.errors })),
            },
          },
          422,
        );
      const creates = planned.rows.filter((r) => r.row.action === 'create').map((r) => r.values as VehicleValues);
      const updates = planned.rows
        .filter((r) => r.row.action === 'update')
        .map((r) => ({ id: r.row.vehicleId!, oldPriceCents: r.oldPriceCents, values: r.values }));
      try {
        const result = await applyImport(deps.db, planned.organizationId, planned.viewer.user.id, {
          creates,
          updates,
        });
        if (creates.some((v) => v.listed) || updates.some((u) => u.values.listed))
          await announceLimit(deps, planned.organizationId, 'listings');
        return c.json(result, 200);
      } catch (error) {
        if (isPlanLimitError(error)) {
          await announceLimit(deps, planned.organizationId, 'listings', error.problem);
          const listing = creates.filter((v) => v.listed).length + updates.filter((u) => u.values.listed).length;
          const { problem } = error;
          return listingLimitAnswer(
            c,
            {
              ...problem,
              message: `This file lists ${listing.toLocaleString('en-US')} vehicles: nothing was imported. ${problem.message}`,
            },
            'file',
          );
        }
        if (!isDuplicateVin(error)) throw error;
        return apiError(
          c,
          409,
          'VIN_TAKEN_MEANWHILE',
          'Some of these vehicles were added while you were importing: nothing was imported. Check the file again.',
          { fields: { file: 'Check the file again' } },
        );
      }
    })
    .openapi(exportCsv, async (c) => {
      const viewer = getViewer(c);
      const organizationId = organizationOf(viewer);
      const query = c.req.valid('query');
      const settings = await findImportSettings(deps.db, organizationId);
      const columns = exportColumns(costVisibleFor(viewer, settings.salesSeeCost));
      const day = new Date().toISOString().slice(0, 10);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="inventory-${day}.csv"`);
      c.header('Cache-Control', 'no-store');
      return stream(c, async (out) => {
        // A BOM so Excel reads the file as UTF-8 (accents in colours and descriptions).
        await out.write(`\uFEFF${csvLine(columns.map((col) => col.header))}`);
        for await (const batch of exportVehicles(deps.db, organizationId, query))
          await out.write(batch.map((v) => csvLine(columns.map((col) => col.value(v)))).join(''));
      }) as never;
    });
};
