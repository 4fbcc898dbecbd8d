import { Alert, Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { EmptyPanel, PublicPage, headingOf } from '../components/layout/page';
import { Prose } from '../features/marketing/components/prose';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { SearchForm } from '../features/marketing/components/search-form';
import { marketingQueries } from '../features/marketing/queries';
import type { ContentItem } from '../shared/schemas/marketing';

const routeApi = getRouteApi('/public/documentation');

/**
 * A guide's status is derived from the registry by the content layer (src/content/availability.ts):
 * "planned" while the area it describes is coming soon, "available" once it lands.
 */
const isComingSoon = (item: ContentItem) => item.status === 'planned';

function ComingSoonBadge() {
  return (
    <Badge colorPalette="orange" variant="subtle" size="xs" flexShrink={0}>
      Coming soon
    </Badge>
  );
}

export function DocumentationScreen() {
  const route = routeById['documentation'];
  const { q, guide } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(marketingQueries.contentList('docs', q));
  const items = list.data?.items ?? [];
  const current = items.find((i) => i.slug === guide) ?? (q ? undefined : items[0]);

  return (
    <PublicPage
      title={headingOf(route)}
      lead="Guides for every area of the Lotline dashboard — from adding a vehicle by VIN to reading your reports. Guides marked “Coming soon” describe areas that are being built."
    >
      <Stack gap="6">
        <SearchForm
          value={q}
          onSearch={(value) => void navigate({ search: { q: value, guide: '' }, replace: true })}
          label="Search the documentation"
          placeholder="Search guides, e.g. check digit, roles, CSV"
        />
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError ? (
          <ErrorBlock onRetry={() => void list.refetch()} />
        ) : items.length === 0 ? (
          <EmptyPanel title="No guides match" description={`Nothing matches “${q}”. Try a different word, or ask us.`}>
            <Button asChild variant="outline" size="sm">
              <Link to="/help-center">Visit the Help Center</Link>
            </Button>
          </EmptyPanel>
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '260px 1fr' }} gap={{ base: '6', lg: '10' }} alignItems="start">
            <Box as="nav" aria-label="Guides" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
              {q && (
                <Text fontSize="sm" color="fg.muted" mb="3" aria-live="polite">
                  {items.length} {items.length === 1 ? 'guide matches' : 'guides match'} “{q}”
                </Text>
              )}
              <Stack gap="5">
                {list.data.categories
                  .filter((c) => items.some((i) => i.category === c.id))
                  .map((c) => (
                    <Stack key={c.id} gap="1">
                      <Text
                        fontSize="xs"
                        fontWeight="semibold"
                        textTransform="uppercase"
                        letterSpacing="wider"
                        color="fg.muted"
                      >
                        {c.label}
                      </Text>
                      {items
                        .filter((i) => i.category === c.id)
                        .map((item) => {
                          const active = item.slug === current?.slug;
                          return (
                            <Link
                              key={item.slug}
                              to="/documentation"
                              search={{ q, guide: item.slug }}
                              aria-current={active ? 'page' : undefined}
                              style={{
                                padding: '6px 10px',
                                borderRadius: 6,
                                fontWeight: active ? 600 : 400,
                                background: active ? 'var(--chakra-colors-bg-muted)' : undefined,
                              }}
                            >
                              <HStack as="span" justify="space-between" gap="2">
                                <span>{item.title}</span>
                                {isComingSoon(item) && <ComingSoonBadge />}
                              </HStack>
                            </Link>
                          );
                        })}
                    </Stack>
                  ))}
              </Stack>
            </Box>
            {current ? (
              <Stack as="article" aria-labelledby="guide-heading" gap="4" minW="0">
                <Text fontSize="sm" color="fg.muted">
                  {current.categoryLabel}
                  {current.updated ? ` · Updated ${current.updated}` : ''}
                </Text>
                <Heading as="h2" id="guide-heading" size="2xl">
                  {current.title}
                </Heading>
                {isComingSoon(current) && (
                  <Alert.Root status="info" colorPalette="orange" borderRadius="lg" data-testid="guide-coming-soon">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>Coming soon</Alert.Title>
                      <Alert.Description>
                        This part of Lotline is being built. The guide describes how it will work when it is released.
                      </Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
                <Text fontSize="lg" color="fg.muted">
                  {current.summary}
                </Text>
                <Prose html={current.html} />
              </Stack>
            ) : (
              <Stack gap="4">
                {items.map((item) => (
                  <Stack key={item.slug} as="article" gap="1" p="5" borderWidth="1px" borderRadius="xl">
                    <HStack justify="space-between" align="start" gap="3">
                      <Heading as="h2" size="md">
                        <Link to="/documentation" search={{ q, guide: item.slug }}>
                          {item.title}
                        </Link>
                      </Heading>
                      {isComingSoon(item) && <ComingSoonBadge />}
                    </HStack>
                    <Text color="fg.muted">{item.summary}</Text>
                  </Stack>
                ))}
              </Stack>
            )}
          </Grid>
        )}
      </Stack>
    </PublicPage>
  );
}
