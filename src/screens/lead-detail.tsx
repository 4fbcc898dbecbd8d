import { Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Handshake, MessageSquare } from 'lucide-react';
import { NotFound } from '../components/errors/not-found';
import { toaster } from '../components/ui/toaster';
import { useCreateDeal } from '../features/deals/mutations';
import { LeadDetail, LeadDetailError, LeadDetailSkeleton } from '../features/leads/detail/lead-detail';
import { leadQueries } from '../features/leads/queries';
import { ApiError } from '../lib/api-error';
import { usePageTitle } from '../lib/page-title';
import { useViewer } from '../lib/session';
import { isClosedLead } from '../shared/respond';

const routeApi = getRouteApi('/dashboard/leads/$id');

/** The API answers 404 for an unknown id, another dealership's lead and (for sales) a colleague's alike. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Create deal: the lead's customer and vehicle become a deal (issue 11 item 1), opened on the
 * deals board. A lead that already has one is told so (the API answers 409).
 */
function CreateDealButton({ leadId }: { leadId: string }) {
  const create = useCreateDeal();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { leadId },
          {
            onSuccess: (deal) => void navigate({ to: '/dashboard/deals', search: { deal: deal.id } as never }),
            onError: (error) =>
              toaster.create({
                type: 'error',
                title: 'No deal was created',
                description: error instanceof ApiError ? error.message : 'Please try again.',
              }),
          },
        )
      }
    >
      <Handshake aria-hidden /> Create deal
    </Button>
  );
}

export function LeadDetailScreen() {
  const { id } = routeApi.useParams();
  const viewer = useViewer();
  const isSales = viewer?.dealershipRole === 'sales' || (viewer?.roles.includes('sales') ?? false);
  const lead = useQuery(leadQueries.detail(id));
  usePageTitle(
    lead.data ? `${lead.data.customer.name} · Lead — Lotline` : isMissing(lead.error) ? 'Not Found — Lotline' : null,
  );

  if (lead.isPending) return <LeadDetailSkeleton />;
  if (lead.isError) {
    if (isMissing(lead.error)) return <NotFound home="/dashboard" />;
    return (
      <LeadDetailError
        message={lead.error instanceof ApiError ? lead.error.message : 'Check your connection and try again.'}
        onRetry={() => void lead.refetch()}
      />
    );
  }
  const conversationId = lead.data.conversationId;
  const dealable = lead.data.canEdit && lead.data.vehicle !== null && !isClosedLead(lead.data.status);
  return (
    <LeadDetail
      lead={lead.data}
      viewerId={viewer?.id ?? ''}
      isSales={isSales}
      conversation={
        conversationId || dealable ? (
          <HStack gap="2" wrap="wrap">
            {conversationId && (
              <Button asChild size="sm" colorPalette="blue">
                <Link to="/dashboard/messages" search={{ c: conversationId }}>
                  <MessageSquare aria-hidden /> Open conversation
                </Link>
              </Button>
            )}
            {dealable && <CreateDealButton leadId={lead.data.id} />}
          </HStack>
        ) : null
      }
    />
  );
}
