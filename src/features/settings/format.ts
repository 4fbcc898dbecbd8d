/** How the audit log reads: action and field names in words, values as a person writes them. */
import type { AuditEntry } from '../../shared/schemas/settings';
import { WEEKDAYS } from '../../shared/weekdays';

const ACTIONS: Record<string, string> = {
  'dealership.profile': 'Changed the profile',
  'dealership.deal-defaults': 'Changed the deal defaults',
  'dealership.logo': 'Changed the logo',
  'team.role': 'Changed a role',
  'team.deactivated': 'Deactivated a member',
  'team.reactivated': 'Reactivated a member',
  'team.left': 'Left the dealership',
  'inventory.settings': 'Changed the inventory settings',
  'lead.settings': 'Changed the lead settings',
  'invitation.created': 'Sent an invitation',
  'invitation.revoked': 'Revoked an invitation',
  'dealer.verified': 'Verified the dealership',
  'dealer.suspended': 'Suspended the dealership',
  'dealer.unsuspended': 'Lifted the suspension',
};

const FIELDS: Record<string, string> = {
  name: 'Name',
  about: 'About',
  phone: 'Phone',
  website: 'Website',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  city: 'City',
  region: 'State or region',
  postalCode: 'Postal code',
  country: 'Country',
  hours: 'Hours',
  logo: 'Logo',
  defaultDocFeeCents: 'Doc fee',
  defaultTaxRateThousandths: 'Tax rate',
  stockPrefix: 'Stock-number prefix',
  defaultPackCents: 'Default pack',
  salesSeeCost: 'Sales see cost and gross',
  routing: 'Lead routing',
  overdueMinutes: 'Overdue after',
  criticalMinutes: 'Critical after',
  role: 'Role',
  active: 'Active',
  invitation: 'Invitation',
};

const ROUTING: Record<string, string> = { round_robin: 'Round robin', unassigned: 'Manual' };
const ROLES: Record<string, string> = { owner: 'Owner', manager: 'Manager', sales: 'Sales' };
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "Changed the profile"; an action this screen does not know yet reads as its own name. */
export const actionLabel = (action: string) => ACTIONS[action] ?? action.replace(/[._-]/g, ' ');

export const fieldLabel = (key: string) =>
  FIELDS[key] ?? key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());

type Day = { opens: string | null; closes: string | null };
const dayText = (d: Day | undefined) => (d?.opens && d.closes ? `${d.opens}–${d.closes}` : 'closed');

/** "Mon–Fri 09:00–19:00, Sat 09:00–17:00, Sun closed": consecutive days with the same hours together. */
export const formatHours = (hours: readonly Day[]) => {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= hours.length; i++) {
    if (i < hours.length && dayText(hours[i]) === dayText(hours[start])) continue;
    const from = WEEKDAYS[start]!.slice(0, 3);
    const to = WEEKDAYS[i - 1]!.slice(0, 3);
    parts.push(`${start === i - 1 ? from : `${from}–${to}`} ${dayText(hours[start])}`);
    start = i;
  }
  return parts.join(', ');
};

/** One value of a field as a person writes it; empty reads as a dash. */
export const formatValue = (key: string, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (key.endsWith('Cents') && typeof value === 'number') return money.format(value / 100);
  if (key === 'defaultTaxRateThousandths' && typeof value === 'number') return `${value / 1000}%`;
  if (key.endsWith('Minutes') && typeof value === 'number') return `${value} min`;
  if (key === 'hours' && Array.isArray(value)) return formatHours(value as Day[]);
  if (key === 'logo') return 'a logo';
  if (key === 'routing') return ROUTING[String(value)] ?? String(value);
  if (key === 'role') return ROLES[String(value)] ?? String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** Each changed field: its label, before and after. */
export const changesOf = (entry: Pick<AuditEntry, 'before' | 'after'>) => {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => ({
    key,
    label: fieldLabel(key),
    before: entry.before && key in entry.before ? formatValue(key, entry.before[key]) : null,
    after: entry.after && key in entry.after ? formatValue(key, entry.after[key]) : null,
  }));
};
