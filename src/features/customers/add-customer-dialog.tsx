/**
 * Add a customer by hand (a walk-in, a call): names, emails, phones and tags, checked with the
 * shared CreateCustomerSchema. An email another customer has is the API's 409, shown on that row
 * (merge them instead). The new customer opens on their page.
 */
import { Button, CloseButton, Dialog, Input, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { FormField } from '../../components/ui/form-field';
import { toaster } from '../../components/ui/toaster';
import { usePlainForm } from '../../lib/form-state';
import type { CreateCustomerInput } from '../../shared/schemas/customers';
import { EmailsField, PhonesField, TagsField } from './contact-fields';
import {
  createValidator,
  EMPTY_CUSTOMER_FORM,
  preloadCustomerSchemas,
  rowMapOf,
  showFieldErrors,
  type CustomerFormValues,
} from './form-values';
import { useCreateCustomer } from './mutations';

export interface AddCustomerDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Tags in use in the dealership, offered as you type. */
  readonly tags: readonly string[];
}

export function AddCustomerDialog({ open, onOpenChange, tags }: AddCustomerDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-customer-dialog">
            <Dialog.Header>
              <Dialog.Title>Add customer</Dialog.Title>
            </Dialog.Header>
            {open && <AddCustomerForm tags={tags} onCancel={() => onOpenChange(false)} />}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function AddCustomerForm({ tags, onCancel }: { tags: readonly string[]; onCancel: () => void }) {
  const navigate = useNavigate();
  const create = useCreateCustomer();
  const [formError, setFormError] = useState<string | null>(null);
  const form = usePlainForm<CustomerFormValues, CreateCustomerInput>({
    initialValues: EMPTY_CUSTOMER_FORM,
    validate: createValidator,
  });
  const { register, handleSubmit, getValues, setError } = form;
  // Open means about to type: the schemas that check the input load now, not on the first check.
  useEffect(preloadCustomerSchemas, []);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const rows = rowMapOf(getValues());
    try {
      const customer = await create.mutateAsync(input);
      toaster.create({ type: 'success', title: `Added ${customer.name}` });
      await navigate({ to: '/dashboard/customers/$id/edit', params: { id: customer.id } });
    } catch (error) {
      if (!showFieldErrors(setError, error, rows))
        setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add customer">
      <Dialog.Body>
        <Stack gap="5">
          <FormErrorAlert title="The customer was not added" message={formError} />
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" required error={form.error('firstName')}>
              <Input {...register('firstName')} autoComplete="off" autoFocus />
            </FormField>
            <FormField label="Last name" error={form.error('lastName')}>
              <Input {...register('lastName')} autoComplete="off" />
            </FormField>
          </SimpleGrid>
          <EmailsField form={form} />
          <PhonesField form={form} />
          <TagsField form={form} suggestions={tags} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="blue" loading={form.isSubmitting} loadingText="Adding…">
          Add customer
        </Button>
      </Dialog.Footer>
    </form>
  );
}
