import { Button, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SignInSchema, type SignInInput } from '../../../shared/schemas/auth';
import { ApiError } from '../../../lib/api-error';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../components/password-input';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof SignInSchema>;

export interface LoginFormProps {
  readonly defaultValues?: Partial<Values>;
  readonly onSignedIn: (input: SignInInput) => void | Promise<void>;
  /** The account exists but its email is not verified yet. */
  readonly onUnverified: (input: SignInInput) => void | Promise<void>;
}

/** Email or username + password (DOMAIN.md › Decisions › Accounts). */
export function LoginForm({ defaultValues, onSignedIn, onUnverified }: LoginFormProps) {
  const form = useForm<Values, unknown, SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { identifier: '', password: '', ...defaultValues },
  });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authApi.signIn(input);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') return onUnverified(input);
      // Wrong credentials name no field on purpose (never reveal which part was wrong).
      showServerError(form, error, ['identifier', 'password'], { email: 'identifier', username: 'identifier' });
      return;
    }
    await onSignedIn(input);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
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
        <FormField label="Password" error={formState.errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        <Text textAlign="right" fontSize="sm">
          <ChakraLink asChild colorPalette="blue">
            <Link to="/auth/forgot-password">Forgot password?</Link>
          </ChakraLink>
        </Text>
        <FormErrorAlert message={formState.errors.root?.server?.message} />
        <Button
          type="submit"
          colorPalette="blue"
          loading={formState.isSubmitting}
          loadingText="Signing in…"
          disabled={formState.isSubmitting}
        >
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
