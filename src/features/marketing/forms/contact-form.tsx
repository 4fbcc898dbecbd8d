import { Button, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CONTACT_TOPICS,
  CONTACT_TOPIC_LABELS,
  ContactSchema,
  MESSAGE_MAX,
  type Contact,
  type ContactInput,
} from '../../../shared/schemas/marketing';
import { FormField } from '../../../components/ui/form-field';
import { useSendContact } from '../mutations';
import { showServerError } from '../../../components/ui/show-server-error';
import { Honeypot } from './honeypot';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

const FIELDS = ['name', 'email', 'topic', 'message'] as const;

export function ContactForm({
  onSent,
  defaultValues,
}: {
  onSent: (input: Contact) => void;
  defaultValues?: Partial<ContactInput>;
}) {
  const send = useSendContact();
  const form = useForm<ContactInput, unknown, Contact>({
    resolver: zodResolver(ContactSchema),
    defaultValues: { name: '', email: '', topic: undefined, message: '', website: '', ...defaultValues },
  });
  const { register, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await send.mutateAsync(input);
    } catch (error) {
      showServerError(form, error, FIELDS);
      return;
    }
    onSent(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact form" style={{ position: 'relative' }}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="Name" error={errors.name?.message} required>
            <Input autoComplete="name" {...register('name')} />
          </FormField>
          <FormField label="Email" error={errors.email?.message} required>
            <Input type="email" autoComplete="email" {...register('email')} />
          </FormField>
        </SimpleGrid>
        <FormField label="Topic" error={errors.topic?.message} required>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder="Choose a topic" {...register('topic')}>
              {CONTACT_TOPICS.map((t) => (
                <option key={t} value={t}>
                  {CONTACT_TOPIC_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Message"
          error={errors.message?.message}
          helperText={`Up to ${MESSAGE_MAX.toLocaleString('en-US')} characters.`}
          required
        >
          <Textarea rows={6} {...register('message')} />
        </FormField>
        <Honeypot registration={register('website')} />
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          alignSelf="start"
          loading={isSubmitting}
          loadingText="Sending…"
          disabled={isSubmitting}
        >
          Send message
        </Button>
      </Stack>
    </form>
  );
}
