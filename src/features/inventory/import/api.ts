/**
 * The CSV calls (POST /api/inventory/import/preview, POST /api/inventory/import, GET
 * /api/inventory/export.csv). The file goes up as multipart (apiFetch sends FormData as is);
 * errors become the one ApiError every screen handles.
 */
import { apiFetch } from '../../../lib/api-error';
import type { ImportMapping, ImportPreview, ImportResult } from '../../../shared/schemas/vehicle-import';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import { inventorySearchString } from '../search-params';

const send = <T>(path: string, file: File, mapping: ImportMapping | undefined): Promise<T> => {
  const form = new FormData();
  form.set('file', file, file.name);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return apiFetch<T>(path, { method: 'POST', body: form });
};

export const importApi = {
  preview: (file: File, mapping?: ImportMapping) => send<ImportPreview>('/api/inventory/import/preview', file, mapping),
  run: (file: File, mapping?: ImportMapping) => send<ImportResult>('/api/inventory/import', file, mapping),
  /** The export of a filter: a plain link, so the browser streams the download itself. */
  exportUrl: (search: Partial<InventoryQuery>) => {
    const { page: _page, ...filter } = search;
    return `/api/inventory/export.csv${inventorySearchString(filter)}`;
  },
};
