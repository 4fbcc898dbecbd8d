/**
 * The deal vocabularies the deals list query filters by. Apart from deals.ts (which re-exports
 * them, with their labels, rules and the sheet's arithmetic) because the route registry, on every
 * page, validates the deals URL with them: a bundle chunk holds a whole module, so importing these
 * from deals.ts brought the rest of it into every page's JavaScript (issue 14).
 */

export const DEAL_STAGES = ['negotiation', 'agreed', 'paperwork', 'sold', 'lost', 'unwound'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const SALE_TYPES = ['cash', 'finance', 'lease'] as const;
export type SaleType = (typeof SALE_TYPES)[number];
