import { Badge, Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { ContentSearch } from '../features/marketing/components/content-search';
import { Prose } from '../features/marketing/components/prose';
import type { ContentItem } from '../shared/schemas/marketing';

const routeApi = getRouteApi('/public/integrations');

/**
 * The status comes from the content layer, derived from the registry (src/content/availability.ts):
 * an integration that needs an area still coming soon is "planned" until that area lands.
 */
const STATUS: Record<NonNullable<ContentItem['status']>, { label: string; palette: string }> = {
  available: { label: 'Available', palette: 'green' },
  api: { label: 'Build on the API', palette: 'blue' },
  planned: { label: 'Planned', palette: 'gray' },
};

export function IntegrationsScreen() {
  const route = routeById['integrations'];
  const { q, category } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const setSearch = (next: { q?: string; category?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <PublicPage
      title={headingOf(route)}
      lead="How Lotline connects to the rest of your dealership today, and what is on the way. We describe integration types, not partnerships: “Available” is in the product now, “Build on the API” is possible with our documented API, “Planned” is being built or on the roadmap."
    >
      <Stack gap="6">
        <ContentSearch
          kind="integrations"
          q={q}
          category={category}
          onSearch={setSearch}
          searchLabel="Search integrations"
          placeholder="Search integrations, e.g. CSV or email"
          filterLabel="Integration categories"
          empty={{
            title: 'No integrations match',
            description: `Nothing matches “${q}”. Try another word, or tell us what you need.`,
            action: <Link to="/contact">Contact us</Link>,
          }}
        >
          {(groups, list) => (
            <>
              <Text color="fg.muted" aria-live="polite">
                {list.total} {list.total === 1 ? 'integration' : 'integrations'}
              </Text>
              {groups.map(({ category: c, items }) => (
                <Stack as="section" key={c.id} aria-labelledby={`cat-${c.id}`} gap="4">
                  <Box>
                    <Heading as="h2" id={`cat-${c.id}`} size="xl">
                      {c.label}
                    </Heading>
                    <Text color="fg.muted">{c.description}</Text>
                  </Box>
                  <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
                    {items.map((item) => (
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
        </ContentSearch>
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
