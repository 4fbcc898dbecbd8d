/**
 * One uploaded picture kept as one WebP (a profile picture, a dealership logo, a blog cover): the
 * vehicle photos' rules — type judged by content, dimensions checked before decoding, EXIF rotation
 * applied and metadata dropped — then the caller's minimum size and resize. Only the result is kept.
 */
import sharp from 'sharp';
import { PHOTO_MAX_DIMENSION } from '../../shared/vehicles';
import { PHOTO_MAX_PIXELS, PhotoRejected } from './process';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
const notAnImage = () => new PhotoRejected(415, 'UNSUPPORTED_TYPE', 'This file is not a JPEG, PNG or WebP image.');

export interface SingleImageRules {
  readonly minWidth: number;
  readonly minHeight: number;
  /** What a too-small picture is told, after "The image is W × H pixels; ". */
  readonly tooSmall: string;
  readonly resize: sharp.ResizeOptions;
  readonly quality: number;
}

export const processSingleImage = async (input: Uint8Array, rules: SingleImageRules): Promise<Uint8Array> => {
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
  if (width < rules.minWidth || height < rules.minHeight) {
    throw new PhotoRejected(422, 'IMAGE_TOO_SMALL', `The image is ${width} × ${height} pixels; ${rules.tooSmall}`);
  }
  try {
    const body = await sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
      .rotate()
      .resize(rules.resize)
      .webp({ quality: rules.quality })
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
