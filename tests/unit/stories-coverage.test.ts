/**
 * Route ↔ story completeness (DESIGN.md › Habits 2): every registry screen route has its story file,
 * and every screen story file belongs to a route. Redirect entries need no story.
 * (Runs in the suite's default environment: tests/unit/setup.ts needs `window`; only node:fs is used here.)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyModulePath } from '../../registry/naming';
import { routes, screenRoutes } from '../../registry/routes';

const root = join(import.meta.dirname, '..', '..');
const SCREEN_STORIES_DIR = 'stories/screens';

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

  it('each screen story file is titled Screens/<id> and has a Default story', () => {
    const wrong = screenRoutes.filter((r) => {
      const path = join(root, storyModulePath(r.id));
      if (!existsSync(path)) return false; // reported by the first test
      const source = readFileSync(path, 'utf8');
      return !source.includes(`title: 'Screens/${r.id}'`) || !/export const Default\b/.test(source);
    });
    expect(wrong.map((r) => r.id)).toEqual([]);
  });
});
