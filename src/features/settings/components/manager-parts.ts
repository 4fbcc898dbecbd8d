/**
 * The parts of Settings only owners and managers see, loaded apart from the screen (issue 14:
 * JavaScript per route): their forms bring react-hook-form, classic zod and the shared schemas (the
 * VIN check with the vehicle ones), the invitations the better-auth client, the team zag's avatar.
 * One module, so they arrive together in one request rather than one by one as each renders.
 */
export { InvitationsSection } from '../../auth/components/invitations-panel';
export { InventorySettingsSection } from '../../inventory/settings/inventory-settings-panel';
export { LeadSettingsSection } from '../../leads/settings/lead-settings-panel';
export { DealDefaultsForm } from './deal-defaults';
export { DealershipProfile } from './dealership-profile';
export { TeamList } from './team-list';
