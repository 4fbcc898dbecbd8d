import { Button, HStack, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainTab, PlainTabList, PlainTabPanel, PlainTabs } from '../../../components/ui/plain-tabs';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { CALL_DIRECTIONS, CALL_OUTCOME_LABELS, CALL_OUTCOMES } from '../../../shared/respond';
import { useAddNote, useLogCall } from '../mutations';
import { loadLeadSchemas, preloadLeadSchemas, SCHEMAS_UNAVAILABLE } from './lead-schemas';

/** The first message per field of a failed parse (path's first segment). */
const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
};

function NoteForm({ leadId }: { leadId: string }) {
  const add = useAddNote(leadId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      aria-label="Add a note"
      noValidate
      onPointerEnter={preloadLeadSchemas}
      onFocus={preloadLeadSchemas}
      onSubmit={(e) => {
        e.preventDefault();
        void loadLeadSchemas().then(
          ({ AddNoteSchema }) => {
            const parsed = AddNoteSchema.safeParse({ body });
            if (!parsed.success) return setError(fieldErrors(parsed.error.issues)['body']);
            setError(undefined);
            setFormError(null);
            add.mutate(parsed.data, {
              onSuccess: () => {
                setBody('');
                toaster.create({ type: 'success', title: 'Note added' });
              },
              onError: (err) =>
                err instanceof ApiError && err.fields['body']
                  ? setError(err.fields['body'])
                  : setFormError(err instanceof ApiError ? err.message : 'Could not add the note.'),
            });
          },
          () => setFormError(SCHEMAS_UNAVAILABLE),
        );
      }}
    >
      <FormErrorAlert message={formError} title="The note was not added" />
      <FormField label="Note" error={error}>
        <Textarea
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          placeholder="What was said or agreed"
        />
      </FormField>
      <Button type="submit" size="sm" colorPalette="blue" alignSelf="flex-end" loading={add.isPending}>
        Add note
      </Button>
    </chakra.form>
  );
}

function CallForm({ leadId }: { leadId: string }) {
  const log = useLogCall(leadId);
  const [direction, setDirection] = useState<string>('outbound');
  const [outcome, setOutcome] = useState('');
  const [minutes, setMinutes] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="3"
      aria-label="Log a call"
      noValidate
      onPointerEnter={preloadLeadSchemas}
      onFocus={preloadLeadSchemas}
      onSubmit={(e) => {
        e.preventDefault();
        const duration = minutes.trim() === '' ? undefined : Math.round(Number(minutes) * 60);
        void loadLeadSchemas().then(
          ({ LogCallSchema }) => {
            const parsed = LogCallSchema.safeParse({
              direction,
              ...(outcome ? { outcome } : {}),
              ...(duration === undefined ? {} : { durationSeconds: duration }),
              ...(note.trim() ? { note } : {}),
            });
            if (!parsed.success) {
              const found = fieldErrors(parsed.error.issues);
              if (found['durationSeconds']) found['durationSeconds'] = 'Enter the minutes, up to 1,440';
              return setErrors(found);
            }
            setErrors({});
            setFormError(null);
            log.mutate(parsed.data, {
              onSuccess: () => {
                setOutcome('');
                setMinutes('');
                setNote('');
                toaster.create({ type: 'success', title: 'Call logged' });
              },
              onError: (err) => setFormError(err instanceof ApiError ? err.message : 'Could not log the call.'),
            });
          },
          () => setFormError(SCHEMAS_UNAVAILABLE),
        );
      }}
    >
      <FormErrorAlert message={formError} title="The call was not logged" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        <FormField label="Direction">
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={direction} onChange={(e) => setDirection(e.target.value)}>
              {CALL_DIRECTIONS.map((d) => (
                <option key={d} value={d}>
                  {d === 'outbound' ? 'We called them' : 'They called us'}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Outcome" required error={errors['outcome']}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={outcome} onChange={(e) => setOutcome(e.target.value)}>
              <option value="">Choose…</option>
              {CALL_OUTCOMES.map((o) => (
                <option key={o} value={o}>
                  {CALL_OUTCOME_LABELS[o]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Minutes" error={errors['durationSeconds']}>
          <Input size="sm" inputMode="decimal" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </FormField>
      </SimpleGrid>
      <FormField
        label="Call notes"
        error={errors['note']}
        helperText="A connected call we made counts as the first reply."
      >
        <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} />
      </FormField>
      <HStack justify="flex-end">
        <Button type="submit" size="sm" colorPalette="blue" loading={log.isPending}>
          Log call
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** Add a note or log a call: both land on the timeline with who and when. */
export function LeadNotes({ leadId }: { leadId: string }) {
  return (
    <PlainTabs defaultValue="note" variant="enclosed" size="sm" data-testid="lead-notes">
      <PlainTabList>
        <PlainTab value="note">Note</PlainTab>
        <PlainTab value="call">Log call</PlainTab>
      </PlainTabList>
      <PlainTabPanel value="note">
        <NoteForm leadId={leadId} />
      </PlainTabPanel>
      <PlainTabPanel value="call">
        <CallForm leadId={leadId} />
      </PlainTabPanel>
    </PlainTabs>
  );
}
