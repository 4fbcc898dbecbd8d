import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '../../../shared/constants';
import { ConfirmEmailChangeSchema, RequestEmailChangeSchema } from '../../../shared/schemas/account';
import { useRefreshSession } from '../mutations';
import { accountApi } from '../api';

type RequestValues = z.input<typeof RequestEmailChangeSchema>;
type RequestOutput = z.output<typeof RequestEmailChangeSchema>;
type ConfirmValues = z.input<typeof ConfirmEmailChangeSchema>;
type ConfirmOutput = z.output<typeof ConfirmEmailChangeSchema>;

function CodeStep({ newEmail, onBack, onDone }: { newEmail: string; onBack: () => void; onDone: () => void }) {
  const refresh = useRefreshSession();
  const form = useForm<ConfirmValues, unknown, ConfirmOutput>({
    resolver: zodResolver(ConfirmEmailChangeSchema),
    defaultValues: { newEmail, otp: '' },
  });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (input) => {
    try {
      await accountApi.confirmEmailChange(input);
    } catch (error) {
      showServerError(form, error, ['otp', 'newEmail']);
      return;
    }
    await refresh();
    toaster.create({ type: 'success', title: `Your email is now ${input.newEmail}` });
    onDone();
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Confirm your new email">
      <Stack gap="4">
        <Text role="status">
          We sent a {OTP_LENGTH}-digit code to <strong>{newEmail}</strong>. Enter it here within {OTP_TTL_SECONDS / 60}{' '}
          minutes; your address changes once it is confirmed.
        </Text>
        <FormField label="Code" error={formState.errors.otp?.message} required>
          <Input
            {...register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            maxW="40"
            autoFocus
          />
        </FormField>
        <FormErrorAlert title="Your email was not changed" message={formState.errors.root?.['server']?.message} />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Confirming…">
            Confirm new email
          </Button>
          <Button variant="ghost" onClick={onBack} disabled={formState.isSubmitting}>
            Use another address
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * Email change in two steps (better-auth's email-otp change-email): a code goes to the new address,
 * and the address changes only when that code comes back. Until then, the current one stays.
 */
export function EmailForm({ email }: { email: string }) {
  const [pending, setPending] = useState<string>();
  const form = useForm<RequestValues, unknown, RequestOutput>({
    resolver: zodResolver(RequestEmailChangeSchema),
    defaultValues: { newEmail: '' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const onSubmit = handleSubmit(async (input) => {
    if (input.newEmail === email.toLowerCase()) {
      form.setError('newEmail', { type: 'same', message: 'This is already your email' }, { shouldFocus: true });
      return;
    }
    try {
      await accountApi.requestEmailChange(input);
    } catch (error) {
      showServerError(form, error, ['newEmail']);
      return;
    }
    setPending(input.newEmail);
  });

  if (pending) {
    return (
      <CodeStep
        newEmail={pending}
        onBack={() => setPending(undefined)}
        onDone={() => {
          setPending(undefined);
          reset({ newEmail: '' });
        }}
      />
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change email">
      <Stack gap="4">
        <Text>
          You sign in and hear from us at <strong>{email}</strong>.
        </Text>
        <FormField
          label="New email"
          error={formState.errors.newEmail?.message}
          helperText="We send a code to the new address to make sure it is yours."
          required
        >
          <Input {...register('newEmail')} type="email" autoComplete="email" spellCheck={false} />
        </FormField>
        <FormErrorAlert title="No code was sent" message={formState.errors.root?.['server']?.message} />
        <HStack>
          <Button type="submit" colorPalette="blue" loading={formState.isSubmitting} loadingText="Sending…">
            Send code
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
