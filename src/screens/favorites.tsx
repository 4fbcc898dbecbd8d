import { Alert, Box, Button, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { routeById } from '../../registry/routes';
import { DashboardPage, EmptyPanel, headingOf } from '../components/layout/page';
import { FavoriteCard, FavoriteCardSkeleton } from '../features/marketplace/components/favorite-card';
import { vehicleTitle } from '../features/marketplace/components/format';
import { ErrorBlock } from '../features/marketplace/components/query-state';
import { useRemoveFavorite } from '../features/marketplace/mutations';
import { favoriteQueries } from '../features/marketplace/queries';

/** How long Undo is offered before the favorite is really removed. */
const UNDO_MS = 6000;

/**
 * Remove hides the card at once and offers Undo; the DELETE goes out when the window closes (or
 * the person leaves the screen), so Undo keeps the original saved price and date.
 */
function useRemoveWithUndo() {
  const remove = useRemoveFavorite();
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [hidden, setHidden] = useState<readonly string[]>([]);
  const commit = useRef(remove.mutate);
  commit.current = remove.mutate;

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [vehicleId, timer] of pending) {
        clearTimeout(timer);
        commit.current(vehicleId);
      }
      pending.clear();
    };
  }, []);

  return {
    hidden,
    remove: (vehicleId: string) => {
      setHidden((ids) => [...ids, vehicleId]);
      timers.current.set(
        vehicleId,
        setTimeout(() => {
          timers.current.delete(vehicleId);
          commit.current(vehicleId, { onSettled: () => setHidden((ids) => ids.filter((id) => id !== vehicleId)) });
        }, UNDO_MS),
      );
    },
    undo: (vehicleId: string) => {
      clearTimeout(timers.current.get(vehicleId));
      timers.current.delete(vehicleId);
      setHidden((ids) => ids.filter((id) => id !== vehicleId));
    },
  };
}

export function FavoritesScreen() {
  const route = routeById['favorites'];
  const favorites = useQuery(favoriteQueries.list());
  const { hidden, remove, undo } = useRemoveWithUndo();
  const visible = favorites.data?.filter((f) => !hidden.includes(f.vehicleId)) ?? [];
  const removed = favorites.data?.filter((f) => hidden.includes(f.vehicleId)) ?? [];

  return (
    <DashboardPage title={headingOf(route)} description={route.description}>
      <Box aria-live="polite">
        {removed.map((f) => (
          <Alert.Root key={f.vehicleId} status="info" borderRadius="lg" mb="2">
            <Alert.Content>
              <Alert.Description>Removed {vehicleTitle(f)} from your favorites.</Alert.Description>
            </Alert.Content>
            <Button size="xs" variant="outline" onClick={() => undo(f.vehicleId)} alignSelf="center">
              Undo
            </Button>
          </Alert.Root>
        ))}
      </Box>
      {favorites.isPending ? (
        <Box aria-busy="true" data-testid="loading">
          <VisuallyHidden>Loading your favorites…</VisuallyHidden>
          <Stack as="ul" listStyleType="none" gap="3">
            {[0, 1, 2].map((i) => (
              <Box as="li" key={i}>
                <FavoriteCardSkeleton />
              </Box>
            ))}
          </Stack>
        </Box>
      ) : favorites.isError ? (
        <ErrorBlock title="We could not load your favorites." onRetry={() => void favorites.refetch()} />
      ) : visible.length === 0 && removed.length === 0 ? (
        <EmptyPanel
          icon={<Heart />}
          title="No favorites yet"
          description="Save vehicles from the marketplace with the heart, and follow their price here."
        >
          <Button asChild size="sm" colorPalette="blue">
            <Link to="/dashboard/vehicles">Browse vehicles</Link>
          </Button>
        </EmptyPanel>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {visible.map((favorite) => (
            <Box as="li" key={favorite.vehicleId}>
              <FavoriteCard favorite={favorite} onRemove={() => remove(favorite.vehicleId)} />
            </Box>
          ))}
        </Stack>
      )}
    </DashboardPage>
  );
}
