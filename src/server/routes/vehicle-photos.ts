/**
 * Vehicle photos: upload (one file per request; the screen sends several at once), order and
 * cover, alt text, delete, and serving the files. Writes are for the vehicle's own dealership staff
 * (another dealership's vehicle is a 404); a photo file is readable by anyone signed in while its
 * vehicle is listed, otherwise only by its dealership (404 for everyone else).
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { PhotoOrderSchema, PhotoSchema as SharedPhotoSchema, PhotoUpdateSchema } from '../../shared/schemas/vehicles';
import { PHOTO_ALT_MAX, PHOTO_MAX_BYTES, PHOTO_VARIANTS, PHOTOS_PER_VEHICLE_MAX } from '../../shared/vehicles';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import {
  countPhotos,
  deletePhoto,
  findDealershipVehicle,
  findPhotoForServing,
  insertPhoto,
  listPhotos,
  photoFileKey,
  photoFileKeys,
  reorderPhotos,
  toPhoto,
  updatePhotoAlt,
} from '../db/queries/vehicle-photos';
import { newId } from '../db/queries/ids';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { json, pathParam } from './openapi-parts';
import { PhotoRejected, processPhoto } from '../photos/process';
import { storageFor, type Storage } from '../storage';

export const PhotoSchema = z.object(SharedPhotoSchema.shape).openapi('Photo');

const VehicleParams = z.object({ id: pathParam('id') });
const PhotoParams = z.object({ id: pathParam('id'), photoId: pathParam('photoId') });
const FileParams = z.object({
  photoId: pathParam('photoId'),
  variant: z.enum(PHOTO_VARIANTS).openapi({ param: { name: 'variant', in: 'path' } }),
});

const UploadForm = z.object({
  file: z
    .instanceof(File, { message: 'Choose a JPEG, PNG or WebP photo' })
    .openapi({ type: 'string', format: 'binary', description: 'One JPEG, PNG or WebP photo (type judged by content)' }),
  alt: z.string().trim().max(PHOTO_ALT_MAX, `Use at most ${PHOTO_ALT_MAX} characters`).optional(),
});

const MB = 1024 * 1024;

/** Removes files best effort: a leftover file is harmless, a failed request over it is not. */
const removeFiles = async (storage: Storage, keys: readonly string[]) => {
  const results = await Promise.allSettled(keys.map((k) => storage.delete(k)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed) console.warn(`[photos] ${failed} file(s) could not be removed from ${storage.kind}`);
};

export const vehiclePhotosRoutes = (deps: AppDeps) => {
  const staff = requireAccess(deps, 'inventory');
  const signedIn = requireAccess(deps, API_ACCESS.signedIn);
  const storage = storageFor(deps.env);
  const uploadLimit = bodyLimit({
    // The file plus multipart framing and the alt text.
    maxSize: PHOTO_MAX_BYTES + 64 * 1024,
    onError: (c) =>
      apiError(c, 413, 'FILE_TOO_LARGE', `The photo is larger than ${PHOTO_MAX_BYTES / MB} MB.`, {
        fields: { file: `Use a photo of at most ${PHOTO_MAX_BYTES / MB} MB` },
      }),
  });

  const upload = createRoute({
    method: 'post',
    path: '/inventory/{id}/photos',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: 'Add one photo to a vehicle (multipart: `file`, optional `alt`); stored with WebP renditions',
    middleware: [staff, uploadLimit] as const,
    request: {
      params: VehicleParams,
      body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } },
    },
    responses: {
      201: json(z.object({ photo: PhotoSchema }), 'Added at the end; the first photo is the cover until one is chosen'),
      ...errorResponses(400, 401, 403, 404, 413, 415, 422),
    },
  });

  const order = createRoute({
    method: 'put',
    path: '/inventory/{id}/photos/order',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: "Reorder a vehicle's photos (every id, in the new order) and optionally choose the cover",
    middleware: staff,
    request: {
      params: VehicleParams,
      body: { required: true, content: { 'application/json': { schema: PhotoOrderSchema } } },
    },
    responses: {
      200: json(z.object({ photos: z.array(PhotoSchema) }), 'The photos in their new order'),
      ...errorResponses(400, 401, 403, 404, 422),
    },
  });

  const update = createRoute({
    method: 'patch',
    path: '/inventory/{id}/photos/{photoId}',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: "Change a photo's alt text",
    middleware: staff,
    request: {
      params: PhotoParams,
      body: { required: true, content: { 'application/json': { schema: PhotoUpdateSchema } } },
    },
    responses: {
      200: json(z.object({ photo: PhotoSchema }), 'Updated'),
      ...errorResponses(400, 401, 403, 404),
    },
  });

  const remove = createRoute({
    method: 'delete',
    path: '/inventory/{id}/photos/{photoId}',
    ...declareAccess(ACCESS.dealerStaff),
    tags: ['Inventory'],
    summary: 'Delete a photo and its files (a deleted cover passes to the first photo)',
    middleware: staff,
    request: { params: PhotoParams },
    responses: {
      200: json(z.object({ photos: z.array(PhotoSchema) }), 'The remaining photos'),
      ...errorResponses(401, 403, 404),
    },
  });

  const file = createRoute({
    method: 'get',
    path: '/photos/{photoId}/{variant}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Inventory'],
    summary:
      "A photo file: WebP at 320/800/1600 px wide, or the original. Anyone signed in while the vehicle is listed; otherwise its dealership's staff",
    middleware: signedIn,
    request: { params: FileParams },
    responses: {
      200: {
        description: 'The file (immutable: a changed photo gets a new id)',
        content: {
          'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
          'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
          'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        },
      },
      304: { description: 'Not modified (If-None-Match)' },
      ...errorResponses(401, 404),
    },
  });

  const vehicleNotFound = (c: Parameters<typeof apiError>[0]) =>
    apiError(c, 404, 'NOT_FOUND', 'No such vehicle in your inventory.', { fields: { id: 'Not found' } });
  const photoNotFound = (c: Parameters<typeof apiError>[0]) =>
    apiError(c, 404, 'NOT_FOUND', 'No such photo of this vehicle.', { fields: { photoId: 'Not found' } });

  return new OpenAPIHono<ViewerEnv>({ defaultHook })
    .openapi(upload, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      const { file: upload, alt } = c.req.valid('form');
      const vehicle = await findDealershipVehicle(deps.db, viewer.membership!.organizationId, id);
      if (!vehicle) return vehicleNotFound(c);
      if (upload.size > PHOTO_MAX_BYTES) {
        return apiError(c, 413, 'FILE_TOO_LARGE', `The photo is larger than ${PHOTO_MAX_BYTES / MB} MB.`, {
          fields: { file: `Use a photo of at most ${PHOTO_MAX_BYTES / MB} MB` },
        });
      }
      const tooMany = () =>
        apiError(c, 422, 'TOO_MANY_PHOTOS', `A vehicle can have at most ${PHOTOS_PER_VEHICLE_MAX} photos.`, {
          fields: { file: `This vehicle already has ${PHOTOS_PER_VEHICLE_MAX} photos` },
        });
      // Before the expensive part; checked again under the row lock when the row is written.
      if ((await countPhotos(deps.db, id)) >= PHOTOS_PER_VEHICLE_MAX) return tooMany();

      let processed;
      try {
        processed = await processPhoto(new Uint8Array(await upload.arrayBuffer()));
      } catch (error) {
        if (error instanceof PhotoRejected) {
          return apiError(c, error.status, error.code, error.message, { fields: { file: error.message } });
        }
        throw error;
      }

      const photoId = newId();
      const row = { storageKey: `vehicles/${id}/${photoId}`, originalType: processed.original.contentType };
      const writes = [
        { key: photoFileKey(row, 'original'), body: processed.original.body, type: processed.original.contentType },
        ...processed.renditions.map((r) => ({
          key: photoFileKey(row, `w${r.width}`),
          body: r.body,
          type: 'image/webp',
        })),
      ];
      try {
        await Promise.all(writes.map((w) => storage.put(w.key, w.body, w.type)));
      } catch (error) {
        await removeFiles(storage, photoFileKeys(row));
        throw error;
      }
      let inserted;
      try {
        inserted = await insertPhoto(
          deps.db,
          {
            id: photoId,
            vehicleId: id,
            ...row,
            width: processed.width,
            height: processed.height,
            bytes: processed.original.body.byteLength,
            alt: alt ?? '',
            actorId: viewer.user.id,
          },
          PHOTOS_PER_VEHICLE_MAX,
        );
      } catch (error) {
        await removeFiles(storage, photoFileKeys(row));
        throw error;
      }
      if (!inserted) {
        await removeFiles(storage, photoFileKeys(row));
        return tooMany();
      }
      const photos = await listPhotos(deps.db, id);
      const photo = photos.find((p) => p.id === photoId) ?? toPhoto(inserted, null);
      return c.json({ photo }, 201);
    })
    .openapi(order, async (c) => {
      const viewer = getViewer(c);
      const { id } = c.req.valid('param');
      const { photoIds, coverPhotoId } = c.req.valid('json');
      const vehicle = await findDealershipVehicle(deps.db, viewer.membership!.organizationId, id);
      if (!vehicle) return vehicleNotFound(c);
      const result = await reorderPhotos(deps.db, id, photoIds, coverPhotoId, viewer.user.id);
      if (result === 'mismatch') {
        return apiError(
          c,
          422,
          'PHOTOS_CHANGED',
          "The list does not match this vehicle's photos (someone may have added or removed one). Reload and try again.",
          { fields: { photoIds: 'List every photo of this vehicle exactly once; the cover must be one of them' } },
        );
      }
      return c.json({ photos: await listPhotos(deps.db, id) }, 200);
    })
    .openapi(update, async (c) => {
      const viewer = getViewer(c);
      const { id, photoId } = c.req.valid('param');
      const { alt } = c.req.valid('json');
      const vehicle = await findDealershipVehicle(deps.db, viewer.membership!.organizationId, id);
      if (!vehicle) return vehicleNotFound(c);
      const row = await updatePhotoAlt(deps.db, id, photoId, alt ?? '');
      if (!row) return photoNotFound(c);
      const photo = (await listPhotos(deps.db, id)).find((p) => p.id === photoId)!;
      return c.json({ photo }, 200);
    })
    .openapi(remove, async (c) => {
      const viewer = getViewer(c);
      const { id, photoId } = c.req.valid('param');
      const vehicle = await findDealershipVehicle(deps.db, viewer.membership!.organizationId, id);
      if (!vehicle) return vehicleNotFound(c);
      const removed = await deletePhoto(deps.db, id, photoId, viewer.user.id);
      if (!removed) return photoNotFound(c);
      await removeFiles(storage, photoFileKeys(removed));
      return c.json({ photos: await listPhotos(deps.db, id) }, 200);
    })
    .openapi(file, async (c) => {
      const viewer = getViewer(c);
      const { photoId, variant } = c.req.valid('param');
      const found = await findPhotoForServing(deps.db, photoId);
      const visible =
        found && !found.deletedAt && (found.listed || viewer.membership?.organizationId === found.organizationId);
      if (!found || !visible) return photoNotFound(c);
      // A photo's files never change (a new photo gets a new id): the id and variant are its version.
      const etag = `"${photoId}-${variant}"`;
      const headers = {
        ETag: etag,
        // Private: whether a caller may see it depends on who they are and on the listing.
        'Cache-Control': 'private, max-age=31536000, immutable',
      };
      if ((c.req.header('if-none-match') ?? '').split(/\s*,\s*/).includes(etag)) {
        return c.body(null, 304, headers);
      }
      const stored = await storage.get(photoFileKey(found, variant));
      if (!stored) return photoNotFound(c);
      return c.body(stored.body, 200, {
        ...headers,
        'Content-Type': stored.contentType,
        'Content-Length': String(stored.size),
        'X-Content-Type-Options': 'nosniff',
      });
    });
};
