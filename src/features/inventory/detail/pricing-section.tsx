import {
  Button,
  Card,
  DataList,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { EyeOff, Pencil, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import {
  AddedCostSchema,
  UpdateVehicleSchema,
  type UpdateVehicleInput,
  type Vehicle,
} from '../../../shared/schemas/vehicles';
import { ADDED_COST_LINES_MAX, frontGrossCents } from '../../../shared/vehicles';
import { useUpdateVehicle } from '../mutations';
import { centsToDollarsInput, formatPrice, parseDollarsToCents } from '../search-params';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export const COST_HIDDEN_TEXT = "Hidden by your dealership's settings";

/** Dollars as typed → cents; an empty box is "no amount" (null), text that is no amount is NaN. */
const dollars = (raw: unknown) => {
  if (typeof raw !== 'string') return raw;
  if (raw.trim() === '') return null;
  return parseDollarsToCents(raw) ?? Number.NaN;
};

/**
 * The pricing fields of UpdateVehicleSchema (same limits and messages), typed in dollars: the form
 * field names are the API's, so the server's `fields` land on the right box.
 */
const PricingFormSchema = z.object({
  priceCents: z.preprocess(dollars, UpdateVehicleSchema.shape.priceCents),
  costCents: z.preprocess(dollars, UpdateVehicleSchema.shape.costCents),
  packCents: z.preprocess((raw) => dollars(raw) ?? 0, UpdateVehicleSchema.shape.packCents),
  addedCosts: z
    .array(
      z.object({
        label: AddedCostSchema.shape.label,
        amountCents: z.preprocess(dollars, AddedCostSchema.shape.amountCents),
      }),
    )
    .max(ADDED_COST_LINES_MAX, `At most ${ADDED_COST_LINES_MAX} cost lines`),
});
type PricingValues = {
  priceCents: string;
  costCents: string;
  packCents: string;
  addedCosts: { label: string; amountCents: string }[];
};
type PricingOutput = z.output<typeof PricingFormSchema>;

const PRICING_FIELDS = [
  'priceCents',
  'costCents',
  'packCents',
  'addedCosts',
] as const satisfies readonly Path<PricingValues>[];

const pricingValues = (v: Vehicle): PricingValues => ({
  priceCents: centsToDollarsInput(v.priceCents),
  costCents: centsToDollarsInput(v.costCents),
  packCents: centsToDollarsInput(v.packCents ?? 0),
  addedCosts: (v.addedCosts ?? []).map((line) => ({
    label: line.label,
    amountCents: centsToDollarsInput(line.amountCents),
  })),
});

function MoneyInput(props: React.ComponentProps<typeof Input>) {
  return (
    <InputGroup startElement="$">
      <Input inputMode="decimal" autoComplete="off" {...props} />
    </InputGroup>
  );
}

function PricingForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const update = useUpdateVehicle(vehicle.id);
  const form = useForm<PricingValues, unknown, PricingOutput>({
    resolver: zodResolver(PricingFormSchema) as never,
    defaultValues: pricingValues(vehicle),
  });
  const { register, handleSubmit, formState, control, watch } = form;
  const lines = useFieldArray({ control, name: 'addedCosts' });
  const [formError, setFormError] = useState<string | null>(null);
  const e = formState.errors;

  // The projection follows what is typed; unparseable amounts count as nothing until fixed.
  const typed = watch();
  const cents = (s: string) => parseDollarsToCents(s) ?? null;
  const projected = vehicle.costVisible
    ? frontGrossCents({
        priceCents: cents(typed.priceCents),
        costCents: cents(typed.costCents),
        packCents: cents(typed.packCents) ?? 0,
        addedCosts: typed.addedCosts.map((l) => ({ amountCents: cents(l.amountCents) ?? 0 })),
      })
    : null;

  const onSubmit = handleSubmit(async (output) => {
    setFormError(null);
    // Sales who may not see cost send the price only: the API refuses cost fields from them.
    const input: UpdateVehicleInput = vehicle.costVisible
      ? {
          priceCents: output.priceCents ?? null,
          costCents: output.costCents ?? null,
          packCents: output.packCents ?? 0,
          addedCosts: output.addedCosts,
        }
      : { priceCents: output.priceCents ?? null };
    try {
      await update.mutateAsync(input);
    } catch (error) {
      if (!showServerError(form as unknown as UseFormReturn<PricingValues>, error, PRICING_FIELDS))
        setFormError('The prices were not saved. Try again.');
      return;
    }
    toaster.create({ type: 'success', title: 'Pricing saved' });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit pricing" data-testid="pricing-form">
      <Stack gap="5">
        <FormErrorAlert message={formError} />
        <SimpleGrid
          columns={{ base: 1, md: vehicle.costVisible ? 3 : 1 }}
          gap="4"
          maxW={vehicle.costVisible ? undefined : 'xs'}
        >
          <FormField label="Asking price" error={e.priceCents?.message} helperText="Empty means not priced yet.">
            <MoneyInput {...register('priceCents')} />
          </FormField>
          {vehicle.costVisible && (
            <>
              <FormField label="Cost" error={e.costCents?.message} helperText="What you paid for it.">
                <MoneyInput {...register('costCents')} />
              </FormField>
              <FormField label="Pack" error={e.packCents?.message} helperText="Held back from gross for overhead.">
                <MoneyInput {...register('packCents')} />
              </FormField>
            </>
          )}
        </SimpleGrid>
        {vehicle.costVisible && (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              Added costs
            </Heading>
            {lines.fields.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                Reconditioning, transport, fees: each line counts against the gross.
              </Text>
            )}
            {lines.fields.map((field, i) => (
              <HStack key={field.id} gap="2" align="flex-start" data-testid="added-cost-line">
                <FormField label={`Cost ${i + 1} description`} error={e.addedCosts?.[i]?.label?.message}>
                  <Input {...register(`addedCosts.${i}.label`)} autoComplete="off" placeholder="Detail and tires" />
                </FormField>
                <FormField label={`Cost ${i + 1} amount`} error={e.addedCosts?.[i]?.amountCents?.message}>
                  <MoneyInput {...register(`addedCosts.${i}.amountCents`)} />
                </FormField>
                <IconButton
                  aria-label={`Remove cost ${i + 1}`}
                  variant="ghost"
                  size="sm"
                  mt="7"
                  onClick={() => lines.remove(i)}
                >
                  <X size={16} aria-hidden />
                </IconButton>
              </HStack>
            ))}
            {e.addedCosts?.message && <Text color="fg.error">{e.addedCosts.message}</Text>}
            <Button
              alignSelf="flex-start"
              size="sm"
              variant="outline"
              onClick={() => lines.append({ label: '', amountCents: '' })}
              disabled={lines.fields.length >= ADDED_COST_LINES_MAX}
            >
              <Plus size={14} aria-hidden /> Add a cost
            </Button>
            <Text fontSize="sm" aria-live="polite" data-testid="projected-gross-preview">
              Projected front gross: <strong>{formatPrice(projected)}</strong>
            </Text>
          </Stack>
        )}
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting}>
            Save
          </Button>
          <Button variant="outline" onClick={onDone} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Hidden() {
  return (
    <HStack gap="1.5" color="fg.muted" fontSize="sm">
      <EyeOff size={14} aria-hidden />
      <Text>{COST_HIDDEN_TEXT}</Text>
    </HStack>
  );
}

function PricingList({ vehicle }: { vehicle: Vehicle }) {
  const added = vehicle.addedCosts ?? [];
  const addedTotal = added.reduce((sum, line) => sum + line.amountCents, 0);
  const gross = vehicle.frontGrossCents;
  return (
    <DataList.Root orientation="horizontal" size="md" data-testid="pricing-list">
      <DataList.Item>
        <DataList.ItemLabel minW="40">Asking price</DataList.ItemLabel>
        <DataList.ItemValue fontWeight="semibold" data-testid="asking-price">
          {vehicle.priceCents === null ? 'Not priced yet' : formatPrice(vehicle.priceCents)}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Cost</DataList.ItemLabel>
        <DataList.ItemValue>{vehicle.costVisible ? formatPrice(vehicle.costCents) : <Hidden />}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Added costs</DataList.ItemLabel>
        <DataList.ItemValue>
          {!vehicle.costVisible ? (
            <Hidden />
          ) : added.length === 0 ? (
            'None'
          ) : (
            <Stack gap="1" as="ul" listStyleType="none" data-testid="added-costs">
              {added.map((line, i) => (
                <HStack as="li" key={`${line.label}-${i}`} justify="space-between" gap="6">
                  <Text>{line.label}</Text>
                  <Text>{formatPrice(line.amountCents)}</Text>
                </HStack>
              ))}
              <HStack as="li" justify="space-between" gap="6" fontWeight="medium">
                <Text>Total</Text>
                <Text>{formatPrice(addedTotal)}</Text>
              </HStack>
            </Stack>
          )}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Pack</DataList.ItemLabel>
        <DataList.ItemValue>{vehicle.costVisible ? formatPrice(vehicle.packCents) : <Hidden />}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel minW="40">Projected front gross</DataList.ItemLabel>
        <DataList.ItemValue data-testid="front-gross">
          {!vehicle.costVisible ? (
            <Hidden />
          ) : gross === null ? (
            <Text color="fg.muted">Needs an asking price and a cost</Text>
          ) : (
            <Text
              fontWeight="semibold"
              // One shade darker than fg.success/fg.error: those miss 4.5:1 on a card in light mode.
              color={gross < 0 ? { base: 'red.700', _dark: 'red.300' } : { base: 'green.700', _dark: 'green.300' }}
            >
              {gross < 0 ? `−${formatPrice(-gross)}` : formatPrice(gross)}
            </Text>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** Pricing: asking price, cost, added costs, pack and projected front gross (price − all of them). */
export function PricingSection({ vehicle }: { vehicle: Vehicle }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card.Root data-testid="pricing-section">
      <Card.Header>
        <HStack justify="space-between">
          <Stack gap="0.5">
            <Heading as="h2" size="md">
              Pricing
            </Heading>
            {vehicle.costVisible && (
              <Text fontSize="sm" color="fg.muted">
                Front gross = asking price − cost − added costs − pack.
              </Text>
            )}
          </Stack>
          {!editing && (
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} data-testid="edit-pricing">
              <Pencil size={14} aria-hidden /> Edit
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body>
        {editing ? (
          <PricingForm vehicle={vehicle} onDone={() => setEditing(false)} />
        ) : (
          <PricingList vehicle={vehicle} />
        )}
      </Card.Body>
    </Card.Root>
  );
}
