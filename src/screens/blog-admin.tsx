import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { toaster } from '../components/ui/toaster';
import { PostFilters, PostsListSkeleton, PostsTable } from '../features/blog-admin/list/posts-list';
import { useDeletePost } from '../features/blog-admin/mutations';
import { blogAdminQueries } from '../features/blog-admin/queries';
import { ErrorBlock } from '../features/marketing/components/query-state';
import { ApiError } from '../lib/api-error';
import type { BlogAdminSummary, BlogStatus } from '../shared/schemas/blog-admin';

const routeApi = getRouteApi('/dashboard/blog-admin');

/**
 * Blog admin (DOMAIN.md › Areas › Blog admin): every post with its status, when it went or goes
 * live, tags and author; filter by status, search, pages; New post; Delete asks first.
 */
export function BlogAdminScreen() {
  const route = routeById['blog-admin'];
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useQuery(blogAdminQueries.list(search));
  const remove = useDeletePost();
  const [deleting, setDeleting] = useState<BlogAdminSummary | null>(null);
  const data = list.data;
  const filtered = Boolean(search.q || search.status);

  const setSearch = (patch: { q?: string; status?: '' | BlogStatus; page?: number }) =>
    void navigate({
      search: (prev) => ({ ...prev, page: 1, ...patch }),
      replace: !('page' in patch),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const post = deleting;
    remove.mutate(post.id, {
      onSuccess: () => {
        setDeleting(null);
        toaster.create({ type: 'success', title: `Deleted "${post.title}"` });
      },
      onError: (error) => {
        setDeleting(null);
        toaster.create({
          type: 'error',
          title: 'The post was not deleted',
          description: error instanceof ApiError ? error.message : 'Please try again.',
        });
      },
    });
  };

  return (
    <DashboardPage
      title={headingOf(route)}
      description={route.description}
      actions={
        <Button asChild colorPalette="blue">
          <Link to="/dashboard/blog-admin/create">
            <Plus /> New post
          </Link>
        </Button>
      }
    >
      <PostFilters q={search.q} status={search.status} counts={data?.counts} onChange={setSearch} />
      {list.isError ? (
        <ErrorBlock title="We could not load the posts." onRetry={() => void list.refetch()} />
      ) : !data ? (
        <PostsListSkeleton />
      ) : data.items.length === 0 ? (
        filtered ? (
          <EmptyPanel title="No posts match" description="Try other words or another status.">
            <Button variant="outline" onClick={() => setSearch({ q: '', status: '' })}>
              Show all posts
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel
            title="No posts yet"
            description="Write the first post: save it as a draft, schedule it, or publish it to the blog at once."
          >
            <Button asChild variant="outline">
              <Link to="/dashboard/blog-admin/create">Write a post</Link>
            </Button>
          </EmptyPanel>
        )
      ) : (
        <Stack gap="3" opacity={list.isPlaceholderData ? 0.6 : 1} aria-busy={list.isPlaceholderData}>
          <PostsTable page={data} onDelete={setDeleting} />
          {data.totalPages > 1 && (
            <HStack as="nav" aria-label="Post pages" justify="space-between">
              <Button variant="outline" disabled={data.page <= 1} onClick={() => setSearch({ page: data.page - 1 })}>
                Newer
              </Button>
              <Text fontSize="sm" color="fg.muted">
                Page {data.page} of {data.totalPages}
              </Text>
              <Button
                variant="outline"
                disabled={data.page >= data.totalPages}
                onClick={() => setSearch({ page: data.page + 1 })}
              >
                Older
              </Button>
            </HStack>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this post?"
        confirmLabel="Delete post"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? `"${deleting.title}" will be removed${deleting.live ? ' from the blog' : ''}. This cannot be undone.`
          : ''}
      </ConfirmDialog>
    </DashboardPage>
  );
}
