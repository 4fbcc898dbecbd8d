/**
 * Leads: one schema per input and answer, shared by the API validators, the forms, the route search
 * params, the OpenAPI document and the story builders. Times are UTC ISO strings; money in cents.
 */
import { z } from 'zod';
import {
  CALL_DIRECTIONS,
  CALL_OUTCOMES,
  LEAD_EVENT_KINDS,
  LEAD_JUNK_REASONS,
  LEAD_LOST_REASONS,
  LEAD_ROUTING_MODES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  MANUAL_LEAD_SOURCES,
  NOTE_MAX,
  RESPOND_BULK_MAX,
  RESPONSE_FLAGS,
  RESPONSE_MINUTES_MAX,
} from '../respond';
import { emailField } from './common';
import { PersonRefSchema as MiniPersonRefSchema } from './person-ref';
import { idField as miniIdField } from './query-fields';
import { toClassic } from './to-classic';

// In their own modules (zod/mini) so the route registry (on every page) does not bring the schemas
// below along; classic here, for the schemas below, the API and the OpenAPI document.
export const idField = toClassic(miniIdField);
export { LeadQuerySchema, type LeadQuery } from './lead-queries';

// ---------------------------------------------------------------------------------------------
// Fields

/** A UTC instant as an ISO string (what the date-time pickers send). */
export const instantField = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

export const phoneField = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .min(1, 'Enter a phone number')
  .max(40, 'Use at most 40 characters')
  .refine((v) => /^[+()\d\s.\-x]+$/i.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, 'Enter a valid phone number');

const reasonSchema = z.enum([...new Set([...LEAD_LOST_REASONS, ...LEAD_JUNK_REASONS])] as [string, ...string[]]);

// ---------------------------------------------------------------------------------------------
// Inputs

/** A person typed in with a hand-added lead, when no existing customer is picked. */
export const LeadContactSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Enter a first name').max(100),
    lastName: z.string().trim().max(100).optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    message: 'Enter an email or a phone number',
    path: ['email'],
  });

/** POST /api/leads: a walk-in, a phone call or another source, with or without a vehicle. */
export const CreateLeadSchema = z
  .object({
    source: z.enum(MANUAL_LEAD_SOURCES, { error: 'Choose walk-in, phone or other' }),
    vehicleId: idField.nullable().optional(),
    /** An existing customer of the dealership, or `contact` for a new (or email/phone-matched) one. */
    customerId: idField.optional(),
    contact: LeadContactSchema.optional(),
    /** Omitted: the dealership's routing decides; null: unassigned. */
    assigneeId: idField.nullable().optional(),
    note: z
      .string()
      .trim()
      .max(NOTE_MAX, `Use at most ${NOTE_MAX.toLocaleString('en-US')} characters`)
      .optional(),
  })
  .refine((v) => v.customerId !== undefined || v.contact !== undefined, {
    message: 'Pick a customer or enter their details',
    path: ['contact'],
  });
export type CreateLeadInput = z.infer<typeof CreateLeadSchema>;

export const ChangeLeadStatusSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: 'Choose a status' }),
    /** Required for lost (LEAD_LOST_REASONS) and junk (LEAD_JUNK_REASONS). */
    reason: reasonSchema.optional(),
    reasonNote: z.string().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status === 'lost' && !(LEAD_LOST_REASONS as readonly string[]).includes(v.reason ?? ''))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the lead was lost' });
    if (v.status === 'junk' && !(LEAD_JUNK_REASONS as readonly string[]).includes(v.reason ?? ''))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the lead is junk' });
  });
export type ChangeLeadStatusInput = z.infer<typeof ChangeLeadStatusSchema>;

/** null: unassign. */
export const AssignLeadSchema = z.object({ assigneeId: idField.nullable() });
export const FollowUpSchema = z.object({ nextFollowUpAt: instantField.nullable() });
export const AddNoteSchema = z.object({
  body: z
    .string({ error: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(NOTE_MAX, `Use at most ${NOTE_MAX.toLocaleString('en-US')} characters`),
});
export const LogCallSchema = z.object({
  direction: z.enum(CALL_DIRECTIONS).default('outbound'),
  outcome: z.enum(CALL_OUTCOMES, { error: 'Choose how the call went' }),
  durationSeconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .optional(),
  note: z.string().trim().max(NOTE_MAX).optional(),
});
export type LogCallInput = z.infer<typeof LogCallSchema>;

export const LeadBulkSchema = z.object({
  ids: z
    .array(idField)
    .min(1, 'Select at least one lead')
    .max(RESPOND_BULK_MAX, `Select at most ${RESPOND_BULK_MAX} leads at once`),
  action: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('assign'), assigneeId: idField.nullable() }),
    z.object({
      kind: z.literal('status'),
      status: z.enum(LEAD_STATUSES),
      reason: reasonSchema.optional(),
      reasonNote: z.string().trim().max(500).optional(),
    }),
  ]),
});
export type LeadBulkInput = z.infer<typeof LeadBulkSchema>;

export const LeadSettingsSchema = z.object({
  routing: z.enum(LEAD_ROUTING_MODES),
  overdueMinutes: z.number().int(),
  criticalMinutes: z.number().int(),
});
export type LeadSettings = z.infer<typeof LeadSettingsSchema>;

export const UpdateLeadSettingsSchema = z
  .object({
    routing: z.enum(LEAD_ROUTING_MODES, { error: 'Choose how new leads are assigned' }).optional(),
    overdueMinutes: z.number().int().min(1, 'At least 1 minute').max(RESPONSE_MINUTES_MAX).optional(),
    criticalMinutes: z.number().int().min(1, 'At least 1 minute').max(RESPONSE_MINUTES_MAX).optional(),
  })
  .refine(
    (v) => v.overdueMinutes === undefined || v.criticalMinutes === undefined || v.criticalMinutes > v.overdueMinutes,
    { message: 'Critical comes after overdue', path: ['criticalMinutes'] },
  );

// ---------------------------------------------------------------------------------------------
// Answers

// In person-ref.ts (zod/mini) so the message answer (message-answer.ts) needs nothing from this module.
export const PersonRefSchema = toClassic(MiniPersonRefSchema);
export type { PersonRef } from './person-ref';

/** The vehicle card shown on a lead and a conversation. */
export const VehicleCardSchema = z.object({
  id: z.string(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  stockNumber: z.string(),
  priceCents: z.number().int().nullable(),
  status: z.string(),
  listed: z.boolean(),
  coverUrl: z.string().nullable(),
});
export type VehicleCard = z.infer<typeof VehicleCardSchema>;

export const LeadSummarySchema = z.object({
  id: z.string(),
  status: z.enum(LEAD_STATUSES),
  source: z.enum(LEAD_SOURCES),
  customer: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  vehicle: VehicleCardSchema.nullable(),
  assignee: PersonRefSchema.nullable(),
  conversationId: z.string().nullable(),
  reason: z.string().nullable(),
  reasonNote: z.string().nullable(),
  nextFollowUpAt: z.string().nullable(),
  /** When someone of the dealership first answered (a message, or a call logged). */
  firstResponseAt: z.string().nullable(),
  /** Seconds from arrival to first reply; null until answered. */
  responseSeconds: z.number().int().nullable(),
  /** Against the dealership's thresholds, at the time of the answer. */
  responseFlag: z.enum(RESPONSE_FLAGS),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type LeadSummary = z.infer<typeof LeadSummarySchema>;

export const LeadsPageSchema = z.object({
  items: z.array(LeadSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per status under the current filters except status itself (the status tabs' numbers). */
  statusCounts: z.record(z.enum(LEAD_STATUSES), z.number().int()),
  /** Open leads of this view past the overdue threshold without a reply. */
  overdueCount: z.number().int(),
  settings: LeadSettingsSchema,
});
export type LeadsPage = z.infer<typeof LeadsPageSchema>;

export const LeadSchema = LeadSummarySchema.extend({
  nextStatuses: z.array(z.enum(LEAD_STATUSES)),
  createdBy: PersonRefSchema.nullable(),
  /** Whether the caller may change it (sales: only their own and unassigned leads). */
  canEdit: z.boolean(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadEventSchema = z.object({
  id: z.string(),
  leadId: z.string(),
  kind: z.enum(LEAD_EVENT_KINDS),
  /** A sentence for the timeline ("Status changed from New to Contacted"). */
  summary: z.string(),
  /** The facts it was written from (message id and preview, from/to, note text, call outcome…). */
  data: z.record(z.string(), z.unknown()),
  actor: PersonRefSchema.nullable(),
  at: z.string(),
});
export type LeadEvent = z.infer<typeof LeadEventSchema>;

export const TimelinePageSchema = z.object({
  items: z.array(LeadEventSchema),
  /** Pass as `before` for the next (older) page; null at the start. */
  nextBefore: z.string().nullable(),
});
export type TimelinePage = z.infer<typeof TimelinePageSchema>;

export const TimelineQuerySchema = z.object({
  /** An event id: events older than it. */
  before: idField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Who a lead may be assigned to: the dealership's members (the assignee select). */
export const AssigneeOptionsSchema = z.object({
  members: z.array(PersonRefSchema.extend({ role: z.string() })),
});

export const LeadBulkResultSchema = z.object({
  updated: z.number().int(),
  skipped: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type LeadBulkResult = z.infer<typeof LeadBulkResultSchema>;
