import { Badge, Tooltip, Portal } from '@chakra-ui/react';
import type { Deal } from '../../../shared/schemas/vehicles';
import { DEAL_RATING_EXPLAINED, DEAL_RATING_LABELS, type DealRating } from '../../../shared/vehicles';
import { formatPrice } from './format';

/** Colour plus words: the rating never depends on colour alone (subtle badges keep AA contrast in both themes). */
const PALETTE: Record<DealRating, string> = {
  great: 'green',
  good: 'teal',
  fair: 'blue',
  high: 'orange',
  none: 'gray',
};

/** What the median was, when there is one: the tooltip's first line. */
export const dealDetail = (deal: Deal) =>
  deal.rating === 'none' || deal.medianCents === null
    ? `Fewer than 5 comparable listings (${deal.comparables}).`
    : `Median ${formatPrice(deal.medianCents)} across ${deal.comparables} comparable listings.`;

/** The deal badge; focus or hover shows how ratings are decided (DEAL_RATING_EXPLAINED). */
export function DealBadge({ deal, size = 'sm' }: { deal: Deal; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Tooltip.Root openDelay={200} closeDelay={100}>
      <Tooltip.Trigger asChild>
        <Badge
          as="button"
          colorPalette={PALETTE[deal.rating]}
          variant={deal.rating === 'none' ? 'outline' : 'subtle'}
          size={size}
          cursor="help"
          data-rating={deal.rating}
          aria-label={`${DEAL_RATING_LABELS[deal.rating]}. ${dealDetail(deal)}`}
        >
          {DEAL_RATING_LABELS[deal.rating]}
        </Badge>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="xs">
            {dealDetail(deal)} {DEAL_RATING_EXPLAINED}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
