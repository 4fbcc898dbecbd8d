/**
 * Settings (DOMAIN.md › Areas › Settings; issue 11): the dealership's profile and hours, its deal
 * defaults, its team and the audit log of every change. One schema per input and answer, shared by
 * the API validators, the Settings forms, the OpenAPI document and the story builders. Money in
 * integer cents; the tax rate in percent with up to three decimals (thousandths are stored).
 */
import { z } from 'zod';
import { DEALER_ROLES } from '../constants';
import { DOC_FEE_MAX_CENTS, TAX_RATE_MAX_PERCENT } from '../deals';
import { WEEKDAYS } from '../weekdays';
import { phoneField } from './profile';

// ---------------------------------------------------------------------------------------------
// Dealership profile

export { WEEKDAYS };

const timeField = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00');

/** One weekday: closed (both null), or open from `opens` to `closes` the same day. */
export const DayHoursSchema = z
  .object({ opens: timeField.nullable(), closes: timeField.nullable() })
  .superRefine((day, ctx) => {
    if ((day.opens === null) !== (day.closes === null))
      ctx.addIssue({
        code: 'custom',
        path: [day.opens === null ? 'opens' : 'closes'],
        message: 'Give both times, or mark the day closed',
      });
    else if (day.opens !== null && day.closes !== null && day.closes <= day.opens)
      ctx.addIssue({ code: 'custom', path: ['closes'], message: 'Closing comes after opening' });
  });
export type DayHours = z.infer<typeof DayHoursSchema>;

/** Seven days, Monday first. */
export const HoursSchema = z.array(DayHoursSchema).length(7, 'Give the hours of all seven days');

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Use at most ${max} characters`);
/** Optional free text: an empty string clears it. */
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);

/**
 * Percent, e.g. 6.875; three decimals at most, as the deal sheet's own field (schemas/deals.ts),
 * written here so that Settings does not load the deals' schemas.
 */
const taxRateField = z
  .number({ error: 'Enter the tax rate' })
  .min(0, "The tax rate can't be negative")
  .max(TAX_RATE_MAX_PERCENT, `Use at most ${TAX_RATE_MAX_PERCENT} %`)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'Use at most three decimals');

/**
 * PATCH /api/dealership: any of the fields (only those sent change). The profile form sends the
 * profile, the deal-defaults form the doc fee and tax rate.
 */
export const UpdateDealershipSchema = z
  .object({
    name: text('dealership name', 120),
    about: optionalText(1000),
    phone: phoneField,
    website: z.union([z.literal(''), z.url('Enter a full address, like https://example.com').max(300)]),
    addressLine1: text('street address', 200),
    addressLine2: optionalText(200),
    city: text('city', 100),
    region: text('state or region', 100),
    postalCode: text('postal code', 20),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Use a 2-letter country code, like US'),
    hours: HoursSchema,
    defaultDocFeeCents: z
      .number({ error: 'Enter the doc fee' })
      .int('Enter the doc fee in whole cents')
      .min(0, "The doc fee can't be negative")
      .max(DOC_FEE_MAX_CENTS, `Use at most $${(DOC_FEE_MAX_CENTS / 100).toLocaleString('en-US')}`),
    defaultTaxRate: taxRateField,
  })
  .partial();
export type UpdateDealershipInput = z.infer<typeof UpdateDealershipSchema>;

/** GET/PATCH /api/dealership: the profile as owners and managers see and edit it. */
export const DealershipSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Address of the logo image (square WebP), or null. */
  logo: z.string().nullable(),
  about: z.string(),
  phone: z.string(),
  website: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  region: z.string(),
  postalCode: z.string(),
  country: z.string(),
  hours: z.array(z.object({ opens: z.string().nullable(), closes: z.string().nullable() })),
  defaultDocFeeCents: z.number().int(),
  /** Percent, e.g. 6.875. */
  defaultTaxRate: z.number(),
});
export type Dealership = z.infer<typeof DealershipSchema>;

// ---------------------------------------------------------------------------------------------
// Team

export const TeamMemberSchema = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role: z.enum(DEALER_ROLES),
  /** UTC ISO time when deactivated; null while active. */
  deactivatedAt: z.string().nullable(),
  joinedAt: z.string(),
  /** The caller. */
  isYou: z.boolean(),
  /** Roles the caller may give this member now (empty: they cannot change it), with the reason when not. */
  assignableRoles: z.array(z.enum(DEALER_ROLES)),
  /** Whether the caller may deactivate (or reactivate) this member now; `lockedReason` says why not. */
  canDeactivate: z.boolean(),
  lockedReason: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamSchema = z.object({ members: z.array(TeamMemberSchema) });
export type Team = z.infer<typeof TeamSchema>;

/** PATCH /api/dealership/team/{memberId}: a new role, or active on/off (one at a time). */
export const UpdateMemberSchema = z
  .object({
    role: z.enum(DEALER_ROLES, { error: 'Choose owner, manager or sales' }).optional(),
    active: z.boolean({ error: 'Say whether the member is active' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.active !== undefined, {
    message: 'Give a role or whether the member is active',
    path: ['role'],
  });
export type UpdateMemberInput = z.infer<typeof UpdateMemberSchema>;

// ---------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_PAGE_MAX = 50;

/** GET /api/dealership/audit: newest first; `cursor` is the previous page's `nextCursor`. */
export const AuditQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[A-Za-z0-9_-]{1,100}$/, 'Use the nextCursor of the previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(20),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** UTC ISO time. */
  at: z.string(),
  actorName: z.string(),
  /** e.g. dealership.profile, team.role, team.deactivated, inventory.settings, lead.settings, invitation.created. */
  action: z.string(),
  target: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/** Logo uploads: the account picture's limits (a square WebP is kept); in a module without zod. */
export { LOGO_MAX_BYTES } from '../logo-rules';
export const LogoSchema = z.object({ logo: z.string().nullable() });
