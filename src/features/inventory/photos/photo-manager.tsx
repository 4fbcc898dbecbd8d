/**
 * A vehicle's photos (DOMAIN.md › Areas › Inventory › Detail): choose or drop several files, watch
 * each upload, retry a failed one; reorder by dragging or with the keyboard (Space to pick up,
 * arrows to move, Space to drop, Escape to cancel — announced to screen readers); choose the cover,
 * edit alt text, delete with a confirmation. `readOnly` shows the pictures only.
 */
import {
  Box,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  IconButton,
  Portal,
  Progress,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type DragEvent } from 'react';
import { ApiError } from '../../../lib/api-error';
import type { Photo } from '../../../shared/schemas/vehicles';
import { PHOTO_ALT_MAX, PHOTO_MAX_BYTES, PHOTOS_PER_VEHICLE_MAX } from '../../../shared/vehicles';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { PhotoUploader } from './api';
import { useDeletePhoto, useReorderPhotos, useUpdatePhotoAlt } from './mutations';
import { ACCEPTED_PHOTO_TYPES, formatBytes } from './precheck';
import { PhotoGrid } from './photo-grid';
import { photoLabel } from './photo-tile';
import { usePhotoUploads, type UploadItem } from './use-photo-uploads';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';

export interface PhotoManagerProps {
  vehicleId: string;
  photos: Photo[];
  readOnly?: boolean | undefined;
  /** How files are sent (default: XMLHttpRequest with progress); stories pass their own. */
  uploader?: PhotoUploader | undefined;
}

const errorText = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.';

export function PhotoManager({ vehicleId, photos, readOnly = false, uploader }: PhotoManagerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  // The order as the person arranged it, until the server's answer comes back as `photos`.
  const [pendingOrder, setPendingOrder] = useState<string[] | null>(null);
  const [altEditing, setAltEditing] = useState<Photo | null>(null);
  const [altDraft, setAltDraft] = useState('');
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const reorder = useReorderPhotos(vehicleId);
  const updateAlt = useUpdatePhotoAlt(vehicleId);
  const remove = useDeletePhoto(vehicleId);
  const uploads = usePhotoUploads({ vehicleId, photoCount: photos.length, uploader });

  const ordered = useMemo(() => {
    if (!pendingOrder) return photos;
    const byId = new Map(photos.map((p) => [p.id, p]));
    const list = pendingOrder.map((id) => byId.get(id)).filter((p): p is Photo => Boolean(p));
    return list.length === photos.length ? list : photos;
  }, [photos, pendingOrder]);

  const saveOrder = (ids: string[], coverPhotoId?: string | null) => {
    setActionError(null);
    setPendingOrder(ids);
    reorder.mutate(coverPhotoId === undefined ? { photoIds: ids } : { photoIds: ids, coverPhotoId }, {
      onSettled: () => setPendingOrder(null),
      onError: (error) => setActionError(errorText(error)),
    });
  };

  const onFiles = (list: FileList | null) => {
    if (list && list.length > 0) uploads.add([...list]);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragOver(false);
    onFiles(event.dataTransfer.files);
  };

  const full = photos.length >= PHOTOS_PER_VEHICLE_MAX;

  return (
    <Stack gap="4" data-testid="photo-manager">
      {!readOnly && (
        <Box
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          borderWidth="2px"
          borderStyle="dashed"
          borderColor={dragOver ? 'blue.solid' : 'border'}
          bg={dragOver ? 'blue.subtle' : 'bg.subtle'}
          borderRadius="lg"
          p={{ base: '4', md: '6' }}
          textAlign="center"
          data-testid="photo-drop-zone"
        >
          <Stack gap="2" align="center">
            <Box color="fg.muted" aria-hidden>
              <ImagePlus size={28} />
            </Box>
            <Text fontWeight="medium">Drag photos here, or</Text>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              multiple
              accept={ACCEPTED_PHOTO_TYPES}
              onChange={(e) => onFiles(e.target.files)}
              disabled={full}
              // The button opens it; the input itself stays out of the tab order.
              tabIndex={-1}
              aria-label="Choose photos"
              style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
            />
            <Button
              size="sm"
              colorPalette="blue"
              disabled={full}
              onClick={() => inputRef.current?.click()}
              aria-describedby={`${inputId}-hint`}
            >
              Choose photos
            </Button>
            <Text id={`${inputId}-hint`} fontSize="sm" color="fg.muted">
              JPEG, PNG or WebP, up to {PHOTO_MAX_BYTES / (1024 * 1024)} MB each; {photos.length} of{' '}
              {PHOTOS_PER_VEHICLE_MAX} photos. The first photo is the cover until you choose one.
            </Text>
          </Stack>
        </Box>
      )}

      {uploads.items.length > 0 && (
        <Stack as="ul" gap="2" aria-label="Uploads" listStyleType="none" m="0" p="0">
          {uploads.items.map((item) => (
            <UploadRow
              key={item.key}
              item={item}
              onRetry={() => uploads.retry(item.key)}
              onDismiss={() => uploads.dismiss(item.key)}
            />
          ))}
        </Stack>
      )}

      <FormErrorAlert message={actionError} />

      {ordered.length === 0 ? (
        <Text color="fg.muted" data-testid="photos-empty">
          {readOnly
            ? 'No photos yet.'
            : 'No photos yet. Vehicles with photos get far more attention on the marketplace.'}
        </Text>
      ) : (
        <PhotoGrid
          photos={ordered}
          readOnly={readOnly}
          busy={reorder.isPending || remove.isPending}
          dialogOpen={altEditing !== null || deleting !== null}
          onReorder={(ids) => saveOrder(ids)}
          onSetCover={(photo) =>
            saveOrder(
              ordered.map((p) => p.id),
              photo.id,
            )
          }
          onEditAlt={(photo) => {
            setAltDraft(photo.alt);
            setAltEditing(photo);
            updateAlt.reset();
          }}
          onDelete={(photo) => {
            remove.reset();
            setDeleting(photo);
          }}
        />
      )}

      <Dialog.Root
        open={altEditing !== null}
        onOpenChange={(e) => {
          if (!e.open) setAltEditing(null);
        }}
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content
              as="form"
              onSubmit={(e: React.FormEvent) => {
                e.preventDefault();
                if (!altEditing) return;
                updateAlt.mutate({ photoId: altEditing.id, alt: altDraft }, { onSuccess: () => setAltEditing(null) });
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Alt text</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={updateAlt.isError}>
                  <Field.Label>Describe the photo for people who cannot see it</Field.Label>
                  <Textarea
                    value={altDraft}
                    onChange={(e) => setAltDraft(e.target.value)}
                    maxLength={PHOTO_ALT_MAX}
                    rows={3}
                    placeholder="Front three-quarter view, silver paint, alloy wheels"
                  />
                  <Field.HelperText>
                    {altDraft.length} / {PHOTO_ALT_MAX}
                  </Field.HelperText>
                  {updateAlt.isError && <Field.ErrorText>{errorText(updateAlt.error)}</Field.ErrorText>}
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="blue" loading={updateAlt.isPending}>
                  Save
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this photo?"
        confirmLabel="Delete photo"
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              setActionError(errorText(error));
            },
          });
        }}
      >
        {deleting
          ? `${photoLabel(
              deleting,
              ordered.findIndex((p) => p.id === deleting.id),
            ).replace(
              /^p/,
              'P',
            )} and its files will be removed.${deleting.isCover ? ' The first remaining photo becomes the cover.' : ''}`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

function UploadRow({ item, onRetry, onDismiss }: { item: UploadItem; onRetry: () => void; onDismiss: () => void }) {
  const percent = Math.round(item.progress * 100);
  const failed = item.status === 'failed';
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor={failed ? 'border.error' : 'border'}
      borderRadius="md"
      px="3"
      py="2"
      data-testid="upload-row"
      data-status={item.status}
    >
      <HStack justify="space-between" gap="3">
        <Box minW="0" flex="1">
          <Text fontSize="sm" fontWeight="medium" truncate>
            {item.file.name}
          </Text>
          <Text fontSize="xs" color={failed ? 'fg.error' : 'fg.muted'} role={failed ? 'alert' : undefined}>
            {failed
              ? item.error
              : item.status === 'queued'
                ? `Waiting · ${formatBytes(item.file.size)}`
                : `Uploading · ${percent}% of ${formatBytes(item.file.size)}`}
          </Text>
        </Box>
        {failed && item.retryable && (
          <Button size="xs" variant="outline" onClick={onRetry}>
            <RotateCcw /> Retry
          </Button>
        )}
        <IconButton
          size="xs"
          variant="ghost"
          aria-label={failed ? `Dismiss ${item.file.name}` : `Cancel upload of ${item.file.name}`}
          onClick={onDismiss}
        >
          <X />
        </IconButton>
      </HStack>
      {!failed && (
        <Progress.Root value={item.status === 'queued' ? 0 : percent} size="xs" mt="2" colorPalette="blue">
          <Progress.Label srOnly>{`Uploading ${item.file.name}`}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
    </Box>
  );
}
