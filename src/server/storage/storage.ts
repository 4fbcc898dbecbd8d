/**
 * Where files live (DOMAIN.md › Decisions › Photos: "photos are files, not database rows"). The
 * database keeps keys; the bytes go to a Storage. Local disk by default (one machine); an
 * S3-compatible bucket when the app runs on several machines (README › Photos and storage).
 * Keys are relative, slash-separated paths such as `vehicles/<id>/<photoId>/w320.webp`.
 */
export interface StoredObject {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly contentType: string;
  readonly size: number;
}

export interface Storage {
  /** A short name for logs and the README ("local disk", "s3"). */
  readonly kind: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removing a missing key is not an error (deletes are retried after partial failures). */
  delete(key: string): Promise<void>;
  /** Keys under a prefix, sorted. */
  list(prefix: string): Promise<string[]>;
}

const KEY_PART = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys come from our own ids, but a storage never trusts them: no `..`, no absolute paths, no odd characters. */
export const assertSafeKey = (key: string, { allowEmpty = false } = {}) => {
  if (allowEmpty && key === '') return;
  const parts = key.replace(/\/$/, '').split('/');
  if (parts.some((p) => !KEY_PART.test(p) || p === '..' || p === '.')) throw new Error(`Unsafe storage key "${key}"`);
};

/** Content types by extension, for storages that do not keep them (local disk). */
export const contentTypeOf = (key: string): string => {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return (
    { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' }[ext] ?? 'application/octet-stream'
  );
};
