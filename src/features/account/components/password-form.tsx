import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { toaster } from '../../../components/ui/toaster';
import { PASSWORD_MIN } from '../../../shared/constants';
import { ChangePasswordFormSchema } from '../../../shared/schemas/account';
import { PasswordInput } from '../../../components/ui/password-input';
import { accountApi } from '../api';
import { accountQueries } from '../queries';

type Values = z.input<typeof ChangePasswordFormSchema>;
type Output = z.output<typeof ChangePasswordFormSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true };

export function PasswordForm({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, reset, control } = form;
  const [done, setDone] = useState(false);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    setDone(false);
    try {
      await accountApi.changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      showServerError(form, error, ['currentPassword', 'newPassword'], { password: 'newPassword' });
      return;
    }
    reset(EMPTY);
    setDone(true);
    toaster.create({ type: 'success', title: 'Password changed' });
    // Signing the other devices out changes the sessions list below.
    await queryClient.invalidateQueries({ queryKey: accountQueries.sessions().queryKey });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Change password">
      <Stack gap="5">
        {/* Lets password managers save the new password against the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={username} />
        <FormField label="Current password" error={formState.errors.currentPassword?.message} required>
          <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
        </FormField>
        <FormField
          label="New password"
          error={formState.errors.newPassword?.message}
          helperText={`At least ${PASSWORD_MIN} characters`}
          required
        >
          <PasswordInput {...register('newPassword')} autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm new password" error={formState.errors.confirmPassword?.message} required>
          <PasswordInput {...register('confirmPassword')} autoComplete="new-password" />
        </FormField>
        <Controller
          control={control}
          name="revokeOtherSessions"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(e) => field.onChange(e.checked === true)}
              name={field.name}
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>Sign out my other devices</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormErrorAlert title="Your password was not changed" message={formState.errors.root?.['server']?.message} />
        <HStack gap="3">
          <Button
            type="submit"
            colorPalette="blue"
            loading={formState.isSubmitting}
            loadingText="Changing…"
            disabled={formState.isSubmitting}
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
