/**
 * Typed builders for vehicle photos in stories. Pictures are small inline SVGs (no network, no
 * text, so every machine draws them the same); the shape is the API's PhotoSchema.
 */
import type { PhotoUploader } from '../../src/features/inventory/photos/api';
import { ApiError } from '../../src/lib/api-error';
import type { Photo } from '../../src/shared/schemas/vehicles';

/** Body colours and captions of a typical listing's shots. */
const SHOTS = [
  { body: '#2b4c7e', sky: '#cfe0f3', alt: 'Front three-quarter view' },
  { body: '#2b4c7e', sky: '#e8dcc8', alt: 'Driver side profile' },
  { body: '#2b4c7e', sky: '#d7e8d0', alt: 'Rear three-quarter view' },
  { body: '#3a3a3a', sky: '#ececec', alt: 'Dashboard and steering wheel' },
  { body: '#7a5c3e', sky: '#efe6da', alt: 'Front seats, leather' },
  { body: '#2b4c7e', sky: '#f3e3cf', alt: '' },
] as const;

const picture = (body: string, sky: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${sky}"/><rect y="170" width="320" height="70" fill="#8a8f96"/><path d="M40 170 L70 120 Q80 105 100 105 L220 105 Q240 105 255 120 L285 150 L290 170 Z" fill="${body}"/><rect x="95" y="115" width="55" height="30" rx="4" fill="#dfe8f1"/><rect x="160" y="115" width="55" height="30" rx="4" fill="#dfe8f1"/><circle cx="95" cy="172" r="22" fill="#222"/><circle cx="235" cy="172" r="22" fill="#222"/><circle cx="95" cy="172" r="9" fill="#aaa"/><circle cx="235" cy="172" r="9" fill="#aaa"/></svg>`,
  )}`;

export function buildPhoto(index: number, overrides: Partial<Photo> = {}): Photo {
  const shot = SHOTS[index % SHOTS.length]!;
  const url = picture(shot.body, shot.sky);
  return {
    id: `pho_story_${index + 1}`,
    position: index,
    alt: shot.alt,
    isCover: index === 0,
    width: 1600,
    height: 1200,
    urls: { w320: url, w800: url, w1600: url, original: url },
    ...overrides,
  };
}

/** `count` photos in order; the first is the cover unless `coverIndex` says otherwise. */
export const buildPhotos = (count: number, coverIndex = 0): Photo[] =>
  Array.from({ length: count }, (_, i) => buildPhoto(i, { isCover: i === coverIndex }));

/** A JPEG-typed file of `bytes` bytes (the content is never read by the story uploaders). */
export const sampleFile = (name: string, bytes = 2_400_000, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });

/** An uploader that reports `progress` (0…1) and never finishes: the "upload in progress" picture. */
export const stalledUploader =
  (progressByName: Readonly<Record<string, number>>): PhotoUploader =>
  (_vehicleId, file, onProgress) => {
    onProgress(progressByName[file.name] ?? 0.3);
    return new Promise<never>(() => {});
  };

/** An uploader that refuses every file the way the server would (e.g. a PDF renamed to .jpg → 415). */
export const failingUploader =
  (byName: Readonly<Record<string, { status: number; code: string; message: string }>>): PhotoUploader =>
  (_vehicleId, file, onProgress) => {
    onProgress(1);
    const answer = byName[file.name] ?? { status: 0, code: 'NETWORK', message: 'We could not reach Lotline.' };
    return Promise.reject(new ApiError({ ...answer, fields: answer.status === 0 ? {} : { file: answer.message } }));
  };
