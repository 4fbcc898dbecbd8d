import { Button, Dialog, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DEAL_LOST_REASON_LABELS, DEAL_LOST_REASONS, type DealLostReason } from '../../../shared/deals';
import { FormField } from '../../../components/ui/form-field';

/** A card dropped on Lost asks why (the list and the reports read the reason). */
export function LostReasonDialog({
  name,
  onConfirm,
  onCancel,
}: {
  name: string;
  onConfirm: (reason: DealLostReason) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState<DealLostReason | ''>('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Why was this deal lost?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{name}</Text>
                <FormField label="Reason" error={error}>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={reason}
                      onChange={(e) => setReason(e.target.value as DealLostReason | '')}
                    >
                      <option value="">Choose a reason</option>
                      {DEAL_LOST_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {DEAL_LOST_REASON_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="blue"
                onClick={() => (reason ? onConfirm(reason) : setError('Choose why the deal was lost'))}
              >
                Mark lost
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
