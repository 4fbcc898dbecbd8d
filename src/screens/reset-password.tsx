import { Button, Stack } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { LinkProblem } from '../features/auth/components/link-problem';
import { ResetPasswordForm } from '../features/auth/forms/reset-password-form';

const routeApi = getRouteApi('/auth/reset-password');

export function ResetPasswordScreen() {
  const route = routeById['reset-password'];
  const { token } = routeApi.useSearch();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(token ? 'form' : 'expired');

  if (state === 'expired') {
    return (
      <LinkProblem
        title="This link can’t be used"
        message={
          token
            ? 'This password reset link has expired or was already used. Links work for 1 hour and only once.'
            : 'This link is missing its token. Open the link from the email again, or ask for a new one.'
        }
        action={
          <Button asChild colorPalette="blue">
            <Link to="/auth/forgot-password">Send a new link</Link>
          </Button>
        }
      />
    );
  }

  if (state === 'done') {
    return (
      <Stack gap="6" role="status" data-testid="reset-done">
        <CheckCircle2 size={40} aria-hidden />
        <AuthHeading title="Password changed">
          Your password is changed and you were signed out everywhere. Sign in with the new one.
        </AuthHeading>
        <Button asChild colorPalette="blue">
          <Link to="/auth/login" search={{ redirect: '' }}>
            Sign in
          </Link>
        </Button>
      </Stack>
    );
  }

  return (
    <>
      <AuthHeading title={headingOf(route)}>Choose a new password for your account.</AuthHeading>
      <ResetPasswordForm token={token} onReset={() => setState('done')} onExpired={() => setState('expired')} />
    </>
  );
}
