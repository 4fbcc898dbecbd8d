/**
 * Marketing-site inputs and responses: one schema each, shared by the API validators, the forms
 * (react-hook-form + zodResolver) and the OpenAPI document.
 */
import { z } from 'zod';
import { PLAN_IDS } from '../plans';
import { emailField, personNameField } from './common';
import { phoneField } from './profile';
import { CONTACT_TOPICS } from '../contact-topics';

export { CONTACT_TOPICS, CONTACT_TOPIC_LABELS, type ContactTopic } from '../contact-topics';
export { PLAN_IDS };

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Hidden from people, tempting to bots: anything in it means the submission is dropped silently. */
const honeypotField = z.string().max(500).optional();

const messageField = z
  .string({ error: 'Write your message' })
  .trim()
  .min(MESSAGE_MIN, `Write at least ${MESSAGE_MIN} characters`)
  .max(MESSAGE_MAX, `Use at most ${MESSAGE_MAX} characters`);

export const ContactSchema = z.object({
  name: personNameField('name'),
  email: emailField,
  topic: z.enum(CONTACT_TOPICS, { error: 'Choose a topic' }),
  message: messageField,
  website: honeypotField,
});
export type ContactInput = z.input<typeof ContactSchema>;
export type Contact = z.output<typeof ContactSchema>;

export const QuoteSchema = z.object({
  name: personNameField('name'),
  email: emailField,
  phone: phoneField,
  dealership: z
    .string({ error: 'Enter your dealership' })
    .trim()
    .min(1, 'Enter your dealership')
    .max(150, 'Use at most 150 characters'),
  rooftops: z
    .number({ error: 'Enter the number of rooftops' })
    .int('Use a whole number')
    .min(1, 'At least 1 rooftop')
    .max(500, 'At most 500 rooftops — write to us for larger groups'),
  monthlyUnits: z
    .number({ error: 'Enter the vehicles you sell per month' })
    .int('Use a whole number')
    .min(0, 'Use 0 or more')
    .max(100_000, 'Use at most 100,000'),
  plan: z.enum(PLAN_IDS, { error: 'Choose a plan' }),
  message: z.string().trim().max(MESSAGE_MAX, `Use at most ${MESSAGE_MAX} characters`).optional(),
  website: honeypotField,
});
export type QuoteInput = z.input<typeof QuoteSchema>;
export type Quote = z.output<typeof QuoteSchema>;

export const QUOTE_REFERENCE_PATTERN = /^Q-\d{4}-\d{6}$/;

export const AcceptedSchema = z.object({ ok: z.literal(true) });
export const QuoteCreatedSchema = z.object({ reference: z.string().regex(QUOTE_REFERENCE_PATTERN) });

/* ---------- Responses ---------- */

export const ContentKindSchema = z.enum(['docs', 'careers', 'integrations', 'help', 'legal']);

export const ContentItemSchema = z.object({
  kind: ContentKindSchema,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  facts: z.array(z.object({ label: z.string(), value: z.string() })),
  status: z.enum(['available', 'api', 'planned']).nullable(),
  updated: z.string().nullable(),
  /** The Markdown body rendered to sanitized HTML. */
  html: z.string(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentListSchema = z.object({
  kind: ContentKindSchema,
  label: z.string(),
  query: z.string(),
  category: z.string(),
  total: z.number().int(),
  categories: z.array(
    z.object({ id: z.string(), label: z.string(), description: z.string(), count: z.number().int() }),
  ),
  items: z.array(ContentItemSchema),
});
export type ContentList = z.infer<typeof ContentListSchema>;

export const PlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  summary: z.string(),
  monthlyCents: z.number().int(),
  annualCents: z.number().int(),
  listings: z.number().int().nullable(),
  seats: z.number().int(),
  features: z.array(z.string()),
});
export type PlanInfo = z.infer<typeof PlanSchema>;
export const PlansSchema = z.object({
  currency: z.literal('USD'),
  annualFreeMonths: z.number().int(),
  plans: z.array(PlanSchema),
});
export type PlansResponse = z.infer<typeof PlansSchema>;

export const BLOG_PAGE_SIZE = 5;

export const BlogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  coverUrl: z.string().nullable(),
  coverAlt: z.string().nullable(),
  tags: z.array(z.string()),
  author: z.string(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

export const BlogPostSchema = BlogPostSummarySchema.extend({ html: z.string(), updatedAt: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogListSchema = z.object({
  items: z.array(BlogPostSummarySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  tag: z.string(),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type BlogList = z.infer<typeof BlogListSchema>;

export const BlogListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(24).default(BLOG_PAGE_SIZE),
  tag: z.string().trim().max(60).default(''),
});
