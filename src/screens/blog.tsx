import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { routeById } from '../../registry/routes';
import { EmptyPanel, PublicPage, headingOf } from '../components/layout/page';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { marketingQueries } from '../features/marketing/queries';
import type { BlogPostSummary } from '../shared/schemas/marketing';

const routeApi = getRouteApi('/public/blog');

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <Stack
      as="article"
      aria-labelledby={`post-${post.slug}`}
      gap="3"
      p={featured ? { base: '6', md: '8' } : '6'}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg.panel"
      h="full"
    >
      <HStack gap="2" wrap="wrap">
        {post.tags.map((tag) => (
          <Badge key={tag} variant="subtle" colorPalette="blue">
            {tag}
          </Badge>
        ))}
      </HStack>
      <Heading as="h2" id={`post-${post.slug}`} size={featured ? '2xl' : 'lg'}>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          {post.title}
        </Link>
      </Heading>
      <Text color="fg.muted" flex="1" fontSize={featured ? 'lg' : 'md'}>
        {post.excerpt}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.readingMinutes} min read ·{' '}
        {post.author}
      </Text>
    </Stack>
  );
}

export function BlogScreen() {
  const route = routeById['blog'];
  const { page, tag } = routeApi.useSearch();
  const list = useQuery(marketingQueries.blogList(page, tag));
  const data = list.data;

  return (
    <PublicPage title={headingOf(route)} lead={route.description}>
      {/* Room for the list before it arrives, so the footer does not jump (CLS). */}
      <Stack gap="8" minH="100vh">
        {data && data.tags.length > 0 && (
          <HStack as="nav" aria-label="Filter by tag" gap="2" wrap="wrap">
            <Button
              asChild
              size="sm"
              borderRadius="full"
              variant={tag ? 'outline' : 'solid'}
              colorPalette={tag ? 'gray' : 'blue'}
            >
              <Link to="/blog" search={{ page: 1, tag: '' }} aria-current={tag ? undefined : 'page'}>
                All posts
              </Link>
            </Button>
            {data.tags.map((t) => (
              <Button
                key={t.tag}
                asChild
                size="sm"
                borderRadius="full"
                variant={t.tag === tag ? 'solid' : 'outline'}
                colorPalette={t.tag === tag ? 'blue' : 'gray'}
              >
                <Link to="/blog" search={{ page: 1, tag: t.tag }} aria-current={t.tag === tag ? 'page' : undefined}>
                  {t.tag} ({t.count})
                </Link>
              </Button>
            ))}
          </HStack>
        )}
        {list.isPending ? (
          <LoadingBlock lines={4} label="Loading posts…" />
        ) : list.isError ? (
          <ErrorBlock title="We could not load the blog." onRetry={() => void list.refetch()} />
        ) : !data || data.items.length === 0 ? (
          <EmptyPanel
            title={tag ? `No posts tagged “${tag}”` : 'No posts yet'}
            description={
              tag
                ? 'Try another tag, or read all posts.'
                : 'Our first articles for dealers are on the way. Check back soon.'
            }
          >
            {tag && (
              <Button asChild size="sm" variant="outline">
                <Link to="/blog" search={{ page: 1, tag: '' }}>
                  All posts
                </Link>
              </Button>
            )}
          </EmptyPanel>
        ) : (
          <Stack gap="6" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
            {page === 1 && data.items[0] && <PostCard post={data.items[0]} featured />}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
              {(page === 1 ? data.items.slice(1) : data.items).map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </SimpleGrid>
            {data.totalPages > 1 && (
              <HStack as="nav" aria-label="Blog pages" justify="space-between" pt="4">
                {page > 1 ? (
                  <Button asChild variant="outline">
                    <Link to="/blog" search={{ page: page - 1, tag }} rel="prev">
                      Newer posts
                    </Link>
                  </Button>
                ) : (
                  <Box />
                )}
                <Text color="fg.muted" fontSize="sm">
                  Page {page} of {data.totalPages}
                </Text>
                {page < data.totalPages ? (
                  <Button asChild variant="outline">
                    <Link to="/blog" search={{ page: page + 1, tag }} rel="next">
                      Older posts
                    </Link>
                  </Button>
                ) : (
                  <Box />
                )}
              </HStack>
            )}
          </Stack>
        )}
      </Stack>
    </PublicPage>
  );
}
