import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { GripVertical } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { vehicleName } from '../../../shared/format';
import { DEAL_STAGE_TRANSITIONS, SALE_TYPE_LABELS } from '../../../shared/deals';
import type { DealSummary } from '../../../shared/schemas/deals';
import { formatWholeMoney } from '../format';

/** What a card says: who, which car, the price and (for those who may see it) the gross. */
export const DealCardBody = forwardRef<HTMLDivElement, { deal: DealSummary; handle?: ReactNode; dragging?: boolean }>(
  function DealCardBody({ deal, handle, dragging }, ref) {
    return (
      <Box ref={ref} borderWidth="1px" borderRadius="lg" bg="bg" p="3" shadow={dragging ? 'lg' : 'xs'}>
        <HStack align="start" gap="2">
          {handle}
          <Stack gap="1" flex="1" minW="0">
            <Text fontWeight="semibold" truncate>
              {deal.customer.name}
            </Text>
            {deal.vehicle && (
              <HStack gap="2" minW="0">
                {deal.vehicle.coverUrl && (
                  <Image src={deal.vehicle.coverUrl} alt="" w="10" h="7" objectFit="cover" borderRadius="sm" />
                )}
                <Text fontSize="sm" color="fg.muted" truncate>
                  {vehicleName(deal.vehicle)} · {deal.vehicle.stockNumber}
                </Text>
              </HStack>
            )}
            <HStack gap="2" wrap="wrap" fontSize="sm">
              <Text fontWeight="medium">
                {deal.priceCents === null ? 'No price yet' : formatWholeMoney(deal.priceCents)}
              </Text>
              <Badge size="sm" variant="outline">
                {SALE_TYPE_LABELS[deal.saleType]}
              </Badge>
              {deal.frontGrossCents !== null && (
                <Text color={deal.frontGrossCents < 0 ? 'fg.error' : 'fg.success'}>
                  Gross {formatWholeMoney(deal.frontGrossCents)}
                </Text>
              )}
            </HStack>
            {deal.salesperson && (
              <Text fontSize="xs" color="fg.muted">
                {deal.salesperson.name}
              </Text>
            )}
          </Stack>
        </HStack>
      </Box>
    );
  },
);

/** What dnd-kit's useDraggable gives a handle at rest (deal-board.tsx renders it so until dnd-kit loads). */
export const RESTING_HANDLE_ATTRIBUTES = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-roledescription': 'draggable',
} as const;

/** The board's own instructions for the handles (the same words as dnd-kit's, there before it is). */
export const DEAL_DND_INSTRUCTIONS_ID = 'deal-dnd-instructions';

/** How a card is wired for dragging: dnd-kit's refs, attributes and listeners, or the resting ones. */
export interface CardDrag {
  nodeRef?: ((node: HTMLElement | null) => void) | undefined;
  handleRef?: ((node: HTMLElement | null) => void) | undefined;
  /** Spread on the handle: dnd-kit's attributes and listeners (or the resting ones and handlers). */
  handle: HTMLAttributes<HTMLElement>;
}

/** A colleague's deal, or one at a final stage (unwound), has nowhere to go: no handle to pick up. */
export const isMovable = (deal: DealSummary) => deal.canEdit && DEAL_STAGE_TRANSITIONS[deal.stage].length > 0;

/**
 * A card on the board: dragged by its handle with the mouse, touch or keyboard (Space to pick up,
 * arrows to move between stages, Space to drop, Escape to cancel), opened by its name. The same
 * markup with dnd-kit (draggable-deal-board.tsx) and without it (deal-board.tsx, until someone
 * reaches for the board); the caller wraps it (the board with dnd-kit in framer-motion's layout box).
 */
export function DealCardContent({
  deal,
  onOpen,
  onOpenIntent,
  drag,
}: {
  deal: DealSummary;
  onOpen: (id: string) => void;
  onOpenIntent?: (() => void) | undefined;
  drag: CardDrag;
}) {
  const movable = isMovable(deal);
  const vehicle = deal.vehicle ? ` (${vehicleName(deal.vehicle)})` : '';
  return (
    <Box position="relative" ref={drag.nodeRef}>
      <DealCardBody
        deal={deal}
        handle={
          movable ? (
            <Box
              as="button"
              ref={drag.handleRef}
              {...drag.handle}
              // The board's copy of the instructions, not dnd-kit's (it numbers its own per board).
              aria-describedby={DEAL_DND_INSTRUCTIONS_ID}
              aria-label={`Move deal: ${deal.customer.name}${vehicle}`}
              cursor="grab"
              color="fg.muted"
              mt="0.5"
              borderRadius="sm"
              _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
              touchAction="none"
            >
              <GripVertical size={16} aria-hidden />
            </Box>
          ) : undefined
        }
      />
      <Box
        as="button"
        position="absolute"
        inset="0"
        left={movable ? '8' : '0'}
        aria-label={`Open deal: ${deal.customer.name}${vehicle}`}
        onClick={() => onOpen(deal.id)}
        onPointerEnter={onOpenIntent}
        onFocus={onOpenIntent}
        borderRadius="lg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
      />
    </Box>
  );
}
