import { Button, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { SUSPENSION_REASON_MAX, SuspendDealerSchema, type SuspendDealerInput } from '../../../shared/schemas/dealers';

/**
 * Suspending asks why: the dealership's staff read the reason on every dashboard page, and its
 * vehicles leave the marketplace until the suspension is lifted. Validated with the API's own schema.
 */
export function SuspendDialog({
  dealerName,
  busy,
  error,
  onConfirm,
  onCancel,
  initialReason = '',
}: {
  dealerName: string;
  busy: boolean;
  /** The server's refusal of the last try. */
  error: unknown;
  onConfirm: (input: SuspendDealerInput) => void;
  onCancel: () => void;
  initialReason?: string;
}) {
  const [reason, setReason] = useState(initialReason);
  const [invalid, setInvalid] = useState<string | undefined>();
  const serverField = error instanceof ApiError ? error.fields.reason : undefined;
  const serverMessage =
    error && !serverField
      ? error instanceof ApiError
        ? error.message
        : 'Something went wrong. Please try again.'
      : undefined;
  const submit = () => {
    const parsed = SuspendDealerSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onConfirm(parsed.data);
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onCancel()} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="suspend-dialog">
            <Dialog.Header>
              <Dialog.Title>Suspend {dealerName}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>
                  Its vehicles leave the marketplace and it leaves the directory until you lift the suspension. Its
                  staff see the reason below on every page, and cannot list anything new.
                </Text>
                {serverMessage && <FormErrorAlert message={serverMessage} />}
                <FormField
                  label="Reason"
                  required
                  error={invalid ?? serverField}
                  helperText="Its staff will read this."
                >
                  <Textarea
                    value={reason}
                    maxLength={SUSPENSION_REASON_MAX}
                    rows={4}
                    onChange={(e) => setReason(e.target.value)}
                    placeholder="e.g. Prices on Lotline did not match the dealership's own site"
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={submit}>
                Suspend dealership
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
