import { Badge, Box, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { routeById } from '../../registry/routes';
import { DashboardPage, headingOf } from '../components/layout/page';
import { formatDay, planName } from '../features/billing/format';
import { UsageMeter } from '../features/billing/plan-summary';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { AdminHome } from '../features/overview/components/admin-home';
import { DealerToday } from '../features/overview/components/dealer-today';
import { OverviewCard } from '../features/overview/components/overview-card';
import { ShopperHome } from '../features/overview/components/shopper-home';
import { overviewQueries } from '../features/overview/queries';
import type { DealerOverview } from '../shared/schemas/overview';

const STATUS_LABELS = { trialing: 'Trial', active: 'Active', past_due: 'Past due', canceled: 'Cancelled' } as const;

/**
 * The dashboard home (issue 11 › 8), useful for each role: dealer staff see today's work with a link
 * into each area, shoppers their saved vehicles and conversations, platform admins the dealers to
 * verify and the platform's totals. One read (`GET /api/overview`) shaped by the server.
 */
export function DashboardScreen() {
  const route = routeById['dashboard'];
  const overview = useQuery(overviewQueries.get());
  const data = overview.data;
  const firstName = data?.name.split(' ')[0];
  return (
    <DashboardPage
      title={headingOf(route)}
      description={
        data
          ? `Welcome back, ${firstName}.${data.dealer ? ` Here is today at ${data.dealer.dealershipName}.` : ''}`
          : route.description
      }
    >
      {overview.isPending ? (
        <HomeSkeleton />
      ) : overview.isError ? (
        <ErrorBlock title="We could not load your overview." onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="8" aria-busy={overview.isFetching}>
          {data!.admin && <AdminHome data={data!.admin} />}
          {data!.dealer && (
            <DealerToday data={data!.dealer} plan={data!.dealer.plan && <PlanCard plan={data!.dealer.plan} />} />
          )}
          {data!.shopper && <ShopperHome data={data!.shopper} />}
        </Stack>
      )}
    </DashboardPage>
  );
}

function PlanCard({ plan }: { plan: NonNullable<DealerOverview['plan']> }) {
  return (
    <OverviewCard testId="plan-usage" title="Plan usage" link={{ to: '/dashboard/billing' }} linkLabel="Billing">
      <Box>
        <Text fontWeight="medium">
          {planName(plan.planId)}{' '}
          <Badge colorPalette={plan.status === 'active' ? 'green' : plan.status === 'trialing' ? 'blue' : 'orange'}>
            {STATUS_LABELS[plan.status]}
          </Badge>
        </Text>
        {plan.trialEndsAt && (
          <Text fontSize="sm" color="fg.muted">
            Trial ends {formatDay(plan.trialEndsAt)}
          </Text>
        )}
      </Box>
      <UsageMeter label="Active listings" meter={plan.listings} hint="Vehicles listed on the marketplace." />
      <UsageMeter label="Seats" meter={plan.seats} hint="Team members and pending invitations." />
    </OverviewCard>
  );
}

/** The shape of the dealer's home while it loads, so nothing moves when the figures arrive. */
function HomeSkeleton() {
  return (
    <Stack gap="6" aria-busy="true" data-testid="loading">
      <VisuallyHidden aria-live="polite">Loading your overview…</VisuallyHidden>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="28" borderRadius="l3" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h="64" borderRadius="l3" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
