/**
 * A message body, apart from the rest of the message schemas because the composer checks it on the
 * messages page before anything else loads: importing it from schemas/messages.ts would bring every
 * schema there (and the lead and contact schemas under them) along, and classic zod with them
 * (issue 14). zod/mini for the same reason; schemas/messages.ts takes it through `toClassic`.
 */
import { z } from 'zod/mini';
import { MESSAGE_BODY_MAX } from '../respond';

const isKeptCharacter = (code: number) => code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
export const stripControlCharacters = (value: string) =>
  [...value].filter((ch) => isKeptCharacter(ch.codePointAt(0) ?? 0)).join('');

/**
 * A message body: trimmed, not empty, at most MESSAGE_BODY_MAX characters. Control characters
 * other than line breaks and tabs are dropped (they render as nothing and confuse screen readers).
 */
export const messageBodyField = z.pipe(
  z.pipe(
    z.string({ error: 'Write a message' }),
    z.transform((v: string) => stripControlCharacters(v).trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, 'Write a message'),
      z.maxLength(
        MESSAGE_BODY_MAX,
        `A message can be at most ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters: split it in two`,
      ),
    ),
);
