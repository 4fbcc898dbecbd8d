/**
 * Work no request triggers: a lead that waits past its dealership's overdue threshold without a
 * first reply is announced once (DOMAIN.md › Areas › Notifications: lead overdue) to its assignee, or to
 * the owners and managers when nobody has it. main.ts runs the sweep every minute; tests call it.
 */
import { leadLink } from '../../shared/respond';
import { dealerAudience } from '../db/queries/conversations';
import { claimOverdueLeads, findLead } from '../db/queries/leads';
import type { AppDeps } from '../deps';
import { notify } from './notify';

const waited = (from: Date, now: Date) => {
  const minutes = Math.max(1, Math.round((now.getTime() - from.getTime()) / 60_000));
  return minutes < 120 ? `${minutes} min` : `${Math.round(minutes / 60)} hours`;
};

/** Announces the leads that became overdue since the last sweep; returns how many. */
export const notifyOverdueLeads = async (deps: AppDeps, now = new Date()) => {
  const due = await claimOverdueLeads(deps.db, now);
  for (const lead of due) {
    const row = await findLead(deps.db, lead.organizationId, lead.id);
    if (!row) continue;
    const who = [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ');
    const what = row.vehicleId ? ` about the ${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}` : '';
    const people = lead.assigneeId
      ? [{ userId: lead.assigneeId }]
      : (await dealerAudience(deps.db, lead.organizationId, null)).filter((p) => p.role !== 'sales');
    for (const person of people)
      await notify(deps, {
        userId: person.userId,
        organizationId: lead.organizationId,
        kind: 'lead_overdue',
        title: `Lead overdue: ${who}`,
        body: `${who}${what} has waited ${waited(lead.createdAt, now)} for a first reply.`,
        link: leadLink(lead.id),
        data: { leadId: lead.id },
      });
  }
  return due.length;
};

/** Runs `notifyOverdueLeads` every `everyMs` until stopped; a failed sweep is logged and retried next time. */
export const startSweeps = (deps: AppDeps, everyMs = 60_000) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    notifyOverdueLeads(deps)
      .catch((error: unknown) => console.error('[sweeps] overdue leads:', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};
