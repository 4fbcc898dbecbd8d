import { Alert, Box, Button, Grid, HStack, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { NotFound } from '../components/errors/not-found';
import { DashboardPage } from '../components/layout/page';
import { PostEditor } from '../features/blog-admin/editor/post-editor';
import { StatusBadge } from '../features/blog-admin/list/posts-list';
import { blogAdminQueries } from '../features/blog-admin/queries';
import { ApiError } from '../lib/api-error';
import { usePageTitle } from '../lib/page-title';

const routeApi = getRouteApi('/dashboard/blog-admin/edit/$id');

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function BackLink() {
  return (
    <Box>
      <Link to="/dashboard/blog-admin">
        <HStack as="span" gap="1" fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
          <ArrowLeft size={14} /> Blog admin
        </HStack>
      </Link>
    </Box>
  );
}

/** Edit post: the shared editor filled with the post; an unknown id is Not Found. */
export function BlogAdminEditScreen() {
  const { id } = routeApi.useParams();
  const post = useQuery(blogAdminQueries.detail(id));
  const justSaved = useRouterState({ select: (state) => state.location.state.savedPostId === id });
  usePageTitle(post.data ? `${post.data.title} — Lotline` : isMissing(post.error) ? 'Not Found — Lotline' : null);

  if (post.isPending)
    return (
      <Stack gap="6" maxW="7xl" mx="auto" aria-busy="true" data-testid="loading">
        <VisuallyHidden aria-live="polite">Loading the post…</VisuallyHidden>
        <Skeleton h="4" w="32" />
        <Skeleton h="9" w={{ base: 'full', md: 'sm' }} />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6">
          <Skeleton h="96" borderRadius="lg" />
          <Skeleton h="64" borderRadius="lg" />
        </Grid>
      </Stack>
    );
  if (post.isError) {
    if (isMissing(post.error)) return <NotFound home="/dashboard" />;
    return (
      <Stack maxW="7xl" mx="auto" gap="4">
        <BackLink />
        <Alert.Root status="error" borderRadius="lg" data-testid="error-state">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not load this post.</Alert.Title>
            <Alert.Description>
              {post.error instanceof ApiError ? post.error.message : 'Check your connection and try again.'}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void post.refetch()} alignSelf="center">
            Try again
          </Button>
        </Alert.Root>
      </Stack>
    );
  }

  return (
    <Stack gap="4" maxW="7xl" mx="auto">
      <BackLink />
      <DashboardPage
        title="Edit post"
        description={
          <HStack as="span" gap="2">
            <StatusBadge post={post.data} /> <span>/blog/{post.data.slug}</span>
          </HStack>
        }
      >
        <PostEditor key={post.data.id} post={post.data} justSaved={justSaved} />
      </DashboardPage>
    </Stack>
  );
}
