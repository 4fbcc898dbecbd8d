/**
 * The lead settings form's check, as a usePlainForm validator. The schema (classic zod) is needed
 * only to check what is typed, so it loads on the first check, or earlier when a pointer or focus
 * reaches the form (`preloadLeadSettingsSchemas`); a submit waits for it.
 */
import type { Validator } from '../../../lib/form-state';
import type { UpdateLeadSettingsSchema } from '../../../shared/schemas/leads';

export type LeadSettingsValues = { routing: string; overdueMinutes: string; criticalMinutes: string };
export type LeadSettingsInput = ReturnType<typeof UpdateLeadSettingsSchema.parse>;

const loadSchemas = () => import('./form-schemas');
export const preloadLeadSettingsSchemas = () => void loadSchemas().catch(() => undefined);

export const checkLeadSettings: Validator<LeadSettingsValues, LeadSettingsInput> = async (values) =>
  (await loadSchemas()).checkLeadSettings(values);
