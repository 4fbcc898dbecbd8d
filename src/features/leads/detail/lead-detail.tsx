import {
  Alert,
  Box,
  Breadcrumb,
  Button,
  Grid,
  Heading,
  HStack,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LEAD_REASON_LABELS, LEAD_SOURCE_LABELS, LEAD_STATUSES_WITH_REASON } from '../../../shared/respond';
import type { Lead } from '../../../shared/schemas/leads';
import { formatDateTime, vehicleTitle } from '../format';
import { LeadStatusBadge } from '../list/lead-badges';
import { leadQueries } from '../queries';
import { useNow } from '../use-now';
import { LeadNotes } from './lead-notes';
import { AssigneeCard, CustomerCard, FollowUpCard, ResponseCard, VehicleCardPanel } from './lead-side-panel';
import { LeadStatusControl } from './lead-status-control';
import { LeadTimeline } from './lead-timeline';

const reasonLabel = (reason: string | null) =>
  reason && reason in LEAD_REASON_LABELS ? LEAD_REASON_LABELS[reason as keyof typeof LEAD_REASON_LABELS] : reason;

/**
 * One lead: who, about what, where it stands (status with its reason, assignee, next follow-up,
 * response timer), a way into its conversation, notes and calls, and the timeline. `conversation`
 * is the link to the conversation in Messages, passed in by the screen (another area's route).
 */
export function LeadDetail({
  lead,
  viewerId,
  isSales,
  conversation,
}: {
  lead: Lead;
  viewerId: string;
  isSales: boolean;
  conversation: ReactNode;
}) {
  const settings = useQuery(leadQueries.settings());
  const now = useNow();
  const closedWithReason = LEAD_STATUSES_WITH_REASON.includes(lead.status) && lead.reason;
  return (
    <Stack gap="6" maxW="7xl" mx="auto" data-testid="lead-detail">
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/dashboard/leads" data-testid="back-to-leads">
                Leads
              </Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{lead.customer.name}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box display="flex" gap="4" flexDirection={{ base: 'column', md: 'row' }} alignItems={{ md: 'flex-start' }}>
        <Stack gap="2" flex="1">
          <HStack gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {lead.customer.name}
            </Heading>
            <LeadStatusBadge status={lead.status} />
          </HStack>
          <Text color="fg.muted">
            {LEAD_SOURCE_LABELS[lead.source]} lead
            {lead.vehicle ? ` about the ${vehicleTitle(lead.vehicle)}` : ''} · arrived{' '}
            <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
            {lead.createdBy ? ` · added by ${lead.createdBy.name}` : ''}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          {conversation}
          <LeadStatusControl lead={lead} />
        </HStack>
      </Box>
      {closedWithReason && (
        <Alert.Root status={lead.status === 'junk' ? 'warning' : 'neutral'} data-testid="lead-reason">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {lead.status === 'junk' ? 'Junk' : 'Lost'}: {reasonLabel(lead.reason)}
            </Alert.Title>
            {lead.reasonNote && <Alert.Description>{lead.reasonNote}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {!lead.canEdit && (
        <Text fontSize="sm" color="fg.muted" data-testid="read-only">
          This lead is a colleague’s: you can read it, and a manager can hand it to you.
        </Text>
      )}
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Stack gap="6" order={{ base: 2, lg: 1 }}>
          {lead.canEdit && <LeadNotes leadId={lead.id} />}
          <LeadTimeline leadId={lead.id} />
        </Stack>
        <Stack gap="4" order={{ base: 1, lg: 2 }}>
          <ResponseCard lead={lead} settings={settings.data} now={now} />
          <AssigneeCard lead={lead} viewerId={viewerId} isSales={isSales} />
          <FollowUpCard lead={lead} />
          <CustomerCard lead={lead} />
          <VehicleCardPanel lead={lead} />
        </Stack>
      </Grid>
    </Stack>
  );
}

/** The detail's shape while it loads: heading, actions and the two columns, so nothing jumps. */
export function LeadDetailSkeleton() {
  return (
    <Stack gap="6" maxW="7xl" mx="auto" aria-busy="true" aria-live="polite" data-testid="loading">
      <VisuallyHidden>Loading the lead…</VisuallyHidden>
      <Skeleton h="4" w="40" />
      <Stack gap="2">
        <Skeleton h="9" w={{ base: 'full', md: 'md' }} />
        <Skeleton h="5" w={{ base: 'full', md: 'lg' }} />
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6">
          <Skeleton h="6" w="24" />
          <SkeletonText noOfLines={8} gap="4" />
        </Stack>
        <Stack gap="4">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="24" borderRadius="lg" />
          ))}
        </Stack>
      </Grid>
    </Stack>
  );
}

export function LeadDetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Stack maxW="7xl" mx="auto">
      <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>We could not load this lead.</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={onRetry} alignSelf="center">
          Try again
        </Button>
      </Alert.Root>
    </Stack>
  );
}
