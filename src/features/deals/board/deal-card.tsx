import { Badge, Box, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useDraggable } from '@dnd-kit/core';
import { m } from 'framer-motion';
import { GripVertical } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
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

const MotionBox = m.create(Box);

/**
 * A card on the board: dragged by its handle with the mouse, touch or keyboard (Space to pick up,
 * arrows to move between stages, Space to drop, Escape to cancel), opened by its name. The card
 * glides to its new column (layout animation), still under prefers-reduced-motion (MotionConfig).
 */
export function DealCard({
  deal,
  onOpen,
  isActive,
}: {
  deal: DealSummary;
  onOpen: (id: string) => void;
  isActive: boolean;
}) {
  // A colleague's deal, or one at a final stage (unwound), has nowhere to go: no handle to pick up.
  const movable = deal.canEdit && DEAL_STAGE_TRANSITIONS[deal.stage].length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: deal.id,
    disabled: !movable,
    data: { deal },
  });
  const vehicle = deal.vehicle ? ` (${vehicleName(deal.vehicle)})` : '';
  return (
    <MotionBox layoutId={`deal-${deal.id}`} layout="position" opacity={isActive ? 0.4 : 1} data-testid="deal-card">
      <Box position="relative" ref={setNodeRef}>
        <DealCardBody
          deal={deal}
          handle={
            movable ? (
              <Box
                as="button"
                ref={setActivatorNodeRef}
                {...attributes}
                {...listeners}
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
          borderRadius="lg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
        />
      </Box>
    </MotionBox>
  );
}
