/**
 * A profile picture (and a dealership logo) from its uploaded bytes: one square WebP of AVATAR_SIZE
 * px, centred on what the picture is of. Nobody needs the original.
 */
import { AVATAR_MIN_DIMENSION, AVATAR_SIZE } from '../../shared/schemas/account';
import { processSingleImage } from './single-image';

export const processAvatar = (input: Uint8Array): Promise<Uint8Array> =>
  processSingleImage(input, {
    minWidth: AVATAR_MIN_DIMENSION,
    minHeight: AVATAR_MIN_DIMENSION,
    tooSmall: `each side must be at least ${AVATAR_MIN_DIMENSION}.`,
    resize: { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover', position: 'attention' },
    quality: 82,
  });
