/**
 * Customers: the dealership's contacts (several emails and phones, address, tags, consent with the
 * time and source it was given or withdrawn, assignee), their timeline, merge and CSV import/export.
 */
import { z } from 'zod';
import {
  CONSENT_CHANNELS,
  CONSENT_SOURCES,
  CUSTOMER_EMAILS_MAX,
  CUSTOMER_IMPORT_FIELDS,
  CUSTOMER_PHONES_MAX,
  CUSTOMER_TAGS_MAX,
  NOTE_MAX,
  TAG_MAX,
} from '../respond';
import { emailField } from './common';
import { idField, LeadEventSchema, LeadSummarySchema, PersonRefSchema, phoneField } from './leads';

// In its own module so the route registry (on every page) does not bring the schemas below along.
export { CustomerQuerySchema, type CustomerQuery } from './customer-queries';

// ---------------------------------------------------------------------------------------------
// Fields

const nameField = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(100, 'Use at most 100 characters');
const optionalText = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).nullable().optional();

export const tagField = z
  .string()
  .trim()
  .min(1, 'A tag needs a name')
  .max(TAG_MAX, `Use at most ${TAG_MAX} characters`)
  .transform((v) => v.toLowerCase());

export const AddressSchema = z.object({
  line1: optionalText(200),
  line2: optionalText(200),
  city: optionalText(100),
  region: optionalText(100),
  postalCode: optionalText(20),
  country: optionalText(2),
});
export type Address = z.infer<typeof AddressSchema>;

export const CustomerEmailInputSchema = z.object({ email: emailField, primary: z.boolean().default(false) });
export const CustomerPhoneInputSchema = z.object({
  phone: phoneField,
  label: z.enum(['mobile', 'home', 'work', 'other']).default('mobile'),
  primary: z.boolean().default(false),
});

/** A consent change: granted or withdrawn, and where (the time is the server's). */
export const ConsentInputSchema = z.object({
  granted: z.boolean(),
  source: z.enum(CONSENT_SOURCES, { error: 'Say where the consent was given or withdrawn' }),
});

// ---------------------------------------------------------------------------------------------
// Inputs

const uniqueBy = <T>(items: readonly T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

const CustomerFieldsSchema = z.object({
  firstName: nameField('first name'),
  lastName: z.string().trim().max(100, 'Use at most 100 characters').optional(),
  emails: z
    .array(CustomerEmailInputSchema)
    .max(CUSTOMER_EMAILS_MAX, `At most ${CUSTOMER_EMAILS_MAX} emails`)
    .refine((l) => uniqueBy(l, (e) => e.email), 'The same email is listed twice'),
  phones: z
    .array(CustomerPhoneInputSchema)
    .max(CUSTOMER_PHONES_MAX, `At most ${CUSTOMER_PHONES_MAX} phone numbers`)
    .refine((l) => uniqueBy(l, (p) => p.phone.replace(/\D/g, '')), 'The same phone number is listed twice'),
  address: AddressSchema,
  tags: z
    .array(tagField)
    .max(CUSTOMER_TAGS_MAX, `At most ${CUSTOMER_TAGS_MAX} tags`)
    .transform((l) => [...new Set(l)]),
  /** null: unassigned. */
  assigneeId: idField.nullable(),
  notes: z
    .string()
    .trim()
    .max(NOTE_MAX, `Use at most ${NOTE_MAX.toLocaleString('en-US')} characters`)
    .nullable(),
  consent: z.partialRecord(z.enum(CONSENT_CHANNELS), ConsentInputSchema),
});

/** POST /api/customers. */
export const CreateCustomerSchema = CustomerFieldsSchema.partial().required({ firstName: true });
export type CreateCustomerInput = z.infer<typeof CreateCustomerSchema>;
/** PATCH /api/customers/{id}: any subset; a list sent replaces the stored list. */
export const UpdateCustomerSchema = CustomerFieldsSchema.partial();
export type UpdateCustomerInput = z.infer<typeof UpdateCustomerSchema>;

/** POST /api/customers/{id}/merge: `otherId` is folded into `{id}` and removed. */
export const MergeCustomersSchema = z.object({ otherId: idField });
export const MergePreviewQuerySchema = z.object({ otherId: idField });

// ---------------------------------------------------------------------------------------------
// Answers

export const ConsentSchema = z.object({
  granted: z.boolean(),
  /** When it was last given or withdrawn; null: never asked. */
  at: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES).nullable(),
});

export const CustomerSummarySchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tags: z.array(z.string()),
  assignee: PersonRefSchema.nullable(),
  leadCount: z.number().int(),
  openLeadCount: z.number().int(),
  lastActivityAt: z.string(),
  createdAt: z.string(),
});
export type CustomerSummary = z.infer<typeof CustomerSummarySchema>;

export const CustomersPageSchema = z.object({
  items: z.array(CustomerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every tag in use in the dealership, for the tag filter. */
  tags: z.array(z.string()),
});
export type CustomersPage = z.infer<typeof CustomersPageSchema>;

export const CustomerSchema = CustomerSummarySchema.extend({
  emails: z.array(z.object({ email: z.string(), primary: z.boolean() })),
  phones: z.array(z.object({ phone: z.string(), label: z.string(), primary: z.boolean() })),
  address: z.object({
    line1: z.string().nullable(),
    line2: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  consent: z.record(z.enum(CONSENT_CHANNELS), ConsentSchema),
  /** The marketplace account this customer wrote from, when any. */
  shopperUserId: z.string().nullable(),
  leads: z.array(LeadSummarySchema),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** The customer's timeline across their leads (deals join with the Sell issue). */
export const CustomerTimelineSchema = z.object({ items: z.array(LeadEventSchema), nextBefore: z.string().nullable() });

export const MergePreviewSchema = z.object({
  target: CustomerSchema,
  other: CustomerSchema,
  /** What the kept customer will look like. */
  result: z.object({
    emails: z.array(z.string()),
    phones: z.array(z.string()),
    tags: z.array(z.string()),
    leads: z.number().int(),
    conversations: z.number().int(),
  }),
});
export type MergePreview = z.infer<typeof MergePreviewSchema>;

// CSV import: like the inventory import (mapping → preview with per-row errors → import all or none).

export const CUSTOMER_IMPORT_ACTIONS = ['create', 'update', 'error'] as const;
export const CustomerImportMappingSchema = z.partialRecord(z.enum(CUSTOMER_IMPORT_FIELDS), z.string().min(1).max(200));
export type CustomerImportMapping = z.infer<typeof CustomerImportMappingSchema>;

export const CustomerImportRowSchema = z.object({
  line: z.number().int(),
  action: z.enum(CUSTOMER_IMPORT_ACTIONS),
  customer: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    tags: z.array(z.string()),
  }),
  /** The existing customer this row updates (matched by email, then phone). */
  customerId: z.string().nullable(),
  /** 'email' or 'phone': how it was matched; also rows later in the file matching an earlier one. */
  matchedBy: z.enum(['email', 'phone']).nullable(),
  errors: z.record(z.string(), z.string()),
});
export type CustomerImportRow = z.infer<typeof CustomerImportRowSchema>;

export const CustomerImportPreviewSchema = z.object({
  columns: z.array(z.string()),
  mapping: CustomerImportMappingSchema,
  fields: z.array(z.object({ key: z.enum(CUSTOMER_IMPORT_FIELDS), label: z.string(), required: z.boolean() })),
  rows: z.array(CustomerImportRowSchema),
  summary: z.object({
    rows: z.number().int(),
    creates: z.number().int(),
    updates: z.number().int(),
    errors: z.number().int(),
  }),
});
export type CustomerImportPreview = z.infer<typeof CustomerImportPreviewSchema>;
export const CustomerImportResultSchema = z.object({ created: z.number().int(), updated: z.number().int() });
