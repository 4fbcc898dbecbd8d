import { Button, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Download } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { ACCOUNT_EXPORT_URL } from '../features/account/api';
import { EmailForm } from '../features/account/components/email-form';
import { PasswordForm } from '../features/account/components/password-form';
import { ProfileForm } from '../features/account/components/profile-form';
import { LoadError } from '../features/account/components/load-error';
import { AccountSection } from '../features/account/components/section';
import { SessionsList } from '../features/account/components/sessions-list';
import { accountQueries } from '../features/account/queries';

const DeleteAccountDialog = lazy(() =>
  import('../features/account/components/delete-account').then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * The signed-in person's own account (DOMAIN.md › Areas › Account): profile and picture, email
 * (changed only once the new address proves itself with a code), password, where they are signed
 * in, a download of their data, and deleting the account — with what happens to a dealership
 * they alone own said before anyone confirms.
 */
export function AccountScreen() {
  const route = routeById['account'];
  const session = useQuery(accountQueries.me());
  const user = session.data?.user;
  const [deleting, setDeleting] = useState(false);

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      {session.isPending ? (
        <Stack gap="6" aria-busy="true">
          <VisuallyHidden>Loading your account…</VisuallyHidden>
          <Skeleton h="64" borderRadius="lg" />
          <Skeleton h="48" borderRadius="lg" />
        </Stack>
      ) : session.isError || !user ? (
        <LoadError title="We could not load your account." onRetry={() => void session.refetch()} />
      ) : (
        <Stack gap="6" maxW="3xl">
          <AccountSection id="account-profile" title="Profile" description="How you appear to dealers and colleagues.">
            <ProfileForm user={user} />
          </AccountSection>
          <AccountSection id="account-email" title="Email">
            <EmailForm email={user.email} />
          </AccountSection>
          <AccountSection id="account-password" title="Password">
            <PasswordForm username={user.username ?? user.email} />
          </AccountSection>
          <AccountSection
            id="account-sessions"
            title="Where you're signed in"
            description="Sign out any device you don't recognise, or no longer use."
          >
            <SessionsList />
          </AccountSection>
          <AccountSection
            id="account-export"
            title="Your data"
            description="Your profile, memberships, sign-ins, favorites, conversations, notifications and preferences, as one JSON file."
          >
            <Button asChild variant="outline" alignSelf="flex-start">
              <a href={ACCOUNT_EXPORT_URL} download>
                <Download aria-hidden /> Download my data
              </a>
            </Button>
          </AccountSection>
          <AccountSection id="account-delete" title="Delete account" tone="danger">
            <Text>Deleting your account signs you out everywhere and removes what is yours. It cannot be undone.</Text>
            <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setDeleting(true)}>
              Delete my account…
            </Button>
            {deleting && (
              <Suspense fallback={null}>
                <DeleteAccountDialog onClose={() => setDeleting(false)} />
              </Suspense>
            )}
          </AccountSection>
        </Stack>
      )}
    </DashboardPage>
  );
}
