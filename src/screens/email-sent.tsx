import { Button, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { routeById } from '../../registry/routes';
import { toaster } from '../components/ui/toaster';
import { headingOf } from '../components/layout/page';
import { OTP_RESEND_SECONDS, RESET_LINK_TTL_SECONDS } from '../shared/constants';
import { ApiError } from '../lib/api-error';
import { authApi } from '../features/auth/api';
import { AuthHeading } from '../features/auth/components/auth-heading';
import { useCountdown } from '../features/auth/use-countdown';

const routeApi = getRouteApi('/auth/email-sent');

/** Reads the same whether or not the account exists (DOMAIN.md › Decisions › Accounts). */
export function EmailSentScreen() {
  const route = routeById['email-sent'];
  const { email, username } = routeApi.useSearch();
  const identifier = email || username;
  const cooldown = useCountdown(identifier ? OTP_RESEND_SECONDS : 0);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await authApi.requestPasswordReset(identifier);
      cooldown.start(OTP_RESEND_SECONDS);
      toaster.create({ type: 'success', title: 'If the account exists, a new link is on its way.' });
    } catch (error) {
      if (error instanceof ApiError && error.retryAfter) cooldown.start(error.retryAfter);
      toaster.create({ type: 'error', title: error instanceof ApiError ? error.message : 'Could not send the link.' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="6">
      <MailCheck size={40} aria-hidden />
      <AuthHeading title={headingOf(route)}>
        If an account matches {identifier ? <strong>{identifier}</strong> : 'what you entered'}, we sent it a link to
        choose a new password. The link works for {RESET_LINK_TTL_SECONDS / 60} minutes and only once.
      </AuthHeading>
      <Text fontSize="sm" color="fg.muted">
        No email after a few minutes? Check your spam folder, or send it again.
      </Text>
      <Stack gap="3">
        {identifier ? (
          <Button variant="outline" onClick={() => void resend()} loading={sending} disabled={cooldown.running}>
            {cooldown.running ? `Send again in ${cooldown.secondsLeft}s` : 'Send the link again'}
          </Button>
        ) : (
          // Opened without the address (a bookmark, a new tab): the resend starts from the form again.
          <Button asChild variant="outline">
            <Link to="/auth/forgot-password">Send the link again</Link>
          </Button>
        )}
        <Button asChild colorPalette="blue">
          <Link to="/auth/login" search={{ redirect: '' }}>
            Back to sign in
          </Link>
        </Button>
      </Stack>
    </Stack>
  );
}
