/** Typed builders for the dashboard home's stories: sections shaped by the server's own schema. */
import type { AdminOverview, DealerOverview, Overview, ShopperOverview } from '../../src/shared/schemas/overview';
import { mockApi, ok, type MockReply } from './auth';
import { buildFavorites } from './marketplace';
import { buildShopperInbox, RESPOND_NOW } from './respond';

const minutesBefore = (minutes: number) => new Date(Date.parse(RESPOND_NOW) - minutes * 60_000).toISOString();

export function buildDealerOverview(overrides: Partial<DealerOverview> = {}): DealerOverview {
  return {
    dealershipName: 'Sunset Motors',
    role: 'owner',
    leads: { new: 7, overdue: 3, critical: 1, followUpsDue: 4 },
    urgentLeads: [
      {
        id: 'led_story_1',
        customerName: 'Priya Patel',
        vehicle: '2021 Toyota RAV4',
        status: 'new',
        createdAt: minutesBefore(95),
        urgency: 'critical',
      },
      {
        id: 'led_story_2',
        customerName: 'Marco Rossi',
        vehicle: '2019 Honda Accord',
        status: 'new',
        createdAt: minutesBefore(40),
        urgency: 'overdue',
      },
      {
        id: 'led_story_3',
        customerName: 'Aisha Khan',
        vehicle: null,
        status: 'new',
        createdAt: minutesBefore(22),
        urgency: 'overdue',
      },
      {
        id: 'led_story_4',
        customerName: 'Tom Becker',
        vehicle: '2022 Ford F-150',
        status: 'new',
        createdAt: minutesBefore(6),
        urgency: null,
      },
    ],
    unreadMessages: 5,
    deals: {
      stages: [
        { stage: 'negotiation', count: 4, valueCents: 11_240_000 },
        { stage: 'agreed', count: 2, valueCents: 6_180_000 },
        { stage: 'paperwork', count: 1, valueCents: 3_490_000 },
      ],
      soldThisMonth: 6,
    },
    aging: {
      buckets: [
        { bucket: '0-30', vehicles: 41 },
        { bucket: '31-60', vehicles: 28 },
        { bucket: '61-90', vehicles: 17 },
        { bucket: '90+', vehicles: 9 },
      ],
      oldest: [
        {
          id: 'veh_story_1',
          title: '2016 Nissan Altima 2.5 SV',
          stockNumber: 'RAG-00012',
          days: 148,
          priceCents: 1_149_500,
          listed: true,
        },
        {
          id: 'veh_story_2',
          title: '2015 Chevrolet Malibu LT',
          stockNumber: 'RAG-00019',
          days: 131,
          priceCents: 989_900,
          listed: true,
        },
        {
          id: 'veh_story_3',
          title: '2017 Ford Escape SE',
          stockNumber: 'RAG-00027',
          days: 119,
          priceCents: null,
          listed: false,
        },
      ],
    },
    plan: {
      planId: 'pro',
      status: 'active',
      trialEndsAt: null,
      listings: { used: 96, limit: null },
      seats: { used: 6, limit: 15 },
    },
    ...overrides,
  };
}

/** A salesperson's view: their own deals and leads, no plan (billing is for owners and managers). */
export const buildSalesOverview = (): DealerOverview =>
  buildDealerOverview({
    role: 'sales',
    leads: { new: 2, overdue: 1, critical: 0, followUpsDue: 1 },
    urgentLeads: buildDealerOverview().urgentLeads.slice(1, 3),
    unreadMessages: 1,
    deals: {
      stages: [
        { stage: 'negotiation', count: 2, valueCents: 5_120_000 },
        { stage: 'agreed', count: 1, valueCents: 2_890_000 },
        { stage: 'paperwork', count: 0, valueCents: 0 },
      ],
      soldThisMonth: 2,
    },
    plan: null,
  });

/** A dealership on its first day: a trial, nothing in stock, no leads, no deals. */
export const buildNewDealerOverview = (): DealerOverview =>
  buildDealerOverview({
    dealershipName: 'Buckeye Motors',
    leads: { new: 0, overdue: 0, critical: 0, followUpsDue: 0 },
    urgentLeads: [],
    unreadMessages: 0,
    deals: {
      stages: [
        { stage: 'negotiation', count: 0, valueCents: 0 },
        { stage: 'agreed', count: 0, valueCents: 0 },
        { stage: 'paperwork', count: 0, valueCents: 0 },
      ],
      soldThisMonth: 0,
    },
    aging: {
      buckets: [
        { bucket: '0-30', vehicles: 0 },
        { bucket: '31-60', vehicles: 0 },
        { bucket: '61-90', vehicles: 0 },
        { bucket: '90+', vehicles: 0 },
      ],
      oldest: [],
    },
    plan: {
      planId: 'dealer',
      status: 'trialing',
      trialEndsAt: '2026-12-08T15:00:00.000Z',
      listings: { used: 0, limit: 50 },
      seats: { used: 1, limit: 5 },
    },
  });

export function buildShopperOverview(overrides: Partial<ShopperOverview> = {}): ShopperOverview {
  const favorites = buildFavorites();
  return {
    favorites,
    favoritesCount: 9,
    priceDrops: 1,
    conversations: buildShopperInbox().slice(0, 5),
    unreadMessages: 2,
    ...overrides,
  };
}

export function buildAdminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    toVerify: [
      {
        id: 'org_story_1',
        name: 'Lakeside Motors',
        slug: 'lakeside-motors',
        city: 'Madison',
        region: 'WI',
        createdAt: '2026-11-18T10:00:00.000Z',
        listedVehicles: 12,
      },
      {
        id: 'org_story_2',
        name: 'Summit Auto Sales',
        slug: 'summit-auto-sales',
        city: 'Denver',
        region: 'CO',
        createdAt: '2026-11-20T10:00:00.000Z',
        listedVehicles: 0,
      },
    ],
    toVerifyCount: 2,
    totals: { dealerships: 14, verified: 11, suspended: 1, listedVehicles: 1_208, shoppers: 3_415, soldLast30Days: 87 },
    ...overrides,
  };
}

export const buildOverview = (overrides: Partial<Overview> = {}): Overview => ({
  name: 'Dana Dealer',
  dealer: buildDealerOverview(),
  shopper: null,
  admin: null,
  ...overrides,
});

export const overviewStoryApi = (reply: MockReply = ok(buildOverview())) =>
  mockApi({ 'GET /api/overview': reply, 'GET /api/unread': ok({ messages: 0, notifications: 0 }) });
