import { Badge, Box, Button, Grid, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check, Clock } from 'lucide-react';
import { useState } from 'react';
import { PlainSegmentGroup } from '../../../components/ui/plain-segment-group';
import { planFeatureComingSoon } from '../../../content/plan-features';
import { formatUsd, type BillingInterval } from '../../../shared/plans';
import { marketingQueries } from '../queries';
import { ErrorBlock } from './query-state';

const INTERVALS = [
  { value: 'month', label: 'Monthly' },
  { value: 'year', label: 'Annual' },
] as const;

/**
 * The plan cards, from GET /api/plans (the same table the billing area reads). A feature whose area
 * is not built yet says so (src/content/plan-features.ts › planFeatureNeeds, derived from the registry).
 */
export function PricingPlans() {
  const [interval, setInterval] = useState<BillingInterval>('month');
  const plans = useQuery(marketingQueries.plans());
  return (
    <Stack gap="8">
      <Stack align="center" gap="2">
        <PlainSegmentGroup
          value={interval}
          onValueChange={setInterval}
          items={INTERVALS}
          aria-label="Billing period"
          size="md"
        />
        <Text fontSize="sm" color="fg.muted">
          Annual billing: pay for ten months, get twelve.
        </Text>
      </Stack>
      {plans.isError ? (
        <ErrorBlock title="We could not load the plans." onRetry={() => void plans.refetch()} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="6" aria-busy={plans.isPending}>
          {plans.isPending
            ? [0, 1, 2].map((i) => <Skeleton key={i} height="96" borderRadius="xl" />)
            : plans.data.plans.map((plan) => {
                const featured = plan.id === 'dealer';
                return (
                  <Stack
                    key={plan.id}
                    as="article"
                    aria-labelledby={`plan-${plan.id}`}
                    gap="4"
                    p="6"
                    borderWidth={featured ? '2px' : '1px'}
                    borderRadius="xl"
                    bg="bg.panel"
                    borderColor={featured ? 'blue.solid' : 'border'}
                    position="relative"
                  >
                    {featured && (
                      <Badge colorPalette="blue" variant="solid" position="absolute" top="-3" right="6">
                        Most popular
                      </Badge>
                    )}
                    <Heading as="h3" size="xl" id={`plan-${plan.id}`}>
                      {plan.name}
                    </Heading>
                    <Text color="fg.muted">{plan.summary}</Text>
                    <Box>
                      <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid={`price-${plan.id}`}>
                        {formatUsd(interval === 'month' ? plan.monthlyCents : plan.annualCents)}
                        <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted">
                          {interval === 'month' ? ' /month' : ' /year'}
                        </Text>
                      </Text>
                      {interval === 'year' && (
                        <Text fontSize="sm" color="fg.muted" mt="1">
                          {formatUsd(Math.round(plan.annualCents / 12))}/month, billed yearly
                        </Text>
                      )}
                    </Box>
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
                    <Stack mt="auto" gap="2">
                      <Button asChild colorPalette="blue" variant={featured ? 'solid' : 'outline'}>
                        <Link to="/auth/register" search={{ plan: plan.id }}>
                          Start with {plan.name}
                        </Link>
                      </Button>
                    </Stack>
                  </Stack>
                );
              })}
        </Grid>
      )}
      <Text textAlign="center" color="fg.muted">
        More than one rooftop or over 15 seats?{' '}
        <Link to="/contact-sales" style={{ textDecoration: 'underline' }}>
          Talk to sales
        </Link>{' '}
        for a quote.
      </Text>
    </Stack>
  );
}
