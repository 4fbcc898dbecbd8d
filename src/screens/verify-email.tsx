import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { VerifyCodeForm } from '../features/auth/forms/verify-code-form';
import { useRefreshSession } from '../features/auth/mutations';

const routeApi = getRouteApi('/auth/verify-email');

/** Where an unverified sign-in lands: a fresh code goes out as the screen opens. */
export function VerifyEmailScreen() {
  const route = routeById['verify-email'];
  const { email } = routeApi.useSearch();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();

  return (
    <>
      <AuthHeading title={headingOf(route)}>
        {email
          ? `Your email isn’t verified yet. We sent a new 6-digit code to ${email}.`
          : 'Your email isn’t verified yet. Enter your email, send a code, and type it below.'}
      </AuthHeading>
      <VerifyCodeForm
        email={email}
        sendOnMount={Boolean(email)}
        onVerified={async () => {
          await refreshSession();
          await navigate({ to: '/auth/login-success', search: { redirect: '' } });
        }}
      />
    </>
  );
}
