import { HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { AdminOverview } from '../../../shared/schemas/overview';
import { CountTile, OverviewCard } from './overview-card';

const place = (d: { city: string | null; region: string | null }) => [d.city, d.region].filter(Boolean).join(', ');

/** A platform admin's home: dealerships waiting for review, and the platform at a glance. */
export function AdminHome({ data }: { data: AdminOverview }) {
  const t = data.totals;
  return (
    <Stack gap="6" data-testid="admin-home">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        <CountTile
          testId="tile-to-verify"
          label="Dealers to verify"
          value={data.toVerifyCount}
          tone={data.toVerifyCount > 0 ? 'warning' : 'neutral'}
          link={{ to: '/dashboard/dealers', search: { filter: 'to-verify' } }}
        />
        <CountTile
          testId="tile-dealerships"
          label="Dealerships"
          value={t.dealerships}
          hint={`${t.verified} verified · ${t.suspended} suspended`}
          link={{ to: '/dashboard/dealers' }}
        />
        <CountTile
          testId="tile-listed"
          label="Vehicles on the marketplace"
          value={t.listedVehicles}
          link={{ to: '/dashboard/vehicles' }}
        />
        <CountTile
          testId="tile-sold"
          label="Sold in the last 30 days"
          value={t.soldLast30Days}
          hint={`${t.shoppers.toLocaleString('en-US')} shoppers signed up`}
          link={{ to: '/dashboard/dealers' }}
        />
      </SimpleGrid>
      <OverviewCard
        testId="to-verify"
        title="Waiting for verification"
        link={{ to: '/dashboard/dealers', search: { filter: 'to-verify' } }}
        linkLabel="Review them"
      >
        {data.toVerify.length === 0 ? (
          <Text color="fg.muted">No dealership is waiting for review.</Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {data.toVerify.map((d) => (
              <List.Item key={d.id} display="block">
                <HStack justify="space-between" gap="3">
                  <Stack gap="0" minW="0">
                    <ChakraLink asChild fontWeight="medium">
                      <Link to="/dealers/$slug" params={{ slug: d.slug }}>
                        {d.name}
                      </Link>
                    </ChakraLink>
                    <Text fontSize="sm" color="fg.muted">
                      {place(d) || 'No address yet'} · joined{' '}
                      {new Date(d.createdAt).toLocaleDateString('en-US', {
                        month: 'short',
                        day: 'numeric',
                        year: 'numeric',
                        timeZone: 'UTC',
                      })}
                    </Text>
                  </Stack>
                  <Text fontSize="sm" color="fg.muted" flexShrink="0">
                    {d.listedVehicles} listed
                  </Text>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </OverviewCard>
    </Stack>
  );
}
