/**
 * Avatars: the photo rules (JPEG, PNG or WebP, judged by content), smaller files, one square
 * picture. A module without zod, so the profile form can say them without loading the schemas.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIN_DIMENSION = 64;
export const AVATAR_SIZE = 256;
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
