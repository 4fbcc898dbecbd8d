import { randomBytes } from 'node:crypto';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { TRIAL_DAYS } from '../../shared/constants';
import { CompleteProfileSchema } from '../../shared/schemas/profile';
import { mapThrownAuthError } from '../auth/auth-errors';
import { API_ACCESS, getViewer, loadViewer, requireAccess, type ViewerEnv } from '../auth/authorize';
import { markProfileComplete } from '../db/queries/auth';
import { slugTaken, updateDealershipProfile } from '../db/queries/dealerships';
import type { AppDeps } from '../deps';
import { apiError, defaultHook, errorResponses } from '../errors';
import { SessionSchema, toSessionPayload } from './session';

const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48) || 'dealership';

const completeProfileRoute = (deps: AppDeps) =>
  createRoute({
    method: 'post',
    path: '/profile/complete',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Profile'],
    summary:
      'Finish sign-up as a shopper, or as a dealer (creates the dealership with you as owner on a 14-day trial of the chosen plan, Dealer by default)',
    middleware: requireAccess(deps, API_ACCESS.signedIn),
    request: { body: { required: true, content: { 'application/json': { schema: CompleteProfileSchema } } } },
    responses: {
      200: { description: 'The updated session', content: { 'application/json': { schema: SessionSchema } } },
      ...errorResponses(400, 401, 409),
    },
  });

export const profileRoutes = (deps: AppDeps) =>
  new OpenAPIHono<ViewerEnv>({ defaultHook }).openapi(completeProfileRoute(deps), async (c) => {
    const viewer = getViewer(c);
    const input = c.req.valid('json');
    if (viewer.user.profileCompletedAt || viewer.membership) {
      return apiError(c, 409, 'PROFILE_ALREADY_COMPLETE', 'Your profile is already complete.');
    }
    if (input.accountType === 'shopper') {
      await markProfileComplete(deps.db, viewer.user.id, 'shopper');
    } else {
      let slug = slugify(input.dealershipName);
      if (await slugTaken(deps.db, slug)) slug = `${slug}-${randomBytes(3).toString('hex')}`;
      let organizationId: string;
      try {
        // A system action (no headers, the creator's id): the plugin refuses dealership creation to
        // clients (allowUserToCreateOrganization: false), so onboarding is the only way in.
        const org = await deps.auth.api.createOrganization({
          body: { name: input.dealershipName, slug, userId: viewer.user.id },
        });
        if (!org) throw new Error('organization was not created');
        organizationId = org.id;
      } catch (error) {
        const mapped = mapThrownAuthError(error);
        if (mapped) return c.json(mapped.body, mapped.status as 400);
        throw error;
      }
      await updateDealershipProfile(deps.db, organizationId, {
        phone: input.phone,
        addressLine1: input.address.line1,
        addressLine2: input.address.line2,
        city: input.address.city,
        region: input.address.region,
        postalCode: input.address.postalCode,
        country: input.address.country,
        website: input.website,
        plan: input.plan ?? 'dealer',
        planStatus: 'trialing',
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 24 * 60 * 60 * 1000),
      });
      await markProfileComplete(deps.db, viewer.user.id, 'dealer');
    }
    return c.json(toSessionPayload(await loadViewer(deps.auth, deps.db, c.req.raw.headers)), 200);
  });
