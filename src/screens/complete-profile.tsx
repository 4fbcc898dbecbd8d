import { Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { CompleteProfileForm } from '../features/auth/forms/complete-profile-form';
import { useRefreshSession } from '../features/auth/mutations';
import { authQueries } from '../features/auth/queries';

export function CompleteProfileScreen() {
  const route = routeById['complete-profile'];
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const session = useQuery(authQueries.session());

  if (session.isPending) {
    return (
      <Stack align="center" py="8" role="status" aria-label="Loading">
        <Spinner />
      </Stack>
    );
  }
  // Done once (invitees never need it): a second visit goes straight on.
  if (session.data && session.data.user && !session.data.needsProfile) return <Navigate to="/dashboard" replace />;

  return (
    <>
      <AuthHeading title={headingOf(route)}>One last step: tell us whether you are shopping or selling.</AuthHeading>
      <CompleteProfileForm
        onCompleted={async () => {
          await refreshSession();
          await navigate({ to: '/dashboard' });
        }}
      />
    </>
  );
}
