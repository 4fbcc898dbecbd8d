import { Alert, Badge, Box, Button, Grid, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Billing } from '../../shared/schemas/billing';
import { daysLeft, formatDay, INTERVAL_LABELS, planName } from './format';

type Meter = Billing['usage']['listings'];

/**
 * The plan in force and where it stands: trial with its days left, active with its renewal date,
 * past due, or a trial that ended (listings stay live; new listings and invitations wait for a plan).
 */
export function PlanSummary({
  billing,
  now,
  onChoosePlan,
}: {
  billing: Billing;
  now: number;
  /** Takes the owner to the plan cards (the trial-ended call to action). */
  onChoosePlan?: () => void;
}) {
  const name = planName(billing.planId);
  const status = planStatus(billing, now);
  return (
    <Stack
      as="section"
      aria-labelledby="current-plan"
      gap="5"
      p={{ base: '4', md: '6' }}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      data-testid="current-plan"
    >
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            Current plan
          </Text>
          <HStack gap="3" wrap="wrap">
            <Heading as="h2" size="xl" id="current-plan">
              {name}
              {billing.status !== 'trialing' && (
                <>
                  {' '}
                  <Text as="span" fontWeight="normal" color="fg.muted">
                    {`· ${INTERVAL_LABELS[billing.interval]}`}
                  </Text>
                </>
              )}
            </Heading>
            <Badge colorPalette={status.palette} variant="subtle" size="lg" data-testid="plan-status">
              {status.badge}
            </Badge>
          </HStack>
          <Text color="fg.muted">{status.detail}</Text>
        </Stack>
      </HStack>

      {!billing.open && (
        <Alert.Root status="warning" borderRadius="lg" data-testid="plan-required">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {billing.status === 'canceled' ? 'Your plan was cancelled' : 'Your trial has ended'}
            </Alert.Title>
            <Alert.Description>
              Your listed vehicles stay live, but new listings and invitations wait until a plan is chosen.
            </Alert.Description>
          </Alert.Content>
          {billing.canManage && onChoosePlan && (
            <Button size="sm" colorPalette="blue" alignSelf="center" onClick={onChoosePlan}>
              Choose a plan
            </Button>
          )}
        </Alert.Root>
      )}
      {billing.status === 'past_due' && (
        <Alert.Root status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The last payment did not go through</Alert.Title>
            <Alert.Description>
              Everything keeps working while the payment is retried. Choose the plan again to pay now.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
        <UsageMeter label="Active listings" meter={billing.usage.listings} hint="Vehicles listed on the marketplace" />
        <UsageMeter label="Seats" meter={billing.usage.seats} hint="Team members and pending invitations" />
      </Grid>
    </Stack>
  );
}

function planStatus(
  billing: Billing,
  now: number,
): { badge: string; palette: 'blue' | 'green' | 'orange' | 'red' | 'gray'; detail: ReactNode } {
  switch (billing.status) {
    case 'trialing': {
      if (!billing.open || !billing.trialEndsAt)
        return {
          badge: 'Trial ended',
          palette: 'red',
          detail: billing.trialEndsAt
            ? `Your free trial ended on ${formatDay(billing.trialEndsAt)}.`
            : 'Your free trial has ended.',
        };
      const days = daysLeft(billing.trialEndsAt, now);
      return {
        badge: days === 1 ? 'Trial · 1 day left' : `Trial · ${days} days left`,
        palette: 'blue',
        detail: `Free trial until ${formatDay(billing.trialEndsAt)}. Choose a plan before then to keep adding listings and inviting your team.`,
      };
    }
    case 'active':
      return {
        badge: 'Active',
        palette: 'green',
        detail: billing.renewsAt ? `Renews on ${formatDay(billing.renewsAt)}.` : 'Your plan is active.',
      };
    case 'past_due':
      return { badge: 'Past due', palette: 'orange', detail: 'The last payment is being retried.' };
    case 'canceled':
      return {
        badge: 'Cancelled',
        palette: 'gray',
        detail: 'Choose a plan to add listings and invite your team again.',
      };
  }
}

/** One limit: used against the plan's cap, orange once the cap is reached, "Unlimited" without one. */
export function UsageMeter({ label, meter, hint }: { label: string; meter: Meter; hint: string }) {
  const { used, limit } = meter;
  const full = limit !== null && used >= limit;
  const value = limit === null ? null : limit === 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  const usedText = used.toLocaleString('en-US');
  return (
    <Box data-testid={`meter-${label.toLowerCase().replace(/\s+/g, '-')}`} data-full={full || undefined}>
      {limit === null ? (
        <Stack gap="2">
          <HStack justify="space-between">
            <Text fontWeight="medium">{label}</Text>
            <Text>
              {usedText} ·{' '}
              <Text as="span" color="fg.muted">
                Unlimited
              </Text>
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        </Stack>
      ) : (
        <Progress.Root value={value} colorPalette={full ? 'orange' : 'blue'} size="md">
          <HStack justify="space-between" mb="2">
            <Progress.Label fontWeight="medium">{label}</Progress.Label>
            <Progress.ValueText fontWeight="normal">
              {`${usedText} of ${limit.toLocaleString('en-US')}`}
            </Progress.ValueText>
          </HStack>
          {/* Named by the meter, read as "23 of 50" rather than Chakra's bare percentage. */}
          <Progress.Track aria-label={label} aria-valuetext={`${usedText} of ${limit.toLocaleString('en-US')}`}>
            <Progress.Range />
          </Progress.Track>
          <Text fontSize="sm" color={full ? 'orange.fg' : 'fg.muted'} mt="2">
            {full
              ? `Limit reached. ${label === 'Seats' ? 'Free a seat' : 'Unlist a vehicle'} or upgrade to add more.`
              : hint}
          </Text>
        </Progress.Root>
      )}
    </Box>
  );
}
