import { Link, Text } from '@chakra-ui/react';
import { Fragment } from 'react';

/**
 * http(s) URLs and www. addresses; the closing punctuation of a sentence is not part of the link
 * ("see https://example.com/car." links without the dot).
 */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
const TRAILING = /[.,;:!?'")\]]+$/;

export type BodyPart = { readonly text: string; readonly href?: string };

/** Splits plain text into text and links. Nothing here is ever HTML: React escapes every part. */
export function linkify(body: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    let url = match[0];
    // Keep a balanced closing parenthesis (Wikipedia-style URLs), drop sentence punctuation.
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    if (trailing) url = url.slice(0, url.length - trailing.length);
    if (!url) continue;
    const start = match.index;
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: url, href: url.toLowerCase().startsWith('www.') ? `https://${url}` : url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** A message as written: line breaks kept, long words wrapped, links clickable and opened apart. */
export function MessageBody({ body }: { body: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" textStyle="sm">
      {linkify(body).map((part, i) =>
        part.href ? (
          <Link
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            textDecoration="underline"
            color="inherit"
          >
            {part.text}
          </Link>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </Text>
  );
}
