import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Bell, Cookie } from 'lucide-react';
import { useState } from 'react';
import { useConsent } from '../../../components/cookie-banner/consent-provider';
import { THEME_CHOICES } from '../../../components/theme-toggle';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PlainSeparator } from '../../../components/ui/plain-separator';
import { PlainRadioGroup, PlainRadioItem } from '../../../components/ui/plain-radio-group';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { useViewer } from '../../../lib/session';
import { useThemePreference } from '../../../lib/theme-preference';
import { DEALER_ROLES, type ThemePreference } from '../../../shared/constants';
import { useLeaveDealership } from '../mutations';

/** Light / Dark / System: the same choice as the dashboard top bar's theme menu (next-themes keeps it). */
function ThemeChoice() {
  const { preference, setPreference } = useThemePreference();
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="theme-choice">
        Theme
      </Heading>
      {/* Drawn as Chakra's RadioGroup, without its state machine (issue 14); the browser does the keys. */}
      <PlainRadioGroup
        name="theme"
        value={preference}
        onValueChange={(value) => setPreference(value as ThemePreference)}
        aria-labelledby="theme-choice"
        data-orientation="horizontal"
        aria-orientation="horizontal"
      >
        <HStack gap="5" wrap="wrap">
          {THEME_CHOICES.map(({ value, label, Icon }) => (
            <PlainRadioItem key={value} value={value} data-testid={`theme-${value}`}>
              <HStack gap="1.5">
                <Icon size={16} aria-hidden />
                {label}
              </HStack>
            </PlainRadioItem>
          ))}
        </HStack>
      </PlainRadioGroup>
      <Text fontSize="sm" color="fg.muted">
        System follows your device&apos;s light or dark setting. Kept in this browser.
      </Text>
    </Stack>
  );
}

/** Leaving keeps the person's history (leads, deals) with the dealership; an owner can reactivate them. */
function LeaveDealership({ dealershipName }: { dealershipName: string }) {
  const leave = useLeaveDealership();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onConfirm = async () => {
    setError(null);
    try {
      await leave.mutateAsync();
    } catch (e) {
      setOpen(false);
      setError(e instanceof ApiError ? e.message : 'You did not leave. Try again.');
      return;
    }
    setOpen(false);
    toaster.create({ type: 'success', title: `You left ${dealershipName}` });
    await navigate({ to: '/dashboard' });
  };
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Your dealership
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        You work at {dealershipName}. Leaving ends your access to it at once; your leads, deals and messages stay with
        the dealership.
      </Text>
      <Box>
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
          Leave {dealershipName}
        </Button>
      </Box>
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert" data-testid="leave-error">
          {error}
        </Text>
      )}
      <ConfirmDialog
        open={open}
        title={`Leave ${dealershipName}?`}
        confirmLabel="Leave dealership"
        destructive
        busy={leave.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => void onConfirm()}
      >
        You lose access to its inventory, leads and deals now. Only an owner or manager can bring you back.
      </ConfirmDialog>
    </Stack>
  );
}

/** Settings › Personal: for everyone (shoppers too): theme, notifications, cookies; and leaving a dealership. */
export function PersonalPreferences() {
  const viewer = useViewer();
  const { openSettings } = useConsent();
  const staff = viewer?.roles.some((r) => (DEALER_ROLES as readonly string[]).includes(r)) ?? false;
  const dealershipName = staff ? (viewer?.dealershipName ?? 'your dealership') : null;
  return (
    <Stack gap="5" separator={<PlainSeparator />}>
      <ThemeChoice />
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Notifications
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Choose which events reach you in the app and by email.
        </Text>
        <HStack gap="2">
          <Bell size={16} aria-hidden />
          <Link asChild colorPalette="blue" fontSize="sm" fontWeight="medium">
            <RouterLink to="/dashboard/notifications" hash="notification-preferences">
              Notification preferences
            </RouterLink>
          </Link>
        </HStack>
      </Stack>
      <Stack gap="2">
        <Heading as="h3" size="sm">
          Cookies
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Necessary cookies keep you signed in; analytics and personalization run only with your consent.
        </Text>
        <Box>
          <Button size="sm" variant="outline" onClick={openSettings}>
            <Cookie aria-hidden /> Cookie settings
          </Button>
        </Box>
      </Stack>
      {dealershipName && <LeaveDealership dealershipName={dealershipName} />}
    </Stack>
  );
}
