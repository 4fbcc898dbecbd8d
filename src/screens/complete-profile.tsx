import { Spinner, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Navigate, useNavigate } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { planById } from '../shared/plans';
import { headingOf } from '../components/layout/page';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { CompleteProfileForm } from '../features/auth/forms/complete-profile-form';
import { useRefreshSession } from '../features/auth/mutations';
import { authQueries } from '../features/auth/queries';

const routeApi = getRouteApi('/auth/complete-profile');

export function CompleteProfileScreen() {
  const route = routeById['complete-profile'];
  // Chosen on a pricing card and carried through registration: the dealership's trial is of this plan.
  const { plan } = routeApi.useSearch();
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
      <AuthHeading title={headingOf(route)}>
        One last step: tell us whether you are shopping or selling.
        {plan ? ` You picked the ${planById(plan).name} plan; a dealership starts on a free trial of it.` : ''}
      </AuthHeading>
      <CompleteProfileForm
        defaultValues={plan ? { accountType: 'dealer', plan } : undefined}
        onCompleted={async () => {
          await refreshSession();
          await navigate({ to: '/dashboard' });
        }}
      />
    </>
  );
}
