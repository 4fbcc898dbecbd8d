import { Badge } from '@chakra-ui/react';
import { Suspense, useId, useRef, useState, type HTMLAttributes } from 'react';
import { lazyOnIntent } from '../../../lib/lazy-on-intent';
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

// The tooltip's machine is for the few who point at a badge, not for every listing and vehicle
// page (issue 14): it loads when a pointer or focus first reaches one.
const { Component: DealTooltip, preload: preloadDealTooltip } = lazyOnIntent(() =>
  import('./deal-tooltip').then((m) => m.DealTooltip),
);

/** The deal badge; focus or hover shows how ratings are decided (DEAL_RATING_EXPLAINED). */
export function DealBadge({ deal, size = 'sm' }: { deal: Deal; size?: 'sm' | 'md' | 'lg' }) {
  const id = useId();
  const [reachedBy, setReachedBy] = useState<'pointer' | 'focus' | null>(null);
  const [triggerProps, setTriggerProps] = useState<HTMLAttributes<HTMLElement>>({});
  const hovered = useRef(false);
  const reach = (how: 'pointer' | 'focus') => {
    preloadDealTooltip();
    if (!reachedBy) setReachedBy(how);
  };
  return (
    <>
      {/* The same button before and after the tooltip loads: its props come from the machine then. */}
      <Badge
        as="button"
        colorPalette={PALETTE[deal.rating]}
        variant={deal.rating === 'none' ? 'outline' : 'subtle'}
        size={size}
        cursor="help"
        data-rating={deal.rating}
        aria-label={`${DEAL_RATING_LABELS[deal.rating]}. ${dealDetail(deal)}`}
        data-state="closed"
        {...triggerProps}
        id={id}
        onPointerEnter={(e) => {
          hovered.current = true;
          if (e.pointerType !== 'touch') reach('pointer');
        }}
        onPointerLeave={(e) => {
          hovered.current = false;
          triggerProps.onPointerLeave?.(e);
        }}
        onFocus={(e) => {
          // Only keyboard focus opens it, as the machine's own rule (focus-visible) says.
          if (e.currentTarget.matches(':focus-visible')) reach('focus');
          else preloadDealTooltip();
          triggerProps.onFocus?.(e);
        }}
      >
        {DEAL_RATING_LABELS[deal.rating]}
      </Badge>
      {reachedBy && (
        <Suspense fallback={null}>
          <DealTooltip
            triggerId={id}
            text={`${dealDetail(deal)} ${DEAL_RATING_EXPLAINED}`}
            onTriggerProps={setTriggerProps}
            reachedBy={reachedBy}
            isHovered={() => hovered.current}
          />
        </Suspense>
      )}
    </>
  );
}
