import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { PlainCheckbox } from '../../../components/ui/plain-checkbox';
import { FORM_ERROR, plainFormErrors, showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { usePlainForm } from '../../../lib/form-state';
import { PASSWORD_MIN } from '../../../shared/constants';
import type { ChangePasswordFormSchema } from '../../../shared/schemas/account';
import { PasswordInput } from '../../../components/ui/password-input';
import { accountApi } from '../api';
import { accountValidator, preloadAccountSchemas } from '../form-checks';
import { accountQueries } from '../queries';

type Values = z.input<typeof ChangePasswordFormSchema>;
type Output = z.output<typeof ChangePasswordFormSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true };
const checkPassword = accountValidator<Values, Output>('changePassword');

export function PasswordForm({ username }: { username: string }) {
  const queryClient = useQueryClient();
  // Checked as react-hook-form's default had it: nothing until the first submit, then every change.
  const form = usePlainForm<Values, Output>({ initialValues: EMPTY, validate: checkPassword, mode: 'onSubmit' });
  const { register, handleSubmit, reset } = form;
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    setDone(false);
    try {
      await accountApi.changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      showServerError(plainFormErrors(form), error, ['currentPassword', 'newPassword'], { password: 'newPassword' });
      return;
    }
    reset(EMPTY);
    setDone(true);
    toaster.create({ type: 'success', title: 'Password changed' });
    // Signing the other devices out changes the sessions list below.
    await queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Change password"
      onPointerEnter={preloadAccountSchemas}
      onFocus={preloadAccountSchemas}
    >
      <Stack gap="5">
        {/* Lets password managers save the new password against the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={username} />
        <FormField label="Current password" error={form.error('currentPassword')} required>
          <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
        </FormField>
        <FormField
          label="New password"
          error={form.error('newPassword')}
          helperText={`At least ${PASSWORD_MIN} characters`}
          required
        >
          <PasswordInput {...register('newPassword')} autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm new password" error={form.error('confirmPassword')} required>
          <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        {/* Drawn as Chakra's Checkbox, without its state machine (issue 14). */}
        <PlainCheckbox
          checked={form.values.revokeOtherSessions}
          onCheckedChange={(checked) => form.change('revokeOtherSessions', checked)}
          inputProps={{ name: 'revokeOtherSessions', onBlur: () => form.touch('revokeOtherSessions') }}
        >
          Sign out my other devices
        </PlainCheckbox>
        <FormErrorAlert title="Your password was not changed" message={form.error(FORM_ERROR)} />
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.isSubmitting}
            loadingText="Changing…"
            disabled={form.isSubmitting}
          >
            Change password
          </Button>
          {done && (
            <Text color="green.fg" fontWeight="medium" fontSize="sm" role="status">
              Password changed
            </Text>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
