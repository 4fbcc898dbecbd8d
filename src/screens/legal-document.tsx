import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { NotFound } from '../components/errors/not-found';
import { PublicPage } from '../components/layout/page';
import { usePageTitle } from '../lib/page-title';
import { isNotFound } from '../features/marketing/api';
import { Prose } from '../features/marketing/components/prose';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { marketingQueries } from '../features/marketing/queries';

const routeApi = getRouteApi('/public/legal/$slug');

export function LegalDocumentScreen() {
  const { slug } = routeApi.useParams();
  const doc = useQuery(marketingQueries.contentItem('legal', slug));
  usePageTitle(
    doc.data ? `${doc.data.title} — Lotline` : doc.error && isNotFound(doc.error) ? 'Not Found — Lotline' : null,
  );
  if (doc.isError && isNotFound(doc.error)) return <NotFound />;
  return (
    <PublicPage title={doc.data?.title ?? 'Legal'} lead={doc.data?.summary}>
      {doc.isPending ? (
        <LoadingBlock />
      ) : doc.isError ? (
        <ErrorBlock onRetry={() => void doc.refetch()} />
      ) : (
        <Stack gap="6">
          {doc.data.updated && (
            <Text fontSize="sm" color="fg.muted">
              Last updated {doc.data.updated}
            </Text>
          )}
          <Prose html={doc.data.html} />
          <Text>
            <Link to="/legal" style={{ textDecoration: 'underline' }}>
              All legal documents
            </Link>
          </Text>
        </Stack>
      )}
    </PublicPage>
  );
}
