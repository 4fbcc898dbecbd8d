/**
 * A blog post's cover from its uploaded bytes: the vehicle photos' rules (type judged by content,
 * dimensions checked before decoding, EXIF rotation applied and metadata dropped), then one WebP at
 * most BLOG_COVER_WIDTH px wide (never upscaled). Only that is kept: the public page shows nothing larger.
 */
import sharp from 'sharp';
import { BLOG_COVER_MIN_WIDTH, BLOG_COVER_WIDTH } from '../../shared/schemas/blog-admin';
import { PHOTO_MAX_DIMENSION } from '../../shared/vehicles';
import { PHOTO_MAX_PIXELS, PhotoRejected } from './process';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const notAnImage = () => new PhotoRejected(415, 'UNSUPPORTED_TYPE', 'This file is not a JPEG, PNG or WebP image.');

export const processBlogCover = async (input: Uint8Array): Promise<Uint8Array> => {
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
  if (width < BLOG_COVER_MIN_WIDTH || height < 200) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_SMALL',
      `The image is ${width} × ${height} pixels; a cover needs at least ${BLOG_COVER_MIN_WIDTH} × 200.`,
    );
  }
  try {
    const body = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize({ width: BLOG_COVER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
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
