import { z } from 'zod';

/**
 * Search-param building blocks. Every field has a default and a `.catch`, so a missing or
 * malformed value in a URL falls back instead of throwing (a bad URL must never crash a screen).
 */
export const text = (max = 200) => z.string().max(max).default('').catch('');

export const page = () => z.coerce.number().int().min(1).max(10_000).default(1).catch(1);

/** A same-origin relative path ("/dashboard/leads?x=1"); anything else becomes empty. */
export const relativePath = () =>
  z
    .string()
    .max(2000)
    .refine((v) => v === '' || (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')), {
      message: 'redirect must be a same-origin relative path',
    })
    .default('')
    .catch('');

export const noSearch = () => z.object({});
