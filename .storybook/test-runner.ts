/**
 * Story tests (DESIGN.md › Habits 4): the test-runner renders every story of the static build and
 * runs its play function; this file adds, per story, an axe check (serious and critical violations
 * fail) and a visual comparison with the committed baseline in tests/visual/<theme>/.
 * Screens are checked in light; shared components (titles under `Components/`) in light AND dark.
 * Thresholds and the reasoning: docs/decisions/2025-storybook-visual-tests.md.
 */
import { getStoryContext, waitForPageReady, type TestContext, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';

type Theme = 'light' | 'dark';

// Jest's `expect`, a global inside the test environment (this file is also loaded outside it).
const jestExpect = () =>
  (globalThis as unknown as { expect: ((v: unknown) => unknown) & { extend: (m: object) => void } }).expect;

/** Size of the story's viewport global, from the `viewport.options` of preview.tsx (desktop if none). */
function viewportOf(story: {
  storyGlobals?: Record<string, unknown>;
  globals?: Record<string, unknown>;
  parameters?: Record<string, unknown>;
}) {
  // getStoryContext returns the prepared story: a story's own `globals` sit in `storyGlobals`.
  const global = (story.storyGlobals?.['viewport'] ?? story.globals?.['viewport']) as { value?: string } | undefined;
  const name = global?.value ?? 'desktop';
  const options = (
    story.parameters?.['viewport'] as
      { options?: Record<string, { styles: { width: string; height: string } }> } | undefined
  )?.options;
  const styles = options?.[name]?.styles ?? { width: '1280px', height: '800px' };
  return { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) };
}

const VISUAL_DIR = path.resolve('tests/visual');
const DIFF_DIR = path.join(VISUAL_DIR, '__diff_output__');
const VERSION_FILE = path.join(VISUAL_DIR, 'chromium-version.txt');
const UPDATING = process.env['LOTLINE_VISUAL_UPDATE'] === '1';

/** Documented in docs/decisions: up to 1% of pixels may differ after a 1px blur, per-pixel YIQ 0.1. */
const SNAPSHOT_OPTIONS = {
  failureThreshold: 0.01,
  failureThresholdType: 'percent',
  blur: 1,
  customDiffConfig: { threshold: 0.1 },
  customDiffDir: DIFF_DIR,
  storeReceivedOnFailure: true,
  customReceivedDir: DIFF_DIR,
} as const;

const themesFor = (context: TestContext): Theme[] =>
  context.title.startsWith('Components/') ? ['light', 'dark'] : ['light'];

export const chromiumVersionOf = (text: string): string => /\d+(?:\.\d+){1,3}/.exec(text)?.[0] ?? text.trim();

// One page per worker: the theme global survives from story to story, so track and reset it.
let currentTheme: Theme = 'light';
let baselineProblem: string | null | undefined;

/**
 * Baselines are only comparable with the Chromium that made them. scripts/storybook-test.mjs checks
 * this before starting (one message); this covers a direct `test-storybook` run, failing each story
 * with the same one line instead of a diff.
 */
function checkBaselineBrowser(page: Page): void {
  if (UPDATING) return;
  if (baselineProblem === undefined) {
    const here = chromiumVersionOf(page.context().browser()?.version() ?? 'unknown');
    const recorded = existsSync(VERSION_FILE) ? chromiumVersionOf(readFileSync(VERSION_FILE, 'utf8')) : null;
    baselineProblem = !recorded
      ? `No visual baselines (${path.relative(process.cwd(), VERSION_FILE)} is missing): run npm run test:visual:update`
      : recorded !== here
        ? `Visual baselines were made with Chromium ${recorded}, this machine has ${here}: run npm run test:visual:update`
        : null;
  }
  if (baselineProblem) throw new Error(baselineProblem);
}

/** Switches the toolbar global and waits for the story to re-render (play state is kept). */
async function setTheme(page: Page, theme: Theme): Promise<void> {
  if (theme === currentTheme) return;
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        const channel = (
          globalThis as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once: (e: string, f: () => void) => void;
              emit: (e: string, p: unknown) => void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve());
        channel.emit('updateGlobals', { globals: { theme: next } });
        window.setTimeout(resolve, 10_000);
      }),
    theme,
  );
  currentTheme = theme;
}

/** Fonts loaded, network quiet (first pass only: a theme switch loads nothing), router idle, two frames painted. */
async function settle(page: Page, first: boolean): Promise<void> {
  if (first) await waitForPageReady(page);
  else await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => {
    const router = (
      window as unknown as { __LOTLINE_STORY_ROUTER__?: { state: { status: string; isLoading: boolean } } }
    ).__LOTLINE_STORY_ROUTER__;
    return !router || (router.state.status === 'idle' && !router.state.isLoading);
  });
  // Queries settled (bounded: a story may hold a request pending on purpose, e.g. "Submitting").
  await page
    .waitForFunction(
      () =>
        ((
          window as unknown as { __LOTLINE_STORY_QUERY_CLIENT__?: { isFetching: () => number } }
        ).__LOTLINE_STORY_QUERY_CLIENT__?.isFetching() ?? 0) === 0,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function checkA11y(page: Page, context: TestContext, theme: Theme): Promise<void> {
  const violations = (await getViolations(page, undefined, { resultTypes: ['violations'] })).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) =>
      `  - ${v.id} [${v.impact}] ${v.help}\n      ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n      ')}`,
  );
  throw new Error(
    `Accessibility (${theme}) of story ${context.id}: ${violations.length} serious/critical violation(s)\n${lines.join('\n')}`,
  );
}

async function compareScreenshot(page: Page, context: TestContext, theme: Theme): Promise<void> {
  const image = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The footer's copyright year changes every January; keep it out of the baselines.
    mask: [page.getByText(/^© \d{4} /)],
  });
  (jestExpect()(image) as unknown as { toMatchImageSnapshot: (o: object) => void }).toMatchImageSnapshot({
    ...SNAPSHOT_OPTIONS,
    customSnapshotsDir: path.join(VISUAL_DIR, theme),
    customSnapshotIdentifier: context.id,
    customDiffDir: path.join(DIFF_DIR, theme),
    customReceivedDir: path.join(DIFF_DIR, theme),
  });
}

const config: TestRunnerConfig = {
  setup() {
    jestExpect().extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    checkBaselineBrowser(page);
    const story = await getStoryContext(page, context);
    await page.setViewportSize(viewportOf(story as never));
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  },
  async postVisit(page, context) {
    try {
      for (const [index, theme] of themesFor(context).entries()) {
        await setTheme(page, theme);
        await settle(page, index === 0);
        await checkA11y(page, context, theme);
        await compareScreenshot(page, context, theme);
      }
    } finally {
      await setTheme(page, 'light');
    }
  },
};

export default config;
