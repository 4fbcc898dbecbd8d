import { stripSearchParams } from '@tanstack/react-router';
import type { z } from 'zod/mini';

/**
 * Keeps URLs clean: a search param at its default (`?q=&page=1`) is left out of the URL. The
 * defaults are the schema's own output for an empty query, so they can never drift.
 */
export const stripDefaults = <S extends z.ZodMiniObject>(schema: S) =>
  stripSearchParams<z.output<S>>(schema.parse({}) as Partial<z.output<S>>);
