/**
 * The vehicle reference database (vPIC makes, models, manufacturer codes, and local entries and
 * overrides) and the VIN check. Reading is for any signed-in person (inventory forms and
 * marketplace filters read their choices here); editing is for platform admins (DOMAIN.md ›
 * Decisions). A vPIC entry is only ever hidden, never edited or deleted: a local entry overrides it.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import {
  ModelsQuerySchema,
  PatchMakeSchema,
  PatchModelSchema,
  PatchWmiSchema,
  ReferenceMakeSchema as SharedMakeSchema,
  ReferenceModelSchema as SharedModelSchema,
  ReferenceQuerySchema,
  ReferenceWmiSchema as SharedWmiSchema,
  UpsertMakeSchema,
  UpsertModelSchema,
  UpsertWmiSchema,
  VinCheckSchema as SharedVinCheckSchema,
  type VinCheck,
} from '../../shared/schemas/reference';
import { modelYearCandidates, rescueVin, validateVin, vinRegion, VIN_LENGTH } from '../../shared/vin';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import {
  createLocalMake,
  createLocalModel,
  createLocalWmi,
  deleteMake,
  deleteModel,
  deleteWmi,
  findMake,
  findMakeByName,
  findModel,
  findWmi,
  listMakes,
  listModels,
  listWmis,
  localMakeNameTaken,
  localModelNameTaken,
  localWmiTaken,
  updateMake,
  updateModel,
  updateWmi,
} from '../db/queries/reference';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { IdParam, body, json } from './openapi-parts';
import { getVinDecoder } from '../vin';

// Fresh objects from @hono/zod-openapi's z, so the document names them.
const MakeSchema = z.object(SharedMakeSchema.shape).openapi('ReferenceMake');
const ModelSchema = z.object(SharedModelSchema.shape).openapi('ReferenceModel');
const WmiSchema = z.object({ ...SharedWmiSchema.shape, id: z.string() }).openapi('ReferenceWmi');
const pageOf = <T extends z.ZodType>(item: T, name: string) =>
  z
    .object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
    .openapi(name);
const MakePageSchema = pageOf(MakeSchema, 'ReferenceMakePage');
const ModelPageSchema = pageOf(ModelSchema, 'ReferenceModelPage');
const WmiPageSchema = pageOf(WmiSchema, 'ReferenceWmiPage');
export const VinCheckSchema = z.object(SharedVinCheckSchema.shape).openapi('VinCheck');

// Generous (a pasted VIN with spaces or dashes is still a VIN attempt); anything longer is not.
const VinParam = z.object({
  vin: z
    .string()
    .min(1)
    .max(40, 'A VIN has 17 characters')
    .openapi({ param: { name: 'vin', in: 'path' }, example: '1HGCM82633A004352' }),
});

const VPIC_READ_ONLY = 'vPIC entries can only be hidden. Add a local entry to override one.';

export const buildVinCheck = async (deps: AppDeps, input: string): Promise<VinCheck> => {
  const validation = validateVin(input);
  const vin = validation.vin;
  const region = vinRegion(vin);
  const decode = validation.ok ? await getVinDecoder(deps.db).decode(vin) : null;
  return {
    vin,
    valid: validation.ok,
    problems: validation.problems.map(({ code, message }) => ({ code, message })),
    warnings: validation.warnings.map(({ code, message }) => ({ code, message })),
    modelYears: Array.from(vin).length === VIN_LENGTH ? modelYearCandidates(vin) : [],
    region: region ? { region: region.region, country: region.country } : null,
    suggestions: validation.ok
      ? []
      : rescueVin(input).map(({ vin: suggestion, position, from, to }) => ({ vin: suggestion, position, from, to })),
    decode,
  };
};

export const referenceRoutes = (deps: AppDeps) => {
  const signedIn = requireAccess(deps, API_ACCESS.signedIn);
  const admin = requireAccess(deps, ACCESS.admin);

  const listMakesRoute = createRoute({
    method: 'get',
    path: '/reference/makes',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Reference'],
    summary: 'Makes (vPIC and local), searched by name, 50 a page',
    middleware: signedIn,
    request: { query: ReferenceQuerySchema },
    responses: { 200: json(MakePageSchema, 'A page of makes'), ...errorResponses(400, 401) },
  });
  const listModelsRoute = createRoute({
    method: 'get',
    path: '/reference/models',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Reference'],
    summary: 'Models of a make (by name), optionally built in a year, searched by name, 50 a page',
    middleware: signedIn,
    request: { query: ModelsQuerySchema },
    responses: { 200: json(ModelPageSchema, 'A page of models'), ...errorResponses(400, 401) },
  });
  const listWmisRoute = createRoute({
    method: 'get',
    path: '/reference/wmis',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Reference'],
    summary: 'Manufacturer codes (WMI), searched by code prefix, make or manufacturer, 50 a page',
    middleware: signedIn,
    request: { query: ReferenceQuerySchema },
    responses: { 200: json(WmiPageSchema, 'A page of manufacturer codes'), ...errorResponses(400, 401) },
  });
  const checkVinRoute = createRoute({
    method: 'get',
    path: '/vin/{vin}',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Reference'],
    summary: 'Check a VIN: problems, model years, region, "did you mean" fixes, and the vPIC decode when valid',
    middleware: signedIn,
    request: { params: VinParam },
    responses: { 200: json(VinCheckSchema, 'What the VIN says'), ...errorResponses(400, 401) },
  });

  const createMakeRoute = createRoute({
    method: 'post',
    path: '/reference/makes',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Add a local make (platform admins)',
    middleware: admin,
    request: body(UpsertMakeSchema),
    responses: { 201: json(z.object({ make: MakeSchema }), 'Added'), ...errorResponses(400, 401, 403, 409) },
  });
  const patchMakeRoute = createRoute({
    method: 'patch',
    path: '/reference/makes/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Edit a local make, or hide / show a vPIC one (platform admins)',
    middleware: admin,
    request: { params: IdParam, ...body(PatchMakeSchema) },
    responses: {
      200: json(z.object({ make: MakeSchema }), 'Saved'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });
  const deleteMakeRoute = createRoute({
    method: 'delete',
    path: '/reference/makes/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Delete a local make and its local models (platform admins; vPIC makes are hidden instead)',
    middleware: admin,
    request: { params: IdParam },
    responses: { 200: json(z.object({ make: MakeSchema }), 'Deleted'), ...errorResponses(401, 403, 404, 422) },
  });

  const createModelRoute = createRoute({
    method: 'post',
    path: '/reference/models',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Add a local model to a make (platform admins)',
    middleware: admin,
    request: body(UpsertModelSchema),
    responses: {
      201: json(z.object({ model: ModelSchema }), 'Added'),
      ...errorResponses(400, 401, 403, 409, 422),
    },
  });
  const patchModelRoute = createRoute({
    method: 'patch',
    path: '/reference/models/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Edit a local model, or hide / show a vPIC one (platform admins)',
    middleware: admin,
    request: { params: IdParam, ...body(PatchModelSchema) },
    responses: {
      200: json(z.object({ model: ModelSchema }), 'Saved'),
      ...errorResponses(400, 401, 403, 404, 409, 422),
    },
  });
  const deleteModelRoute = createRoute({
    method: 'delete',
    path: '/reference/models/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Delete a local model (platform admins; vPIC models are hidden instead)',
    middleware: admin,
    request: { params: IdParam },
    responses: { 200: json(z.object({ model: ModelSchema }), 'Deleted'), ...errorResponses(401, 403, 404, 422) },
  });

  const createWmiRoute = createRoute({
    method: 'post',
    path: '/reference/wmis',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Add a local manufacturer code; it wins over vPIC in decodes (platform admins)',
    middleware: admin,
    request: body(UpsertWmiSchema),
    responses: { 201: json(z.object({ wmi: WmiSchema }), 'Added'), ...errorResponses(400, 401, 403, 409) },
  });
  const patchWmiRoute = createRoute({
    method: 'patch',
    path: '/reference/wmis/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Edit a local manufacturer code, or hide / show a vPIC one (platform admins)',
    middleware: admin,
    request: { params: IdParam, ...body(PatchWmiSchema) },
    responses: { 200: json(z.object({ wmi: WmiSchema }), 'Saved'), ...errorResponses(400, 401, 403, 404, 422) },
  });
  const deleteWmiRoute = createRoute({
    method: 'delete',
    path: '/reference/wmis/{id}',
    ...declareAccess(ACCESS.admin),
    tags: ['Reference'],
    summary: 'Delete a local manufacturer code (platform admins; vPIC codes are hidden instead)',
    middleware: admin,
    request: { params: IdParam },
    responses: { 200: json(z.object({ wmi: WmiSchema }), 'Deleted'), ...errorResponses(401, 403, 404, 422) },
  });

  return (
    new OpenAPIHono<ViewerEnv>({ defaultHook })
      .openapi(listMakesRoute, async (c) => {
        const { q, page, includeHidden } = c.req.valid('query');
        const result = await listMakes(deps.db, {
          q,
          page,
          includeHidden: includeHidden === 'true' && getViewer(c).roles.includes('admin'),
        });
        return c.json(result, 200);
      })
      .openapi(listModelsRoute, async (c) => {
        const { includeHidden, ...query } = c.req.valid('query');
        const result = await listModels(deps.db, {
          ...query,
          includeHidden: includeHidden === 'true' && getViewer(c).roles.includes('admin'),
        });
        return c.json(result, 200);
      })
      .openapi(listWmisRoute, async (c) => {
        const { q, page, includeHidden } = c.req.valid('query');
        const result = await listWmis(deps.db, {
          q,
          page,
          includeHidden: includeHidden === 'true' && getViewer(c).roles.includes('admin'),
        });
        return c.json(result, 200);
      })
      .openapi(checkVinRoute, async (c) => c.json(await buildVinCheck(deps, c.req.valid('param').vin), 200))

      // Makes
      .openapi(createMakeRoute, async (c) => {
        const input = c.req.valid('json');
        if (await localMakeNameTaken(deps.db, input.name))
          return apiError(c, 409, 'MAKE_EXISTS', 'There is already a local make of that name.', {
            fields: { name: 'There is already a local make of that name' },
          });
        return c.json({ make: await createLocalMake(deps.db, input) }, 201);
      })
      .openapi(patchMakeRoute, async (c) => {
        const { id } = c.req.valid('param');
        const patch = c.req.valid('json');
        const make = await findMake(deps.db, id);
        if (!make) return apiError(c, 404, 'MAKE_NOT_FOUND', 'No such make.');
        if (make.source === 'vpic' && (patch.name !== undefined || patch.replaces !== undefined))
          return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY, {
            fields: { [patch.name !== undefined ? 'name' : 'replaces']: VPIC_READ_ONLY },
          });
        if (patch.name !== undefined && (await localMakeNameTaken(deps.db, patch.name, id)))
          return apiError(c, 409, 'MAKE_EXISTS', 'There is already a local make of that name.', {
            fields: { name: 'There is already a local make of that name' },
          });
        return c.json({ make: (await updateMake(deps.db, id, patch))! }, 200);
      })
      .openapi(deleteMakeRoute, async (c) => {
        const { id } = c.req.valid('param');
        const make = await findMake(deps.db, id);
        if (!make) return apiError(c, 404, 'MAKE_NOT_FOUND', 'No such make.');
        if (make.source === 'vpic') return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY);
        await deleteMake(deps.db, id);
        return c.json({ make }, 200);
      })

      // Models
      .openapi(createModelRoute, async (c) => {
        const input = c.req.valid('json');
        const make = await findMakeByName(deps.db, input.make);
        if (!make)
          return apiError(c, 422, 'MAKE_NOT_FOUND', `There is no make named ${input.make}: add it first.`, {
            fields: { make: 'No make of that name: add it first' },
          });
        if (await localModelNameTaken(deps.db, make.id, input.name))
          return apiError(c, 409, 'MODEL_EXISTS', 'This make already has a local model of that name.', {
            fields: { name: 'This make already has a local model of that name' },
          });
        return c.json({ model: await createLocalModel(deps.db, make.id, input) }, 201);
      })
      .openapi(patchModelRoute, async (c) => {
        const { id } = c.req.valid('param');
        const patch = c.req.valid('json');
        const model = await findModel(deps.db, id);
        if (!model) return apiError(c, 404, 'MODEL_NOT_FOUND', 'No such model.');
        if (model.source === 'vpic') {
          const edited = (['name', 'bodyTypes', 'yearFrom', 'yearTo', 'replaces'] as const).find(
            (key) => patch[key] !== undefined,
          );
          if (edited)
            return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY, { fields: { [edited]: VPIC_READ_ONLY } });
        }
        const yearFrom = patch.yearFrom !== undefined ? patch.yearFrom : model.yearFrom;
        const yearTo = patch.yearTo !== undefined ? patch.yearTo : model.yearTo;
        if (yearFrom != null && yearTo != null && yearFrom > yearTo)
          return apiError(c, 422, 'YEARS_REVERSED', 'The first year comes before the last.', {
            fields: { yearTo: 'The first year comes before the last' },
          });
        if (patch.name !== undefined && (await localModelNameTaken(deps.db, model.makeId, patch.name, id)))
          return apiError(c, 409, 'MODEL_EXISTS', 'This make already has a local model of that name.', {
            fields: { name: 'This make already has a local model of that name' },
          });
        return c.json({ model: (await updateModel(deps.db, id, patch))! }, 200);
      })
      .openapi(deleteModelRoute, async (c) => {
        const { id } = c.req.valid('param');
        const model = await findModel(deps.db, id);
        if (!model) return apiError(c, 404, 'MODEL_NOT_FOUND', 'No such model.');
        if (model.source === 'vpic') return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY);
        await deleteModel(deps.db, id);
        return c.json({ model }, 200);
      })

      // Manufacturer codes
      .openapi(createWmiRoute, async (c) => {
        const input = c.req.valid('json');
        if (await localWmiTaken(deps.db, input.code))
          return apiError(c, 409, 'WMI_EXISTS', 'There is already a local entry for this code.', {
            fields: { code: 'There is already a local entry for this code' },
          });
        return c.json({ wmi: await createLocalWmi(deps.db, input) }, 201);
      })
      .openapi(patchWmiRoute, async (c) => {
        const { id } = c.req.valid('param');
        const patch = c.req.valid('json');
        const wmi = await findWmi(deps.db, id);
        if (!wmi) return apiError(c, 404, 'WMI_NOT_FOUND', 'No such manufacturer code.');
        if (wmi.source === 'vpic') {
          const edited = (['makeName', 'manufacturer', 'vehicleType', 'country'] as const).find(
            (key) => patch[key] !== undefined,
          );
          if (edited)
            return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY, { fields: { [edited]: VPIC_READ_ONLY } });
        }
        return c.json({ wmi: (await updateWmi(deps.db, id, patch))! }, 200);
      })
      .openapi(deleteWmiRoute, async (c) => {
        const { id } = c.req.valid('param');
        const wmi = await findWmi(deps.db, id);
        if (!wmi) return apiError(c, 404, 'WMI_NOT_FOUND', 'No such manufacturer code.');
        if (wmi.source === 'vpic') return apiError(c, 422, 'VPIC_READ_ONLY', VPIC_READ_ONLY);
        await deleteWmi(deps.db, id);
        return c.json({ wmi }, 200);
      })
  );
};
