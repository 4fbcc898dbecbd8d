/**
 * The dashboard home (issue 11 › 8): one read, shaped by who asks. Dealer staff get today's work,
 * shoppers their saved vehicles and conversations, platform admins the dealers waiting for review and
 * the platform's totals. A section is null when the person has no such role.
 */
import { z } from 'zod';
import { DEAL_STAGES } from '../deals';
import { AGE_BUCKETS } from '../vehicles';
import { UsageMeterSchema } from './billing';
import { ConversationSummarySchema } from './messages';
import { FavoriteSchema } from './vehicles';
import { PLAN_IDS } from '../plans';
import { PLAN_STATUSES } from './billing';
import { LEAD_STATUSES } from '../respond';

/** How many items each list on the home shows; each links to its full area. */
export const OVERVIEW_LIST_SIZE = 5;

export const OverviewLeadSchema = z.object({
  id: z.string(),
  customerName: z.string(),
  vehicle: z.string().nullable(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  /** Waiting for a first reply past the dealership's thresholds (DOMAIN.md › Decisions › Leads). */
  urgency: z.enum(['overdue', 'critical']).nullable(),
});

export const DealerOverviewSchema = z.object({
  dealershipName: z.string(),
  role: z.enum(['owner', 'manager', 'sales']),
  leads: z.object({
    /** Open leads still at "new" that the person may see. */
    new: z.number().int(),
    overdue: z.number().int(),
    critical: z.number().int(),
    /** Follow-ups due by the end of today (UTC) or already past. */
    followUpsDue: z.number().int(),
  }),
  /** The leads to answer first: critical, then overdue, then the newest unanswered. */
  urgentLeads: z.array(OverviewLeadSchema),
  unreadMessages: z.number().int(),
  deals: z.object({
    /** Open stages, with the deals' agreed prices summed. Sales count their own deals only. */
    stages: z.array(z.object({ stage: z.enum(DEAL_STAGES), count: z.number().int(), valueCents: z.number().int() })),
    soldThisMonth: z.number().int(),
  }),
  aging: z.object({
    buckets: z.array(z.object({ bucket: z.enum(AGE_BUCKETS), vehicles: z.number().int() })),
    /** The longest in stock, not sold: what to reprice or wholesale. */
    oldest: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        stockNumber: z.string().nullable(),
        days: z.number().int(),
        priceCents: z.number().int().nullable(),
        listed: z.boolean(),
      }),
    ),
  }),
  /** Owners and managers only (billing is theirs): the plan and how much of it is used. */
  plan: z
    .object({
      planId: z.enum(PLAN_IDS),
      status: z.enum(PLAN_STATUSES),
      trialEndsAt: z.string().nullable(),
      listings: UsageMeterSchema,
      seats: UsageMeterSchema,
    })
    .nullable(),
});

export const ShopperOverviewSchema = z.object({
  favorites: z.array(FavoriteSchema),
  favoritesCount: z.number().int(),
  /** Saved vehicles now cheaper than when saved, still on sale. */
  priceDrops: z.number().int(),
  conversations: z.array(ConversationSummarySchema),
  unreadMessages: z.number().int(),
});

export const AdminOverviewSchema = z.object({
  toVerify: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: z.string(),
      city: z.string().nullable(),
      region: z.string().nullable(),
      createdAt: z.string(),
      listedVehicles: z.number().int(),
    }),
  ),
  toVerifyCount: z.number().int(),
  totals: z.object({
    dealerships: z.number().int(),
    verified: z.number().int(),
    suspended: z.number().int(),
    listedVehicles: z.number().int(),
    shoppers: z.number().int(),
    soldLast30Days: z.number().int(),
  }),
});

export const OverviewSchema = z.object({
  name: z.string(),
  dealer: DealerOverviewSchema.nullable(),
  shopper: ShopperOverviewSchema.nullable(),
  admin: AdminOverviewSchema.nullable(),
});

export type Overview = z.infer<typeof OverviewSchema>;
export type DealerOverview = z.infer<typeof DealerOverviewSchema>;
export type ShopperOverview = z.infer<typeof ShopperOverviewSchema>;
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
export type OverviewLead = z.infer<typeof OverviewLeadSchema>;
