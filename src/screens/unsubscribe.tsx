import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { BellOff, CircleCheck, MailX } from 'lucide-react';
import { routeById } from '../../registry/routes';
import { headingOf } from '../components/layout/page';
import { FormErrorAlert } from '../components/ui/form-error-alert';
import { unsubscribeApi, unsubscribeQueries } from '../features/unsubscribe/api';
import { ApiError } from '../lib/api-error';
import { NOTIFICATION_KIND_LABELS } from '../shared/respond';

const routeApi = getRouteApi('/public/unsubscribe');

/** Tokens are long signed strings: anything shorter is a cut-off link, not worth a request. */
const MIN_TOKEN = 10;

/**
 * The link at the foot of a notification email: it says which emails it stops and to whom, and
 * stops them on one press — without signing in (the signed token is the credential). Opening the
 * page changes nothing, so a mail scanner that follows links does not unsubscribe anyone.
 */
export function UnsubscribeScreen() {
  const route = routeById['unsubscribe'];
  const { token } = routeApi.useSearch();
  const usable = token.length >= MIN_TOKEN;
  const preview = useQuery({ ...unsubscribeQueries.preview(token), enabled: usable });
  const confirm = useMutation({ mutationFn: () => unsubscribeApi.confirm(token) });

  const invalid = !usable || (preview.error instanceof ApiError && preview.error.status === 404);
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6" data-testid="unsubscribe">
        <Box color={confirm.isSuccess ? 'green.fg' : 'fg.muted'}>
          {confirm.isSuccess ? (
            <CircleCheck size={40} aria-hidden />
          ) : invalid ? (
            <MailX size={40} aria-hidden />
          ) : (
            <BellOff size={40} aria-hidden />
          )}
        </Box>
        <Heading as="h1" size="2xl">
          {confirm.isSuccess ? 'You are unsubscribed' : invalid ? 'This link does not work' : headingOf(route)}
        </Heading>
        {invalid ? (
          <Stack gap="4">
            <Text>
              {usable
                ? 'This unsubscribe link is not valid: it may be cut off, or the account it was for no longer exists.'
                : 'This address is missing the part that says which emails to stop: it may have been cut off when it was copied.'}{' '}
              Signed in, you can choose which emails you get on the Notifications page.
            </Text>
            <Button asChild colorPalette="blue" alignSelf="start">
              <Link to="/dashboard/notifications">Manage notifications</Link>
            </Button>
          </Stack>
        ) : preview.isPending ? (
          <Stack gap="3" aria-busy="true" data-testid="unsubscribe-loading">
            <Skeleton height="5" width="90%" />
            <Skeleton height="5" width="60%" />
            <Skeleton height="10" width="40" />
          </Stack>
        ) : preview.isError ? (
          <FormErrorAlert
            title="We could not open this link"
            message={preview.error instanceof ApiError ? preview.error.message : 'Please try again in a moment.'}
          />
        ) : confirm.isSuccess ? (
          <Stack gap="4" role="status">
            <Text>{confirm.data.message}</Text>
            <Button asChild variant="outline" alignSelf="start">
              <Link to="/dashboard/notifications">Manage notifications</Link>
            </Button>
          </Stack>
        ) : (
          <Stack gap="5">
            <Text>
              Stop emails to <strong>{preview.data.email}</strong> about{' '}
              <strong>{NOTIFICATION_KIND_LABELS[preview.data.kind].toLowerCase()}</strong>? Notifications in the app are
              not affected, and nothing else changes.
            </Text>
            {confirm.isError && (
              <FormErrorAlert
                message={confirm.error instanceof ApiError ? confirm.error.message : 'Please try again in a moment.'}
              />
            )}
            <Button
              colorPalette="blue"
              alignSelf="start"
              loading={confirm.isPending}
              loadingText="Unsubscribing…"
              onClick={() => confirm.mutate()}
            >
              Unsubscribe
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
