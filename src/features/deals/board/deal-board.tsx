import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { LayoutGroup, LazyMotion, MotionConfig } from 'framer-motion';
import { useState } from 'react';
import { canMoveDeal, DEAL_STAGE_LABELS, type DealStage } from '../../../shared/deals';
import type { DealBoard as Board, DealSummary } from '../../../shared/schemas/deals';
import { vehicleName } from '../../../shared/format';
import { DEAL_STAGE_PALETTE, formatWholeMoney } from '../format';
import { DealCard, DealCardBody } from './deal-card';

/**
 * The keyboard's arrows move a picked-up card a whole column left or right (to the next stage it
 * may go to: the others are disabled while it is held), not a few pixels at a time.
 */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .map((c) => ({ id: c.id, rect: droppableRects.get(c.id) }))
    .filter((c): c is { id: typeof c.id; rect: NonNullable<typeof c.rect> } => Boolean(c.rect))
    .sort((a, b) => a.rect.left - b.rect.left);
  if (!columns.length) return undefined;
  const center = collisionRect.left + collisionRect.width / 2;
  let target: (typeof columns)[number] | undefined;
  if (event.code === 'ArrowRight' || event.code === 'ArrowDown')
    target = columns.find((c) => c.rect.left > center) ?? undefined;
  else if (event.code === 'ArrowLeft' || event.code === 'ArrowUp')
    target = [...columns].reverse().find((c) => c.rect.left + c.rect.width < center) ?? undefined;
  else return undefined;
  event.preventDefault();
  if (!target) return undefined;
  return {
    x: target.rect.left + (target.rect.width - collisionRect.width) / 2,
    y: target.rect.top + 8,
  };
};

/** The pointer's column when it is over one; otherwise (keyboard) the column the card overlaps. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length ? within : rectIntersection(args);
};

const cardName = (deal: DealSummary) => `${deal.customer.name}${deal.vehicle ? `, ${vehicleName(deal.vehicle)}` : ''}`;

const loadMotionFeatures = () => import('./motion-features').then((r) => r.default);

const stageOf = (id: unknown) => String(id).replace(/^column-/, '') as DealStage;

function Column({
  column,
  gross,
  active,
  onOpen,
}: {
  column: Board['columns'][number];
  gross: boolean;
  active: DealSummary | null;
  onOpen: (id: string) => void;
}) {
  const allowed = active ? canMoveDeal(active.stage, column.stage) : false;
  const { setNodeRef, isOver } = useDroppable({
    id: `column-${column.stage}`,
    disabled: Boolean(active) && !allowed,
    data: { stage: column.stage },
  });
  const palette = DEAL_STAGE_PALETTE[column.stage];
  return (
    <Stack
      ref={setNodeRef}
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
        {column.items.map((deal) => (
          <DealCard key={deal.id} deal={deal} onOpen={onOpen} isActive={active?.id === deal.id} />
        ))}
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

/**
 * The pipeline: one column per stage, cards dragged between them with the mouse, touch or the
 * keyboard, every step announced to screen readers. Only the stages a deal may go to accept it.
 */
export function DealBoard({
  board,
  onMove,
  onOpen,
}: {
  board: Board;
  onMove: (deal: DealSummary, to: DealStage) => void;
  onOpen: (id: string) => void;
}) {
  const [active, setActive] = useState<DealSummary | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const find = (id: unknown) => board.columns.flatMap((c) => c.items).find((d) => d.id === id) ?? null;

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => {
      const deal = find(a.id);
      return deal ? `Picked up the deal of ${cardName(deal)}, in ${DEAL_STAGE_LABELS[deal.stage]}.` : '';
    },
    onDragOver: ({ active: a, over }) => {
      const deal = find(a.id);
      if (!deal) return '';
      return over
        ? `The deal of ${cardName(deal)} is over ${DEAL_STAGE_LABELS[stageOf(over.id)]}.`
        : `The deal of ${cardName(deal)} is not over a stage it can go to.`;
    },
    onDragEnd: ({ active: a, over }) => {
      const deal = find(a.id);
      if (!deal) return '';
      if (!over || stageOf(over.id) === deal.stage)
        return `The deal of ${cardName(deal)} stays in ${DEAL_STAGE_LABELS[deal.stage]}.`;
      return `The deal of ${cardName(deal)} was moved to ${DEAL_STAGE_LABELS[stageOf(over.id)]}.`;
    },
    onDragCancel: ({ active: a }) => {
      const deal = find(a.id);
      return deal ? `Moving cancelled. The deal of ${cardName(deal)} stays in ${DEAL_STAGE_LABELS[deal.stage]}.` : '';
    },
  };

  const onDragStart = ({ active: a }: DragStartEvent) => setActive(find(a.id));
  const onDragEnd = ({ active: a, over }: DragEndEvent) => {
    setActive(null);
    const deal = find(a.id);
    if (!deal || !over) return;
    const to = stageOf(over.id);
    if (to !== deal.stage && canMoveDeal(deal.stage, to)) onMove(deal, to);
  };

  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">
        <DndContext
          sensors={sensors}
          collisionDetection={collision}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
          onDragCancel={() => setActive(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a deal to another stage, press Space or Enter to pick it up, the left and right arrow keys to choose the stage, Space or Enter again to drop it there, or Escape to cancel.',
            },
          }}
        >
          <LayoutGroup>
            <Box overflowX="auto" pb="2" data-testid="deal-board">
              <HStack align="start" gap="3" minW="max-content">
                {board.columns.map((column) => (
                  <Column
                    key={column.stage}
                    column={column}
                    gross={board.canSeeGross}
                    active={active}
                    onOpen={onOpen}
                  />
                ))}
              </HStack>
            </Box>
          </LayoutGroup>
          <DragOverlay dropAnimation={null}>{active ? <DealCardBody deal={active} dragging /> : null}</DragOverlay>
        </DndContext>
      </MotionConfig>
    </LazyMotion>
  );
}
