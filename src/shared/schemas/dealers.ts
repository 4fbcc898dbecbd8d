/**
 * Dealers (issue 11 › Dealers, DOMAIN.md › Areas › Dealers): the directory, a dealer's public page,
 * shoppers' ratings and the platform admins' verify and suspend. One schema per input and answer,
 * shared by the API validators, the screens' forms, the OpenAPI document and the story builders.
 */
import { z } from 'zod';
import { DEALER_FILTERS } from '../dealer-filters';
import { ListingSchema } from './vehicles';

// A plain module the route registry reads without this one's schemas (issue 14).
export { DEALER_FILTER_LABELS, DEALER_FILTERS, type DealerFilter } from '../dealer-filters';

/** Dealerships per directory page. */
export const DEALERS_PAGE_SIZE = 20;
export const RATING_COMMENT_MAX = 1000;
export const SUSPENSION_REASON_MAX = 500;

const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** GET /api/dealers (and the directory's URL): name or city words, the page, an admin's filter. */
export const DealerDirectoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page,
  filter: z.enum(DEALER_FILTERS).default('all'),
});
export type DealerDirectoryQuery = z.infer<typeof DealerDirectoryQuerySchema>;

/** GET /api/dealers/{slug}: which page of the dealer's listed vehicles. */
export const DealerProfileQuerySchema = z.object({ page });

/** POST /api/dealers/{id}/rating: 1–5 stars and an optional comment (a new rating replaces the old). */
export const DealerRatingInputSchema = z.object({
  stars: z
    .number({ error: 'Choose from 1 to 5 stars' })
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  comment: z
    .string()
    .trim()
    .max(RATING_COMMENT_MAX, `Use at most ${RATING_COMMENT_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DealerRatingInput = z.input<typeof DealerRatingInputSchema>;

/** POST /api/dealers/{id}/suspend: the reason the dealership's staff will read. */
export const SuspendDealerSchema = z.object({
  reason: z
    .string({ error: 'Say why the dealership is suspended' })
    .trim()
    .min(1, 'Say why the dealership is suspended: its staff will read it')
    .max(SUSPENSION_REASON_MAX, `Use at most ${SUSPENSION_REASON_MAX} characters`),
});
export type SuspendDealerInput = z.infer<typeof SuspendDealerSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const DealerRatingSummarySchema = z.object({
  /** Mean stars to one decimal; null before the first rating. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type DealerRatingSummary = z.infer<typeof DealerRatingSummarySchema>;

export const DealerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  rating: DealerRatingSummarySchema,
  verified: z.boolean(),
  /** UTC ISO time; null when not verified. */
  verifiedAt: z.string().nullable(),
  /** Only admins ever see a suspended dealership (with why). */
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  /** Listed, shopper-visible vehicles right now. */
  liveListings: z.number().int(),
  /** The caller messaged this dealership, so may rate it. */
  canRate: z.boolean(),
  /** The caller's own rating, when they gave one. */
  myRating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type DealerSummary = z.infer<typeof DealerSummarySchema>;

export const DealersPageSchema = z.object({
  items: z.array(DealerSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The caller is a platform admin: the screen offers verify and suspend (the API decides). */
  canModerate: z.boolean(),
  /** Admins: how many live dealerships wait for verification. */
  toVerify: z.number().int().nullable(),
});
export type DealersPage = z.infer<typeof DealersPageSchema>;

export const DealerDayHoursSchema = z.object({ opens: z.string().nullable(), closes: z.string().nullable() });

export const DealerReviewSchema = z.object({
  stars: z.number().int(),
  comment: z.string(),
  /** First name and last initial: a shopper's full name is not public. */
  author: z.string(),
  /** UTC ISO time. */
  at: z.string(),
});
export type DealerReview = z.infer<typeof DealerReviewSchema>;

export const DealerProfileSchema = DealerSummarySchema.extend({
  about: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  /** Monday first; null when the dealership has not said. */
  hours: z.array(DealerDayHoursSchema).nullable(),
  /** The latest ratings with a comment. */
  reviews: z.array(DealerReviewSchema),
  /** On the dealership since (UTC ISO). */
  joinedAt: z.string(),
  /** A page of its listed vehicles, read as the marketplace reads them (its page size). */
  listings: z.object({
    items: z.array(ListingSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type DealerProfile = z.infer<typeof DealerProfileSchema>;

export const DealerModerationSchema = z.object({ dealer: DealerSummarySchema });
