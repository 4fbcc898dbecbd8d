import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';
import { isPlanRefusal, SeePlansLink } from '../../../components/ui/see-plans';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { vinQueries } from '../../../lib/reference-queries';
import { CreateVehicleSchema, type CreateVehicleInput, type VinDecode } from '../../../shared/schemas/vehicles';
import { BODY_TYPES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, SPEC_LABELS, TRANSMISSIONS } from '../../../shared/vehicles';
import { normalizeVin, rescueVin, validateVin, VIN_LENGTH } from '../../../shared/vin';
import { useCreateVehicle } from '../mutations';
import { EMPTY_VEHICLE_FORM, FORM_FIELD_OF, toCreateInput, type VehicleFormValues } from './vehicle-form-values';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

const apiResolver = zodResolver(CreateVehicleSchema);

/** Dollars → cents first, then the shared schema; its `priceCents` errors show under Price. */
const resolver: Resolver<VehicleFormValues, unknown, CreateVehicleInput> = async (values, context, options) => {
  const result = await (apiResolver as unknown as Resolver<Record<string, unknown>, unknown, CreateVehicleInput>)(
    toCreateInput(values),
    context,
    options as never,
  );
  const errors = { ...(result.errors as Record<string, unknown>) };
  for (const [apiField, formField] of Object.entries(FORM_FIELD_OF)) {
    if (errors[apiField]) {
      errors[formField] = errors[apiField];
      delete errors[apiField];
    }
  }
  return { values: result.values, errors: errors as FieldErrors<VehicleFormValues> } as Awaited<
    ReturnType<Resolver<VehicleFormValues, unknown, CreateVehicleInput>>
  >;
};

const FORM_FIELDS = Object.keys(EMPTY_VEHICLE_FORM) as (keyof VehicleFormValues)[];

function SelectField({
  label,
  options,
  labels,
  error,
  emptyOption = 'Not set',
  ...field
}: {
  label: string;
  options: readonly string[];
  labels: Readonly<Record<string, string>>;
  error?: string | undefined;
  emptyOption?: string | null;
} & React.ComponentProps<typeof NativeSelect.Field>) {
  return (
    <FormField label={label} error={error}>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {emptyOption !== null && <option value="">{emptyOption}</option>}
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

/** The decoder's answer into the form: only what it knows, every field stays editable. */
function decodedValues(decode: VinDecode): Partial<VehicleFormValues> {
  const out: Partial<VehicleFormValues> = {};
  if (decode.year !== null) out.year = String(decode.year);
  if (decode.make) out.make = decode.make;
  if (decode.model) out.model = decode.model;
  if (decode.trim) out.trim = decode.trim;
  if (decode.body) out.body = decode.body;
  if (decode.fuel) out.fuel = decode.fuel;
  if (decode.drivetrain) out.drivetrain = decode.drivetrain;
  if (decode.transmission) out.transmission = decode.transmission;
  if (decode.engine) out.engine = decode.engine;
  if (decode.doors !== null) out.doors = String(decode.doors);
  return out;
}

/**
 * Add a vehicle, VIN first. As the VIN is typed the browser checks it (characters, check digit)
 * and, for a mistyped one, offers the single-character fixes that make it valid ("Did you mean
 * …?"). A valid VIN is decoded on the server (NHTSA vPIC), which fills the specs; a VIN it cannot
 * decode is entered by hand. Saved vehicles open on their detail page.
 */
export function AddVehicleForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const [formError, setFormError] = useState<ReactNode>(null);
  const [manual, setManual] = useState(false);
  const form = useForm<VehicleFormValues, unknown, CreateVehicleInput>({
    resolver,
    defaultValues: EMPTY_VEHICLE_FORM,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, watch, setValue, setError } = form;
  const errors = formState.errors;

  const vin = normalizeVin(watch('vin') ?? '');
  const validation = useMemo(() => (vin ? validateVin(vin) : null), [vin]);
  const complete = vin.length === VIN_LENGTH;
  const suggestions = useMemo(
    () => (validation && !validation.ok && complete ? rescueVin(vin, { limit: 5 }) : []),
    [validation, complete, vin],
  );
  // Problems with characters show at once; length and check digit only once 17 are typed.
  const vinProblem =
    validation?.problems.find(
      (p) => complete || p.code === 'forbidden-letter' || p.code === 'invalid-character' || vin.length > VIN_LENGTH,
    )?.message ?? errors.vin?.message;
  const valid = Boolean(validation?.ok);
  const check = useQuery({ ...vinQueries.check(vin), enabled: valid });
  const decode = valid && check.data?.vin === vin ? check.data.decode : null;

  // Fill the specs once per decoded VIN (a later edit by hand is not overwritten on re-render).
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!decode?.decoded || filledFor.current === decode.vin) return;
    filledFor.current = decode.vin;
    for (const [key, value] of Object.entries(decodedValues(decode)))
      setValue(key as keyof VehicleFormValues, value, { shouldValidate: formState.isSubmitted });
  }, [decode, setValue, formState.isSubmitted]);

  const years = valid && check.data ? check.data.modelYears : [];
  const undecodable = valid && check.isSuccess && !decode?.decoded;
  const showDetails = manual || (valid && !check.isPending) || formState.isSubmitted;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const vehicle = await create.mutateAsync(input);
      toaster.create({
        type: 'success',
        title: `Added ${vehicle.year} ${vehicle.make} ${vehicle.model} as ${vehicle.stockNumber}`,
      });
      await navigate({ to: '/dashboard/inventory/$id', params: { id: vehicle.id } });
    } catch (error) {
      if (error instanceof ApiError) {
        const shown = Object.entries(error.fields)
          .map(([apiField, message]) => [FORM_FIELD_OF[apiField] ?? apiField, message] as const)
          .filter(([field]) => (FORM_FIELDS as string[]).includes(field));
        shown.forEach(([field, message], i) =>
          setError(field as keyof VehicleFormValues, { type: 'server', message }, { shouldFocus: i === 0 }),
        );
        if (shown.length === 0)
          setFormError(
            isPlanRefusal(error) ? (
              <>
                {error.message} <SeePlansLink />
              </>
            ) : (
              error.message
            ),
          );
      } else setFormError('Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add vehicle">
      <Stack gap="5">
        <FormErrorAlert title="The vehicle was not added" message={formError} />
        <Stack gap="2">
          <FormField
            label="VIN"
            required
            error={vinProblem}
            helperText="17 characters, on the dashboard by the windshield or on the driver's door pillar."
          >
            <Input
              {...register('vin')}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              fontFamily="mono"
              maxLength={40}
              placeholder="1HGCM82633A004352"
              autoFocus
            />
          </FormField>
          {suggestions.length > 0 && (
            <Box role="group" aria-label="Did you mean" data-testid="vin-suggestions">
              <Text fontSize="sm" mb="1">
                Did you mean…?
              </Text>
              <HStack gap="2" wrap="wrap">
                {suggestions.map((s) => (
                  <Button
                    key={s.vin}
                    size="xs"
                    variant="outline"
                    fontFamily="mono"
                    aria-label={`Use ${s.vin} (position ${s.position}: ${s.from} → ${s.to})`}
                    onClick={() => setValue('vin', s.vin, { shouldValidate: true, shouldTouch: true })}
                  >
                    {s.vin}
                  </Button>
                ))}
              </HStack>
            </Box>
          )}
          {valid && check.isPending && (
            <HStack gap="2" color="fg.muted" fontSize="sm" aria-live="polite">
              <Spinner size="xs" /> <span>Decoding the VIN…</span>
            </HStack>
          )}
          {valid && check.data && (
            <Stack gap="1" fontSize="sm" aria-live="polite" data-testid="vin-facts">
              {decode?.decoded ? (
                <Text>
                  Decoded:{' '}
                  <strong>{[decode.year, decode.make, decode.model, decode.trim].filter(Boolean).join(' ')}</strong>
                  {decode.manufacturer ? ` · ${decode.manufacturer}` : ''}
                </Text>
              ) : null}
              {check.data.region && (
                <Text color="fg.muted">
                  Made in {check.data.region.country ?? check.data.region.region} ({check.data.region.region})
                </Text>
              )}
              {check.data.warnings.map((w) => (
                <Text key={w.code} color="orange.fg">
                  {w.message}
                </Text>
              ))}
            </Stack>
          )}
          {valid && check.isError && (
            <Text fontSize="sm" color="fg.muted">
              We could not reach the VIN decoder. Enter the details by hand.
            </Text>
          )}
          {undecodable && (
            <Text fontSize="sm" color="fg.muted" data-testid="vin-undecodable">
              This VIN is valid but the vehicle database does not know it (a grey import, say). Enter the details
              manually.
            </Text>
          )}
          {!showDetails && (
            <Button variant="plain" size="sm" alignSelf="flex-start" px="0" onClick={() => setManual(true)}>
              Enter details manually
            </Button>
          )}
        </Stack>

        {showDetails && (
          <Stack gap="4">
            {years.length > 1 && (
              <Box role="group" aria-label="Model year">
                <Text fontSize="sm" mb="1">
                  The VIN fits more than one model year. Which is it?
                </Text>
                <HStack gap="2">
                  {years.map((y) => (
                    <Button
                      key={y.year}
                      size="xs"
                      variant={watch('year') === String(y.year) ? 'solid' : 'outline'}
                      onClick={() => setValue('year', String(y.year), { shouldValidate: formState.isSubmitted })}
                    >
                      {y.year}
                      {y.confidence === 'likely' && (
                        <Badge size="xs" ms="1" colorPalette="green">
                          likely
                        </Badge>
                      )}
                    </Button>
                  ))}
                </HStack>
              </Box>
            )}
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <FormField label="Year" required error={errors.year?.message}>
                <Input {...register('year')} inputMode="numeric" />
              </FormField>
              <FormField label="Make" required error={errors.make?.message}>
                <Input {...register('make')} autoComplete="off" />
              </FormField>
              <FormField label="Model" required error={errors.model?.message}>
                <Input {...register('model')} autoComplete="off" />
              </FormField>
              <FormField label="Trim" error={errors.trim?.message}>
                <Input {...register('trim')} autoComplete="off" />
              </FormField>
              <SelectField
                label="Body"
                options={BODY_TYPES}
                labels={SPEC_LABELS.body}
                error={errors.body?.message}
                {...register('body')}
              />
              <SelectField
                label="Fuel"
                options={FUEL_TYPES}
                labels={SPEC_LABELS.fuel}
                error={errors.fuel?.message}
                {...register('fuel')}
              />
              <SelectField
                label="Drivetrain"
                options={DRIVETRAINS}
                labels={SPEC_LABELS.drivetrain}
                error={errors.drivetrain?.message}
                {...register('drivetrain')}
              />
              <SelectField
                label="Transmission"
                options={TRANSMISSIONS}
                labels={SPEC_LABELS.transmission}
                error={errors.transmission?.message}
                {...register('transmission')}
              />
              <FormField label="Engine" error={errors.engine?.message}>
                <Input {...register('engine')} autoComplete="off" />
              </FormField>
              <FormField label="Doors" error={errors.doors?.message}>
                <Input {...register('doors')} inputMode="numeric" />
              </FormField>
              <FormField label="Exterior color" error={errors.exteriorColor?.message}>
                <Input {...register('exteriorColor')} autoComplete="off" />
              </FormField>
              <FormField label="Mileage" required error={errors.mileage?.message}>
                <Input {...register('mileage')} inputMode="numeric" placeholder="42,000" />
              </FormField>
              <SelectField
                label="Condition"
                options={CONDITIONS}
                labels={SPEC_LABELS.condition}
                emptyOption={null}
                error={errors.condition?.message}
                {...register('condition')}
              />
              <FormField
                label="Asking price ($)"
                error={errors.price?.message}
                helperText="Leave empty to price it later."
              >
                <Input {...register('price')} inputMode="decimal" placeholder="24,900" />
              </FormField>
              <SelectField
                label="Status"
                options={['incoming', 'recon', 'available']}
                labels={{ incoming: 'Incoming', recon: 'In recon', available: 'Available' }}
                emptyOption={null}
                error={errors.status?.message}
                {...register('status')}
              />
            </SimpleGrid>
          </Stack>
        )}
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={create.isPending} loadingText="Adding…">
            Add vehicle
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function AddVehicleDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-vehicle-dialog">
            <Dialog.Header>
              <Dialog.Title>Add a vehicle</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open && <AddVehicleForm onCancel={() => onOpenChange(false)} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
