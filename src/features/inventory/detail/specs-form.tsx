/**
 * The specs section's edit form, in its own module so react-hook-form, its zod resolver and
 * UpdateVehicleSchema load when someone goes to edit, not with every vehicle page (issue 14:
 * JavaScript per route). SpecsSection imports it lazily; nothing else should import it statically.
 */
import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { UpdateVehicleSchema, type UpdateVehicleInput, type Vehicle } from '../../../shared/schemas/vehicles';
import {
  BODY_TYPES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  SPEC_LABELS,
  TRANSMISSIONS,
  VEHICLE_FIELD_LABELS,
  VEHICLE_SPEC_FIELDS,
} from '../../../shared/vehicles';
import { useUpdateVehicle } from '../mutations';

type SpecValues = z.input<typeof UpdateVehicleSchema>;

/** The fields this form edits, in the order they show (also the API field names it maps back). */
const SPEC_FIELDS = [
  ...VEHICLE_SPEC_FIELDS,
  'inStockDate',
  'description',
] as const satisfies readonly Path<SpecValues>[];

const specValues = (v: Vehicle): SpecValues => ({
  vin: v.vin,
  year: v.year,
  make: v.make,
  model: v.model,
  trim: v.trim ?? '',
  body: v.body,
  fuel: v.fuel,
  transmission: v.transmission,
  drivetrain: v.drivetrain,
  engine: v.engine ?? '',
  doors: v.doors,
  exteriorColor: v.exteriorColor ?? '',
  interiorColor: v.interiorColor ?? '',
  mileage: v.mileage,
  condition: v.condition,
  inStockDate: v.inStockDate,
  description: v.description ?? '',
});

/** A required number: an empty box is NaN, which the schema answers with "Enter the …". */
const requiredNumber = (raw: unknown) => (raw === '' || raw === null ? Number.NaN : Number(raw));
/** An optional number or choice: an empty box clears it. */
const optionalNumber = (raw: unknown) => (raw === '' || raw === null ? null : Number(raw));
const optionalChoice = (raw: unknown) => (raw === '' ? null : raw);
const optionalText = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? null : raw);

function SpecSelect<T extends string>({
  label,
  name,
  options,
  labels,
  error,
  register,
  allowEmpty = true,
}: {
  label: string;
  name: Path<SpecValues>;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  error: string | undefined;
  register: ReturnType<typeof useForm<SpecValues, unknown, UpdateVehicleInput>>['register'];
  allowEmpty?: boolean;
}) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(name, { setValueAs: allowEmpty ? optionalChoice : (v: unknown) => v })}>
          {allowEmpty && <option value="">Not set</option>}
          {options.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export function SpecsForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const update = useUpdateVehicle(vehicle.id);
  const form = useForm<SpecValues, unknown, UpdateVehicleInput>({
    resolver: zodResolver(UpdateVehicleSchema),
    defaultValues: specValues(vehicle),
  });
  const { register, handleSubmit, formState } = form;
  const e = formState.errors;
  const [formError, setFormError] = useState<string | null>(null);
  // Read during render: react-hook-form only tracks dirty fields that the component subscribes to.
  const dirtyFields = formState.dirtyFields;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    // Only what changed goes to the server: the activity log lists exactly those fields.
    const dirty = dirtyFields as Partial<Record<keyof UpdateVehicleInput, unknown>>;
    const changes = Object.fromEntries(
      Object.entries(input).filter(([key]) => dirty[key as keyof UpdateVehicleInput]),
    ) as UpdateVehicleInput;
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync(changes);
    } catch (error) {
      // The form stays open with everything as typed; the server's field messages show inline.
      if (!showServerError(form, error, SPEC_FIELDS)) setFormError('The changes were not saved. Try again.');
      return;
    }
    toaster.create({ type: 'success', title: 'Vehicle details saved' });
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Edit vehicle details" data-testid="specs-form">
      <Stack gap="5">
        <FormErrorAlert message={formError} />
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <FormField label={VEHICLE_FIELD_LABELS.vin} error={e.vin?.message} required>
            <Input {...register('vin')} fontFamily="mono" autoComplete="off" spellCheck={false} maxLength={40} />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.year} error={e.year?.message} required>
            <Input {...register('year', { setValueAs: requiredNumber })} inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.make} error={e.make?.message} required>
            <Input {...register('make')} autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.model} error={e.model?.message} required>
            <Input {...register('model')} autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.trim} error={e.trim?.message}>
            <Input {...register('trim', { setValueAs: optionalText })} autoComplete="off" />
          </FormField>
          <SpecSelect
            label={VEHICLE_FIELD_LABELS.body}
            name="body"
            options={BODY_TYPES}
            labels={SPEC_LABELS.body}
            error={e.body?.message}
            register={register}
          />
          <SpecSelect
            label={VEHICLE_FIELD_LABELS.fuel}
            name="fuel"
            options={FUEL_TYPES}
            labels={SPEC_LABELS.fuel}
            error={e.fuel?.message}
            register={register}
          />
          <SpecSelect
            label={VEHICLE_FIELD_LABELS.transmission}
            name="transmission"
            options={TRANSMISSIONS}
            labels={SPEC_LABELS.transmission}
            error={e.transmission?.message}
            register={register}
          />
          <SpecSelect
            label={VEHICLE_FIELD_LABELS.drivetrain}
            name="drivetrain"
            options={DRIVETRAINS}
            labels={SPEC_LABELS.drivetrain}
            error={e.drivetrain?.message}
            register={register}
          />
          <FormField label={VEHICLE_FIELD_LABELS.engine} error={e.engine?.message}>
            <Input {...register('engine', { setValueAs: optionalText })} autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.doors} error={e.doors?.message}>
            <Input {...register('doors', { setValueAs: optionalNumber })} inputMode="numeric" autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.exteriorColor} error={e.exteriorColor?.message}>
            <Input {...register('exteriorColor', { setValueAs: optionalText })} autoComplete="off" />
          </FormField>
          <FormField label={VEHICLE_FIELD_LABELS.interiorColor} error={e.interiorColor?.message}>
            <Input {...register('interiorColor', { setValueAs: optionalText })} autoComplete="off" />
          </FormField>
          <FormField label="Mileage (mi)" error={e.mileage?.message} required>
            <Input {...register('mileage', { setValueAs: requiredNumber })} inputMode="numeric" autoComplete="off" />
          </FormField>
          <SpecSelect
            label={VEHICLE_FIELD_LABELS.condition}
            name="condition"
            options={CONDITIONS}
            labels={SPEC_LABELS.condition}
            error={e.condition?.message}
            register={register}
            allowEmpty={false}
          />
          <FormField label="In stock since" error={e.inStockDate?.message} helperText="Days in stock count from here.">
            <Input {...register('inStockDate')} type="date" />
          </FormField>
        </SimpleGrid>
        <FormField
          label={VEHICLE_FIELD_LABELS.description}
          error={e.description?.message}
          helperText="Shown to shoppers when listed."
        >
          <Textarea {...register('description', { setValueAs: optionalText })} rows={4} />
        </FormField>
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
