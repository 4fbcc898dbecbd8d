/**
 * The photo calls of a vehicle (src/server/routes/vehicle-photos.ts). Uploads go through
 * XMLHttpRequest because fetch cannot report upload progress; the rest through apiFetch.
 */
import { apiFetch, networkError, toApiError } from '../../../lib/api-error';
import type { Photo } from '../../../shared/schemas/vehicles';

const photos$ = (vehicleId: string) => `/api/inventory/${encodeURIComponent(vehicleId)}/photos`;

/** Sends one file; `onProgress` gets 0…1 as the bytes go out. Rejects with ApiError (or AbortError). */
export type PhotoUploader = (
  vehicleId: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<Photo>;

export const uploadPhoto: PhotoUploader = (vehicleId, file, onProgress, signal) =>
  new Promise<Photo>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', photos$(vehicleId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve((body as { photo: Photo }).photo);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });

export const photosApi = {
  reorder: async (vehicleId: string, photoIds: string[], coverPhotoId?: string | null) =>
    (
      await apiFetch<{ photos: Photo[] }>(`${photos$(vehicleId)}/order`, {
        method: 'PUT',
        body: coverPhotoId === undefined ? { photoIds } : { photoIds, coverPhotoId },
      })
    ).photos,
  updateAlt: async (vehicleId: string, photoId: string, alt: string) =>
    (
      await apiFetch<{ photo: Photo }>(`${photos$(vehicleId)}/${encodeURIComponent(photoId)}`, {
        method: 'PATCH',
        body: { alt },
      })
    ).photo,
  remove: async (vehicleId: string, photoId: string) =>
    (
      await apiFetch<{ photos: Photo[] }>(`${photos$(vehicleId)}/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
      })
    ).photos,
};
