import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainInput } from '../../../components/ui/plain-input';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm } from '../../../lib/form-state';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '../../../shared/constants';
import type { ConfirmEmailChangeSchema, RequestEmailChangeSchema } from '../../../shared/schemas/account';
import { accountValidator, preloadAccountSchemas } from '../form-checks';
import { useRefreshSession } from '../mutations';
import { accountApi } from '../api';

type RequestValues = z.input<typeof RequestEmailChangeSchema>;
type RequestOutput = z.output<typeof RequestEmailChangeSchema>;
type ConfirmValues = z.input<typeof ConfirmEmailChangeSchema>;
type ConfirmOutput = z.output<typeof ConfirmEmailChangeSchema>;

const checkRequest = accountValidator<RequestValues, RequestOutput>('requestEmail');
const checkConfirm = accountValidator<ConfirmValues, ConfirmOutput>('confirmEmail');

function CodeStep({ newEmail, onBack, onDone }: { newEmail: string; onBack: () => void; onDone: () => void }) {
  const refresh = useRefreshSession();
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm<ConfirmValues, ConfirmOutput>({
    initialValues: { newEmail, otp: '' },
    validate: checkConfirm,
    mode: 'onSubmit',
  });
  const { register, handleSubmit } = form;
  const onSubmit = handleSubmit(async (input) => {
    try {
      await accountApi.confirmEmailChange(input);
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['otp', 'newEmail']);
      return;
    }
    await refresh();
    toaster.create({ type: 'success', title: `Your email is now ${input.newEmail}` });
    onDone();
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Confirm your new email"
      onPointerEnter={preloadAccountSchemas}
      onFocus={preloadAccountSchemas}
    >
      <Stack gap="4">
        <Text role="status">
          We sent a {OTP_LENGTH}-digit code to <strong>{newEmail}</strong>. Enter it here within {OTP_TTL_SECONDS / 60}{' '}
          minutes; your address changes once it is confirmed.
        </Text>
        <FormField label="Code" error={form.error('otp')} required>
          <PlainInput
            {...register('otp')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            maxW="40"
            autoFocus
          />
        </FormField>
        <FormErrorAlert title="Your email was not changed" message={form.error(FORM_ERROR)} />
        <HStack gap="3">
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting} loadingText="Confirming…">
            Confirm new email
          </Button>
          <Button variant="ghost" onClick={onBack} disabled={form.isSubmitting}>
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
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm<RequestValues, RequestOutput>({
    initialValues: { newEmail: '' },
    validate: checkRequest,
    mode: 'onSubmit',
  });
  const { register, handleSubmit, reset } = form;
  const onSubmit = handleSubmit(async (input) => {
    if (input.newEmail === email.toLowerCase()) {
      form.setError('newEmail', 'This is already your email', { shouldFocus: true });
      return;
    }
    try {
      await accountApi.requestEmailChange(input);
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['newEmail']);
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
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Change email"
      onPointerEnter={preloadAccountSchemas}
      onFocus={preloadAccountSchemas}
    >
      <Stack gap="4">
        <Text>
          You sign in and hear from us at <strong>{email}</strong>.
        </Text>
        <FormField
          label="New email"
          error={form.error('newEmail')}
          helperText="We send a code to the new address to make sure it is yours."
          required
        >
          <PlainInput {...register('newEmail')} type="email" autoComplete="email" spellCheck={false} />
        </FormField>
        <FormErrorAlert title="No code was sent" message={form.error(FORM_ERROR)} />
        <HStack>
          <Button type="submit" colorPalette="blue" loading={form.isSubmitting} loadingText="Sending…">
            Send code
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
