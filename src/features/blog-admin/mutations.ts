/**
 * Blog admin writes. Each refreshes the admin's lists and puts the saved post in its detail cache;
 * the public blog's cache is the server's business (a write empties it there).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BlogAdminPost, BlogPostInput } from '../../shared/schemas/blog-admin';
import { blogAdminApi } from './api';
import { blogAdminQueries } from './queries';

const afterWrite = async (queryClient: QueryClient, post?: BlogAdminPost) => {
  if (post) queryClient.setQueryData(blogAdminQueries.detail(post.id).queryKey, post);
  await queryClient.invalidateQueries({ queryKey: blogAdminQueries.lists() });
};

export function useSavePost(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogPostInput) => (id ? blogAdminApi.update(id, input) : blogAdminApi.create(input)),
    onSuccess: (post) => afterWrite(queryClient, post),
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => blogAdminApi.remove(id),
    onSuccess: async (_done, id) => {
      queryClient.removeQueries({ queryKey: blogAdminQueries.detail(id).queryKey });
      await afterWrite(queryClient);
    },
  });
}

export function useUploadCover() {
  return useMutation({ mutationFn: (file: File) => blogAdminApi.uploadCover(file) });
}
