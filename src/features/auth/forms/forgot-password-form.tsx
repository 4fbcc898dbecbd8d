import { Button, Input, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ForgotPasswordSchema, type ForgotPasswordInput } from '../../../shared/schemas/auth';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof ForgotPasswordSchema>;

export function ForgotPasswordForm({
  defaultValues,
  onSent,
}: {
  defaultValues?: Partial<Values>;
  onSent: (input: ForgotPasswordInput) => void | Promise<void>;
}) {
  const form = useForm<Values, unknown, ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { identifier: '', ...defaultValues },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authApi.requestPasswordReset(input.identifier);
    } catch (error) {
      showServerError(form, error, ['identifier'], { email: 'identifier', username: 'identifier' });
      return;
    }
    await onSent(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="5">
        <FormField label="Email or username" error={formState.errors.identifier?.message} required>
          <Input
            {...register('identifier')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
        </FormField>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Sending…"
          disabled={formState.isSubmitting}
        >
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
