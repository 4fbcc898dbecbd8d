/**
 * Route ↔ story completeness (DESIGN.md › Habits 2–3): every registry screen route has its story
 * file, every screen story file belongs to a route, and each file has the stories of its entry's
 * state set (`states` in registry/areas/*.ts, names in STORY_STATES). Extra stories are welcome
 * (RateLimited, Expired…); a `Default` copy on a data, detail or form screen is not. Screens not
 * built yet (`comingSoon`) keep one Default story. Redirect entries need no story.
 * (Runs in the suite's default environment: tests/unit/setup.ts needs `window`; only node:fs is used here.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_STATES } from '../../registry/define';
import { storyModulePath } from '../../registry/naming';
import { routes, screenRoutes, type ScreenEntry } from '../../registry/routes';

const root = join(import.meta.dirname, '..', '..');
const SCREEN_STORIES_DIR = 'stories/screens';

/**
 * States a screen's entry asks for that it does not have honestly yet, each with why. The test
 * fails when an entry here is no longer needed, so the list only shrinks.
 */
const KNOWN_GAPS: Readonly<Record<string, { readonly missing: readonly string[]; readonly why: string }>> = {
  'api-reference': {
    missing: ['Empty'],
    why: 'the OpenAPI document always lists the API; the screen has no empty state to show',
  },
  legal: { missing: ['Empty'], why: 'the legal documents are part of the product; the screen has no empty state' },
};

/** Per-screen stories the suite keeps once elsewhere: Mobile per layout, NoAccess as a component. */
const KEPT_ELSEWHERE: Readonly<Record<string, string>> = {
  Mobile: 'Components/PublicLayout, AuthLayout and DashboardLayout › Mobile',
  NoAccess: 'Components/NoAccess › Default',
};

const storyNames = (id: string): string[] => {
  const path = join(root, storyModulePath(id));
  if (!existsSync(path)) return [];
  return [...readFileSync(path, 'utf8').matchAll(/^export const (\w+)\s*:\s*Story\b/gm)].map((m) => m[1]!);
};

const required = (r: ScreenEntry): readonly string[] => (r.comingSoon ? ['Default'] : STORY_STATES[r.states]);

describe('screen stories', () => {
  it('every registry screen route has stories/screens/<id>.stories.tsx', () => {
    const missing = screenRoutes.map((r) => storyModulePath(r.id)).filter((path) => !existsSync(join(root, path)));
    expect(missing, `Add a story file per route (npx tsx scripts/storybook-scaffold.ts writes starters)`).toEqual([]);
  });

  it('every story file in stories/screens/ belongs to a registry screen route', () => {
    const expected = new Set(screenRoutes.map((r) => storyModulePath(r.id)));
    const orphans = readdirSync(join(root, SCREEN_STORIES_DIR))
      .map((file) => `${SCREEN_STORIES_DIR}/${file}`)
      .filter((path) => !expected.has(path));
    expect(orphans, 'Story files for no route (renamed or removed?)').toEqual([]);
  });

  it('redirect entries have no story file', () => {
    const withStory = routes.filter((r) => r.kind === 'redirect' && existsSync(join(root, storyModulePath(r.id))));
    expect(withStory.map((r) => r.id)).toEqual([]);
  });

  it('each screen story file is titled Screens/<id>', () => {
    const wrong = screenRoutes.filter((r) => {
      const path = join(root, storyModulePath(r.id));
      return existsSync(path) && !readFileSync(path, 'utf8').includes(`title: 'Screens/${r.id}'`);
    });
    expect(wrong.map((r) => r.id)).toEqual([]);
  });

  it("each screen has the stories of its entry's state set (coming soon: Default)", () => {
    const missing = screenRoutes.flatMap((r: ScreenEntry) => {
      const names = new Set(storyNames(r.id));
      const excused = new Set(KNOWN_GAPS[r.id]?.missing ?? []);
      const lacking = required(r).filter((s) => !names.has(s) && !excused.has(s));
      return lacking.length ? [`${r.id} (${r.comingSoon ? 'coming soon' : r.states}): ${lacking.join(', ')}`] : [];
    });
    expect(missing, 'Add these stories (STORY_STATES in registry/define.ts names them)').toEqual([]);
  });

  it('the known gaps are still gaps', () => {
    const stale = Object.entries(KNOWN_GAPS).flatMap(([id, gap]) => {
      const route = screenRoutes.find((r) => r.id === id) as ScreenEntry | undefined;
      if (!route) return [`${id}: no such screen`];
      const names = new Set(storyNames(id));
      return gap.missing
        .filter((s) => names.has(s) || !required(route).includes(s))
        .map((s) => `${id}: ${s} is no longer missing or required`);
    });
    expect(stale, 'Remove these from KNOWN_GAPS').toEqual([]);
  });

  it('data, detail and form screens have no Default copy of a named state', () => {
    const withDefault = screenRoutes
      .filter((r: ScreenEntry) => !r.comingSoon && r.states !== 'page')
      .filter((r) => storyNames(r.id).includes('Default'))
      .map((r) => r.id);
    expect(withDefault, 'Rename Default to the state it shows (Loaded, Idle…) or remove it').toEqual([]);
  });

  it('screens not built yet keep one Default story (and the error screen the route owns)', () => {
    const extra = screenRoutes
      .filter((r: ScreenEntry) => r.comingSoon)
      .flatMap((r: ScreenEntry) =>
        storyNames(r.id)
          .filter((s) => s !== 'Default' && !(s === 'ErrorScreen' && r.ownErrorScreen))
          .map((s) => `${r.id}: ${s}`),
      );
    expect(extra).toEqual([]);
  });

  it('no screen repeats a story the suite keeps once (Mobile per layout, NoAccess as a component)', () => {
    const repeated = screenRoutes.flatMap((r) =>
      storyNames(r.id)
        .filter((s) => s in KEPT_ELSEWHERE)
        .map((s) => `${r.id}: ${s} (see ${KEPT_ELSEWHERE[s]})`),
    );
    expect(repeated).toEqual([]);
  });
});
