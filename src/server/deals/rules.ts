/**
 * What moving a deal does beyond the deal (DOMAIN.md › Areas › Deals): Sold marks the vehicle
 * sold and takes it off the marketplace, and converts the lead; Unwound puts the vehicle back in
 * stock as available. Each goes through the vehicle's own update (its events and price history
 * hold) and the lead's timeline (so the customer's timeline shows the sale), inside the caller's
 * transaction.
 */
import { isClosedLead, type LeadStatus } from '../../shared/respond';
import { isListable, type VehicleStatus } from '../../shared/vehicles';
import type { DealStage } from '../../shared/deals';
import type { Db } from '../db/client';
import { findLead, insertLeadEvents, updateLead } from '../db/queries/leads';
import { updateVehicle } from '../db/queries/vehicles';

/** Statuses a vehicle can be sold from (the lifecycle of shared/vehicles.ts). */
export const SELLABLE_VEHICLE_STATUSES: readonly VehicleStatus[] = ['available', 'on_hold'];

export const markVehicleSold = async (
  tx: Db,
  organizationId: string,
  actorId: string,
  vehicle: { id: string; status: VehicleStatus; listed: boolean },
  dealId: string,
) => {
  const now = new Date();
  const unlist = vehicle.listed && !isListable('sold');
  await updateVehicle(tx, organizationId, vehicle.id, actorId, {
    set: { status: 'sold', statusChangedAt: now, soldAt: now, ...(unlist ? { listed: false } : {}) },
    events: [
      { kind: 'status', data: { from: vehicle.status, to: 'sold', dealId, ...(unlist ? { unlisted: true } : {}) } },
    ],
  });
};

/** An unwound sale: the car is back in stock (not relisted: the dealer lists it again when ready). */
export const returnVehicleToStock = async (
  tx: Db,
  organizationId: string,
  actorId: string,
  vehicle: { id: string; status: VehicleStatus },
  dealId: string,
) => {
  if (vehicle.status !== 'sold') return;
  await updateVehicle(tx, organizationId, vehicle.id, actorId, {
    set: { status: 'available', statusChangedAt: new Date(), soldAt: null },
    events: [{ kind: 'status', data: { from: 'sold', to: 'available', dealId, unwound: true } }],
  });
};

/**
 * The lead's side of a stage change: its timeline says where the deal went; Sold converts the lead
 * (a sale closes it whatever its status was, since converted is where it ends).
 */
export const recordDealOnLead = async (
  tx: Db,
  organizationId: string,
  actorId: string,
  leadId: string | null,
  deal: { id: string; from: DealStage | null; to: DealStage },
) => {
  if (!leadId) return;
  const lead = await findLead(tx, organizationId, leadId);
  if (!lead) return;
  const event = { kind: 'deal' as const, data: { dealId: deal.id, from: deal.from, stage: deal.to }, actorId };
  if (deal.to === 'sold' && lead.status !== 'converted') {
    await updateLead(tx, organizationId, leadId, { status: 'converted', reason: null, reasonNote: null }, [
      event,
      { kind: 'status', data: { from: lead.status, to: 'converted', dealId: deal.id }, actorId },
    ]);
    return;
  }
  // A deal opened from an early lead moves it to negotiating (the funnel's last open step).
  if (deal.from === null && !isClosedLead(lead.status) && lead.status !== 'negotiating') {
    const from: LeadStatus = lead.status;
    await updateLead(tx, organizationId, leadId, { status: 'negotiating' }, [
      event,
      { kind: 'status', data: { from, to: 'negotiating', dealId: deal.id }, actorId },
    ]);
    return;
  }
  await insertLeadEvents(tx, organizationId, leadId, [event]);
};
