import { Button, Dialog, NativeSelect, Portal, Text, Textarea } from '@chakra-ui/react';
import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { LEAD_JUNK_REASONS, LEAD_LOST_REASONS, LEAD_REASON_LABELS } from '../../../shared/respond';
import { ChangeLeadStatusSchema, type ChangeLeadStatusInput } from '../../../shared/schemas/leads';

export type ClosingStatus = 'lost' | 'junk';

/**
 * Lost and junk say why: the reason (the funnel report reads it) and an optional note. Its own
 * chunk with Chakra's dialog and the classic schema it checks with, loaded on intent by
 * lead-status-control.tsx (issue 14).
 */
export function ReasonDialog({
  status,
  busy,
  onSubmit,
  onCancel,
}: {
  status: ClosingStatus | null;
  busy: boolean;
  onSubmit: (input: ChangeLeadStatusInput) => Promise<string | null>;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; reasonNote?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const reasons = status === 'junk' ? LEAD_JUNK_REASONS : LEAD_LOST_REASONS;
  const reset = () => {
    setReason('');
    setNote('');
    setErrors({});
    setFormError(null);
  };
  const submit = async () => {
    if (!status) return;
    const parsed = ChangeLeadStatusSchema.safeParse({
      status,
      ...(reason ? { reason } : {}),
      ...(note.trim() ? { reasonNote: note } : {}),
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof typeof errors;
        if (key === 'reason' || key === 'reasonNote') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const problem = await onSubmit(parsed.data);
    if (problem) setFormError(problem);
    else reset();
  };
  return (
    <Dialog.Root
      open={status !== null}
      onOpenChange={(e) => {
        if (!e.open) {
          reset();
          onCancel();
        }
      }}
      placement="center"
      // Opened from the status menu, which hands focus back to its trigger as it closes.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="reason-dialog">
            <Dialog.Header>
              <Dialog.Title>{status === 'junk' ? 'Mark as junk' : 'Mark as lost'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <chakra.form
                display="flex"
                flexDirection="column"
                gap="4"
                aria-label="Reason"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void submit();
                }}
                id="lead-reason-form"
              >
                <FormErrorAlert message={formError} />
                <Text color="fg.muted" fontSize="sm">
                  {status === 'junk'
                    ? 'Junk leads leave the open views and the response timer stops.'
                    : 'Lost leads leave the open views; the reason shows in the lead funnel report.'}{' '}
                  It can be reopened later as Contacted.
                </Text>
                <FormField label="Reason" required error={errors.reason}>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={reason} onChange={(e) => setReason(e.target.value)}>
                      <option value="">Choose a reason…</option>
                      {reasons.map((r) => (
                        <option key={r} value={r}>
                          {LEAD_REASON_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <FormField label="Note" error={errors.reasonNote}>
                  <Textarea value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={600} />
                </FormField>
              </chakra.form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                variant="outline"
                onClick={() => {
                  reset();
                  onCancel();
                }}
              >
                Cancel
              </Button>
              <Button type="submit" form="lead-reason-form" colorPalette="red" loading={busy}>
                {status === 'junk' ? 'Mark as junk' : 'Mark as lost'}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
