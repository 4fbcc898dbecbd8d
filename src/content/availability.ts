/**
 * What the public site may claim, derived from the route registry. Copy that describes a product
 * area names the routes it needs (`needs`); while any of them is `comingSoon` the copy shows as
 * "Coming soon" (an integration as planned, a guide with a note at its top, a home page card with a
 * badge), and it turns available by itself when the area lands and its flag leaves the registry.
 * No screen decides this on its own, and no copy says "available" by hand.
 */
import { areaName, isBuilt, pendingOf, type BuiltCheck, type ScreenId } from '../../registry/status';
import type {
  AreaCollectionSource,
  AreaEntrySource,
  AreaSection,
  ContentCollection,
  ContentEntry,
  IntegrationStatus,
} from './types';

/** Anything whose truth depends on registry routes being built. */
export interface Claim {
  readonly needs: readonly ScreenId[];
}

export interface Availability {
  /** The routes of `needs` still coming soon. */
  readonly pending: readonly ScreenId[];
  readonly comingSoon: boolean;
}

export const availabilityOf = (needs: readonly ScreenId[], built: BuiltCheck = isBuilt): Availability => {
  const pending = pendingOf(needs, built);
  return { pending, comingSoon: pending.length > 0 };
};

/** Each item with its availability, in the same order. */
export const withAvailability = <T extends Claim>(
  items: readonly T[],
  built: BuiltCheck = isBuilt,
): readonly (T & Availability)[] => items.map((item) => ({ ...item, ...availabilityOf(item.needs, built) }));

/** "Inventory", "Inventory and Leads", "Inventory, Leads and Deals" (each area named once). */
export const namesOf = (ids: readonly ScreenId[]): string => {
  const names = [...new Set(ids.map(areaName))];
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

const isAre = (ids: readonly ScreenId[]) => (new Set(ids.map(areaName)).size > 1 ? 'are' : 'is');
const beingBuilt = (ids: readonly ScreenId[]) => `${namesOf(ids)} ${isAre(ids)} being built`;

/** The note a whole entry carries in its body while it is coming soon (Markdown). */
export const comingSoonNote = (pending: readonly ScreenId[]): string =>
  `> **Coming soon.** ${beingBuilt(pending)}: this describes how it will work when it is released.`;

/** The status an entry shows: planned while anything it needs is coming soon, else what it offers. */
export const statusOf = (offer: IntegrationStatus | undefined, pending: readonly ScreenId[]): IntegrationStatus =>
  pending.length > 0 ? 'planned' : (offer ?? 'available');

const sectionMarkdown = (section: AreaSection, alreadyPending: readonly ScreenId[], built: BuiltCheck) => {
  const own = pendingOf(section.needs, built).filter((id) => !alreadyPending.includes(id));
  if (own.length === 0) return `## ${section.heading}\n${section.body}`;
  return `## ${section.heading} (coming soon)\n*This part arrives with ${namesOf(own)}, which ${isAre(own)} being built.*\n\n${section.body}`;
};

export interface ResolveOptions {
  /** Defaults to the registry; tests pass their own to read the copy as it will be later. */
  readonly built?: BuiltCheck;
  /** Put the "Coming soon" note into the body, for screens that do not show `status`. */
  readonly noteInBody?: boolean;
}

export const resolveEntry = (entry: AreaEntrySource, options: ResolveOptions = {}): ContentEntry => {
  const built = options.built ?? isBuilt;
  const { offer, sections, ...rest } = entry;
  const { pending } = availabilityOf(entry.needs, built);
  const parts = [
    options.noteInBody && pending.length > 0 ? comingSoonNote(pending) : '',
    entry.body,
    ...(sections ?? []).map((s) => sectionMarkdown(s, pending, built)),
  ];
  return { ...rest, status: statusOf(offer, pending), pending, body: parts.filter(Boolean).join('\n\n') };
};

export const resolveCollection = (source: AreaCollectionSource, options: ResolveOptions = {}): ContentCollection => ({
  ...source,
  entries: source.entries.map((e) => resolveEntry(e, options)),
});
