import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN } from '../../../shared/constants';
import { AcceptInvitationSchema, type AcceptInvitationInput } from '../../../shared/schemas/invitations';
import { ApiError } from '../../../lib/api-error';
import { isExpiredLinkError } from '../link-errors';
import { authApi } from '../api';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../components/password-input';
import { showServerError } from '../../../components/ui/show-server-error';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

type Values = z.input<typeof AcceptInvitationSchema>;

/** An invitee's first password (and name, which the invitation does not carry). */
export function SetupPasswordForm({
  token,
  onAccepted,
  onLinkProblem,
}: {
  token: string;
  onAccepted: () => void | Promise<void>;
  onLinkProblem: (error: ApiError) => void;
}) {
  const form = useForm<Values, unknown, AcceptInvitationInput>({
    resolver: zodResolver(AcceptInvitationSchema),
    defaultValues: { token, firstName: '', lastName: '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await authApi.acceptInvitation(input);
    } catch (error) {
      if (
        isExpiredLinkError(error) ||
        (error instanceof ApiError && (error.code === 'ACCOUNT_EXISTS' || error.fields.token))
      ) {
        return onLinkProblem(error as ApiError);
      }
      showServerError(form, error, ['firstName', 'lastName', 'password']);
      return;
    }
    await onAccepted();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set up your password">
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
          loadingText="Joining…"
          disabled={formState.isSubmitting}
        >
          Set password and join
        </Button>
      </Stack>
    </form>
  );
}
