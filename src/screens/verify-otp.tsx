import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { OTP_RESEND_SECONDS } from '../shared/constants';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { VerifyCodeForm } from '../features/auth/forms/verify-code-form';
import { useRefreshSession } from '../features/auth/mutations';

const routeApi = getRouteApi('/auth/verify-otp');

/** After sign-up: the search params only pre-fill (DOMAIN.md › Decisions › Accounts). */
export function VerifyOtpScreen() {
  const route = routeById['verify-otp'];
  const { email, firstName, plan } = routeApi.useSearch();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();

  return (
    <>
      <AuthHeading title={headingOf(route)}>
        {firstName ? `Welcome, ${firstName}! ` : ''}
        {email ? `We emailed a 6-digit code to ${email}.` : 'Enter your email and the 6-digit code we sent you.'} It
        works for 10 minutes.
      </AuthHeading>
      <VerifyCodeForm
        email={email}
        initialCooldown={email ? OTP_RESEND_SECONDS : 0}
        onVerified={async () => {
          // Verification signs the person in; the guard of complete-profile reads the fresh session.
          await refreshSession();
          await navigate({ to: '/auth/complete-profile', search: { plan } });
        }}
      />
    </>
  );
}
