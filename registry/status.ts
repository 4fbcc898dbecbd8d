/**
 * Whether a screen is built, read from the registry: a screen is built unless its entry carries
 * `comingSoon`. Copy that describes a product area (home page, documentation, integrations, help)
 * names the routes it needs, and what it shows is derived from here, so it turns "Available" by
 * itself on the day an area lands and its `comingSoon` flag is removed. Data only, like the rest of
 * registry/.
 */
import { TITLE_SUFFIX } from './define';
import { routeById, screenRoutes, type ScreenId } from './routes';

export type { ScreenId };

/** Answers "is this route built?"; tests pass their own to see copy as it will read later. */
export type BuiltCheck = (id: ScreenId) => boolean;

const entryOf = (id: ScreenId): { readonly comingSoon?: string; readonly title: string; readonly menus: object } =>
  routeById[id];

/** What the screen will do, while it is not built; `undefined` once it is. */
export const comingSoon = (id: ScreenId): string | undefined => entryOf(id).comingSoon || undefined;

export const isComingSoon = (id: ScreenId): boolean => comingSoon(id) !== undefined;

export const isBuilt: BuiltCheck = (id) => !isComingSoon(id);

/** The routes of `needs` that are not built yet, in the order given. */
export const pendingOf = (needs: readonly ScreenId[], built: BuiltCheck = isBuilt): ScreenId[] =>
  needs.filter((id) => !built(id));

/** Whether everything in `needs` is built (an empty list needs nothing). */
export const allBuilt = (needs: readonly ScreenId[], built: BuiltCheck = isBuilt): boolean =>
  pendingOf(needs, built).length === 0;

/** The name people know a route by: its sidebar label, else its title without the suffix. */
export const areaName = (id: ScreenId): string => {
  const entry = entryOf(id);
  const sidebar = (entry.menus as { sidebar?: { label: string } }).sidebar;
  return sidebar?.label ?? entry.title.replace(TITLE_SUFFIX, '');
};

/** Every id the registry knows, for checks that validate a `needs` list read from data. */
export const screenIds: readonly ScreenId[] = screenRoutes.map((r) => r.id);
