/**
 * Content that is not data (DOMAIN.md › Decisions): docs, careers, integrations, help and legal
 * live here as typed files, served and searched through /api/content. Bodies are Markdown; the
 * server renders them to sanitized HTML so the browser ships no Markdown parser.
 */

export const CONTENT_KINDS = ['docs', 'careers', 'integrations', 'help', 'legal'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export interface ContentCategory {
  readonly id: string;
  readonly label: string;
  readonly description: string;
}

export interface ContentFact {
  readonly label: string;
  readonly value: string;
}

/** How an integration is offered today; we never claim a partnership we do not have. */
export type IntegrationStatus = 'available' | 'api' | 'planned';

export interface ContentEntry {
  readonly slug: string;
  readonly title: string;
  /** One or two sentences: list views, search results and the meta description. */
  readonly summary: string;
  /** A ContentCategory id of the same collection. */
  readonly category: string;
  readonly facts?: readonly ContentFact[];
  readonly status?: IntegrationStatus;
  /** Last meaningful change, YYYY-MM-DD. */
  readonly updated?: string;
  /** Markdown. */
  readonly body: string;
}

export interface ContentCollection {
  readonly kind: ContentKind;
  readonly label: string;
  readonly categories: readonly ContentCategory[];
  readonly entries: readonly ContentEntry[];
}
