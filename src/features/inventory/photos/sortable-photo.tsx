import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Photo } from '../../../shared/schemas/vehicles';
import { PhotoTile } from './photo-tile';

/**
 * A tile wired to dnd-kit: the grip picks it up (pointer or keyboard), the tile follows the drag.
 * Only sortable-photo-grid.tsx renders it, so dnd-kit stays in that lazily loaded chunk (issue 14).
 */
export function SortablePhoto({
  photo,
  index,
  busy,
  onSetCover,
  onEditAlt,
  onDelete,
}: {
  photo: Photo;
  index: number;
  busy: boolean;
  onSetCover: () => void;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
  });
  return (
    <PhotoTile
      photo={photo}
      index={index}
      readOnly={false}
      busy={busy}
      drag={{
        nodeRef: setNodeRef,
        gripRef: setActivatorNodeRef,
        grip: { ...attributes, ...listeners },
        style: { transform: CSS.Translate.toString(transform), transition },
        isDragging,
      }}
      onSetCover={onSetCover}
      onEditAlt={onEditAlt}
      onDelete={onDelete}
    />
  );
}
