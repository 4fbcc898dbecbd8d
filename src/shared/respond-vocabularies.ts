/**
 * The Respond vocabularies the leads and customers list queries filter by. Apart from respond.ts
 * (which re-exports them, with their labels and rules) because the route registry, on every page,
 * validates those URLs with them: a bundle chunk holds a whole module, so importing these from
 * respond.ts brought every Respond label and rule the app uses into every page's JavaScript (issue 14).
 */

export const LEAD_STATUSES = ['new', 'contacted', 'appointment', 'negotiating', 'converted', 'lost', 'junk'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** marketplace: a shopper's message; the rest are added by hand. */
export const LEAD_SOURCES = ['marketplace', 'walk_in', 'phone', 'other'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A customer tag's length (the customers list filters by tag). */
export const TAG_MAX = 40;
