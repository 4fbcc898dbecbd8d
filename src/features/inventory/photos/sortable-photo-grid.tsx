/**
 * The photo grid with @dnd-kit: drag a tile by its grip, or pick it up with Space, move it with the
 * arrow keys and drop it with Space (Escape cancels), each step announced to screen readers.
 * dnd-kit is ~16 kB gzip the vehicle page does not need until someone reaches for the grid, so this
 * module is imported only by photo-grid.tsx, on intent (issue 14: JavaScript per route).
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Ref } from 'react';
import { PhotoList, type PhotoGridProps } from './photo-tile';
import { SortablePhoto } from './sortable-photo';

export function SortablePhotoGrid({
  photos,
  busy,
  onReorder,
  onSetCover,
  onEditAlt,
  onDelete,
  listRef,
}: PhotoGridProps & { listRef?: Ref<HTMLUListElement> | undefined }) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const position = (id: string | number) => photos.findIndex((p) => p.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up photo ${position(active.id)} of ${photos.length}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${photos.length}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo moved to position ${position(over.id)} of ${photos.length}.`
        : `Photo ${position(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving cancelled. Photo ${position(active.id)} is back in its place.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = photos.map((p) => p.id);
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a photo, press Space or Enter to pick it up, use the arrow keys to move it, then Space or Enter to drop it. Escape cancels.',
        },
      }}
    >
      <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
        <PhotoList readOnly={false} listRef={listRef}>
          {photos.map((photo, index) => (
            <SortablePhoto
              key={photo.id}
              photo={photo}
              index={index}
              busy={busy}
              onSetCover={() => onSetCover(photo)}
              onEditAlt={() => onEditAlt(photo)}
              onDelete={() => onDelete(photo)}
            />
          ))}
        </PhotoList>
      </SortableContext>
    </DndContext>
  );
}
