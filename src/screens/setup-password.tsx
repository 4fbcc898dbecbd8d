import { Button } from '@chakra-ui/react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import type { ApiError } from '../lib/api-error';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { LinkProblem } from '../features/auth/components/link-problem';
import { SetupPasswordForm } from '../features/auth/forms/setup-password-form';
import { useRefreshSession } from '../features/auth/mutations';

const routeApi = getRouteApi('/auth/setup-password');

/** An invited staff member's first password: then straight into the dashboard. */
export function SetupPasswordScreen() {
  const route = routeById['setup-password'];
  const { token } = routeApi.useSearch();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const [problem, setProblem] = useState<ApiError | 'missing' | null>(token ? null : 'missing');

  if (problem) {
    const exists = problem !== 'missing' && problem.code === 'ACCOUNT_EXISTS';
    return (
      <LinkProblem
        title={exists ? 'You already have an account' : 'This invitation can’t be used'}
        message={
          problem === 'missing'
            ? 'This link is missing its invitation token. Open the link from the email again.'
            : exists
              ? problem.message
              : `${problem.message} Invitations work for 7 days and only once: ask the person who invited you to send a new one.`
        }
        action={
          <Button asChild colorPalette="blue">
            <Link to="/auth/login" search={{ redirect: '' }}>
              Go to sign in
            </Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <AuthHeading title={headingOf(route)}>
        You were invited to a dealership on Lotline. Tell us your name and choose a password.
      </AuthHeading>
      <SetupPasswordForm
        token={token}
        onLinkProblem={setProblem}
        onAccepted={async () => {
          await refreshSession();
          await navigate({ to: '/dashboard' });
        }}
      />
    </>
  );
}
