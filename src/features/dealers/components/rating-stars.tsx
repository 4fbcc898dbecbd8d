import { HStack, Text } from '@chakra-ui/react';
import { Star } from 'lucide-react';
import type { DealerRatingSummary } from '../../../shared/schemas/dealers';

/** "4.5 out of 5 from 12 ratings", drawn as five stars (filled to the nearest whole) and the numbers. */
export function RatingStars({
  rating,
  size = 16,
  single = false,
}: {
  rating: DealerRatingSummary;
  size?: number;
  /** One person's rating: the stars alone ("4 out of 5 stars"). */
  single?: boolean;
}) {
  if (rating.average === null || rating.count === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No ratings yet
      </Text>
    );
  const filled = Math.round(rating.average);
  const label = single
    ? `${rating.average} out of 5 stars`
    : `${rating.average.toFixed(1)} out of 5 from ${rating.count === 1 ? '1 rating' : `${rating.count} ratings`}`;
  return (
    <HStack gap="1.5" aria-label={label} role="img">
      <HStack gap="0.5" aria-hidden="true" color="orange.fg">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} size={size} fill={n <= filled ? 'currentColor' : 'none'} strokeWidth={1.75} />
        ))}
      </HStack>
      {!single && (
        <>
          <Text fontSize="sm" fontWeight="semibold" aria-hidden="true">
            {rating.average.toFixed(1)}
          </Text>
          <Text fontSize="sm" color="fg.muted" aria-hidden="true">
            ({rating.count.toLocaleString('en-US')})
          </Text>
        </>
      )}
    </HStack>
  );
}
