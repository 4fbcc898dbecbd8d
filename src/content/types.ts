/**
 * Content that is not data (DOMAIN.md › Decisions): docs, careers, integrations, help and legal
 * live here as typed files, served and searched through /api/content. Bodies are Markdown; the
 * server renders them to sanitized HTML so the browser ships no Markdown parser.
 *
 * Entries that describe a product area are written as `AreaEntrySource` (they name the registry
 * routes they need) and resolved by ./availability.ts: what they claim follows the registry.
 */
import type { ScreenId } from '../../registry/status';

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

/**
 * How something is offered today; we never claim a partnership we do not have. Integrations show it
 * as a badge; docs and help guides are "available", or "planned" while an area they need is coming
 * soon. Always derived (./availability.ts), never written by hand.
 */
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
  /** The registry routes the entry describes or relies on (see `AreaEntrySource`). */
  readonly needs?: readonly ScreenId[];
  /** Derived: the routes of `needs` that are still coming soon; empty when everything is built. */
  readonly pending?: readonly ScreenId[];
}

/** A part of an entry that needs more than the rest of it (a section of a guide). */
export interface AreaSection {
  readonly heading: string;
  readonly needs: readonly ScreenId[];
  /** Markdown, under a `##` heading made from `heading`. */
  readonly body: string;
}

/**
 * How an entry that describes a product area is written: it names the registry routes it needs
 * (`[]`: nothing that is unbuilt) and, for integrations, how it is offered once they are built.
 * `status` and the "Coming soon" notes are derived from the registry, never written by hand.
 */
export interface AreaEntrySource extends Omit<ContentEntry, 'status' | 'needs' | 'pending'> {
  readonly needs: readonly ScreenId[];
  /** Integrations: how it is offered once everything in `needs` is built. */
  readonly offer?: IntegrationStatus;
  /** Sections appended to `body`, each marked "coming soon" while its own needs are not built. */
  readonly sections?: readonly AreaSection[];
}

export interface AreaCollectionSource extends Omit<ContentCollection, 'entries'> {
  readonly entries: readonly AreaEntrySource[];
}

export interface ContentCollection {
  readonly kind: ContentKind;
  readonly label: string;
  readonly categories: readonly ContentCategory[];
  readonly entries: readonly ContentEntry[];
}
