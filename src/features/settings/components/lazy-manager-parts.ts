import { lazyOnIntent } from '../../../lib/lazy-on-intent';

const load = () => import('./manager-parts');

/**
 * Starts the download of the owners' and managers' parts as soon as their Settings renders, so it
 * runs beside the section requests rather than after them; each part shows its section's loading
 * state until both have arrived. A failed early download is left to the render's error boundary.
 */
export const preloadManagerParts = () => void load().catch(() => undefined);

export const LazyDealershipProfile = lazyOnIntent(() => load().then((m) => m.DealershipProfile)).Component;
export const LazyDealDefaultsForm = lazyOnIntent(() => load().then((m) => m.DealDefaultsForm)).Component;
export const LazyTeamList = lazyOnIntent(() => load().then((m) => m.TeamList)).Component;
export const LazyInvitationsSection = lazyOnIntent(() => load().then((m) => m.InvitationsSection)).Component;
export const LazyInventorySettingsSection = lazyOnIntent(() =>
  load().then((m) => m.InventorySettingsSection),
).Component;
export const LazyLeadSettingsSection = lazyOnIntent(() => load().then((m) => m.LeadSettingsSection)).Component;
