/**
 * Typed builders for the Sell › Deals stories (the board, the list, a deal's sheet and history).
 * Shapes come from the shared answer schemas and figures from the sheet's own arithmetic
 * (computeDeal), so a contract or a formula change shows in the stories. Times count back from
 * STORY_NOW.
 */
import {
  computeDeal,
  DEAL_STAGE_TRANSITIONS,
  DEAL_STAGES,
  DEALS_PAGE_SIZE,
  type DealStage,
  type SaleType,
} from '../../src/shared/deals';
import type {
  Deal,
  DealBoard,
  DealEvent,
  DealOptions,
  DealsPage,
  DealSummary,
  DealTotals,
} from '../../src/shared/schemas/deals';
import { mockApi, ok, type MockRoutes } from './auth';
import { buildVehicleCard, STORY_TEAM } from './leads';
import { STORY_NOW } from './vehicles';

const NOW = Date.parse(STORY_NOW);
const daysAgo = (days: number, hours = 0) => new Date(NOW - days * 86_400_000 - hours * 3_600_000).toISOString();

/** A dealership's pipeline on a weekday: open deals at each stage, recent sales, one lost, one unwound. */
const SAMPLE: readonly {
  name: string;
  stage: DealStage;
  saleType: SaleType;
  vehicle: number;
  price: number;
  cost: number;
  salesperson: number;
  days: number;
}[] = [
  {
    name: 'Maria Lopez',
    stage: 'negotiation',
    saleType: 'finance',
    vehicle: 0,
    price: 2_450_000,
    cost: 2_010_000,
    salesperson: 2,
    days: 1,
  },
  {
    name: 'Tom Nguyen',
    stage: 'negotiation',
    saleType: 'cash',
    vehicle: 1,
    price: 1_890_000,
    cost: 1_560_000,
    salesperson: 3,
    days: 2,
  },
  {
    name: 'Grace Kim',
    stage: 'agreed',
    saleType: 'lease',
    vehicle: 2,
    price: 3_420_000,
    cost: 2_990_000,
    salesperson: 2,
    days: 1,
  },
  {
    name: 'Marcus Webb',
    stage: 'paperwork',
    saleType: 'finance',
    vehicle: 3,
    price: 2_775_000,
    cost: 2_380_000,
    salesperson: 3,
    days: 0,
  },
  {
    name: 'Rachel Greene',
    stage: 'sold',
    saleType: 'finance',
    vehicle: 4,
    price: 2_199_000,
    cost: 1_790_000,
    salesperson: 2,
    days: 3,
  },
  {
    name: 'Andre Ellis',
    stage: 'sold',
    saleType: 'cash',
    vehicle: 5,
    price: 1_549_500,
    cost: 1_300_000,
    salesperson: 3,
    days: 9,
  },
  {
    name: 'Nora Fischer',
    stage: 'lost',
    saleType: 'finance',
    vehicle: 6,
    price: 2_999_000,
    cost: 2_600_000,
    salesperson: 2,
    days: 6,
  },
  {
    name: 'Owen Brooks',
    stage: 'unwound',
    saleType: 'finance',
    vehicle: 7,
    price: 2_050_000,
    cost: 1_720_000,
    salesperson: 3,
    days: 4,
  },
];

const PACK = 50_000;
const DOC_FEE = 49_900;
const TAX = 5_750;

/** One deal with its sheet and figures, as GET /api/deals/{id} answers. `gross`: whether the caller sees it. */
export function buildDeal(index = 0, overrides: Partial<Deal> = {}, gross = true): Deal {
  const s = SAMPLE[index % SAMPLE.length]!;
  const person = STORY_TEAM[s.salesperson]!;
  const sheet = {
    priceCents: s.price,
    downPaymentCents: s.saleType === 'cash' ? 0 : 300_000,
    tradeAllowanceCents: index % 3 === 0 ? 650_000 : 0,
    tradePayoffCents: index % 3 === 0 ? 210_000 : 0,
    docFeeCents: DOC_FEE,
    taxRateThousandths: TAX,
  };
  const costs = { costCents: s.cost, addedCostsCents: 45_000, packCents: PACK };
  const figures = computeDeal(sheet, costs);
  const closed = s.stage === 'sold' || s.stage === 'unwound';
  return {
    id: `deal_story_${index}`,
    stage: s.stage,
    saleType: s.saleType,
    customer: { id: `cus_story_deal_${index}`, name: s.name },
    vehicle: buildVehicleCard(s.vehicle, {
      status: s.stage === 'sold' ? 'sold' : 'available',
      listed: s.stage !== 'sold',
    }),
    salesperson: { id: person.id, name: person.name },
    leadId: `lead_story_deal_${index}`,
    priceCents: s.price,
    totalCents: figures.totalCents,
    frontGrossCents: gross ? figures.frontGrossCents : null,
    lostReason: s.stage === 'lost' ? 'financing' : null,
    soldAt: closed ? daysAgo(s.days, 2) : null,
    stageChangedAt: daysAgo(s.days),
    updatedAt: daysAgo(s.days),
    createdAt: daysAgo(s.days + 3),
    version: 1 + DEAL_STAGES.indexOf(s.stage),
    canEdit: true,
    downPaymentCents: sheet.downPaymentCents,
    tradeVin: sheet.tradeAllowanceCents ? '1HGCM82633A004352' : null,
    tradeDescription: sheet.tradeAllowanceCents ? '2003 Honda Accord EX, 164k miles' : null,
    tradeAllowanceCents: sheet.tradeAllowanceCents,
    tradePayoffCents: sheet.tradePayoffCents,
    docFeeCents: DOC_FEE,
    taxRate: TAX / 1000,
    lostNote: null,
    figures: { ...figures, frontGrossCents: gross ? figures.frontGrossCents : null },
    costs: gross ? costs : null,
    nextStages: [...DEAL_STAGE_TRANSITIONS[s.stage]],
    createdBy: { id: person.id, name: person.name },
    ...overrides,
  };
}

const toSummary = (d: Deal): DealSummary => ({
  id: d.id,
  stage: d.stage,
  saleType: d.saleType,
  customer: d.customer,
  vehicle: d.vehicle,
  salesperson: d.salesperson,
  leadId: d.leadId,
  priceCents: d.priceCents,
  totalCents: d.totalCents,
  frontGrossCents: d.frontGrossCents,
  lostReason: d.lostReason,
  soldAt: d.soldAt,
  stageChangedAt: d.stageChangedAt,
  updatedAt: d.updatedAt,
  createdAt: d.createdAt,
  version: d.version,
  canEdit: d.canEdit,
});

export const buildDealSummaries = (gross = true, count = SAMPLE.length): DealSummary[] =>
  Array.from({ length: count }, (_, i) => toSummary(buildDeal(i, {}, gross)));

const totalsOf = (items: DealSummary[], gross: boolean): DealTotals => ({
  count: items.length,
  priceCents: items.reduce((s, d) => s + (d.priceCents ?? 0), 0),
  totalCents: items.reduce((s, d) => s + d.totalCents, 0),
  frontGrossCents: gross ? items.reduce((s, d) => s + (d.frontGrossCents ?? 0), 0) : null,
});

export function buildBoard(items: DealSummary[] = buildDealSummaries(), gross = true): DealBoard {
  return {
    columns: DEAL_STAGES.map((stage) => {
      const inStage = items.filter((d) => d.stage === stage);
      return { stage, items: inStage, count: inStage.length, totals: totalsOf(inStage, gross) };
    }),
    closedDays: 30,
    canSeeGross: gross,
  };
}

export function buildDealsPage(items: DealSummary[] = buildDealSummaries(), gross = true): DealsPage {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: DEALS_PAGE_SIZE,
    stageCounts: Object.fromEntries(DEAL_STAGES.map((s) => [s, items.filter((d) => d.stage === s).length])) as Record<
      DealStage,
      number
    >,
    totals: totalsOf(items, gross),
    canSeeGross: gross,
  };
}

export const buildDealOptions = (gross = true): DealOptions => ({
  docFeeCents: DOC_FEE,
  taxRate: TAX / 1000,
  salespeople: STORY_TEAM.map((m) => ({ ...m })),
  canSeeGross: gross,
});

export function buildDealHistory(deal: Deal): DealEvent[] {
  const path = ['negotiation', 'agreed', 'paperwork', 'sold', 'unwound'] as const;
  const upTo = Math.max(0, path.indexOf(deal.stage as (typeof path)[number]));
  const steps: DealEvent[] = [];
  for (let i = upTo; i >= 1; i--)
    steps.push({
      id: `${deal.id}_ev_${i}`,
      kind: 'stage',
      summary: `Moved from ${path[i - 1]![0]!.toUpperCase()}${path[i - 1]!.slice(1)} to ${path[i]![0]!.toUpperCase()}${path[i]!.slice(1)}`,
      data: { from: path[i - 1], to: path[i] },
      actor: deal.salesperson,
      at: daysAgo(5 - i),
    });
  steps.push({
    id: `${deal.id}_ev_0`,
    kind: 'created',
    summary: 'Deal opened from a lead',
    data: { leadId: deal.leadId },
    actor: deal.salesperson,
    at: deal.createdAt,
  });
  return steps;
}

/** Answers for the deals screen: the board, the list, the options, and each sample deal with its history. */
export const dealsAnswers = (
  options: { gross?: boolean; board?: DealBoard; page?: DealsPage } = {},
  extra: MockRoutes = {},
): MockRoutes => {
  const gross = options.gross ?? true;
  const deals = SAMPLE.map((_, i) => buildDeal(i, {}, gross));
  return {
    'GET /api/deals/board': ok(options.board ?? buildBoard(deals.map(toSummary), gross)),
    'GET /api/deals': ok(options.page ?? buildDealsPage(deals.map(toSummary), gross)),
    'GET /api/deals/options': ok(buildDealOptions(gross)),
    ...Object.fromEntries(
      deals.flatMap((d) => [
        [`GET /api/deals/${d.id}`, ok({ deal: d })],
        [`GET /api/deals/${d.id}/history`, ok({ items: buildDealHistory(d) })],
      ]),
    ),
    ...extra,
  };
};

export const dealStoryApi = (routes: MockRoutes) => mockApi(routes);
