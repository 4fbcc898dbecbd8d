/** What the browser can tell about a file before sending it (the server judges the content again). */
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../../shared/vehicles';

const MB = 1024 * 1024;

export const ACCEPTED_PHOTO_TYPES = PHOTO_TYPES.join(',');

/** A message for the person, or undefined when the file may be sent. */
export const precheckPhoto = (file: Pick<File, 'name' | 'type' | 'size'>): string | undefined => {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a JPEG, PNG or WebP image.`;
  if (file.size > PHOTO_MAX_BYTES)
    return `${file.name} is ${(file.size / MB).toFixed(1)} MB; photos may be at most ${PHOTO_MAX_BYTES / MB} MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return undefined;
};

export const formatBytes = (bytes: number) =>
  bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
