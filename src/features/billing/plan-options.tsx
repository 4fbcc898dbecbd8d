import { Alert, Badge, Box, Button, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Check, Clock } from 'lucide-react';
import { PlainSegmentGroup } from '../../components/ui/plain-segment-group';
import { planFeatureComingSoon } from '../../content/plan-features';
import { formatUsd, type BillingInterval, type PlanId } from '../../shared/plans';
import type { Billing } from '../../shared/schemas/billing';
import { PER_INTERVAL } from './format';

/** The API's kinds of change, and 'choose' for the plan of a trial or a cancelled plan. */
type Kind = Billing['changes'][number]['kind'] | 'choose';
export type PlanAction = { readonly planId: PlanId; readonly kind: Kind; readonly blockedBy: string | null };

/**
 * What choosing `planId` at `interval` would be. The API's `changes` are for the interval in force,
 * so the plan in force at the other interval is a switch. A plan not being paid for (a trial, a
 * cancelled plan) is chosen like any other, whatever the API calls it.
 */
export const changeFor = (billing: Billing, planId: PlanId, interval: BillingInterval): PlanAction => {
  const change: PlanAction = billing.changes.find((c) => c.planId === planId) ?? {
    planId,
    kind: 'upgrade',
    blockedBy: null,
  };
  if (planId !== billing.planId) return change;
  const paying = billing.status === 'active' || billing.status === 'past_due';
  if (!paying) return { ...change, kind: 'choose' };
  return { ...change, kind: interval === billing.interval ? 'current' : 'switch' };
};

const actionLabel = (kind: Kind, name: string, interval: BillingInterval, samePlan: boolean): string => {
  switch (kind) {
    case 'current':
      return 'Current plan';
    case 'upgrade':
      return `Upgrade to ${name}`;
    case 'downgrade':
      return `Downgrade to ${name}`;
    case 'switch':
      if (!samePlan) return `Switch to ${name}`;
      return interval === 'year' ? 'Switch to annual' : 'Switch to monthly';
    default:
      return `Choose ${name}`;
  }
};

const INTERVALS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Annual' },
] as const;

/**
 * The monthly/annual switch and one card per plan with what changing to it means. Owners get the
 * buttons; a manager reads the same cards without them. A downgrade the usage does not fit says
 * what must go first, and its button stays disabled.
 */
export function PlanOptions({
  billing,
  interval,
  onIntervalChange,
  onChoose,
  choosing,
  errors,
}: {
  billing: Billing;
  interval: BillingInterval;
  onIntervalChange: (interval: BillingInterval) => void;
  onChoose: (planId: PlanId) => void;
  /** The plan whose checkout is being started. */
  choosing: PlanId | null;
  /** The API's refusal of a plan (`fields.planId`), shown on that plan's card. */
  errors: Partial<Record<PlanId, string>>;
}) {
  return (
    <Stack as="section" aria-labelledby="plans-heading" gap="5" id="plans" tabIndex={-1} outline="none">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg" id="plans-heading">
            Plans
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Annual billing: two months free.
          </Text>
        </Stack>
        <PlainSegmentGroup
          value={interval}
          onValueChange={onIntervalChange}
          items={INTERVALS}
          aria-label="Billing period"
        />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, 1fr)' }} gap="5">
        {billing.plans.map((plan) => {
          const change = changeFor(billing, plan.id, interval);
          const kind = change.kind;
          const current = kind === 'current';
          const error = errors[plan.id];
          const cents = interval === 'month' ? plan.monthlyCents : plan.annualCents;
          const describedBy = [change.blockedBy && `plan-${plan.id}-blocked`, error && `plan-${plan.id}-error`]
            .filter(Boolean)
            .join(' ');
          return (
            <Stack
              key={plan.id}
              as="article"
              aria-labelledby={`plan-${plan.id}`}
              gap="4"
              p="5"
              borderWidth={current || kind === 'choose' ? '2px' : '1px'}
              borderColor={current || kind === 'choose' ? 'blue.solid' : 'border'}
              borderRadius="xl"
              bg="bg.panel"
              data-testid={`plan-${plan.id}`}
            >
              <Stack gap="1">
                <Box display="flex" gap="2" alignItems="center" flexWrap="wrap">
                  <Heading as="h3" size="lg" id={`plan-${plan.id}`}>
                    {plan.name}
                  </Heading>
                  {(current || kind === 'choose' || (kind === 'switch' && plan.id === billing.planId)) && (
                    <Badge colorPalette="blue" variant="subtle">
                      {billing.status === 'trialing' ? 'Your trial' : 'Your plan'}
                    </Badge>
                  )}
                </Box>
                <Text color="fg.muted" fontSize="sm">
                  {plan.summary}
                </Text>
              </Stack>
              <Box>
                <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid={`price-${plan.id}`}>
                  {formatUsd(cents)}
                  <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                    {` ${PER_INTERVAL[interval]}`}
                  </Text>
                </Text>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {interval === 'year'
                    ? `${formatUsd(Math.round(plan.annualCents / 12))}/month, billed yearly`
                    : `${formatUsd(plan.annualCents)}/year if billed annually`}
                </Text>
              </Box>
              <List.Root gap="1.5" variant="plain" fontSize="sm">
                {plan.features.map((feature) => {
                  const soon = planFeatureComingSoon(feature);
                  return (
                    <List.Item key={feature}>
                      <List.Indicator asChild color={soon ? 'fg.subtle' : 'green.fg'}>
                        {soon ? <Clock aria-hidden /> : <Check aria-hidden />}
                      </List.Indicator>
                      {feature}
                      {soon && (
                        <Badge colorPalette="orange" variant="subtle" size="xs" ms="2">
                          Coming soon
                        </Badge>
                      )}
                    </List.Item>
                  );
                })}
              </List.Root>
              <Stack mt="auto" gap="2">
                {change.blockedBy && (
                  <Text fontSize="sm" color="orange.fg" id={`plan-${plan.id}-blocked`} data-testid="blocked-by">
                    {change.blockedBy}
                  </Text>
                )}
                {error && (
                  <Alert.Root status="error" size="sm" role="alert" id={`plan-${plan.id}-error`}>
                    <Alert.Indicator />
                    <Alert.Title fontWeight="normal">{error}</Alert.Title>
                  </Alert.Root>
                )}
                {billing.canManage && (
                  <Button
                    colorPalette="blue"
                    variant={kind === 'upgrade' || kind === 'choose' ? 'solid' : 'outline'}
                    disabled={current || Boolean(change.blockedBy) || (choosing !== null && choosing !== plan.id)}
                    loading={choosing === plan.id}
                    aria-describedby={describedBy || undefined}
                    onClick={() => onChoose(plan.id)}
                  >
                    {actionLabel(kind, plan.name, interval, plan.id === billing.planId)}
                  </Button>
                )}
              </Stack>
            </Stack>
          );
        })}
      </Grid>
    </Stack>
  );
}
