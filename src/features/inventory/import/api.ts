/**
 * The CSV calls (POST /api/inventory/import/preview, POST /api/inventory/import, GET
 * /api/inventory/export.csv). The file goes up as multipart, not JSON, so these do not use
 * apiFetch; errors still become the one ApiError every screen handles.
 */
import { networkError, toApiError } from '../../../lib/api-error';
import type { ImportMapping, ImportPreview, ImportResult } from '../../../shared/schemas/vehicle-import';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import { inventorySearchString } from '../search-params';

const send = async <T>(path: string, file: File, mapping: ImportMapping | undefined): Promise<T> => {
  const form = new FormData();
  form.set('file', file, file.name);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch {
    throw networkError();
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw toApiError(res.status, body);
  return body as T;
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
