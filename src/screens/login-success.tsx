import { Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { LOGIN_SUCCESS_DELAY_MS } from '../shared/constants';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { useRefreshSession } from '../features/auth/mutations';
import { authQueries } from '../features/auth/queries';

const routeApi = getRouteApi('/auth/login-success');

/** After every password sign-in: confirm, then move on after 1.5 s (or at once with Continue). */
export function LoginSuccessScreen({ delayMs = LOGIN_SUCCESS_DELAY_MS }: { delayMs?: number }) {
  const route = routeById['login-success'];
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const refreshSession = useRefreshSession();
  const session = useQuery(authQueries.session());
  const user = session.data?.user ?? null;
  // New sign-ups finish their profile first; otherwise where they were going, or the dashboard.
  const target = session.data?.needsProfile ? '/auth/complete-profile' : redirect || '/dashboard';

  // The app's viewer (header, guards) must know about the new session before we move on.
  useEffect(() => {
    void refreshSession();
  }, [refreshSession]);

  const go = () => navigate({ href: target, replace: true });

  useEffect(() => {
    if (!user || delayMs <= 0) return;
    const id = window.setTimeout(() => void navigate({ href: target, replace: true }), delayMs);
    return () => window.clearTimeout(id);
  }, [user, target, delayMs, navigate]);

  if (session.isPending) {
    return (
      <Stack align="center" py="8" role="status" aria-live="polite">
        <Spinner />
        <Text color="fg.muted">Signing you in…</Text>
      </Stack>
    );
  }

  if (!user) {
    return (
      <>
        <AuthHeading title="You are not signed in">Your session could not be found. Please sign in again.</AuthHeading>
        <Button asChild colorPalette="blue" w="full">
          <Link to="/auth/login" search={{ redirect }}>
            Sign in
          </Link>
        </Button>
      </>
    );
  }

  return (
    <Stack gap="6" align="center" textAlign="center" role="status" aria-live="polite" data-testid="login-success">
      <CheckCircle2 size={48} color="var(--chakra-colors-green-solid)" aria-hidden />
      <AuthHeading title={headingOf(route)}>Welcome back, {user.firstName || user.name}. Taking you on…</AuthHeading>
      <Button colorPalette="blue" w="full" onClick={() => void go()}>
        Continue
      </Button>
    </Stack>
  );
}
