/**
 * "Merge with…" (owners and managers): find the duplicate, choose which of the two to keep, read
 * what the kept customer will have (every email, phone and tag of both, every lead and
 * conversation), confirm, and land on the kept customer. The other one is removed; nothing is lost.
 */
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  Portal,
  RadioGroup,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { toaster } from '../../../components/ui/toaster';
import type { Customer, CustomerSummary, MergePreview } from '../../../shared/schemas/customers';
import { SEARCH_DEBOUNCE_MS } from '../list/customer-filters';
import { useMergeCustomers } from '../mutations';
import { customerQueries } from '../queries';

export interface MergeDialogProps {
  readonly customer: Customer;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /**
   * Where focus goes back when it closes: its button on the page. The button is not a
   * Dialog.Trigger (the dialog loads on intent, after the button is drawn), so the dialog would not
   * know it and would leave focus on the page's body.
   */
  readonly finalFocusEl?: () => HTMLElement | null;
}

export function MergeDialog({ customer, open, onOpenChange, finalFocusEl }: MergeDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      finalFocusEl={finalFocusEl}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="merge-dialog">
            <Dialog.Header>
              <Dialog.Title>Merge {customer.name} with…</Dialog.Title>
            </Dialog.Header>
            {open && <MergeFlow customer={customer} onClose={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function MergeFlow({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const [other, setOther] = useState<CustomerSummary | null>(null);
  const [keep, setKeep] = useState<'this' | 'other'>('this');
  const navigate = useNavigate();
  const merge = useMergeCustomers();
  const keepId = other && keep === 'other' ? other.id : customer.id;
  const otherId = other && keep === 'other' ? customer.id : other?.id;
  const preview = useQuery({ ...customerQueries.mergePreview(keepId, otherId ?? ''), enabled: Boolean(otherId) });

  const confirm = () => {
    if (!otherId) return;
    merge.mutate(
      { keepId, otherId },
      {
        onSuccess: async (kept) => {
          toaster.create({ type: 'success', title: `Merged into ${kept.name}` });
          onClose();
          await navigate({ to: '/dashboard/customers/$id/edit', params: { id: kept.id } });
        },
      },
    );
  };

  const error = merge.error ?? preview.error;
  return (
    <>
      <Dialog.Body>
        <Stack gap="5">
          <FormErrorAlert
            testId="merge-error"
            title={merge.error ? 'The customers were not merged' : 'We could not check this merge'}
            message={error?.message}
          />
          {other ? (
            <>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <Text>
                  Merging with{' '}
                  <Text as="span" fontWeight="semibold">
                    {other.name}
                  </Text>
                  {other.email ? ` (${other.email})` : ''}
                </Text>
                <Button size="sm" variant="ghost" onClick={() => setOther(null)} disabled={merge.isPending}>
                  Choose someone else
                </Button>
              </HStack>
              <RadioGroup.Root
                value={keep}
                onValueChange={(e) => setKeep(e.value === 'other' ? 'other' : 'this')}
                aria-label="Which customer to keep"
                disabled={merge.isPending}
              >
                <Stack gap="2">
                  <Text fontSize="sm" fontWeight="medium">
                    Keep
                  </Text>
                  {(
                    [
                      ['this', customer.name],
                      ['other', other.name],
                    ] as const
                  ).map(([value, name]) => (
                    <RadioGroup.Item key={value} value={value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>
                        {name}
                        {value === 'this' ? ' (this customer)' : ''}
                      </RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              {preview.isPending ? (
                <Stack gap="2" aria-busy="true">
                  <Skeleton h="6" />
                  <Skeleton h="24" />
                </Stack>
              ) : preview.data ? (
                <MergeSummary preview={preview.data} />
              ) : null}
            </>
          ) : (
            <CustomerPicker exceptId={customer.id} onPick={setOther} />
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button
          colorPalette="red"
          onClick={confirm}
          disabled={!preview.data}
          loading={merge.isPending}
          loadingText="Merging…"
        >
          Merge
        </Button>
      </Dialog.Footer>
    </>
  );
}

function CustomerPicker({ exceptId, onPick }: { exceptId: string; onPick: (c: CustomerSummary) => void }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({ ...customerQueries.list({ q }), enabled: q.length >= 2 });
  const hintId = useId();
  const found = (results.data?.items ?? []).filter((c) => c.id !== exceptId);
  return (
    <Stack gap="3">
      <Input
        type="search"
        aria-label="Find the other customer"
        aria-describedby={hintId}
        placeholder="Name, email or phone"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoFocus
      />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        The duplicate of this customer: type at least two characters of their name, email or phone.
      </Text>
      {q.length >= 2 && (
        <Box aria-live="polite">
          {results.isPending ? (
            <Text fontSize="sm" color="fg.muted">
              Searching…
            </Text>
          ) : found.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No other customer matches “{q}”.
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="Matching customers">
              {found.slice(0, 8).map((c) => (
                <HStack as="li" key={c.id} justify="space-between" borderWidth="1px" rounded="l2" px="3" py="2">
                  <Stack gap="0">
                    <Text fontWeight="medium">{c.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {[c.email, c.phone].filter(Boolean).join(' · ') || 'No email or phone'} ·{' '}
                      {c.leadCount === 1 ? '1 lead' : `${c.leadCount} leads`}
                    </Text>
                  </Stack>
                  <Button size="sm" variant="outline" onClick={() => onPick(c)} aria-label={`Choose ${c.name}`}>
                    Choose
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

function ListOf({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {title}
      </Text>
      {items.length ? (
        <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          None
        </Text>
      )}
    </Stack>
  );
}

/** What the kept customer will have, from the API's preview (nothing is written yet). */
export function MergeSummary({ preview }: { preview: MergePreview }) {
  const { target, other, result } = preview;
  return (
    <Stack
      gap="4"
      borderWidth="1px"
      rounded="l2"
      p="4"
      data-testid="merge-preview"
      role="region"
      aria-label="After the merge"
    >
      <Text>
        <Text as="span" fontWeight="semibold">
          {target.name}
        </Text>{' '}
        is kept and gets everything of{' '}
        <Text as="span" fontWeight="semibold">
          {other.name}
        </Text>
        , who is then removed.
      </Text>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <ListOf title="Emails" items={result.emails} />
        <ListOf title="Phones" items={result.phones} />
      </SimpleGrid>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          Tags
        </Text>
        {result.tags.length ? (
          <HStack gap="1" wrap="wrap">
            {result.tags.map((t) => (
              <Badge key={t} colorPalette="purple" variant="subtle">
                {t}
              </Badge>
            ))}
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            None
          </Text>
        )}
      </Stack>
      <Text fontSize="sm">
        {result.leads === 1 ? '1 lead' : `${result.leads} leads`} and{' '}
        {result.conversations === 1 ? '1 conversation' : `${result.conversations} conversations`} in all.
      </Text>
    </Stack>
  );
}
