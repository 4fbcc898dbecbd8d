import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN } from '../../../shared/constants';
import { ResetPasswordFormSchema } from '../../../shared/schemas/auth';
import { type ApiError } from '../../../lib/api-error';
import { isExpiredLinkError } from '../link-errors';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../components/password-input';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof ResetPasswordFormSchema>;
type Output = z.output<typeof ResetPasswordFormSchema>;

export function ResetPasswordForm({
  token,
  onReset,
  onExpired,
}: {
  token: string;
  onReset: () => void | Promise<void>;
  onExpired: (error: ApiError) => void;
}) {
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async ({ token: t, newPassword }) => {
    try {
      await authApi.resetPassword({ token: t, newPassword });
    } catch (error) {
      if (isExpiredLinkError(error)) return onExpired(error as ApiError);
      showServerError(form, error, ['newPassword'], { password: 'newPassword' });
      return;
    }
    await onReset();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a new password">
      <Stack gap="5">
        {/* Lets password managers save the new password against the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value="" />
        <FormField
          label="New password"
          error={formState.errors.newPassword?.message}
          helperText={`At least ${PASSWORD_MIN} characters`}
          required
        >
          <PasswordInput {...register('newPassword')} autoComplete="new-password" autoFocus />
        </FormField>
        <FormField label="Confirm new password" error={formState.errors.confirmPassword?.message} required>
          <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Saving…"
          disabled={formState.isSubmitting}
        >
          Save new password
        </Button>
      </Stack>
    </form>
  );
}
