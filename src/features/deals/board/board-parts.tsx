/**
 * The board's markup, shared by the board with dnd-kit (draggable-deal-board.tsx) and the one
 * without it (deal-board.tsx) that shows until someone reaches for the board: one markup, so the
 * swap between them is invisible (issue 14: JavaScript per route).
 */
import { Badge, Box, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { canMoveDeal, DEAL_STAGE_LABELS, type DealStage } from '../../../shared/deals';
import type { DealBoard as Board, DealSummary } from '../../../shared/schemas/deals';
import { DEAL_STAGE_PALETTE, formatWholeMoney } from '../format';
import { DEAL_DND_INSTRUCTIONS_ID } from './deal-card';

export const DEAL_DND_INSTRUCTIONS =
  'To move a deal to another stage, press Space or Enter to pick it up, the left and right arrow keys to choose the stage, Space or Enter again to drop it there, or Escape to cancel.';

export interface DealBoardProps {
  board: Board;
  onMove: (deal: DealSummary, to: DealStage) => void;
  onOpen: (id: string) => void;
  /** A pointer or focus on a card's open button: the screen may start loading the deal's sheet. */
  onOpenIntent?: (() => void) | undefined;
}

/** One stage: its name, count and totals, then its cards; highlighted while a card it accepts is held. */
export function BoardColumn({
  column,
  gross,
  active,
  isOver = false,
  dropRef,
  children,
}: {
  column: Board['columns'][number];
  gross: boolean;
  active: DealSummary | null;
  isOver?: boolean;
  dropRef?: Ref<HTMLDivElement> | undefined;
  children: ReactNode;
}) {
  const allowed = active ? canMoveDeal(active.stage, column.stage) : false;
  const palette = DEAL_STAGE_PALETTE[column.stage];
  return (
    <Stack
      ref={dropRef}
      as="section"
      aria-labelledby={`deal-column-${column.stage}`}
      data-testid={`deal-column-${column.stage}`}
      gap="2"
      minW="64"
      w="64"
      flexShrink={0}
      p="2"
      borderRadius="xl"
      bg={isOver && allowed ? `${palette}.subtle` : 'bg.muted'}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={active && allowed ? `${palette}.emphasized` : 'transparent'}
      opacity={active && !allowed && active.stage !== column.stage ? 0.55 : 1}
    >
      <Stack gap="0.5" px="1">
        <HStack justify="space-between">
          <Heading as="h2" size="sm" id={`deal-column-${column.stage}`}>
            {DEAL_STAGE_LABELS[column.stage]}
          </Heading>
          <Badge colorPalette={palette} variant="subtle">
            {column.count}
          </Badge>
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {formatWholeMoney(column.totals.priceCents)}
          {gross && column.totals.frontGrossCents !== null
            ? ` · gross ${formatWholeMoney(column.totals.frontGrossCents)}`
            : ''}
        </Text>
      </Stack>
      <Stack gap="2" minH="24">
        {children}
        {column.items.length === 0 && (
          <Text fontSize="sm" color="fg.subtle" textAlign="center" py="6">
            No deals
          </Text>
        )}
        {column.count > column.items.length && (
          <Text fontSize="xs" color="fg.muted" textAlign="center">
            {column.count - column.items.length} more in the list view
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The scrolling row of columns, with the handles' instructions for screen readers. */
export function BoardFrame({
  rootRef,
  children,
  ...handlers
}: {
  rootRef?: Ref<HTMLDivElement> | undefined;
  children: ReactNode;
} & Pick<ComponentProps<'div'>, 'onPointerEnter' | 'onFocus' | 'onPointerDownCapture'>) {
  return (
    <Box ref={rootRef} overflowX="auto" pb="2" data-testid="deal-board" {...handlers}>
      <VisuallyHidden id={DEAL_DND_INSTRUCTIONS_ID}>{DEAL_DND_INSTRUCTIONS}</VisuallyHidden>
      <HStack align="start" gap="3" minW="max-content">
        {children}
      </HStack>
    </Box>
  );
}
