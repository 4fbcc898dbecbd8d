/**
 * The customer's edit form: names, several emails and phones (one primary), address, tags,
 * assignee, notes, and consent to email and SMS with when and where it was last given or withdrawn.
 * Changing a consent asks where it happened (the proof a regulator asks for); the server stamps the
 * time. Lists sent replace the stored ones. The API's 409 (an email another customer has) and 422
 * (an assignee who is not a member) show on their fields.
 */
import {
  Box,
  Button,
  Card,
  Fieldset,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainCheckbox } from '../../../components/ui/plain-checkbox';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm, type PlainForm } from '../../../lib/form-state';
import { CONSENT_CHANNELS, NOTE_MAX, type ConsentChannel } from '../../../shared/respond';
import type { Customer, UpdateCustomerInput } from '../../../shared/schemas/customers';
import type { AssigneeOption } from '../api';
import { EmailsField, PhonesField, TagsField } from '../contact-fields';
import { CONSENT_SOURCE_LABELS, formatDateTime, MANUAL_CONSENT_SOURCES } from '../format';
import {
  customerToForm,
  preloadCustomerSchemas,
  rowMapOf,
  showFieldErrors,
  updateValidator,
  type CustomerFormValues,
} from '../form-values';
import { useUpdateCustomer } from '../mutations';

type Form = PlainForm<CustomerFormValues, UpdateCustomerInput>;

const CHANNEL_TEXT: Readonly<Record<ConsentChannel, { label: string; what: string }>> = {
  email: { label: 'Email', what: 'Agrees to marketing email' },
  sms: { label: 'SMS', what: 'Agrees to text messages (SMS)' },
};

/** "Given Nov 3, 2026, 2:15 PM · In person", "Withdrawn … · Unsubscribe link", or never asked. */
export function consentHistory(consent: Customer['consent'][ConsentChannel] | undefined): string {
  if (!consent?.at) return 'Never asked';
  const where = consent.source ? ` · ${CONSENT_SOURCE_LABELS[consent.source]}` : '';
  return `${consent.granted ? 'Given' : 'Withdrawn'} ${formatDateTime(consent.at)}${where}`;
}

function ConsentField({ form, customer, channel }: { form: Form; customer: Customer; channel: ConsentChannel }) {
  const { register } = form;
  const saved = customer.consent[channel];
  const granted = form.values.consent[channel].granted;
  const changed = granted !== (saved?.granted ?? false);
  const sourceError = form.error(`consent.${channel}.source`);
  return (
    <Stack gap="2" data-testid={`consent-${channel}`}>
      <PlainCheckbox
        checked={granted}
        onCheckedChange={(checked) => form.change(`consent.${channel}.granted`, checked)}
        inputProps={{
          name: `consent.${channel}.granted`,
          onBlur: () => form.touch(`consent.${channel}.granted`),
        }}
      >
        {CHANNEL_TEXT[channel].what}
      </PlainCheckbox>
      <Text fontSize="sm" color="fg.muted" ps="7">
        {consentHistory(saved)}
      </Text>
      {changed && (
        <Box ps="7">
          <FormField label={granted ? 'Where was it given?' : 'Where was it withdrawn?'} required error={sourceError}>
            <NativeSelect.Root size="sm" maxW="60">
              <NativeSelect.Field {...register(`consent.${channel}.source`)} data-testid={`consent-${channel}-source`}>
                <option value="">Choose…</option>
                {MANUAL_CONSENT_SOURCES.map((s) => (
                  <option key={s} value={s}>
                    {CONSENT_SOURCE_LABELS[s]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CustomerForm({
  customer,
  members,
  tags,
}: {
  customer: Customer;
  members: readonly AssigneeOption[];
  tags: readonly string[];
}) {
  const update = useUpdateCustomer(customer.id);
  const [formError, setFormError] = useState<string | null>(null);
  const validate = useMemo(() => updateValidator(customer), [customer]);
  // The values start from the customer loaded: the inputs are drawn with them from the first render.
  const [initialValues] = useState(() => customerToForm(customer));
  const form = usePlainForm<CustomerFormValues, UpdateCustomerInput>({ initialValues, validate });
  const { register, handleSubmit, getValues, setError, reset } = form;
  const error = form.error;

  // A saved (or merged) customer comes back from the API: the form starts again from it. A refetch
  // of the same version (window focus) leaves what is being typed alone.
  const shown = useRef(customer.updatedAt);
  useEffect(() => {
    if (customer.updatedAt === shown.current) return;
    shown.current = customer.updatedAt;
    reset(customerToForm(customer));
  }, [customer, reset]);

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const rows = rowMapOf(getValues());
    try {
      const saved = await update.mutateAsync(input);
      toaster.create({ type: 'success', title: `Saved ${saved.name}` });
    } catch (error) {
      if (!showFieldErrors(setError, error, rows))
        setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  const assigneeKnown = !customer.assignee || members.some((m) => m.id === customer.assignee?.id);

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Edit customer"
      // The schemas that check a save load once the person reaches the form, before any check.
      onPointerEnter={preloadCustomerSchemas}
      onFocus={preloadCustomerSchemas}
    >
      <Stack gap="5">
        <FormErrorAlert title="The changes were not saved" message={formError} />
        <Section title="Contact">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label="First name" required error={error('firstName')}>
              <Input {...register('firstName')} autoComplete="off" />
            </FormField>
            <FormField label="Last name" error={error('lastName')}>
              <Input {...register('lastName')} autoComplete="off" />
            </FormField>
          </SimpleGrid>
          <EmailsField form={form} />
          <PhonesField form={form} />
        </Section>

        <Section title="Address">
          <FormField label="Street address" error={error('address.line1')}>
            <Input {...register('address.line1')} autoComplete="off" />
          </FormField>
          <FormField label="Address line 2" error={error('address.line2')}>
            <Input {...register('address.line2')} autoComplete="off" />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="4">
            <FormField label="City" error={error('address.city')}>
              <Input {...register('address.city')} autoComplete="off" />
            </FormField>
            <FormField label="State" error={error('address.region')}>
              <Input {...register('address.region')} autoComplete="off" />
            </FormField>
            <FormField label="ZIP code" error={error('address.postalCode')}>
              <Input {...register('address.postalCode')} autoComplete="off" />
            </FormField>
            <FormField label="Country" error={error('address.country')} helperText="Two letters, e.g. US">
              <Input {...register('address.country')} autoComplete="off" maxLength={2} textTransform="uppercase" />
            </FormField>
          </SimpleGrid>
        </Section>

        <Section title="Sales">
          <TagsField form={form} suggestions={tags} />
          <FormField label="Assignee" error={error('assigneeId')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('assigneeId')}>
                <option value="">Unassigned</option>
                {members.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
                {!assigneeKnown && customer.assignee && (
                  <option value={customer.assignee.id}>{customer.assignee.name}</option>
                )}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label="Notes" error={error('notes')}>
            <Textarea {...register('notes')} rows={4} maxLength={NOTE_MAX} />
          </FormField>
        </Section>

        <Section title="Consent">
          <Fieldset.Root>
            <Fieldset.Legend srOnly>Consent to marketing</Fieldset.Legend>
            <Stack gap="4">
              {CONSENT_CHANNELS.map((channel) => (
                <ConsentField key={channel} form={form} customer={customer} channel={channel} />
              ))}
            </Stack>
          </Fieldset.Root>
        </Section>

        <HStack justify="flex-end" gap="3">
          <Button
            variant="outline"
            onClick={() => {
              setFormError(null);
              reset(customerToForm(customer));
            }}
            disabled={!form.isDirty || form.isSubmitting}
          >
            Discard changes
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting} loadingText="Saving…">
            Save changes
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
