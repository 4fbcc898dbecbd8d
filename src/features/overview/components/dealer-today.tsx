import { Badge, Box, HStack, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEAL_STAGE_LABELS } from '../../../shared/deals';
import { formatDollars, formatShortDateTime } from '../../../shared/format';
import { LEAD_STATUS_LABELS } from '../../../shared/respond';
import type { DealerOverview } from '../../../shared/schemas/overview';
import { CountTile, OverviewCard } from './overview-card';

/**
 * A yes-flag for the leads list's search: the router writes a boolean bare (`?overdue=true`) and the
 * registry turns it back into the API's "true"; the string itself would be written quoted.
 */
const YES = true as unknown as 'true';

const AGE_LABELS = {
  '0-30': '0–30 days',
  '31-60': '31–60 days',
  '61-90': '61–90 days',
  '90+': 'Over 90 days',
} as const;

/**
 * A dealer's today: what needs an answer (new, overdue and critical leads, unread messages,
 * follow-ups due), the pipeline by stage, the stock that ages, and — for owners and managers — the
 * plan's usage, passed in as `plan` by the screen.
 */
export function DealerToday({ data, plan }: { data: DealerOverview; plan?: ReactNode }) {
  const { leads } = data;
  return (
    <Stack gap="6" data-testid="dealer-today">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="4">
        <CountTile
          testId="tile-new-leads"
          label="New leads"
          value={leads.new}
          hint="Not contacted yet"
          link={{ to: '/dashboard/leads', search: { status: 'new' } }}
        />
        <CountTile
          testId="tile-overdue-leads"
          label="Waiting for a reply"
          value={leads.overdue}
          hint={leads.critical > 0 ? `${leads.critical} past the critical time` : 'Past the response time'}
          tone={leads.critical > 0 ? 'danger' : 'warning'}
          link={{ to: '/dashboard/leads', search: { overdue: YES } }}
        />
        <CountTile
          testId="tile-unread"
          label="Unread messages"
          value={data.unreadMessages}
          link={{ to: '/dashboard/messages', search: { filter: 'unread' } }}
        />
        <CountTile
          testId="tile-follow-ups"
          label="Follow-ups due"
          value={leads.followUpsDue}
          hint="Today or earlier"
          tone={leads.followUpsDue > 0 ? 'warning' : 'neutral'}
          link={{ to: '/dashboard/leads', search: { open: YES, sort: 'follow_up' } }}
        />
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <OverviewCard
          testId="answer-first"
          title="Answer first"
          link={{ to: '/dashboard/leads', search: { overdue: YES } }}
          linkLabel="See overdue leads"
        >
          {data.urgentLeads.length === 0 ? (
            <Text color="fg.muted">Every lead has had a reply. Nice work.</Text>
          ) : (
            <List.Root variant="plain" gap="3">
              {data.urgentLeads.map((lead) => (
                <List.Item key={lead.id} display="block">
                  <HStack justify="space-between" align="start" gap="3">
                    <Stack gap="0" minW="0">
                      <ChakraLink asChild fontWeight="medium">
                        <Link to="/dashboard/leads/$id" params={{ id: lead.id }}>
                          {lead.customerName}
                        </Link>
                      </ChakraLink>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {lead.vehicle ?? 'No vehicle yet'} · since {formatShortDateTime(lead.createdAt)}
                      </Text>
                    </Stack>
                    {lead.urgency ? (
                      <Badge colorPalette={lead.urgency === 'critical' ? 'red' : 'orange'} flexShrink="0">
                        {lead.urgency === 'critical' ? 'Critical' : 'Overdue'}
                      </Badge>
                    ) : (
                      <Badge colorPalette="blue" variant="subtle" flexShrink="0">
                        {LEAD_STATUS_LABELS[lead.status]}
                      </Badge>
                    )}
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </OverviewCard>

        <OverviewCard
          testId="pipeline"
          title="Deals in progress"
          link={{ to: '/dashboard/deals' }}
          linkLabel="Open the board"
        >
          <SimpleGrid columns={3} gap="3">
            {data.deals.stages.map((s) => (
              <Stack key={s.stage} gap="0" data-testid={`stage-${s.stage}`}>
                <Text fontSize="sm" color="fg.muted">
                  {DEAL_STAGE_LABELS[s.stage]}
                </Text>
                <Text fontSize="2xl" fontWeight="semibold">
                  {s.count}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDollars(s.valueCents)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Text fontSize="sm" data-testid="sold-this-month">
            {data.deals.soldThisMonth === 1 ? '1 deal' : `${data.deals.soldThisMonth} deals`} sold this month
            {data.role === 'sales' ? ' (yours)' : ''}.
          </Text>
        </OverviewCard>

        <OverviewCard
          testId="aging"
          title="Aging stock"
          link={{ to: '/dashboard/inventory', search: { sort: 'age_desc' } }}
          linkLabel="See inventory"
        >
          <AgingBars buckets={data.aging.buckets} />
          {data.aging.oldest.length > 0 && (
            <Box>
              <Text fontSize="sm" fontWeight="medium" mb="2">
                Longest on the lot
              </Text>
              <List.Root variant="plain" gap="2">
                {data.aging.oldest.map((v) => (
                  <List.Item key={v.id} display="block">
                    <HStack justify="space-between" gap="3">
                      <ChakraLink asChild truncate minW="0">
                        <Link to="/dashboard/inventory/$id" params={{ id: v.id }}>
                          {v.title}
                        </Link>
                      </ChakraLink>
                      <Text fontSize="sm" color="fg.muted" flexShrink="0">
                        {v.days} days · {v.priceCents === null ? 'No price' : formatDollars(v.priceCents)}
                        {v.listed ? '' : ' · not listed'}
                      </Text>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          )}
        </OverviewCard>

        {plan}
      </SimpleGrid>
    </Stack>
  );
}

/** The stock by age as bars scaled to the largest bucket, each labelled with its count. */
function AgingBars({ buckets }: { buckets: DealerOverview['aging']['buckets'] }) {
  const max = Math.max(1, ...buckets.map((b) => b.vehicles));
  const total = buckets.reduce((s, b) => s + b.vehicles, 0);
  if (total === 0) return <Text color="fg.muted">No vehicles in stock.</Text>;
  return (
    <Stack gap="2" role="list" aria-label="Vehicles in stock by days on the lot">
      {buckets.map((b) => (
        <HStack key={b.bucket} gap="3" role="listitem" data-testid={`aging-${b.bucket}`}>
          <Text fontSize="sm" w="28" flexShrink="0">
            {AGE_LABELS[b.bucket]}
          </Text>
          <Box flex="1" bg="bg.muted" borderRadius="full" h="2.5" overflow="hidden" aria-hidden>
            <Box
              h="full"
              borderRadius="full"
              bg={b.bucket === '90+' ? 'orange.solid' : b.bucket === '61-90' ? 'yellow.solid' : 'blue.solid'}
              w={`${Math.round((b.vehicles / max) * 100)}%`}
            />
          </Box>
          <Text fontSize="sm" w="10" textAlign="end" flexShrink="0">
            {b.vehicles}
          </Text>
        </HStack>
      ))}
    </Stack>
  );
}
