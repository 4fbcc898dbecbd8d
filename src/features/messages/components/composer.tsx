import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import type { ApiError } from '../../../lib/api-error';
import { MESSAGE_BODY_MAX } from '../../../shared/respond';
// The body's own module: schemas/messages.ts would bring classic zod onto the messages page (issue 14).
import { messageBodyField } from '../../../shared/schemas/message-body';
import { messagesClock } from '../clock';
import { readDraft, writeDraft } from '../drafts';

/** What became of a send, as far as the composer cares. */
export type ComposerOutcome =
  | { readonly kind: 'sent' }
  /** The server (or the network) said no: the text comes back to the composer with the reason. */
  | { readonly kind: 'refused'; readonly error: ApiError }
  /** The thread keeps the message with Retry: the composer stays empty for the next one. */
  | { readonly kind: 'failed'; readonly error: ApiError };

/** Past this many characters the count shows, so the limit never comes as a surprise. */
const COUNT_FROM = MESSAGE_BODY_MAX - 2_000;
const count = (n: number) => n.toLocaleString('en-US');

/** Seconds left until `until` (epoch ms), ticking each second; 0 once passed. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => messagesClock.now());
  useEffect(() => {
    if (until === null) return;
    setNow(messagesClock.now());
    const timer = window.setInterval(() => setNow(messagesClock.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line. The draft is kept per `draftKey`
 * (it survives leaving the screen); sending clears it at once and the thread shows the message on
 * its way. A rate limit (429) keeps the text and counts down its Retry-After before Send works again.
 */
export function Composer({
  draftKey,
  onSend,
  label = 'Message',
  placeholder = 'Write a message…',
  submitLabel = 'Send',
  rows = 2,
  autoFocus = false,
  concurrent = false,
}: {
  draftKey: string;
  onSend: (body: string) => Promise<ComposerOutcome>;
  label?: string;
  placeholder?: string;
  submitLabel?: string;
  rows?: number;
  autoFocus?: boolean;
  /**
   * The thread shows each send on its way, so the next one may be written and sent at once; a
   * one-off form (the first message about a vehicle) waits for its answer instead.
   */
  concurrent?: boolean;
}) {
  // Empty on the server and at hydration; the stored draft comes in right after (no mismatch).
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [limitedUntil, setLimitedUntil] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const waitSeconds = useSecondsUntil(limitedUntil);
  const limited = waitSeconds > 0;
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  // This conversation's draft (another conversation: its own).
  const shownKey = useRef(draftKey);
  useEffect(() => {
    shownKey.current = draftKey;
    setText(readDraft(draftKey));
    setInvalid(null);
    setServerError(null);
  }, [draftKey]);

  useEffect(() => {
    if (limitedUntil !== null && !limited) {
      setLimitedUntil(null);
      setServerError(null);
    }
  }, [limited, limitedUntil]);

  const change = (value: string) => {
    setText(value);
    writeDraft(draftKey, value);
    if (invalid) setInvalid(null);
  };

  const submit = async () => {
    if (busy || limited) return;
    const parsed = messageBodyField.safeParse(text);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Write a message');
      field.current?.focus();
      return;
    }
    const body = parsed.data;
    const key = draftKey;
    setServerError(null);
    setText('');
    writeDraft(key, '');
    if (!concurrent) setBusy(true);
    const outcome = await onSend(body);
    if (!concurrent) setBusy(false);
    if (outcome.kind !== 'refused') return;
    // Back where it was written (unless something new is being typed there already).
    if (shownKey.current === key) {
      setText((current) => {
        if (current.trim()) return current;
        writeDraft(key, body);
        return body;
      });
    }
    const { error } = outcome;
    if (error.status === 429) {
      const seconds = error.retryAfter ?? 30;
      setLimitedUntil(messagesClock.now() + seconds * 1000);
      setServerError(error.message);
    } else if (error.fields['body']) {
      setInvalid(error.fields['body']);
    } else {
      setServerError(error.message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const length = text.length;
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <Stack gap="2">
        {limited ? (
          <FormErrorAlert
            testId="rate-limit"
            title="Slow down a little"
            message={`You are sending messages faster than we allow. You can send again in ${waitSeconds} s.`}
          />
        ) : (
          <FormErrorAlert message={serverError} />
        )}
        <Field.Root invalid={Boolean(invalid)}>
          <Field.Label srOnly>{label}</Field.Label>
          <Textarea
            ref={field}
            value={text}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            rows={rows}
            autoresize
            maxH="48"
            aria-describedby={hintId}
            autoFocus={autoFocus}
          />
          {invalid && <Field.ErrorText>{invalid}</Field.ErrorText>}
        </Field.Root>
        <HStack justify="space-between" gap="3">
          <Text id={hintId} fontSize="xs" color="fg.muted">
            Enter to send, Shift+Enter for a new line
            {length >= COUNT_FROM && (
              <Box as="span" ms="2" color={length > MESSAGE_BODY_MAX ? 'fg.error' : undefined}>
                · {count(length)} / {count(MESSAGE_BODY_MAX)} characters
              </Box>
            )}
          </Text>
          <Button type="submit" colorPalette="blue" size="sm" disabled={limited || !text.trim()} loading={busy}>
            <SendHorizontal /> {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
