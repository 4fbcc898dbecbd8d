import { Badge, Box, Button, Container, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { usePageTitle } from '../lib/page-title';
import { NotFound } from '../components/errors/not-found';
import { isNotFound } from '../features/marketing/api';
import { Prose } from '../features/marketing/components/prose';
import { ErrorBlock, LoadingBlock } from '../features/marketing/components/query-state';
import { marketingQueries } from '../features/marketing/queries';

const routeApi = getRouteApi('/public/blog/$slug');

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function BlogPostScreen() {
  const { slug } = routeApi.useParams();
  const post = useQuery(marketingQueries.blogPost(slug));
  usePageTitle(
    post.data
      ? `${post.data.title} — Lotline Blog`
      : post.error && isNotFound(post.error)
        ? 'Not Found — Lotline'
        : null,
  );
  if (post.isError && isNotFound(post.error)) return <NotFound />;

  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Text fontSize="sm">
          <Link to="/blog" search={{ page: 1, tag: '' }} style={{ textDecoration: 'underline' }}>
            ← All posts
          </Link>
        </Text>
        {post.isPending ? (
          <LoadingBlock lines={6} label="Loading the article…" />
        ) : post.isError ? (
          <ErrorBlock title="We could not load this article." onRetry={() => void post.refetch()} />
        ) : (
          <Stack as="article" gap="6" aria-labelledby="post-title">
            <Stack gap="3">
              <HStack gap="2" wrap="wrap">
                {post.data.tags.map((tag) => (
                  <Badge key={tag} asChild variant="subtle" colorPalette="blue">
                    <Link to="/blog" search={{ page: 1, tag }}>
                      {tag}
                    </Link>
                  </Badge>
                ))}
              </HStack>
              <Heading as="h1" id="post-title" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" tabIndex={-1}>
                {post.data.title}
              </Heading>
              <Text fontSize="lg" color="fg.muted">
                {post.data.excerpt}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {post.data.author} · <time dateTime={post.data.publishedAt}>{formatDate(post.data.publishedAt)}</time> ·{' '}
                {post.data.readingMinutes} min read
              </Text>
            </Stack>
            {post.data.coverUrl && (
              <Image
                src={post.data.coverUrl}
                alt={post.data.coverAlt ?? ''}
                borderRadius="xl"
                width="100%"
                height="auto"
              />
            )}
            <Prose html={post.data.html} maxW="none" />
            <Box borderTopWidth="1px" pt="8">
              <Stack gap="3" p="6" borderRadius="xl" bg="bg.subtle">
                <Heading as="h2" size="md">
                  Run your store on Lotline
                </Heading>
                <Text color="fg.muted">
                  Post vehicles VIN-first, answer every lead on time and see your deals in one pipeline.
                </Text>
                <HStack gap="3">
                  <Button asChild colorPalette="blue">
                    <Link to="/auth/register">Get Started</Link>
                  </Button>
                  <Button asChild variant="outline">
                    <Link to="/contact-sales">Contact Sales</Link>
                  </Button>
                </HStack>
              </Stack>
            </Box>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
