import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Input,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import {
  computeDeal,
  DEAL_LOST_REASON_LABELS,
  DEAL_LOST_REASONS,
  DEAL_STAGE_LABELS,
  isOpenDeal,
  SALE_TYPE_LABELS,
  SALE_TYPES,
  taxPercentToThousandths,
  type DealLostReason,
  type DealStage,
  type SaleType,
} from '../../../shared/deals';
import { vehicleName } from '../../../shared/format';
import { UpdateDealSchema, type Deal, type UpdateDealInput } from '../../../shared/schemas/deals';
import { rescueVin, validateVin } from '../../../shared/vin';
import { DEAL_STAGE_PALETTE, dollarsText, formatDateTime, formatMoney, parseDollars } from '../format';
import { useMoveDeal, useUpdateDeal } from '../mutations';
import { dealQueries } from '../queries';

interface SheetValues {
  saleType: SaleType;
  price: string;
  downPayment: string;
  tradeVin: string;
  tradeDescription: string;
  tradeAllowance: string;
  tradePayoff: string;
  docFee: string;
  taxRate: string;
  salespersonId: string;
}

const valuesOf = (deal: Deal): SheetValues => ({
  saleType: deal.saleType,
  price: dollarsText(deal.priceCents),
  downPayment: dollarsText(deal.downPaymentCents),
  tradeVin: deal.tradeVin ?? '',
  tradeDescription: deal.tradeDescription ?? '',
  tradeAllowance: dollarsText(deal.tradeAllowanceCents),
  tradePayoff: dollarsText(deal.tradePayoffCents),
  docFee: dollarsText(deal.docFeeCents),
  taxRate: String(deal.taxRate),
  salespersonId: deal.salesperson?.id ?? '',
});

/** The form's text → the API's input (the shared UpdateDealSchema judges it, as the server does). */
const toInput = (v: SheetValues, version: number) => ({
  version,
  saleType: v.saleType,
  priceCents: v.price.trim() === '' ? null : parseDollars(v.price),
  downPaymentCents: parseDollars(v.downPayment) ?? 0,
  tradeVin: v.tradeVin.trim() === '' ? null : v.tradeVin,
  tradeDescription: v.tradeDescription.trim() === '' ? null : v.tradeDescription,
  tradeAllowanceCents: parseDollars(v.tradeAllowance) ?? 0,
  tradePayoffCents: parseDollars(v.tradePayoff) ?? 0,
  docFeeCents: parseDollars(v.docFee) ?? 0,
  taxRate: v.taxRate.trim() === '' ? 0 : Number(v.taxRate),
  salespersonId: v.salespersonId || null,
});

/** API field → the form field it is shown under. */
const FIELD_OF: Record<string, keyof SheetValues> = {
  saleType: 'saleType',
  priceCents: 'price',
  downPaymentCents: 'downPayment',
  tradeVin: 'tradeVin',
  tradeDescription: 'tradeDescription',
  tradeAllowanceCents: 'tradeAllowance',
  tradePayoffCents: 'tradePayoff',
  docFeeCents: 'docFee',
  taxRate: 'taxRate',
  salespersonId: 'salespersonId',
};

const nanToMessage = (v: SheetValues): Partial<Record<keyof SheetValues, string>> => {
  const out: Partial<Record<keyof SheetValues, string>> = {};
  for (const key of ['price', 'downPayment', 'tradeAllowance', 'tradePayoff', 'docFee'] as const)
    if (Number.isNaN(parseDollars(v[key]))) out[key] = 'Enter an amount in dollars, like 24,500';
  if (v.taxRate.trim() !== '' && Number.isNaN(Number(v.taxRate))) out.taxRate = 'Enter a percentage, like 6.875';
  return out;
};

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text>{value}</Text>
    </HStack>
  );
}

/** Move the deal along: the stages it may go to, with a reason for Lost. */
function StageMover({ deal, onConflict }: { deal: Deal; onConflict: (message: string) => void }) {
  const move = useMoveDeal();
  const [to, setTo] = useState<DealStage | ''>('');
  const [reason, setReason] = useState<DealLostReason | ''>('');
  const [error, setError] = useState<string | null>(null);
  if (!deal.canEdit || deal.nextStages.length === 0) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!to) return;
    if (to === 'lost' && !reason) {
      setError('Say why the deal was lost');
      return;
    }
    setError(null);
    move.mutate(
      {
        id: deal.id,
        input: { stage: to, version: deal.version, ...(to === 'lost' && reason ? { lostReason: reason } : {}) },
      },
      {
        onSuccess: (saved) => {
          setTo('');
          toaster.create({ type: 'success', title: `Moved to ${DEAL_STAGE_LABELS[saved.stage]}` });
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) onConflict(err.message);
          else setError(err instanceof ApiError ? (Object.values(err.fields)[0] ?? err.message) : String(err));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label="Move this deal">
      <Stack gap="2">
        <HStack gap="2" align="end" wrap="wrap">
          <FormField label="Move to">
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={to} onChange={(e) => setTo(e.target.value as DealStage | '')}>
                <option value="">Choose a stage</option>
                {deal.nextStages.map((s) => (
                  <option key={s} value={s}>
                    {DEAL_STAGE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {to === 'lost' && (
            <FormField label="Why was it lost?">
              <NativeSelect.Root size="sm">
                <NativeSelect.Field value={reason} onChange={(e) => setReason(e.target.value as DealLostReason | '')}>
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
          )}
          <Button type="submit" size="sm" disabled={!to} loading={move.isPending}>
            Move
          </Button>
        </HStack>
        {to === 'sold' && (
          <Text fontSize="sm" color="fg.muted">
            Sold marks the vehicle sold and takes it off the marketplace.
          </Text>
        )}
        {to === 'unwound' && (
          <Text fontSize="sm" color="fg.muted">
            Unwinding puts the vehicle back in stock as available.
          </Text>
        )}
        {error && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </form>
  );
}

function History({ id }: { id: string }) {
  const history = useQuery(dealQueries.history(id));
  if (history.isPending) return <Skeleton h="16" />;
  if (history.isError) return <Text color="fg.muted">The history could not be loaded.</Text>;
  return (
    <Stack as="ol" gap="2" listStyleType="none" aria-label="Deal history">
      {history.data.map((e) => (
        <Box as="li" key={e.id} fontSize="sm">
          <Text>{e.summary}</Text>
          <Text color="fg.muted" fontSize="xs">
            {formatDateTime(e.at)}
            {e.actor ? ` · ${e.actor.name}` : ''}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** The sheet's form: fields, the figures as typed (computed as the server will), save. */
function SheetForm({ deal, onConflict }: { deal: Deal; onConflict: (message: string) => void }) {
  const update = useUpdateDeal(deal.id);
  const options = useQuery(dealQueries.options());
  const [values, setValues] = useState<SheetValues>(() => valuesOf(deal));
  const [errors, setErrors] = useState<Partial<Record<keyof SheetValues, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A saved (or refetched) deal resets the form to what is stored.
  useEffect(() => setValues(valuesOf(deal)), [deal]);
  const editable = deal.canEdit && isOpenDeal(deal.stage);
  const set = (key: keyof SheetValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const preview = useMemo(() => {
    const input = toInput(values, deal.version);
    const safe = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? 0 : n);
    return computeDeal(
      {
        priceCents: input.priceCents === null || Number.isNaN(input.priceCents) ? null : (input.priceCents ?? null),
        downPaymentCents: safe(input.downPaymentCents),
        tradeAllowanceCents: safe(input.tradeAllowanceCents),
        tradePayoffCents: safe(input.tradePayoffCents),
        docFeeCents: safe(input.docFeeCents),
        taxRateThousandths: Number.isNaN(input.taxRate) ? 0 : taxPercentToThousandths(input.taxRate),
      },
      deal.costs,
    );
  }, [values, deal.version, deal.costs]);
  const gross = deal.costs ? preview.frontGrossCents : deal.figures.frontGrossCents;
  const vin = values.tradeVin.trim() ? validateVin(values.tradeVin) : null;
  const rescue = vin && !vin.ok ? rescueVin(values.tradeVin, { limit: 3 }) : [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const typed = nanToMessage(values);
    if (Object.keys(typed).length) return setErrors(typed);
    const parsed = UpdateDealSchema.safeParse(toInput(values, deal.version));
    if (!parsed.success) {
      const next: Partial<Record<keyof SheetValues, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !next[field]) next[field] = issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    update.mutate(parsed.data as UpdateDealInput, {
      onSuccess: () => toaster.create({ type: 'success', title: 'Deal saved' }),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 409) return onConflict(err.message);
        if (err instanceof ApiError && Object.keys(err.fields).length) {
          const next: Partial<Record<keyof SheetValues, string>> = {};
          for (const [k, m] of Object.entries(err.fields)) if (FIELD_OF[k]) next[FIELD_OF[k]] = m;
          setErrors(next);
        }
        setFormError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
      },
    });
  };

  const money = (key: keyof SheetValues, label: string) => (
    <FormField label={label} error={errors[key]}>
      <Input inputMode="decimal" value={values[key]} onChange={set(key)} readOnly={!editable} />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Deal sheet">
      <Stack gap="4">
        {!editable && (
          <Text fontSize="sm" color="fg.muted">
            {deal.canEdit
              ? `A deal in ${DEAL_STAGE_LABELS[deal.stage]} is closed: its sheet no longer changes.`
              : 'This deal is a colleague’s: you can read it, not change it.'}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          <FormField label="Sale type" error={errors.saleType}>
            <NativeSelect.Root disabled={!editable}>
              <NativeSelect.Field value={values.saleType} onChange={set('saleType')}>
                {SALE_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {SALE_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Salesperson" error={errors.salespersonId}>
            <NativeSelect.Root disabled={!editable}>
              <NativeSelect.Field value={values.salespersonId} onChange={set('salespersonId')}>
                <option value="">Nobody yet</option>
                {(options.data?.salespeople ?? (deal.salesperson ? [deal.salesperson] : [])).map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          {money('price', 'Price ($)')}
          {money('downPayment', 'Down payment ($)')}
          {money('docFee', 'Doc fee ($)')}
          <FormField label="Tax rate (%)" error={errors.taxRate}>
            <Input inputMode="decimal" value={values.taxRate} onChange={set('taxRate')} readOnly={!editable} />
          </FormField>
        </SimpleGrid>
        <Stack gap="3" borderWidth="1px" borderRadius="lg" p="3">
          <Text fontWeight="semibold">Trade-in</Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <FormField label="VIN" error={errors.tradeVin ?? (vin && !vin.ok ? vin.problems[0]?.message : undefined)}>
              <Input
                value={values.tradeVin}
                onChange={set('tradeVin')}
                readOnly={!editable}
                fontFamily="mono"
                maxLength={20}
              />
            </FormField>
            <FormField label="What it is" error={errors.tradeDescription}>
              <Input value={values.tradeDescription} onChange={set('tradeDescription')} readOnly={!editable} />
            </FormField>
            {money('tradeAllowance', 'Allowance ($)')}
            {money('tradePayoff', 'Payoff ($)')}
          </SimpleGrid>
          {editable && rescue.length > 0 && (
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text color="fg.muted">Did you mean</Text>
              {rescue.map((r) => (
                <Button
                  key={r.vin}
                  size="xs"
                  variant="outline"
                  fontFamily="mono"
                  onClick={() => setValues((v) => ({ ...v, tradeVin: r.vin }))}
                >
                  {r.vin}
                </Button>
              ))}
            </HStack>
          )}
        </Stack>
        <Stack gap="1" borderWidth="1px" borderRadius="lg" p="3" data-testid="deal-figures" aria-live="polite">
          <Figure label="Tax" value={formatMoney(preview.taxCents)} />
          <Figure label="Trade equity" value={formatMoney(preview.tradeEquityCents)} />
          <Figure label="Total" value={formatMoney(preview.totalCents)} strong />
          <Figure label="Due after the down payment" value={formatMoney(preview.balanceDueCents)} />
          {gross !== null ? (
            <Figure label="Front gross" value={formatMoney(gross)} strong />
          ) : deal.costs === null ? null : (
            <Text fontSize="sm" color="fg.muted">
              Front gross shows once the vehicle has a cost and the deal a price.
            </Text>
          )}
        </Stack>
        {formError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        {editable && (
          <HStack justify="end">
            <Button type="submit" colorPalette="blue" loading={update.isPending}>
              Save sheet
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}

/**
 * A deal's sheet in a drawer: who and what, the stage and where it may go, the sheet with its
 * figures, the history. A save or a move that met a colleague's change says so and offers the
 * fresh deal, never overwriting theirs.
 */
export function DealSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const deal = useQuery(dealQueries.detail(id));
  const [conflict, setConflict] = useState<string | null>(null);
  const reload = async () => {
    setConflict(null);
    await deal.refetch();
  };
  const d = deal.data;
  return (
    <Drawer.Root open onOpenChange={(e) => !e.open && onClose()} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{d ? `Deal: ${d.customer.name}` : 'Deal'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {deal.isPending ? (
                <Stack gap="3" aria-busy="true">
                  <Text srOnly>Loading the deal…</Text>
                  <Skeleton h="8" />
                  <Skeleton h="40" />
                </Stack>
              ) : deal.isError || !d ? (
                <Stack gap="3">
                  <Text>This deal could not be loaded. It may have been removed, or it is not one of yours.</Text>
                  <Button variant="outline" onClick={() => void deal.refetch()} alignSelf="start">
                    Try again
                  </Button>
                </Stack>
              ) : (
                <Stack gap="5">
                  {conflict && (
                    <Alert.Root status="warning" data-testid="deal-conflict">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{conflict}</Alert.Title>
                      </Alert.Content>
                      <Button size="sm" variant="outline" onClick={() => void reload()}>
                        Show their change
                      </Button>
                    </Alert.Root>
                  )}
                  <Stack gap="1">
                    <HStack gap="2" wrap="wrap">
                      <Badge colorPalette={DEAL_STAGE_PALETTE[d.stage]}>{DEAL_STAGE_LABELS[d.stage]}</Badge>
                      {d.lostReason && <Text fontSize="sm">{DEAL_LOST_REASON_LABELS[d.lostReason]}</Text>}
                      {d.soldAt && <Text fontSize="sm">Sold {formatDateTime(d.soldAt)}</Text>}
                    </HStack>
                    {d.vehicle && (
                      <Text color="fg.muted">
                        {vehicleName(d.vehicle)} · {d.vehicle.stockNumber}
                      </Text>
                    )}
                  </Stack>
                  <StageMover deal={d} onConflict={setConflict} />
                  <Separator />
                  <SheetForm deal={d} onConflict={setConflict} />
                  <Separator />
                  <Stack gap="2">
                    <Text fontWeight="semibold">History</Text>
                    <History id={d.id} />
                  </Stack>
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the deal" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
