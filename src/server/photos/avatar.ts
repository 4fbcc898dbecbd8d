/**
 * A profile picture from its uploaded bytes: the vehicle photos' rules (type judged by content,
 * dimensions checked before decoding, EXIF rotation applied and metadata dropped), then one square
 * WebP of AVATAR_SIZE px, centred on the picture. Only that is kept: nobody needs the original.
 */
import sharp from 'sharp';
import { AVATAR_MIN_DIMENSION, AVATAR_SIZE } from '../../shared/schemas/account';
import { PHOTO_MAX_DIMENSION } from '../../shared/vehicles';
import { PHOTO_MAX_PIXELS, PhotoRejected } from './process';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

const notAnImage = () => new PhotoRejected(415, 'UNSUPPORTED_TYPE', 'This file is not a JPEG, PNG or WebP image.');

export const processAvatar = async (input: Uint8Array): Promise<Uint8Array> => {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw notAnImage();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width * height > PHOTO_MAX_PIXELS || width > PHOTO_MAX_DIMENSION || height > PHOTO_MAX_DIMENSION) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_LARGE',
      `The image is ${width} × ${height} pixels; use at most ${PHOTO_MAX_DIMENSION} on a side and ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  if (width < AVATAR_MIN_DIMENSION || height < AVATAR_MIN_DIMENSION) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_SMALL',
      `The image is ${width} × ${height} pixels; each side must be at least ${AVATAR_MIN_DIMENSION}.`,
    );
  }
  try {
    const body = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(body);
  } catch {
    throw new PhotoRejected(
      422,
      'CORRUPT_IMAGE',
      'This image is damaged and cannot be read. Export it again and retry.',
    );
  }
};
