import {
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  NativeSelect,
  Portal,
  SimpleGrid,
  Stack,
  Textarea,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { LEAD_SOURCE_LABELS, MANUAL_LEAD_SOURCES } from '../../../shared/respond';
import { CreateLeadSchema, type CreateLeadInput } from '../../../shared/schemas/leads';
import { useCreateLead } from '../mutations';
import { leadQueries } from '../queries';
import { EMPTY_LEAD_FORM, FORM_FIELD_OF, toCreateLeadInput, type LeadFormValues } from './lead-form-values';
import { VehiclePicker, type PickedVehicle } from './vehicle-picker';

/** The shared CreateLeadSchema decides; its errors land under the field they are about. */
const resolver: Resolver<LeadFormValues, unknown, CreateLeadInput> = async (values) => {
  const result = CreateLeadSchema.safeParse(toCreateLeadInput(values));
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const field = FORM_FIELD_OF[issue.path.join('.')];
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<LeadFormValues> };
};

/**
 * A lead added by hand: a walk-in, a phone call or another source, with or without a vehicle.
 * The person is matched by email or phone within the dealership, so a returning customer stays
 * one customer. Left to routing, the lead goes round robin (or unassigned) as the dealership set.
 */
export function AddLeadForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateLead();
  const assignees = useQuery(leadQueries.assignees());
  const [vehicle, setVehicle] = useState<PickedVehicle | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LeadFormValues, unknown, CreateLeadInput>({
    resolver,
    defaultValues: EMPTY_LEAD_FORM,
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, setValue, setError } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const lead = await create.mutateAsync(input);
      toaster.create({ type: 'success', title: `Lead added for ${lead.customer.name}` });
      await navigate({ to: '/dashboard/leads/$id', params: { id: lead.id } });
    } catch (error) {
      if (error instanceof ApiError) {
        const shown = Object.entries(error.fields).flatMap(([path, message]) => {
          const field = FORM_FIELD_OF[path];
          return field ? [[field, message] as const] : [];
        });
        shown.forEach(([field, message], i) => setError(field, { type: 'server', message }, { shouldFocus: i === 0 }));
        if (shown.length === 0) setFormError(error.message);
      } else setFormError('Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add lead">
      <Stack gap="5">
        <FormErrorAlert title="The lead was not added" message={formError} />
        <FormField label="Source" required error={errors.source?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('source')}>
              {MANUAL_LEAD_SOURCES.map((s) => (
                <option key={s} value={s}>
                  {LEAD_SOURCE_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label="First name" required error={errors.firstName?.message}>
            <Input {...register('firstName')} autoComplete="off" autoFocus />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message}>
            <Input {...register('lastName')} autoComplete="off" />
          </FormField>
          <FormField
            label="Email"
            error={errors.email?.message}
            helperText="An email or a phone number; a customer who has either already is matched."
          >
            <Input {...register('email')} type="email" autoComplete="off" />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message}>
            <Input {...register('phone')} type="tel" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <VehiclePicker
          value={vehicle}
          error={errors.vehicleId?.message}
          onChange={(v) => {
            setVehicle(v);
            setValue('vehicleId', v?.id ?? '');
          }}
        />
        <FormField
          label="Assign to"
          error={errors.assignee?.message}
          helperText={assignees.isError ? 'Could not load your team: the dealership’s routing decides.' : undefined}
        >
          <NativeSelect.Root>
            <NativeSelect.Field {...register('assignee')}>
              <option value="">As your lead routing decides</option>
              <option value="unassigned">Nobody for now</option>
              {(assignees.data ?? []).map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label="Note" error={errors.note?.message}>
          <Textarea {...register('note')} rows={3} placeholder="What are they looking for?" />
        </FormField>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="blue" loading={create.isPending} loadingText="Adding…">
            Add lead
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function AddLeadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-lead-dialog">
            <Dialog.Header>
              <Dialog.Title>Add a lead</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{open && <AddLeadForm onCancel={() => onOpenChange(false)} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
