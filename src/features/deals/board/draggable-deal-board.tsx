/**
 * The board with @dnd-kit and framer-motion: cards dragged between columns with the mouse, touch or
 * the keyboard, every step announced to screen readers, each card gliding to its new column. The
 * two are ~27 kB gzip the deals page does not need until someone reaches for the board, so this
 * module is imported only by deal-board.tsx, on intent (issue 14: JavaScript per route).
 */
import { Box } from '@chakra-ui/react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { LayoutGroup, LazyMotion, m, MotionConfig } from 'framer-motion';
import { useState, type Ref } from 'react';
import { canMoveDeal, DEAL_STAGE_LABELS, type DealStage } from '../../../shared/deals';
import type { DealBoard as Board, DealSummary } from '../../../shared/schemas/deals';
import { vehicleName } from '../../../shared/format';
import { BoardColumn, BoardFrame, DEAL_DND_INSTRUCTIONS, type DealBoardProps } from './board-parts';
import { DealCardBody, DealCardContent, isMovable } from './deal-card';

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

const MotionBox = m.create(Box);

/** A card wired to dnd-kit; it glides to its new column (layout animation), still under prefers-reduced-motion (MotionConfig). */
function DraggableCard({
  deal,
  onOpen,
  onOpenIntent,
  isActive,
}: {
  deal: DealSummary;
  onOpen: (id: string) => void;
  onOpenIntent?: (() => void) | undefined;
  isActive: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: deal.id,
    disabled: !isMovable(deal),
    data: { deal },
  });
  return (
    <MotionBox layoutId={`deal-${deal.id}`} layout="position" opacity={isActive ? 0.4 : 1} data-testid="deal-card">
      <DealCardContent
        deal={deal}
        onOpen={onOpen}
        onOpenIntent={onOpenIntent}
        drag={{ nodeRef: setNodeRef, handleRef: setActivatorNodeRef, handle: { ...attributes, ...listeners } }}
      />
    </MotionBox>
  );
}

function DroppableColumn({
  column,
  gross,
  active,
  onOpen,
  onOpenIntent,
}: {
  column: Board['columns'][number];
  gross: boolean;
  active: DealSummary | null;
  onOpen: (id: string) => void;
  onOpenIntent?: (() => void) | undefined;
}) {
  const allowed = active ? canMoveDeal(active.stage, column.stage) : false;
  const { setNodeRef, isOver } = useDroppable({
    id: `column-${column.stage}`,
    disabled: Boolean(active) && !allowed,
    data: { stage: column.stage },
  });
  return (
    <BoardColumn column={column} gross={gross} active={active} isOver={isOver} dropRef={setNodeRef}>
      {column.items.map((deal) => (
        <DraggableCard
          key={deal.id}
          deal={deal}
          onOpen={onOpen}
          onOpenIntent={onOpenIntent}
          isActive={active?.id === deal.id}
        />
      ))}
    </BoardColumn>
  );
}

/**
 * The pipeline: one column per stage, cards dragged between them with the mouse, touch or the
 * keyboard, every step announced to screen readers. Only the stages a deal may go to accept it.
 */
export function DraggableDealBoard({
  board,
  onMove,
  onOpen,
  onOpenIntent,
  rootRef,
}: DealBoardProps & { rootRef?: Ref<HTMLDivElement> | undefined }) {
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
          accessibility={{ announcements, screenReaderInstructions: { draggable: DEAL_DND_INSTRUCTIONS } }}
        >
          <LayoutGroup>
            <BoardFrame rootRef={rootRef}>
              {board.columns.map((column) => (
                <DroppableColumn
                  key={column.stage}
                  column={column}
                  gross={board.canSeeGross}
                  active={active}
                  onOpen={onOpen}
                  onOpenIntent={onOpenIntent}
                />
              ))}
            </BoardFrame>
          </LayoutGroup>
          <DragOverlay dropAnimation={null}>{active ? <DealCardBody deal={active} dragging /> : null}</DragOverlay>
        </DndContext>
      </MotionConfig>
    </LazyMotion>
  );
}
