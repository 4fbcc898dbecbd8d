import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { EmptyPanel, PublicPage, headingOf } from '../components/layout/page';
import { CategoryFilter } from '../features/marketing/components/category-filter';
import { Prose } from '../features/marketing/components/prose';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { SearchForm } from '../features/marketing/components/search-form';
import { marketingQueries } from '../features/marketing/queries';
import type { ContentItem } from '../shared/schemas/marketing';

const routeApi = getRouteApi('/public/integrations');

const STATUS: Record<NonNullable<ContentItem['status']>, { label: string; palette: string }> = {
  available: { label: 'Available', palette: 'green' },
  api: { label: 'Build on the API', palette: 'blue' },
  planned: { label: 'Planned', palette: 'gray' },
};

export function IntegrationsScreen() {
  const route = routeById['integrations'];
  const { q, category } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(marketingQueries.contentList('integrations', q, category));
  const setSearch = (next: { q?: string; category?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <PublicPage
      title={headingOf(route)}
      lead="How Lotline connects to the rest of your dealership today, and what is on the way. We describe integration types, not partnerships: “Available” is in the product now, “Build on the API” is possible with our documented API, “Planned” is on the roadmap."
    >
      <Stack gap="6">
        <SearchForm
          value={q}
          onSearch={(value) => setSearch({ q: value })}
          label="Search integrations"
          placeholder="Search integrations, e.g. CSV or email"
        />
        {list.data && (
          <CategoryFilter
            label="Integration categories"
            categories={list.data.categories}
            value={category}
            onChange={(id) => setSearch({ category: id })}
          />
        )}
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError ? (
          <ErrorBlock onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyPanel
            title="No integrations match"
            description={`Nothing matches “${q}”. Try another word, or tell us what you need.`}
          >
            <Link to="/contact">Contact us</Link>
          </EmptyPanel>
        ) : (
          <>
            <Text color="fg.muted" aria-live="polite">
              {list.data.total} {list.data.total === 1 ? 'integration' : 'integrations'}
            </Text>
            {list.data.categories
              .filter((c) => list.data.items.some((i) => i.category === c.id))
              .map((c) => (
                <Stack as="section" key={c.id} aria-labelledby={`cat-${c.id}`} gap="4">
                  <Box>
                    <Heading as="h2" id={`cat-${c.id}`} size="xl">
                      {c.label}
                    </Heading>
                    <Text color="fg.muted">{c.description}</Text>
                  </Box>
                  <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                    {list.data.items
                      .filter((i) => i.category === c.id)
                      .map((item) => (
                        <Stack
                          key={item.slug}
                          as="article"
                          aria-labelledby={`int-${item.slug}`}
                          gap="3"
                          p="5"
                          borderWidth="1px"
                          borderRadius="xl"
                          bg="bg.panel"
                        >
                          <Heading as="h3" size="md" id={`int-${item.slug}`}>
                            {item.title}
                          </Heading>
                          {item.status && (
                            <Badge alignSelf="start" colorPalette={STATUS[item.status].palette} variant="subtle">
                              {STATUS[item.status].label}
                            </Badge>
                          )}
                          <Prose html={item.html} fontSize="sm" color="fg.muted" />
                        </Stack>
                      ))}
                  </SimpleGrid>
                </Stack>
              ))}
          </>
        )}
        <Text color="fg.muted">
          Building something? Start with the{' '}
          <Link to="/api-reference" style={{ textDecoration: 'underline' }}>
            API reference
          </Link>
          .
        </Text>
      </Stack>
    </PublicPage>
  );
}
