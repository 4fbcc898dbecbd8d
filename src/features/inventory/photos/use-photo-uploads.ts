/**
 * The upload queue: files chosen or dropped become items that upload in parallel (a few at a time,
 * so a 30-photo drop does not open 30 connections), each with its own progress, error and retry.
 * A finished item leaves the queue: the photo is in the grid by then.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import type { Photo } from '../../../shared/schemas/vehicles';
import { PHOTOS_PER_VEHICLE_MAX } from '../../../shared/vehicles';
import { uploadPhoto, type PhotoUploader } from './api';
import { photoUploaded } from './mutations';
import { precheckPhoto } from './precheck';

export const PARALLEL_UPLOADS = 3;

export interface UploadItem {
  readonly key: string;
  readonly file: File;
  readonly status: 'queued' | 'uploading' | 'failed';
  /** 0…1 of the bytes sent. */
  readonly progress: number;
  readonly error?: string | undefined;
  /** False when sending it again cannot help (wrong type, too large, too many). */
  readonly retryable: boolean;
}

let counter = 0;
const nextKey = () => `upload-${++counter}`;

const messageOf = (error: unknown) =>
  error instanceof ApiError ? (error.fields.file ?? error.message) : 'The upload failed. Please try again.';

export function usePhotoUploads({
  vehicleId,
  photoCount,
  uploader = uploadPhoto,
  onUploaded,
}: {
  vehicleId: string;
  photoCount: number;
  uploader?: PhotoUploader | undefined;
  onUploaded?: ((photo: Photo) => void) | undefined;
}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      setItems((list) => {
        let room = PHOTOS_PER_VEHICLE_MAX - photoCount - list.filter((i) => i.status !== 'failed').length;
        const added = files.map((file): UploadItem => {
          const problem = precheckPhoto(file);
          if (problem) return { key: nextKey(), file, status: 'failed', progress: 0, error: problem, retryable: false };
          if (room <= 0)
            return {
              key: nextKey(),
              file,
              status: 'failed',
              progress: 0,
              error: `A vehicle can have at most ${PHOTOS_PER_VEHICLE_MAX} photos.`,
              retryable: false,
            };
          room -= 1;
          return { key: nextKey(), file, status: 'queued', progress: 0, retryable: true };
        });
        return [...list, ...added];
      });
    },
    [photoCount],
  );

  // Start queued items while fewer than PARALLEL_UPLOADS are on their way.
  useEffect(() => {
    const active = items.filter((i) => i.status === 'uploading').length;
    const next = items.filter((i) => i.status === 'queued').slice(0, Math.max(0, PARALLEL_UPLOADS - active));
    for (const item of next) {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      patch(item.key, { status: 'uploading', progress: 0 });
      uploader(vehicleId, item.file, (progress) => patch(item.key, { progress }), controller.signal)
        .then(async (photo) => {
          setItems((list) => list.filter((i) => i.key !== item.key));
          onUploaded?.(photo);
          await photoUploaded(queryClient, vehicleId, photo);
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name === 'AbortError') return;
          const status = error instanceof ApiError ? error.status : 0;
          // 413/415/422 are about the file itself; a network error or 5xx may pass on a retry.
          patch(item.key, {
            status: 'failed',
            error: messageOf(error),
            retryable: !(status === 413 || status === 415 || status === 422),
          });
        })
        .finally(() => controllers.current.delete(item.key));
    }
  }, [items, patch, queryClient, uploader, vehicleId, onUploaded]);

  // Leaving the page cancels what is still going.
  useEffect(() => {
    const map = controllers.current;
    return () => map.forEach((c) => c.abort());
  }, []);

  const retry = useCallback((key: string) => patch(key, { status: 'queued', progress: 0, error: undefined }), [patch]);
  const dismiss = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setItems((list) => list.filter((i) => i.key !== key));
  }, []);

  return { items, add, retry, dismiss };
}
