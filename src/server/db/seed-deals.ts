/**
 * Deals' demo data (DOMAIN.md › Decisions › Demo data): per dealership ~16 deals across the
 * pipeline — sold ones in the last 90 days on vehicles the vehicle seed already sold (so the
 * vehicle, its sold day and the deal agree), open ones in negotiation, agreed and paperwork on
 * vehicles for sale, one lost and one unwound — each with the history the API would have written
 * and a 'deal' entry on its lead's (and so its customer's) timeline. Deals come from the seeded
 * leads where one fits (converted leads for sales, negotiating leads for open deals), otherwise a
 * walk-in lead is opened with them, as the API does for a deal made by hand. Deterministic (a
 * fixed seed) and written relative to the vehicles' own days, so the figures are the same on
 * every fresh database.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { computeDeal, DEAL_LOST_REASONS, type DealStage, type SaleType } from '../../shared/deals';
import type { LeadStatus } from '../../shared/respond';
import type { Db } from './client';
import { newId } from './queries/ids';
import { dealEvents, deals, leadEvents, leads, organizations, vehicles } from './schema';
import { createRandom } from './seed-vehicles';

export const DEMO_DEALS_SEED = 20261125;
/** Per dealership: how many deals end in each stage. */
export const DEMO_DEAL_MIX: readonly (readonly [DealStage, number])[] = [
  ['sold', 8],
  ['negotiation', 3],
  ['agreed', 2],
  ['paperwork', 2],
  ['lost', 1],
  ['unwound', 1],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Sales tax by the dealership's state (the demo's; a dealer sets their own in Settings). */
const TAX_BY_REGION: Readonly<Record<string, number>> = { OH: 5_750, TX: 6_250, CA: 7_250, FL: 6_000, CO: 2_900 };
const DOC_FEES = [49_900, 39_900, 29_900] as const;

/** Trade-ins customers brought: check-digit-valid VINs (DOMAIN.md › VIN facts fixtures) with what they are. */
const TRADES = [
  { vin: '1HGCM82633A004352', description: '2003 Honda Accord EX, 164k miles' },
  { vin: '5YJSA1H12FFP71790', description: '2015 Tesla Model S 85D, 96k miles' },
  { vin: 'WDBEA30D3HA391172', description: '1987 Mercedes-Benz 300E, 201k miles' },
  { vin: 'KM8K2CAB4PU001140', description: '2023 Hyundai Kona SEL, 18k miles' },
  { vin: '1M8GDM9AXKP042788', description: '2019 Motor Coach Industries J4500, 310k miles' },
] as const;

export interface SeedDealsDealership {
  readonly organizationId: string;
  readonly region: string;
  readonly staff: readonly { readonly userId: string; readonly name: string; readonly role: string }[];
}

type VehicleRow = {
  id: string;
  status: string;
  priceCents: number | null;
  costCents: number | null;
  packCents: number;
  addedCosts: { amountCents: number }[];
  soldAt: Date | null;
  year: number;
  make: string;
  model: string;
};

export const seedDemoDeals = async (
  db: Db,
  options: { dealerships: readonly SeedDealsDealership[]; now?: Date },
): Promise<{ deals: number }> => {
  const now = options.now ?? new Date();
  const random = createRandom(DEMO_DEALS_SEED);
  let count = 0;

  for (const [d, dealership] of options.dealerships.entries()) {
    const { organizationId } = dealership;
    const docFeeCents = DOC_FEES[d % DOC_FEES.length]!;
    const taxRateThousandths = TAX_BY_REGION[dealership.region] ?? 6_000;
    await db
      .update(organizations)
      .set({ defaultDocFeeCents: docFeeCents, defaultTaxRateThousandths: taxRateThousandths })
      .where(eq(organizations.id, organizationId));

    const sales = dealership.staff.filter((s) => s.role === 'sales');
    const sellers = sales.length ? sales : dealership.staff;
    const managerId = dealership.staff.find((s) => s.role !== 'sales')?.userId ?? sellers[0]!.userId;
    const stock: VehicleRow[] = await db
      .select({
        id: vehicles.id,
        status: vehicles.status,
        priceCents: vehicles.priceCents,
        costCents: vehicles.costCents,
        packCents: vehicles.packCents,
        addedCosts: vehicles.addedCosts,
        soldAt: vehicles.soldAt,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
      })
      .from(vehicles)
      .where(eq(vehicles.organizationId, organizationId))
      .orderBy(asc(vehicles.stockNumber));
    const byId = new Map(stock.map((v) => [v.id, v]));
    const soldPool = stock.filter(
      (v) =>
        v.status === 'sold' && v.priceCents !== null && v.soldAt && now.getTime() - v.soldAt.getTime() < 89 * DAY_MS,
    );
    const openPool = stock.filter((v) => (v.status === 'available' || v.status === 'on_hold') && v.priceCents !== null);
    // An unwound sale's car is back in stock as available (returnVehicleToStock).
    const unwoundPool = openPool.filter((v) => v.status === 'available');
    const used = new Set<string>();

    const leadRows = await db
      .select({
        id: leads.id,
        status: leads.status,
        vehicleId: leads.vehicleId,
        customerId: leads.customerId,
        assigneeId: leads.assigneeId,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(
        and(
          eq(leads.organizationId, organizationId),
          inArray(leads.status, ['converted', 'negotiating', 'appointment', 'contacted', 'lost']),
        ),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id));
    type LeadRow = (typeof leadRows)[number];
    const queue = (status: LeadStatus) => leadRows.filter((l) => l.status === status);
    const converted = queue('converted');
    const negotiating = queue('negotiating');
    const appointment = queue('appointment');
    const contacted = queue('contacted');
    const lost = queue('lost');
    const dealRows: (typeof deals.$inferInsert)[] = [];
    const historyRows: (typeof dealEvents.$inferInsert)[] = [];
    const leadTimeline: (typeof leadEvents.$inferInsert)[] = [];
    const leadChanges: { id: string; status: LeadStatus; at: Date }[] = [];

    /** One deal: its sheet and figures, its path of stages with their times, and its lead's side. */
    const plan = (stage: DealStage, vehicle: VehicleRow, lead: LeadRow, index: number, start: number) => {
      const dealId = newId();
      const salespersonId =
        lead.assigneeId && dealership.staff.some((s) => s.userId === lead.assigneeId)
          ? lead.assigneeId
          : sellers[index % sellers.length]!.userId;
      const path: DealStage[] =
        stage === 'sold'
          ? random.chance(0.3)
            ? ['negotiation', 'agreed', 'sold']
            : ['negotiation', 'agreed', 'paperwork', 'sold']
          : stage === 'agreed'
            ? ['negotiation', 'agreed']
            : stage === 'paperwork'
              ? ['negotiation', 'agreed', 'paperwork']
              : stage === 'lost'
                ? ['negotiation', 'lost']
                : stage === 'unwound'
                  ? ['negotiation', 'agreed', 'paperwork', 'sold', 'unwound']
                  : ['negotiation'];
      // When it got where it is: a sale on the vehicle's sold day; the others somewhere between the
      // lead's arrival and an hour ago. Earlier stages a day or two apart, all after the lead came in.
      const end =
        stage === 'sold'
          ? vehicle.soldAt!.getTime()
          : start + (now.getTime() - HOUR_MS - start) * (random.int(50, 95) / 100);
      const gap = Math.min(random.int(20, 48) * HOUR_MS, (end - start) / path.length);
      const stageTimes = path.map((_, i) => new Date(end - (path.length - 1 - i) * gap));
      const openedAt = stageTimes[0]!;
      const closedAt = stageTimes.at(-1)!;
      const soldAt = path.includes('sold') ? stageTimes[path.indexOf('sold')]! : null;

      const saleType: SaleType = random.weighted([
        { weight: 55, value: 'finance' as const },
        { weight: 30, value: 'cash' as const },
        { weight: 15, value: 'lease' as const },
      ]).value;
      // The negotiated price: the asking price or a little under, in whole hundreds.
      const priceCents = Math.round((vehicle.priceCents! * (1 - random.int(0, 35) / 1000)) / 10_000) * 10_000;
      const downPaymentCents =
        saleType === 'cash' ? 0 : Math.round((priceCents * random.int(8, 20)) / 100 / 50_000) * 50_000;
      const trade = random.chance(0.4) ? random.pick(TRADES) : null;
      const tradeAllowanceCents = trade ? random.int(6, 30) * 50_000 : 0;
      const tradePayoffCents =
        trade && random.chance(0.5) ? Math.round((tradeAllowanceCents * random.int(30, 90)) / 100) : 0;
      const figures = {
        priceCents,
        downPaymentCents,
        tradeAllowanceCents,
        tradePayoffCents,
        docFeeCents,
        taxRateThousandths,
      };
      const computed = computeDeal(figures, {
        costCents: vehicle.costCents,
        addedCostsCents: vehicle.addedCosts.reduce((s, c) => s + c.amountCents, 0),
        packCents: vehicle.packCents,
      });

      dealRows.push({
        id: dealId,
        organizationId,
        customerId: lead.customerId,
        vehicleId: vehicle.id,
        leadId: lead.id,
        salespersonId,
        stage,
        stageChangedAt: closedAt,
        lostReason: stage === 'lost' ? random.pick(DEAL_LOST_REASONS.filter((r) => r !== 'other')) : null,
        saleType,
        ...figures,
        tradeVin: trade?.vin ?? null,
        tradeDescription: trade?.description ?? null,
        taxCents: computed.taxCents,
        totalCents: computed.totalCents,
        frontGrossCents: computed.frontGrossCents,
        soldAt,
        version: path.length,
        createdBy: salespersonId,
        createdAt: openedAt,
        updatedAt: closedAt,
      });
      historyRows.push({
        id: newId(),
        organizationId,
        dealId,
        kind: 'created',
        data: { leadId: lead.id, stage: 'negotiation' },
        actorId: salespersonId,
        at: openedAt,
      });
      const leadEvent = (at: Date, data: Record<string, unknown>, actorId: string, kind: 'deal' | 'status' = 'deal') =>
        leadTimeline.push({ id: newId(), organizationId, leadId: lead.id, kind, data, actorId, at });
      leadEvent(openedAt, { dealId, from: null, stage: 'negotiation' }, salespersonId);
      for (let i = 1; i < path.length; i++) {
        // Unwinding is a manager's call; the rest is the salesperson's work.
        const actorId = path[i] === 'unwound' ? managerId : salespersonId;
        historyRows.push({
          id: newId(),
          organizationId,
          dealId,
          kind: 'stage',
          data: { from: path[i - 1], to: path[i] },
          actorId,
          at: stageTimes[i]!,
        });
        leadEvent(stageTimes[i]!, { dealId, from: path[i - 1], stage: path[i] }, actorId);
      }
      // The lead follows as the API moves it: a deal opened moves it to negotiating, a sale converts it.
      if (soldAt && lead.status !== 'converted') {
        leadEvent(soldAt, { from: lead.status, to: 'converted', dealId }, salespersonId, 'status');
        leadChanges.push({ id: lead.id, status: 'converted', at: soldAt });
      } else if (!soldAt && (lead.status === 'appointment' || lead.status === 'contacted')) {
        leadEvent(openedAt, { from: lead.status, to: 'negotiating', dealId }, salespersonId, 'status');
        leadChanges.push({ id: lead.id, status: 'negotiating', at: openedAt });
      }
    };

    // The vehicle a deal of this lead can have, or none: a sale needs one the vehicle seed sold
    // after the lead came in (the lead's own when it was); an open deal the lead's car when still
    // for sale, else another; an unwound one an available car (it came back).
    const vehicleFor = (stage: DealStage, lead: LeadRow): VehicleRow | undefined => {
      const own = lead.vehicleId ? byId.get(lead.vehicleId) : undefined;
      if (stage === 'sold') {
        const fits = (v: VehicleRow) => !used.has(v.id) && v.soldAt!.getTime() > lead.createdAt.getTime() + DAY_MS;
        if (own && soldPool.includes(own) && fits(own)) return own;
        const candidates = soldPool.filter(fits);
        return candidates.length ? random.pick(candidates) : undefined;
      }
      const pool = stage === 'unwound' ? unwoundPool : openPool;
      if (own && pool.includes(own) && !used.has(own.id)) return own;
      const free = pool.filter((v) => !used.has(v.id));
      return free.length ? random.pick(free) : undefined;
    };
    // Which seeded leads become deals: every deal has the lead it came from (no new leads, so the
    // Respond seed's counts hold); a lead that got further than its seeded status moves on.
    const open = [negotiating, appointment, contacted];
    const candidates: Record<DealStage, LeadRow[][]> = {
      sold: [converted, ...open],
      unwound: open,
      negotiation: open,
      agreed: open,
      paperwork: open,
      lost: [lost],
    };
    const order: DealStage[] = ['sold', 'unwound', 'negotiation', 'agreed', 'paperwork', 'lost'];
    let index = 0;
    for (const stage of order) {
      const n = DEMO_DEAL_MIX.find(([s]) => s === stage)?.[1] ?? 0;
      for (let k = 0; k < n; k++) {
        search: for (const queue of candidates[stage])
          for (const [at, lead] of queue.entries()) {
            // Leave the Leads screen a few appointments and contacted leads of its own.
            if ((queue === appointment || queue === contacted) && queue.length <= 2) break;
            const vehicle = vehicleFor(stage, lead);
            if (!vehicle) continue;
            queue.splice(at, 1);
            used.add(vehicle.id);
            plan(stage, vehicle, lead, index++, lead.createdAt.getTime() + HOUR_MS);
            break search;
          }
      }
    }

    for (const change of leadChanges)
      await db
        .update(leads)
        .set({ status: change.status, statusChangedAt: change.at, lastActivityAt: change.at })
        .where(eq(leads.id, change.id));
    await db.insert(deals).values(dealRows);
    await db.insert(dealEvents).values(historyRows);
    await db.insert(leadEvents).values(leadTimeline);
    count += dealRows.length;
  }
  return { deals: count };
};
