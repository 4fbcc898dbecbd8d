/**
 * The pricing section's edit form, in its own module so react-hook-form, its zod resolver and this
 * schema load when someone goes to edit, not with every vehicle page (issue 14: JavaScript per
 * route). PricingSection imports it lazily; nothing else should import it statically.
 */
import { Button, Heading, HStack, IconButton, Input, InputGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
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
import { formatPrice } from '../search-params';
import { centsToDollarsInput, parseDollarsToCents } from '../../../lib/dollars-input';

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

export function PricingForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
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
