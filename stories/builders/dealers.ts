/**
 * Story data of the dealers area, typed by the shared schemas the API answers with: the directory,
 * a dealer's public page, and the answers of verify / suspend / rate.
 */
import type { DealerProfile, DealersPage, DealerSummary } from '../../src/shared/schemas/dealers';
import { mockApi, ok, type MockRoutes } from './auth';
import { buildListing } from './vehicles';

const SAMPLE: readonly Omit<DealerSummary, 'canRate' | 'myRating' | 'suspendedAt' | 'suspensionReason'>[] = [
  {
    id: 'org_story_sunset',
    name: 'Sunset Motors',
    slug: 'sunset-motors',
    city: 'Austin',
    region: 'TX',
    rating: { average: 4.6, count: 38 },
    verified: true,
    verifiedAt: '2026-03-02T15:00:00.000Z',
    liveListings: 142,
  },
  {
    id: 'org_story_summit',
    name: 'Summit Ridge Motors',
    slug: 'summit-ridge-motors',
    city: 'Denver',
    region: 'CO',
    rating: { average: 4.1, count: 12 },
    verified: true,
    verifiedAt: '2026-05-19T15:00:00.000Z',
    liveListings: 87,
  },
  {
    id: 'org_story_harbor',
    name: 'Harbor Point Auto',
    slug: 'harbor-point-auto',
    city: 'Tacoma',
    region: 'WA',
    rating: { average: 3.8, count: 5 },
    verified: false,
    verifiedAt: null,
    liveListings: 23,
  },
  {
    id: 'org_story_prairie',
    name: 'Prairie Wind Trucks',
    slug: 'prairie-wind-trucks',
    city: 'Wichita',
    region: 'KS',
    rating: { average: null, count: 0 },
    verified: false,
    verifiedAt: null,
    liveListings: 0,
  },
];

export function buildDealer(index = 0, overrides: Partial<DealerSummary> = {}): DealerSummary {
  return {
    ...SAMPLE[index % SAMPLE.length]!,
    suspendedAt: null,
    suspensionReason: null,
    canRate: false,
    myRating: null,
    ...overrides,
  };
}

export const buildDealers = (count = SAMPLE.length) => Array.from({ length: count }, (_, i) => buildDealer(i));

export function buildDealersPage(
  items: DealerSummary[] = buildDealers(),
  overrides: Partial<DealersPage> = {},
): DealersPage {
  return { items, total: items.length, page: 1, pageSize: 20, canModerate: false, toVerify: null, ...overrides };
}

/** What an admin sees: the queue count, and one dealership suspended with its reason. */
export const buildAdminDealersPage = (): DealersPage =>
  buildDealersPage(
    [
      buildDealer(0),
      buildDealer(1),
      buildDealer(2),
      buildDealer(3, {
        suspendedAt: '2026-11-20T10:00:00.000Z',
        suspensionReason: 'Listings with prices that did not match the dealership’s own site.',
      }),
    ],
    { canModerate: true, toVerify: 1 },
  );

const HOURS = [
  { opens: '09:00', closes: '19:00' },
  { opens: '09:00', closes: '19:00' },
  { opens: '09:00', closes: '19:00' },
  { opens: '09:00', closes: '19:00' },
  { opens: '09:00', closes: '20:00' },
  { opens: '10:00', closes: '18:00' },
  { opens: null, closes: null },
];

export function buildDealerProfile(overrides: Partial<DealerProfile> = {}): DealerProfile {
  const dealer = buildDealer(0);
  const items = Array.from({ length: 8 }, (_, i) =>
    buildListing({ dealer: { id: dealer.id, name: dealer.name, city: dealer.city, region: dealer.region } }, i),
  );
  return {
    ...dealer,
    about:
      'Family-owned since 1998. Every vehicle gets a 150-point inspection and a free CARFAX report; we answer every message within the hour while we are open.',
    phone: '(512) 555-0142',
    website: 'https://sunsetmotors.example',
    addressLine1: '4100 S Lamar Blvd',
    addressLine2: null,
    postalCode: '78704',
    country: 'US',
    hours: HOURS,
    joinedAt: '2025-09-14T12:00:00.000Z',
    reviews: [
      {
        stars: 5,
        comment: 'Answered within ten minutes and the truck was exactly as described.',
        author: 'Rachel G.',
        at: '2026-11-18T16:00:00.000Z',
      },
      {
        stars: 4,
        comment: 'Fair price, quick paperwork. The test drive had to be rescheduled once.',
        author: 'Tom N.',
        at: '2026-11-02T16:00:00.000Z',
      },
    ],
    listings: { items, total: 142, page: 1, pageSize: 24 },
    ...overrides,
  };
}

/** Answers of the dealers screens: the directory (any query), the sample dealer's page, the writes. */
export const dealersAnswers = (page: DealersPage = buildDealersPage(), extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/dealers': ok(page),
  'GET /api/dealers/sunset-motors': ok(buildDealerProfile()),
  ...Object.fromEntries(
    page.items.flatMap((d) => [
      [`POST /api/dealers/${d.id}/verify`, ok({ dealer: { ...d, verified: true } })],
      [`POST /api/dealers/${d.id}/suspend`, ok({ dealer: { ...d, suspendedAt: '2026-11-24T10:00:00.000Z' } })],
      [`POST /api/dealers/${d.id}/unsuspend`, ok({ dealer: { ...d, suspendedAt: null } })],
      [`POST /api/dealers/${d.id}/rating`, ok({ dealer: d })],
    ]),
  ),
  ...extra,
});

export const dealersStoryApi = (routes: MockRoutes) => mockApi(routes);
