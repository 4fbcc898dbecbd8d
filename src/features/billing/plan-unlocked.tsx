import { Badge, Box, Grid, Heading, List, Stack, Stat, Text } from '@chakra-ui/react';
import { Check, Clock } from 'lucide-react';
import { planFeatureComingSoon } from '../../content/plan-features';
import { formatUsd, planById } from '../../shared/plans';
import type { Checkout } from '../../shared/schemas/billing';
import { INTERVAL_LABELS, PER_INTERVAL } from './format';

/** What a completed checkout put in force: the plan, its limits and its features. */
export function PlanUnlocked({ checkout }: { checkout: Checkout }) {
  const plan = planById(checkout.planId);
  return (
    <Stack gap="6" data-testid="plan-unlocked">
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {`You're on ${plan.name}`}{' '}
          <Text as="span" fontWeight="normal" color="fg.muted">{`· ${INTERVAL_LABELS[checkout.interval]}`}</Text>
        </Heading>
        <Text color="fg.muted">
          {`${formatUsd(checkout.amountCents)}${PER_INTERVAL[checkout.interval]}. The new limits apply now.`}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <Stat.Root borderWidth="1px" borderRadius="xl" p="4">
          <Stat.Label>Active listings</Stat.Label>
          <Stat.ValueText data-testid="unlocked-listings">
            {plan.listings === null ? 'Unlimited' : plan.listings.toLocaleString('en-US')}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="xl" p="4">
          <Stat.Label>Seats</Stat.Label>
          <Stat.ValueText data-testid="unlocked-seats">{plan.seats.toLocaleString('en-US')}</Stat.ValueText>
        </Stat.Root>
      </Grid>
      <Box>
        <Heading as="h3" size="md" mb="3">
          {`Included in ${plan.name}`}
        </Heading>
        <List.Root gap="2" variant="plain">
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
      </Box>
    </Stack>
  );
}
