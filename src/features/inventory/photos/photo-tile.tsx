/**
 * The photo grid's markup, shared by the grid that shows before @dnd-kit is loaded (photo-grid.tsx)
 * and the sortable one after (sortable-photo-grid.tsx). Drawn by the same components, the two are
 * the same DOM, so swapping one for the other changes nothing the person sees (issue 14: dnd-kit
 * loads on intent, not with the vehicle page). No @dnd-kit import may reach this module.
 */
import { Badge, Box, Button, HStack, IconButton, Image, SimpleGrid, Text, VisuallyHidden } from '@chakra-ui/react';
import { GripVertical, Pencil, Star, Trash2 } from 'lucide-react';
import type { ComponentProps, CSSProperties, ReactNode, Ref } from 'react';
import type { Photo } from '../../../shared/schemas/vehicles';

/** A photo's name for buttons and announcements: its alt text, else its place in the order. */
export const photoLabel = (photo: Photo, index: number) =>
  photo.alt ? `photo ${index + 1} (${photo.alt})` : `photo ${index + 1}`;

/** What both grids take: the photos in their shown order and what the tiles' controls do. */
export interface PhotoGridProps {
  photos: Photo[];
  readOnly: boolean;
  /** A reorder or delete is on its way: cover and delete wait for it. */
  busy: boolean;
  /** The new order after a drag or a keyboard move (photo ids). */
  onReorder: (ids: string[]) => void;
  onSetCover: (photo: Photo) => void;
  onEditAlt: (photo: Photo) => void;
  onDelete: (photo: Photo) => void;
}

/**
 * The attributes dnd-kit's useSortable gives a grip at rest (@dnd-kit/core 6), in its order. The
 * grip carries them before dnd-kit is loaded too, so screen readers meet the same "sortable" button
 * either way. (dnd-kit's aria-describedby names its own hidden text; the grip's own one wins.)
 */
export const RESTING_GRIP_ATTRIBUTES = {
  role: 'button',
  tabIndex: 0,
  'aria-disabled': false,
  'aria-roledescription': 'sortable',
  'aria-describedby': 'photo-dnd-instructions',
} as const;

/** How a tile is wired for dragging: dnd-kit's refs, attributes and listeners, or the resting ones. */
export interface TileDrag {
  nodeRef?: Ref<HTMLLIElement> | undefined;
  gripRef?: Ref<HTMLButtonElement> | undefined;
  /** Spread on the grip: dnd-kit's attributes and listeners (or RESTING_GRIP_ATTRIBUTES and handlers). */
  grip: ComponentProps<'button'>;
  style?: CSSProperties | undefined;
  isDragging?: boolean | undefined;
}

/** One tile of the grid: the 320-px picture, the cover badge and its actions; the grip drags it. */
export function PhotoTile({
  photo,
  index,
  readOnly,
  busy,
  drag,
  onSetCover,
  onEditAlt,
  onDelete,
}: {
  photo: Photo;
  index: number;
  readOnly: boolean;
  busy: boolean;
  drag: TileDrag;
  onSetCover: () => void;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const label = photoLabel(photo, index);
  const { isDragging = false } = drag;
  return (
    <Box
      as="li"
      ref={drag.nodeRef}
      listStyleType="none"
      position="relative"
      borderWidth="1px"
      borderColor={photo.isCover ? 'blue.solid' : 'border'}
      borderRadius="md"
      overflow="hidden"
      bg="bg.panel"
      style={drag.style}
      zIndex={isDragging ? 2 : undefined}
      boxShadow={isDragging ? 'lg' : undefined}
      data-testid="photo-tile"
    >
      <Box position="relative" aspectRatio={4 / 3} bg="bg.muted">
        <Image
          src={photo.urls.w320}
          alt={photo.alt || `Vehicle photo ${index + 1}`}
          width="100%"
          height="100%"
          objectFit="cover"
          loading="lazy"
          draggable={false}
        />
        {photo.isCover && (
          <Badge position="absolute" top="2" left="2" colorPalette="blue" variant="solid">
            Cover
          </Badge>
        )}
        {!readOnly && (
          <IconButton
            ref={drag.gripRef}
            {...drag.grip}
            aria-label={`Move ${label}`}
            aria-describedby="photo-dnd-instructions"
            size="xs"
            variant="solid"
            colorPalette="gray"
            position="absolute"
            top="2"
            right="2"
            cursor={isDragging ? 'grabbing' : 'grab'}
            touchAction="none"
          >
            <GripVertical />
          </IconButton>
        )}
      </Box>
      <Box px="2" py="1.5">
        <Text fontSize="xs" color={photo.alt ? 'fg' : 'fg.muted'} lineClamp={1} title={photo.alt || undefined}>
          {photo.alt || 'No alt text'}
        </Text>
        {!readOnly && (
          <HStack gap="1" mt="1">
            <Button
              size="2xs"
              variant="ghost"
              onClick={onSetCover}
              disabled={photo.isCover || busy}
              aria-label={photo.isCover ? `${label} is the cover` : `Set ${label} as cover`}
            >
              <Star />
              {photo.isCover ? 'Cover' : 'Set as cover'}
            </Button>
            <IconButton size="2xs" variant="ghost" aria-label={`Edit alt text of ${label}`} onClick={onEditAlt}>
              <Pencil />
            </IconButton>
            <IconButton
              size="2xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${label}`}
              onClick={onDelete}
              disabled={busy}
            >
              <Trash2 />
            </IconButton>
          </HStack>
        )}
      </Box>
    </Box>
  );
}

/** The list around the tiles, with the keyboard instructions the grips point to. */
export function PhotoList({
  readOnly,
  listRef,
  children,
  ...events
}: {
  readOnly: boolean;
  listRef?: Ref<HTMLUListElement> | undefined;
  children: ReactNode;
  /** The plain grid's intent and press tracking (photo-grid.tsx); the sortable grid passes none. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onPointerDownCapture?: () => void;
}) {
  return (
    <>
      {!readOnly && (
        <VisuallyHidden id="photo-dnd-instructions">
          Press Space to pick up the photo, the arrow keys to move it and Space again to drop it.
        </VisuallyHidden>
      )}
      <SimpleGrid
        as="ul"
        // SimpleGrid types its ref for its default <div>; rendered as a <ul>.
        ref={listRef as Ref<HTMLDivElement> | undefined}
        columns={{ base: 2, sm: 3, lg: 4 }}
        gap="3"
        m="0"
        p="0"
        aria-label="Photos"
        {...events}
      >
        {children}
      </SimpleGrid>
    </>
  );
}
