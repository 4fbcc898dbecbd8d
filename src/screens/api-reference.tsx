import { Box, Code, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { routeById } from '../../registry/routes';
import { PublicPage, headingOf } from '../components/layout/page';
import { EndpointDetail } from '../features/marketing/components/api-reference';
import { CategoryFilter } from '../features/marketing/components/category-filter';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { countInternal, groupEndpoints } from '../features/marketing/openapi';
import { marketingQueries } from '../features/marketing/queries';

const routeApi = getRouteApi('/public/api-reference');

const tagId = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function ApiReferenceScreen() {
  const route = routeById['api-reference'];
  const { tag } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const doc = useQuery(marketingQueries.openApi());
  const groups = useMemo(() => (doc.data ? groupEndpoints(doc.data) : []), [doc.data]);
  const shown = tag ? groups.filter((g) => g.tag === tag) : groups;
  const count = groups.reduce((n, g) => n + g.endpoints.length, 0);
  const internal = doc.data ? countInternal(doc.data) : 0;

  return (
    <PublicPage
      title={headingOf(route)}
      lead={
        <>
          Generated from the live OpenAPI document at <Code>/api/openapi.json</Code>, so it always matches the API.
          Errors share one shape: <Code>{'{ error: { code, message, fields? } }'}</Code>.
        </>
      }
    >
      {doc.isPending ? (
        <LoadingBlock lines={5} label="Loading the API document…" />
      ) : doc.isError ? (
        <ErrorBlock title="We could not load the API document." onRetry={() => void doc.refetch()} />
      ) : (
        <Stack gap="8">
          <Stack gap="3">
            <Text color="fg.muted">
              {doc.data.info.title} {doc.data.info.version} · {count} endpoints in {groups.length} groups ·{' '}
              <a href="/api/openapi.json" style={{ textDecoration: 'underline' }}>
                Download the OpenAPI document
              </a>
            </Text>
            <Text color="fg.muted" fontSize="sm">
              Each endpoint says who may call it; signed-in calls carry the session cookie that sign-in sets.
              {internal > 0 &&
                ` ${internal} internal authentication endpoints that a client never calls are left out here (they are in the document, tagged “Auth: internal”).`}
            </Text>
            <CategoryFilter
              label="Endpoint groups"
              categories={groups.map((g) => ({ id: g.tag, label: g.tag }))}
              value={tag}
              onChange={(id) => void navigate({ search: { tag: id }, replace: true })}
            />
          </Stack>
          <Grid templateColumns={{ base: '1fr', lg: '280px 1fr' }} gap="10" alignItems="start">
            <Box
              as="nav"
              aria-label="Endpoints"
              position={{ lg: 'sticky' }}
              top={{ lg: '20' }}
              maxH={{ lg: 'calc(100dvh - 6rem)' }}
              overflowY={{ lg: 'auto' }}
              display={{ base: 'none', lg: 'block' }}
            >
              <Stack gap="4">
                {shown.map((g) => (
                  <Stack key={g.tag} gap="1">
                    <Text
                      fontSize="xs"
                      fontWeight="semibold"
                      textTransform="uppercase"
                      letterSpacing="wider"
                      color="fg.muted"
                    >
                      {g.tag}
                    </Text>
                    {g.endpoints.map((e) => (
                      <Link key={e.id} to="/api-reference" search={{ tag }} hash={e.id} style={{ fontSize: 13 }}>
                        <HStack gap="2">
                          <Box as="span" fontFamily="mono" fontSize="xs" minW="10" color="fg.muted">
                            {e.method.toUpperCase()}
                          </Box>
                          <Box as="span" fontFamily="mono" wordBreak="break-all">
                            {e.path}
                          </Box>
                        </HStack>
                      </Link>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Box>
            <Stack gap="12" minW="0">
              {shown.map((g) => (
                <Stack as="section" key={g.tag} aria-labelledby={tagId(g.tag)} gap="4">
                  <HStack gap="3">
                    <Heading as="h2" id={tagId(g.tag)} size="xl">
                      {g.tag}
                    </Heading>
                    <Text color="fg.muted" fontSize="sm">
                      {g.endpoints.length} {g.endpoints.length === 1 ? 'endpoint' : 'endpoints'}
                    </Text>
                  </HStack>
                  {g.description && <Text color="fg.muted">{g.description}</Text>}
                  <Stack gap="4">
                    {g.endpoints.map((e) => (
                      <EndpointDetail
                        key={`${tag}:${e.id}`}
                        doc={doc.data}
                        endpoint={e}
                        defaultOpen={Boolean(tag) || count <= 12}
                      />
                    ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </Grid>
        </Stack>
      )}
    </PublicPage>
  );
}
