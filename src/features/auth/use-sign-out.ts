import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toaster } from '../../components/ui/toaster';
import { ApiError } from '../../lib/api-error';

/**
 * Sign out, drop every cached answer (they belong to the person who left), go to sign-in.
 * Its own module, with the auth client (better-auth, ~16 kB gzip) imported only when someone signs
 * out: the user menu is on every dashboard page, and each cold load would otherwise fetch it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => import('./api').then(({ authApi }) => authApi.signOut()),
    onSettled: async (_data, error) => {
      if (error)
        toaster.create({ type: 'error', title: error instanceof ApiError ? error.message : 'Could not sign out.' });
      // Signed out first (observers see null at once, so no screen sends us back to the
      // dashboard), then everything else cached for this person goes.
      queryClient.setQueryData(['session'], null);
      queryClient.removeQueries({ predicate: (q) => !(q.queryKey.length === 1 && q.queryKey[0] === 'session') });
      await navigate({ to: '/auth/login', search: { redirect: '' }, replace: true });
    },
  });
}
