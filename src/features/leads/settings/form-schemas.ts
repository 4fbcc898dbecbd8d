/**
 * What the lead settings form checks its input with: the API's own schema. Loaded by
 * `form-checks.ts` on the first check, so classic zod and the lead schemas are not in the Settings
 * screen's first load (issue 14).
 */
import type { ValidationResult } from '../../../lib/form-state';
import { UpdateLeadSettingsSchema } from '../../../shared/schemas/leads';
import type { LeadSettingsInput, LeadSettingsValues } from './form-checks';

const whole = (raw: string) => (raw.trim() === '' ? Number.NaN : Number(raw.trim()));

/** Minutes typed as text, judged by the API's own schema (its messages under the fields). */
export async function checkLeadSettings(values: LeadSettingsValues): Promise<ValidationResult<LeadSettingsInput>> {
  const result = await UpdateLeadSettingsSchema.safeParseAsync({
    routing: values.routing,
    overdueMinutes: whole(values.overdueMinutes),
    criticalMinutes: whole(values.criticalMinutes),
  });
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const message = issue.code === 'invalid_type' ? 'Enter a whole number of minutes' : issue.message;
    if (key && !errors[key]) errors[key] = message;
  }
  return { errors };
}
