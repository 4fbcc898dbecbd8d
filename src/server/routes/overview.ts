/**
 * The dashboard home (issue 11 › 8): `GET /api/overview`, one read shaped by the roles of who asks.
 * Each figure is computed here with the same visibility rules as its area (sales see their own and
 * unassigned leads and their own deals; plan usage is for owners and managers), so a number on the
 * home is the number the area shows behind its link.
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { limitOf, type PlanId } from '../../shared/plans';
import {
  OVERVIEW_LIST_SIZE,
  OverviewSchema as SharedOverviewSchema,
  type AdminOverview,
  type DealerOverview,
  type ShopperOverview,
} from '../../shared/schemas/overview';
import { ACCESS, declareAccess } from '../auth/endpoint-access';
import { API_ACCESS, getViewer, requireAccess, type Viewer, type ViewerEnv } from '../auth/authorize';
import { findPlanUsage } from '../db/queries/billing';
import { listConversations, unreadMessageTotal } from '../db/queries/conversations';
import { findLeadSettings } from '../db/queries/leads';
import { listFavorites } from '../db/queries/marketplace';
import {
  dealersToVerify,
  dealStageTotals,
  leadCounts,
  platformTotals,
  stockAging,
  urgentLeads,
} from '../db/queries/overview';
import type { AppDeps } from '../deps';
import { defaultHook, errorResponses } from '../errors';
import { toConversationSummary } from '../respond/answers';
import { json } from './openapi-parts';

const OverviewSchema = z.object(SharedOverviewSchema.shape).openapi('Overview');

export const overviewRoutes = (deps: AppDeps) => {
  const get = createRoute({
    method: 'get',
    path: '/overview',
    ...declareAccess(ACCESS.signedIn),
    tags: ['Overview'],
    summary:
      "The dashboard home for whoever asks: dealer staff today's work, shoppers their favorites and conversations, platform admins the dealers to verify and the platform's totals",
    middleware: requireAccess(deps, API_ACCESS.signedIn),
    responses: { 200: json(OverviewSchema, 'The sections for your roles'), ...errorResponses(401) },
  });

  const dealerSection = async (viewer: Viewer, now: Date): Promise<DealerOverview | null> => {
    const membership = viewer.membership;
    if (!membership) return null;
    const role = membership.role as DealerOverview['role'];
    const scope = { organizationId: membership.organizationId, userId: viewer.user.id, role };
    const settings = await findLeadSettings(deps.db, scope.organizationId);
    const canSeePlan = role === 'owner' || role === 'manager';
    const [counts, urgent, unread, dealTotals, aging, usage] = await Promise.all([
      leadCounts(deps.db, scope, settings, now),
      urgentLeads(deps.db, scope, settings, now, OVERVIEW_LIST_SIZE),
      unreadMessageTotal(deps.db, {
        userId: viewer.user.id,
        side: 'dealer',
        organizationId: scope.organizationId,
        role,
      }),
      dealStageTotals(deps.db, scope, now),
      stockAging(deps.db, scope.organizationId, OVERVIEW_LIST_SIZE),
      canSeePlan ? findPlanUsage(deps.db, scope.organizationId, now) : Promise.resolve(undefined),
    ]);
    return {
      dealershipName: membership.name,
      role,
      leads: counts,
      urgentLeads: urgent,
      unreadMessages: unread,
      deals: dealTotals,
      aging,
      plan: usage
        ? {
            planId: (usage.state.plan ?? 'dealer') as PlanId,
            status: usage.state.planStatus ?? 'trialing',
            trialEndsAt:
              usage.state.planStatus === 'trialing' ? (usage.state.trialEndsAt?.toISOString() ?? null) : null,
            listings: { used: usage.listings, limit: limitOf(usage.state, 'listings') },
            seats: { used: usage.seats, limit: limitOf(usage.state, 'seats') },
          }
        : null,
    };
  };

  const shopperSection = async (viewer: Viewer): Promise<ShopperOverview> => {
    const v = { userId: viewer.user.id, side: 'shopper' as const };
    const [favorites, conversations, unread] = await Promise.all([
      listFavorites(deps.db, viewer.user.id),
      listConversations(deps.db, v, { filter: 'all', view: 'all', page: 1 }),
      unreadMessageTotal(deps.db, v),
    ]);
    return {
      favorites: favorites.slice(0, OVERVIEW_LIST_SIZE - 1),
      favoritesCount: favorites.length,
      priceDrops: favorites.filter((f) => f.available && (f.priceChangeCents ?? 0) < 0).length,
      conversations: conversations.items.slice(0, OVERVIEW_LIST_SIZE).map((r) => toConversationSummary(r, false)),
      unreadMessages: unread,
    };
  };

  const adminSection = async (now: Date): Promise<AdminOverview> => {
    const [waiting, totals] = await Promise.all([
      dealersToVerify(deps.db, OVERVIEW_LIST_SIZE),
      platformTotals(deps.db, now),
    ]);
    return { ...waiting, totals };
  };

  return new OpenAPIHono<ViewerEnv>({ defaultHook }).openapi(get, async (c) => {
    const viewer = getViewer(c);
    const now = new Date();
    const isAdmin = viewer.roles.includes('admin');
    const dealer = await dealerSection(viewer, now);
    // A shopper is anyone signed in with neither a dealership nor a platform role.
    const [shopper, admin] = await Promise.all([
      dealer || isAdmin ? Promise.resolve(null) : shopperSection(viewer),
      isAdmin ? adminSection(now) : Promise.resolve(null),
    ]);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ name: viewer.user.name, dealer, shopper, admin }, 200);
  });
};
