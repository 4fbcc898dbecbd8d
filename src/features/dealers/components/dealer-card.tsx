import { Box, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import type { DealerSummary } from '../../../shared/schemas/dealers';
import { SuspendedBadge, VerifiedBadge } from './dealer-badges';
import { RatingStars } from './rating-stars';

export const dealerPlace = (d: Pick<DealerSummary, 'city' | 'region'>) => [d.city, d.region].filter(Boolean).join(', ');

const liveText = (n: number) => (n === 1 ? '1 vehicle listed' : `${n.toLocaleString('en-US')} vehicles listed`);

export type DealerAction = 'verify' | 'unverify' | 'suspend' | 'unsuspend' | 'rate';

/**
 * A dealership in the directory: name (to its public page), place, rating, badges and live
 * inventory; admins' and raters' buttons when the caller may use them (the API decides anyway).
 */
export function DealerCard({
  dealer,
  canModerate,
  busy,
  onAction,
}: {
  dealer: DealerSummary;
  canModerate: boolean;
  /** The action running on this card, if any. */
  busy?: DealerAction | null;
  onAction: (action: DealerAction, dealer: DealerSummary) => void;
}) {
  const place = dealerPlace(dealer);
  const suspended = dealer.suspendedAt !== null;
  const titleId = `dealer-${dealer.id}`;
  return (
    <Card.Root as="article" size="sm" aria-labelledby={titleId} data-testid="dealer-card">
      <Card.Body gap="3">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h2" id={titleId} fontWeight="semibold" fontSize="lg">
              {suspended ? (
                dealer.name
              ) : (
                <Link to="/dealers/$slug" params={{ slug: dealer.slug }} search={{ page: 1 }}>
                  {dealer.name}
                </Link>
              )}
            </Text>
            {dealer.verified && <VerifiedBadge />}
            {suspended && <SuspendedBadge />}
          </HStack>
          {place && (
            <HStack gap="1" color="fg.muted" fontSize="sm">
              <MapPin size={14} aria-hidden="true" />
              <Text>{place}</Text>
            </HStack>
          )}
        </Stack>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <RatingStars rating={dealer.rating} />
          <Text fontSize="sm" fontWeight="medium">
            {liveText(dealer.liveListings)}
          </Text>
        </HStack>
        {suspended && dealer.suspensionReason && (
          <Box bg="red.subtle" color="red.fg" borderRadius="md" px="3" py="2" fontSize="sm">
            <Text as="span" fontWeight="semibold">
              Suspended:
            </Text>{' '}
            {dealer.suspensionReason}
          </Box>
        )}
        {dealer.myRating && (
          <Text fontSize="sm" color="fg.muted">
            You rated them {dealer.myRating.stars} of 5.
          </Text>
        )}
        {(canModerate || dealer.canRate) && (
          <HStack gap="2" wrap="wrap" pt="1">
            {dealer.canRate && !suspended && (
              <Button size="sm" variant="outline" loading={busy === 'rate'} onClick={() => onAction('rate', dealer)}>
                {dealer.myRating ? 'Change your rating' : 'Rate this dealer'}
              </Button>
            )}
            {canModerate &&
              (dealer.verified ? (
                <Button
                  size="sm"
                  variant="ghost"
                  loading={busy === 'unverify'}
                  onClick={() => onAction('unverify', dealer)}
                >
                  Remove verification
                </Button>
              ) : (
                <Button
                  size="sm"
                  colorPalette="blue"
                  loading={busy === 'verify'}
                  onClick={() => onAction('verify', dealer)}
                >
                  Verify
                </Button>
              ))}
            {canModerate &&
              (suspended ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={busy === 'unsuspend'}
                  onClick={() => onAction('unsuspend', dealer)}
                >
                  Lift suspension
                </Button>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  colorPalette="red"
                  loading={busy === 'suspend'}
                  onClick={() => onAction('suspend', dealer)}
                >
                  Suspend
                </Button>
              ))}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The directory's shape while it loads. */
export function DealerCardsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Stack gap="3" aria-busy="true">
      <Text srOnly>Loading dealers…</Text>
      {Array.from({ length: count }, (_, i) => (
        <Card.Root key={i} size="sm" aria-hidden="true">
          <Card.Body gap="3">
            <Skeleton h="6" w="48" />
            <Skeleton h="4" w="32" />
            <HStack justify="space-between">
              <Skeleton h="4" w="40" />
              <Skeleton h="4" w="28" />
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
