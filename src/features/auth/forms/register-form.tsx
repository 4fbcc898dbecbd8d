import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN } from '../../../shared/constants';
import { RegisterSchema, type RegisterInput } from '../../../shared/schemas/auth';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../components/password-input';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof RegisterSchema>;
const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password'] as const;

export function RegisterForm({
  defaultValues,
  onRegistered,
}: {
  defaultValues?: Partial<Values>;
  onRegistered: (input: RegisterInput) => void | Promise<void>;
}) {
  const form = useForm<Values, unknown, RegisterInput>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', password: '', ...defaultValues },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authApi.register(input);
    } catch (error) {
      showServerError(form, error, FIELDS);
      return;
    }
    await onRegistered(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create your account">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label="First name" error={errors.firstName?.message} required>
            <Input {...register('firstName')} autoComplete="given-name" autoFocus />
          </FormField>
          <FormField label="Last name" error={errors.lastName?.message} required>
            <Input {...register('lastName')} autoComplete="family-name" />
          </FormField>
        </SimpleGrid>
        <FormField
          label="Username"
          error={errors.username?.message}
          helperText="3–30 letters, digits, “_” or “.”"
          required
        >
          <Input {...register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
        </FormField>
        <FormField label="Email" error={errors.email?.message} required>
          <Input
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
          />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          helperText={`At least ${PASSWORD_MIN} characters`}
          required
        >
          <PasswordInput {...register('password')} autoComplete="new-password" />
        </FormField>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Creating account…"
          disabled={formState.isSubmitting}
        >
          Create account
        </Button>
      </Stack>
    </form>
  );
}
