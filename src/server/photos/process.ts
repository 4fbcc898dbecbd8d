/**
 * A vehicle photo from its uploaded bytes to the files we keep (DOMAIN.md › Decisions › Photos):
 * the type is judged by content (a PDF named .jpg is refused), the dimensions are checked before
 * anything is decoded (a small file can claim a billion pixels), and every rendition is rotated by
 * its EXIF orientation and written without metadata, so no camera GPS position leaves the server.
 */
import sharp from 'sharp';
import { PHOTO_MAX_DIMENSION, PHOTO_MIN_DIMENSION, PHOTO_WIDTHS, type PhotoWidth } from '../../shared/vehicles';

/** Above this a photo is refused before decoding: 60 MP is more than any dealer's camera, far below a bomb. */
export const PHOTO_MAX_PIXELS = 60_000_000;

const FORMATS = {
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
} as const;
type Format = keyof typeof FORMATS;

/** A file we refuse, with the status and message the API answers (always naming the `file` field). */
export class PhotoRejected extends Error {
  constructor(
    readonly status: 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface ProcessedPhoto {
  readonly width: number;
  readonly height: number;
  readonly original: { readonly body: Uint8Array; readonly ext: string; readonly contentType: string };
  readonly renditions: readonly { readonly width: PhotoWidth; readonly body: Uint8Array }[];
}

const open = (input: Uint8Array) =>
  // failOn 'error': a slightly damaged but readable photo is kept; limitInputPixels backs up our own check.
  sharp(input, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS, sequentialRead: true });

const notAnImage = () => new PhotoRejected(415, 'UNSUPPORTED_TYPE', 'This file is not a JPEG, PNG or WebP image.');

export const processPhoto = async (input: Uint8Array): Promise<ProcessedPhoto> => {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.format || !(meta.format in FORMATS)) throw notAnImage();
  const format = meta.format as Format;
  // Dimensions as shown (a portrait photo stored sideways with an EXIF rotation counts as portrait).
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_LARGE',
      `The image is ${width} × ${height} pixels; use at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
    );
  }
  if (width > PHOTO_MAX_DIMENSION || height > PHOTO_MAX_DIMENSION) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_LARGE',
      `The image is ${width} × ${height} pixels; each side may be at most ${PHOTO_MAX_DIMENSION}.`,
    );
  }
  if (width < PHOTO_MIN_DIMENSION || height < PHOTO_MIN_DIMENSION) {
    throw new PhotoRejected(
      422,
      'IMAGE_TOO_SMALL',
      `The image is ${width} × ${height} pixels; each side must be at least ${PHOTO_MIN_DIMENSION}.`,
    );
  }

  try {
    const renditions = await Promise.all(
      PHOTO_WIDTHS.map(async (w) => ({
        width: w,
        body: new Uint8Array(
          await open(input).rotate().resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
        ),
      })),
    );
    // The original is kept byte for byte when there is nothing to strip; otherwise it is rewritten
    // at full size in its own format (upright, high quality) without EXIF/XMP/IPTC.
    const hasMetadata =
      Boolean(meta.exif || meta.xmp || meta.iptc || meta.comments?.length) || (meta.orientation ?? 1) > 1;
    let original = input;
    if (hasMetadata) {
      const pipeline = open(input).rotate().keepIccProfile();
      const encoded =
        format === 'jpeg'
          ? pipeline.jpeg({ quality: 95, mozjpeg: true })
          : format === 'png'
            ? pipeline.png()
            : pipeline.webp({ quality: 95 });
      original = new Uint8Array(await encoded.toBuffer());
    }
    return {
      width,
      height,
      original: { body: original, ext: FORMATS[format].ext, contentType: FORMATS[format].type },
      renditions,
    };
  } catch (error) {
    if (error instanceof PhotoRejected) throw error;
    const detail = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(detail)) {
      throw new PhotoRejected(
        422,
        'IMAGE_TOO_LARGE',
        `The image has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw new PhotoRejected(
      422,
      'CORRUPT_IMAGE',
      'This image is damaged and cannot be read. Export it again and retry.',
    );
  }
};
