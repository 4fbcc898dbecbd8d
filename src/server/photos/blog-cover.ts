/**
 * A blog post's cover from its uploaded bytes: one WebP at most BLOG_COVER_WIDTH px wide (never
 * upscaled). The public page shows nothing larger, so nothing larger is kept.
 */
import { BLOG_COVER_MIN_WIDTH, BLOG_COVER_WIDTH } from '../../shared/schemas/blog-admin';
import { processSingleImage } from './single-image';

const BLOG_COVER_MIN_HEIGHT = 200;

export const processBlogCover = (input: Uint8Array): Promise<Uint8Array> =>
  processSingleImage(input, {
    minWidth: BLOG_COVER_MIN_WIDTH,
    minHeight: BLOG_COVER_MIN_HEIGHT,
    tooSmall: `a cover needs at least ${BLOG_COVER_MIN_WIDTH} × ${BLOG_COVER_MIN_HEIGHT}.`,
    resize: { width: BLOG_COVER_WIDTH, withoutEnlargement: true },
    quality: 80,
  });
