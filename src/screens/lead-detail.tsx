import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { NotFound } from '../components/errors/not-found';
import { LeadDetail, LeadDetailError, LeadDetailSkeleton } from '../features/leads/detail/lead-detail';
import { leadQueries } from '../features/leads/queries';
import { ApiError } from '../lib/api-error';
import { usePageTitle } from '../lib/page-title';
import { useViewer } from '../lib/session';

const routeApi = getRouteApi('/dashboard/leads/$id');

/** The API answers 404 for an unknown id, another dealership's lead and (for sales) a colleague's alike. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

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
  return (
    <LeadDetail
      lead={lead.data}
      viewerId={viewer?.id ?? ''}
      isSales={isSales}
      conversation={
        conversationId ? (
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/dashboard/messages" search={{ c: conversationId }}>
              <MessageSquare aria-hidden /> Open conversation
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
