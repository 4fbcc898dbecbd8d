import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { marketingQueries } from '../features/marketing/queries';

export function LegalScreen() {
  const route = routeById['legal'];
  const list = useQuery(marketingQueries.contentList('legal'));
  return (
    <PublicPage
      title={headingOf(route)}
      lead="The terms that govern Lotline and how we handle your data, written to be read."
    >
      {list.isPending ? (
        <LoadingBlock lines={3} />
      ) : list.isError ? (
        <ErrorBlock onRetry={() => void list.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {list.data.items.map((doc) => (
            <Stack key={doc.slug} as="article" gap="2" p="6" borderWidth="1px" borderRadius="xl" bg="bg.panel">
              <Heading as="h2" size="lg">
                <Link to="/legal/$slug" params={{ slug: doc.slug }}>
                  {doc.title}
                </Link>
              </Heading>
              <Text color="fg.muted">{doc.summary}</Text>
              {doc.updated && (
                <Text fontSize="sm" color="fg.muted">
                  Last updated {doc.updated}
                </Text>
              )}
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </PublicPage>
  );
}
