import { Badge, Box, Button, HStack, IconButton, Image, Text } from '@chakra-ui/react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Star, Trash2 } from 'lucide-react';
import type { Photo } from '../../../shared/schemas/vehicles';

/** A photo's name for buttons and announcements: its alt text, else its place in the order. */
export const photoLabel = (photo: Photo, index: number) =>
  photo.alt ? `photo ${index + 1} (${photo.alt})` : `photo ${index + 1}`;

/** One tile of the grid: the 320-px picture, the cover badge and its actions; the grip drags it. */
export function SortablePhoto({
  photo,
  index,
  readOnly,
  busy,
  onSetCover,
  onEditAlt,
  onDelete,
}: {
  photo: Photo;
  index: number;
  readOnly: boolean;
  busy: boolean;
  onSetCover: () => void;
  onEditAlt: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.id,
    disabled: readOnly,
  });
  const label = photoLabel(photo, index);
  return (
    <Box
      as="li"
      ref={setNodeRef}
      listStyleType="none"
      position="relative"
      borderWidth="1px"
      borderColor={photo.isCover ? 'blue.solid' : 'border'}
      borderRadius="md"
      overflow="hidden"
      bg="bg.panel"
      style={{ transform: CSS.Translate.toString(transform), transition }}
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
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
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
