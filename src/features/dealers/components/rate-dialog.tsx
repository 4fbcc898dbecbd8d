import { Button, Dialog, Portal, RatingGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-error';
import { DealerRatingInputSchema, RATING_COMMENT_MAX, type DealerRatingInput } from '../../../shared/schemas/dealers';

/** A shopper who messaged the dealership rates it: 1–5 stars, an optional comment (replaces their earlier one). */
export function RateDialog({
  dealerName,
  initial,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  dealerName: string;
  initial: { stars: number; comment: string | null } | null;
  busy: boolean;
  error: unknown;
  onConfirm: (input: DealerRatingInput) => void;
  onCancel: () => void;
}) {
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const fields = error instanceof ApiError ? error.fields : {};
  const serverMessage =
    error && Object.keys(fields).length === 0
      ? error instanceof ApiError
        ? error.message
        : 'Something went wrong. Please try again.'
      : undefined;
  const submit = () => {
    const parsed = DealerRatingInputSchema.safeParse({ stars, comment });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setInvalid(next);
      return;
    }
    setInvalid({});
    onConfirm({ stars: parsed.data.stars, ...(parsed.data.comment ? { comment: parsed.data.comment } : {}) });
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onCancel()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="rate-dialog">
            <Dialog.Header>
              <Dialog.Title>Rate {dealerName}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">
                  {initial ? 'Your new rating replaces the one you gave before.' : 'How was dealing with them?'}
                </Text>
                {serverMessage && <FormErrorAlert message={serverMessage} />}
                <FormField label="Stars" required error={invalid.stars ?? fields.stars}>
                  <RatingGroup.Root
                    count={5}
                    value={stars}
                    onValueChange={(e) => setStars(e.value)}
                    colorPalette="orange"
                    size="lg"
                  >
                    <RatingGroup.HiddenInput />
                    <RatingGroup.Control>
                      {[1, 2, 3, 4, 5].map((index) => (
                        <RatingGroup.Item key={index} index={index}>
                          <RatingGroup.ItemIndicator />
                        </RatingGroup.Item>
                      ))}
                    </RatingGroup.Control>
                  </RatingGroup.Root>
                </FormField>
                <FormField
                  label="Comment (optional)"
                  error={invalid.comment ?? fields.comment}
                  helperText="Shown on the dealer's page with your first name and initial."
                >
                  <Textarea
                    value={comment}
                    maxLength={RATING_COMMENT_MAX}
                    rows={4}
                    onChange={(e) => setComment(e.target.value)}
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="blue" loading={busy} onClick={submit}>
                Save rating
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
