/**
 * The story suite's runner (DESIGN.md › Habits 4), run by scripts/storybook-test.mjs against the
 * static Storybook build. For every story of `index.json`: render it and run its play function, an
 * axe check (serious and critical violations fail) and a visual comparison with its baseline in
 * tests/visual/<theme>/<story-id>.png. Screens are checked in light; shared components (titles under
 * `Components/`) in light and dark.
 *
 * Why not @storybook/test-runner: it gives every story file a fresh page that loads the whole
 * preview again, and jest adds its own start-up per file. Here each worker keeps ONE page and
 * switches stories over the preview's channel (what the Storybook UI itself does), with cookies and
 * storage cleared in between. Decisions: docs/decisions/2026-11-23-story-runner.md.
 *
 *   node --import tsx scripts/story-runner.ts --url http://127.0.0.1:PORT [--update] [--workers N] [id…]
 *   --retries N  run a failed story N more times, alone, on a fresh page (default: 1 when CI is set, else 0)
 *   id…  parts of story ids to run (`screens-contact`, `components-toasts--success`); none = all
 *
 * Story parameters read here (typed in stories/builders.ts):
 *   pending: true           the story holds a request open on purpose (Loading, Submitting): do not
 *                           wait for queries and mutations to settle (and check that one is open)
 *   loadLazyImages: true    load every `loading="lazy"` picture before the screenshot (the whole page
 *                           is in the picture, and which lazy ones the browser fetched would be timing)
 *   visual: { skip: '…' }   no screenshot (the reason is printed): the story navigates away, or its
 *                           picture is byte-identical to another story's. Play and axe still run.
 * Screens the registry marks `comingSoon` get no screenshot either.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { routeById } from '../registry/routes';
import { compareScreenshots, VISUAL_THRESHOLDS, writeDiffReport, type VisualFailure } from './story-visual';
import { CHROMIUM_ARGS } from './machine';

type Theme = 'light' | 'dark';

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: 'story' | 'docs';
}

/** What the runner needs to know about a story, read from the prepared story in the page. */
interface StoryMeta {
  readonly pending: boolean;
  readonly loadLazyImages: boolean;
  readonly skip: string | null;
  readonly viewport: { readonly width: number; readonly height: number };
}

interface StoryResult {
  readonly id: string;
  readonly ok: boolean;
  readonly ms: number;
  readonly screenshots: number;
  readonly skipped: string | null;
  readonly errors: readonly string[];
}

// ── Options ──────────────────────────────────────────────────────────────────────────────────────

const argv = process.argv.slice(2);
const valueOf = (flag: string) => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const URL_BASE = (valueOf('--url') ?? process.env['TARGET_URL'] ?? 'http://127.0.0.1:6006').replace(/\/$/, '');
const UPDATE = argv.includes('--update');
const WORKERS = Number(valueOf('--workers') ?? process.env['STORYBOOK_TEST_WORKERS'] ?? 2);
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
/** How many more times a failed story runs (--retries N; default 1 on CI, 0 elsewhere, where a developer wants to see a flake). */
const RETRIES = Number(valueOf('--retries') ?? (process.env['CI'] ? 1 : 0));
const FILTERS = argv.filter(
  (a, i) => !a.startsWith('--') && !['--url', '--workers', '--retries'].includes(argv[i - 1] ?? ''),
);

const VISUAL_DIR = path.resolve('tests/visual');
const DIFF_DIR = path.join(VISUAL_DIR, '__diff_output__');
const THEMES: readonly Theme[] = ['light', 'dark'];
/** Longest a story may take to render and play. */
const STORY_TIMEOUT_MS = 30_000;
/** Longest a story that is not `pending` may keep a query or mutation open after its play function. */
const SETTLE_TIMEOUT_MS = 10_000;

const DESKTOP = { width: 1280, height: 800 };

/** Same rendering on every machine (DESIGN.md › Facts learned on this machine). */
const LAUNCH_ARGS = [
  ...CHROMIUM_ARGS,
  // No LCD subpixel text, sRGB.
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

const themesFor = (title: string): readonly Theme[] => (title.startsWith('Components/') ? THEMES : ['light']);

/** A screen the registry says is not built yet: its "Coming soon" page is not a design to keep. */
function comingSoonOf(title: string): string | null {
  const id = /^Screens\/(.+)$/.exec(title)?.[1];
  const route = id ? (routeById as Record<string, { comingSoon?: string } | undefined>)[id] : undefined;
  return route?.comingSoon ? `${id} is not built yet (registry comingSoon)` : null;
}

const baselinePath = (theme: Theme, id: string) => path.join(VISUAL_DIR, theme, `${id}.png`);

// ── In-page helpers (run in the preview iframe's window) ─────────────────────────────────────────

/* eslint-disable @typescript-eslint/no-explicit-any -- the preview's globals are untyped */

/** Reads the prepared story: parameters and story globals decide waiting, screenshots and size. */
async function readStoryMeta(page: Page, id: string): Promise<StoryMeta> {
  return page.evaluate(
    async ({ id, desktop }) => {
      const preview = (window as any).__STORYBOOK_PREVIEW__;
      const story = await preview.storyStore.loadStory({ storyId: id });
      const parameters = story.parameters ?? {};
      const name: string = story.storyGlobals?.viewport?.value ?? 'desktop';
      const styles = parameters.viewport?.options?.[name]?.styles;
      return {
        pending: parameters.pending === true,
        loadLazyImages: parameters.loadLazyImages === true,
        skip: typeof parameters.visual?.skip === 'string' ? parameters.visual.skip : null,
        viewport: styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : desktop,
      };
    },
    { id, desktop: DESKTOP },
  );
}

/** Renders a story over the channel and resolves when its play function is done (or failed). */
async function renderStory(page: Page, id: string): Promise<string | null> {
  const rendered = page.evaluate(
    (storyId) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const message = (e: any) =>
          e?.stack && !String(e.stack).includes(e.message)
            ? `${e.message}\n${e.stack}`
            : (e?.stack ?? e?.message ?? String(e));
        const listeners: Record<string, (payload: any) => void> = {
          storyFinished: (d) => {
            if (d?.storyId && d.storyId !== storyId) return;
            done(d?.status === 'error' ? 'the story finished with an error' : null);
          },
          storyErrored: (d) => done(`${d?.title ?? 'Error'}: ${d?.description ?? ''}`),
          storyThrewException: (e) => done(`render: ${message(e)}`),
          playFunctionThrewException: (e) => done(`play: ${message(e)}`),
          unhandledErrorsWhilePlaying: (errors) => done(`unhandled error while playing: ${message(errors?.[0])}`),
          storyMissing: (missing) => missing === storyId && done('story missing from the build'),
          // Already on screen (the proof re-uses a story): render it again from the start.
          storyUnchanged: () => channel.emit('forceRemount', { storyId }),
        };
        function done(result: string | null) {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(result);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`did not finish rendering and playing within ${STORY_TIMEOUT_MS / 1000} s`),
      STORY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([rendered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Waits until the picture is final: fonts, router idle, queries and mutations settled (unless the
 * story holds one open on purpose), images decoded, two frames painted. Returns a problem or null.
 */
async function settle(page: Page, pending: boolean, loadLazyImages = false): Promise<string | null> {
  return page.evaluate(
    async ({ pending, timeout, loadLazyImages }) => {
      await document.fonts.ready;
      const w = window as any;
      /** Requests held open: queries and mutations in flight, and mocked requests that never answer. */
      const held = () => {
        const queries = w.__LOTLINE_STORY_QUERY_CLIENT__;
        return (queries ? queries.isFetching() + queries.isMutating() : 0) + (w.__LOTLINE_STORY_REQUESTS__?.held ?? 0);
      };
      const busy = () => {
        const router = w.__LOTLINE_STORY_ROUTER__;
        const parts: string[] = [];
        const answering = w.__LOTLINE_STORY_REQUESTS__?.answering ?? 0;
        if (!router) parts.push('the story has not put its router on screen');
        // A route loader waiting on the request the story holds open will not finish: that is the picture.
        else if ((router.state.status !== 'idle' || router.state.isLoading) && !(pending && held() > 0)) {
          parts.push('the router is loading');
        }
        if (answering > 0) parts.push(`${answering} mocked request(s) not answered yet`);
        else if (!pending && held() > 0) parts.push(`${held()} request(s) still open`);
        return parts;
      };
      const deadline = performance.now() + timeout;
      for (let parts = busy(); parts.length > 0; parts = busy()) {
        if (performance.now() > deadline) {
          return `${parts.join(', ')} after ${timeout / 1000} s. If the story holds a request open on purpose (Loading, Submitting), give it parameters: { pending: true }.`;
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      if (pending && held() === 0) return 'marked pending: true, but no request is open (remove the marker)';
      // Fixed headers are drawn where the page is scrolled to: take every picture from the top.
      window.scrollTo(0, 0);
      if (loadLazyImages) document.querySelectorAll('img').forEach((img) => (img.loading = 'eager'));
      const images = [...document.images].filter((img) => !img.complete && img.loading !== 'lazy');
      await Promise.race([
        Promise.all(
          images.map(
            (img) =>
              new Promise((r) => {
                img.addEventListener('load', r, { once: true });
                img.addEventListener('error', r, { once: true });
              }),
          ),
        ),
        new Promise((r) => setTimeout(r, Math.max(0, deadline - performance.now()))),
      ]);
      // Pictures loaded for the screenshot are decoded before it (decoding="async" may paint them a frame late).
      if (loadLazyImages) await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return null;
    },
    { pending, timeout: SETTLE_TIMEOUT_MS, loadLazyImages },
  );
}

/** Switches the toolbar theme global and waits for the re-render (what the play opened stays open). */
async function setTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        const channel = (window as any).__STORYBOOK_ADDONS_CHANNEL__;
        const timer = window.setTimeout(resolve, 10_000);
        channel.once('storyRendered', () => {
          window.clearTimeout(timer);
          resolve();
        });
        channel.emit('updateGlobals', { globals: { theme: next } });
      }),
    theme,
  );
}

async function checkA11y(page: Page, theme: Theme): Promise<string | null> {
  const violations = await page.evaluate(async () => {
    const result = await (window as any).axe.run(document, { resultTypes: ['violations'] });
    return (result.violations as any[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id as string,
        impact: v.impact as string,
        help: v.help as string,
        targets: (v.nodes as any[]).slice(0, 5).map((n) => (n.target as string[]).join(' ')),
      }));
  });
  if (violations.length === 0) return null;
  const lines = violations.map((v) => `  - ${v.id} [${v.impact}] ${v.help}\n      ${v.targets.join('\n      ')}`);
  return `accessibility (${theme}): ${violations.length} serious/critical violation(s)\n${lines.join('\n')}`;
}

/* eslint-enable @typescript-eslint/no-explicit-any */

/** Text that follows the wall clock: the footer's copyright year (masked; it changes every January). */
const WALL_CLOCK_TEXT = [/^© \d{4} /];
/** Resend countdowns, drawn at one value in screenshots. */
const COUNTDOWN = /^(Send again|Resend) in \d+s$/;

async function screenshot(page: Page): Promise<Buffer> {
  // Countdowns ("Resend in 59s") tick while the picture is taken, and their width changes with the
  // digits: show them at one value. React keeps the text node, so this only changes what is drawn.
  await page.evaluate((pattern) => {
    const countdown = new RegExp(pattern);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (countdown.test(node.data)) node.data = node.data.replace(/\d+s$/, '60s');
    }
  }, COUNTDOWN.source);
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: WALL_CLOCK_TEXT.map((text) => page.getByText(text)),
  });
}

/**
 * Chromium decides whether script-moved focus shows a focus ring from the page's last real input,
 * which a reused page carries over from earlier stories. One real click on a throw-away overlay
 * gives every story the same start: the visitor clicked their way here.
 */
async function resetFocusModality(page: Page): Promise<void> {
  await page.evaluate(() => {
    const overlay = document.createElement('div');
    overlay.id = 'story-runner-reset';
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    // Focusable, so the click moves focus by mouse (a click that focuses nothing changes nothing).
    overlay.tabIndex = -1;
    document.body.append(overlay);
  });
  await page.mouse.click(0, 0);
  await page.evaluate(() => {
    document.getElementById('story-runner-reset')?.remove();
    (document.activeElement as HTMLElement | null)?.blur?.();
  });
}

// ── Workers ──────────────────────────────────────────────────────────────────────────────────────

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Worker {
  readonly context: BrowserContext;
  page: Page;
  viewport: { width: number; height: number };
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${URL_BASE}/iframe.html?viewMode=story`, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const w = window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown } };
    return Boolean(w.__STORYBOOK_PREVIEW__?.storyStoreValue);
  });
  await page.addScriptTag({ content: axeSource });
  return page;
}

async function newWorker(browser: Browser): Promise<Worker> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  });
  // tsx compiles this file with esbuild's keepNames, which wraps functions in `__name(…)`; the
  // callbacks handed to page.evaluate carry that call into the page, so give the page a no-op one.
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return { context, page: await openPage(context), viewport: DESKTOP };
}

/** After a timeout or a crash the page's state is unknown: start the worker's page again. */
async function resetWorker(worker: Worker): Promise<void> {
  await worker.page.close().catch(() => undefined);
  worker.page = await openPage(worker.context);
  worker.viewport = DESKTOP;
}

const failures: VisualFailure[] = [];
const recorded = new Set<string>();

async function runOne(worker: Worker, entry: IndexEntry): Promise<StoryResult> {
  const started = Date.now();
  const errors: string[] = [];
  let screenshots = 0;
  let skipped: string | null = null;
  const { page } = worker;
  try {
    const meta = await readStoryMeta(page, entry.id);
    skipped = meta.skip ?? comingSoonOf(entry.title);
    // A clean browser for each story, as a fresh page would have: no cookies, no stored preferences.
    await worker.context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await resetFocusModality(page);
    if (meta.viewport.width !== worker.viewport.width || meta.viewport.height !== worker.viewport.height) {
      await page.setViewportSize(meta.viewport);
      worker.viewport = meta.viewport;
    }
    const renderError = await renderStory(page, entry.id);
    if (renderError) {
      errors.push(renderError);
      return { id: entry.id, ok: false, ms: Date.now() - started, screenshots, skipped, errors };
    }
    const themes = themesFor(entry.title);
    try {
      for (const theme of themes) {
        if (theme !== 'light') await setTheme(page, theme);
        const unsettled = await settle(page, meta.pending, meta.loadLazyImages);
        if (unsettled) {
          errors.push(unsettled);
          break;
        }
        const a11y = await checkA11y(page, theme);
        if (a11y) errors.push(a11y);
        if (skipped) continue;
        const image = await screenshot(page);
        screenshots++;
        const file = baselinePath(theme, entry.id);
        recorded.add(file);
        if (UPDATE) {
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, image);
          continue;
        }
        const baseline = existsSync(file) ? readFileSync(file) : null;
        const comparison = baseline ? compareScreenshots(baseline, image) : null;
        if (!comparison?.pass) {
          const reason = comparison?.reason ?? `no baseline: run npm run test:visual:update -- ${entry.id}`;
          errors.push(`visual (${theme}): ${reason}`);
          failures.push({
            storyId: entry.id,
            title: entry.title,
            name: entry.name,
            theme,
            reason,
            baseline,
            actual: image,
            diff: comparison?.diff ?? null,
          });
        }
      }
    } finally {
      if (themes.includes('dark')) await setTheme(page, 'light');
    }
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  if (errors.some((e) => e.startsWith('did not finish')) || page.isClosed()) await resetWorker(worker);
  return { id: entry.id, ok: errors.length === 0, ms: Date.now() - started, screenshots, skipped, errors };
}

// ── Strictness proof ─────────────────────────────────────────────────────────────────────────────

/** The story and controls the proof changes (must exist and be on screen in that story). */
const PROOF_STORY = 'screens-contact--idle';
const PROOF_BUTTON = { role: 'button', name: 'Send message' } as const;
const PROOF_BORDER_FIELD = 'Name';

/**
 * Proves in the real browser that the comparison catches small changes: one shade darker on one
 * button, and one shade darker on the 1-px border of one text field, each must fail against an
 * unchanged screenshot, while two unchanged screenshots must pass. Returns the problems found.
 */
async function proveStrictness(worker: Worker): Promise<string[]> {
  const { page } = worker;
  if (worker.viewport.width !== DESKTOP.width || worker.viewport.height !== DESKTOP.height) {
    await page.setViewportSize(DESKTOP);
    worker.viewport = DESKTOP;
  }
  const renderError = await renderStory(page, PROOF_STORY);
  if (renderError) return [`proof story ${PROOF_STORY}: ${renderError}`];
  const unsettled = await settle(page, false);
  if (unsettled) return [`proof story ${PROOF_STORY}: ${unsettled}`];

  const problems: string[] = [];
  const before = await screenshot(page);
  const again = await screenshot(page);
  const control = compareScreenshots(before, again);
  if (!control.pass) problems.push(`two unchanged screenshots differ: ${control.reason}`);

  const button = page.getByRole(PROOF_BUTTON.role, { name: PROOF_BUTTON.name });
  const field = page.getByLabel(PROOF_BORDER_FIELD, { exact: false }).first();
  const cases = [
    {
      label: `background of the "${PROOF_BUTTON.name}" button one shade darker`,
      target: button,
      property: 'background-color',
    },
    {
      label: `1-px border of the "${PROOF_BORDER_FIELD}" field one shade darker`,
      target: field,
      property: 'border-color',
    },
  ] as const;
  for (const c of cases) {
    const box = await c.target.boundingBox();
    const marker = await c.target.evaluate((el, property) => {
      el.setAttribute('data-visual-proof', '');
      const [r, g, b] = (
        getComputedStyle(el)
          .getPropertyValue(property)
          .match(/[\d.]+/g) ?? ['0', '0', '0']
      ).map(Number);
      // About one step of a colour scale: 12 % darker.
      const darker = (v = 0) => Math.round(v * 0.88);
      return `rgb(${darker(r)}, ${darker(g)}, ${darker(b)})`;
    }, c.property);
    const style = await page.addStyleTag({ content: `[data-visual-proof] { ${c.property}: ${marker} !important; }` });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const changed = await screenshot(page);
    await style.evaluate((el) => (el as Element).remove());
    await c.target.evaluate((el) => el.removeAttribute('data-visual-proof'));
    const result = compareScreenshots(before, changed);
    const size = box ? `${Math.round(box.width)}×${Math.round(box.height)}` : '?';
    if (before.equals(changed)) {
      problems.push(`${c.label} (${size}) changed nothing on screen: the proof itself is broken`);
    } else if (result.pass) {
      problems.push(
        `${c.label} (${size}) passed the comparison (${result.diffPixels} px differ): the thresholds are too loose`,
      );
    } else {
      console.log(`  proof: ${c.label} (${size}) → ${result.diffPixels} px differ → caught`);
    }
  }
  return problems;
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────────

const fmt = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const started = Date.now();
  const index = (await (await fetch(`${URL_BASE}/index.json`)).json()) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries)
    .filter((e) => e.type === 'story')
    .filter((e) => FILTERS.length === 0 || FILTERS.some((f) => e.id.includes(f)));
  if (stories.length === 0) {
    console.error(`No story matches ${FILTERS.join(', ')}`);
    return 1;
  }
  // A full update starts from nothing so baselines of removed stories go too; a filtered one keeps the rest.
  if (UPDATE && FILTERS.length === 0)
    for (const theme of THEMES) rmSync(path.join(VISUAL_DIR, theme), { recursive: true, force: true });
  rmSync(DIFF_DIR, { recursive: true, force: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  const workers = await Promise.all(
    Array.from({ length: Math.max(1, Math.min(WORKERS, stories.length)) }, () => newWorker(browser)),
  );
  console.log(
    `${stories.length} stories, ${workers.length} workers (one page each), ${UPDATE ? 'recording baselines' : 'comparing with baselines'}`,
  );

  const queue = [...stories];
  const results: StoryResult[] = [];
  await Promise.all(
    workers.map(async (worker) => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const result = await runOne(worker, entry);
        results.push(result);
        const note = result.skipped ? `  [no screenshot: ${result.skipped}]` : '';
        console.log(`${result.ok ? '✓' : '✗'} ${entry.id} ${fmt(result.ms)}${note}`);
        for (const e of result.errors) console.log(`    ${e.replace(/\n/g, '\n    ')}`);
      }
    }),
  );

  // A story that failed is run once more, alone, on a fresh page, when RETRIES allows (CI): on this
  // 2-core machine a busy moment can starve one interaction. One that passes then is printed as
  // flaky, by name, in the summary (to be looked at); one that fails twice fails the run.
  const flaky: StoryResult[] = [];
  if (!UPDATE && RETRIES > 0) {
    for (let attempt = 1; attempt <= RETRIES; attempt++) {
      const again = results.filter((r) => !r.ok);
      if (again.length === 0) break;
      console.log(`\nRunning ${again.length} failed ${again.length === 1 ? 'story' : 'stories'} again, one at a time:`);
      for (const failedRun of again) {
        const entry = stories.find((e) => e.id === failedRun.id)!;
        await resetWorker(workers[0]!);
        const failuresBefore = failures.length;
        const rerun = await runOne(workers[0]!, entry);
        console.log(`${rerun.ok ? '✓' : '✗'} ${entry.id} ${fmt(rerun.ms)} (run ${attempt + 1})`);
        for (const e of rerun.errors) console.log(`    ${e.replace(/\n/g, '\n    ')}`);
        results.splice(results.indexOf(failedRun), 1, rerun);
        if (!rerun.ok) continue;
        // Passed this time: drop the earlier runs' visual failures from the report.
        for (let i = failuresBefore - 1; i >= 0; i--) if (failures[i]!.storyId === entry.id) failures.splice(i, 1);
        flaky.push(failedRun);
      }
    }
  }

  const problems: string[] = [];
  if (!UPDATE && FILTERS.length === 0) {
    // Baselines no story took a screenshot for: a removed or renamed story, or one that lost its
    // screenshot (skipped, coming soon). A story that failed before its screenshot is not counted.
    const failedIds = new Set(results.filter((r) => !r.ok).map((r) => r.id));
    const orphans = THEMES.flatMap((theme) => {
      const dir = path.join(VISUAL_DIR, theme);
      return existsSync(dir) ? readdirSync(dir).map((f) => path.join(dir, f)) : [];
    }).filter((file) => !recorded.has(file) && !failedIds.has(path.basename(file, '.png')));
    if (orphans.length) {
      problems.push(
        `baselines with no story screenshot (delete them, or run npm run test:visual:update):\n    ${orphans.map((f) => path.relative(process.cwd(), f)).join('\n    ')}`,
      );
    }
  }
  if (!UPDATE && (FILTERS.length === 0 || argv.includes('--proof'))) {
    const proof = await proveStrictness(workers[0]!);
    problems.push(...proof.map((p) => `strictness proof: ${p}`));
    if (proof.length === 0)
      console.log(`✓ strictness proof: a one-shade change on a button and on a 1-px border fails the comparison`);
  }
  await browser.close();

  const failed = results.filter((r) => !r.ok);
  const shots = results.reduce((n, r) => n + r.screenshots, 0);
  const skipped = results.filter((r) => r.skipped).length;
  console.log(
    `\n${results.length - failed.length} passed${flaky.length ? ` (${flaky.length} of them flaky)` : ''}, ${failed.length} failed; ${shots} screenshots, ${skipped} stories without one; ${fmt(Date.now() - started)}` +
      ` (thresholds: ${VISUAL_THRESHOLDS.maxDiffPixels} px, per-pixel ${VISUAL_THRESHOLDS.pixelThreshold})`,
  );
  if (flaky.length)
    console.log(
      `Flaky (failed, then passed when run again alone):\n${flaky.map((r) => `  ${r.id}\n    ${r.errors.join('\n    ').replace(/\n/g, '\n    ')}`).join('\n')}`,
    );
  if (failed.length)
    console.log(
      `Failed:\n${failed.map((r) => `  ${r.id}\n    ${r.errors.join('\n    ').replace(/\n/g, '\n    ')}`).join('\n')}`,
    );
  for (const p of problems) console.log(`✗ ${p}`);
  if (failures.length) {
    // Links open the story in `npm run storybook` (this run's server is gone when QA reads the page).
    const report = writeDiffReport(DIFF_DIR, failures, 'http://localhost:6006');
    console.log(`\nVisual differences (baseline | actual | diff): ${path.relative(process.cwd(), report)}`);
  }
  if (UPDATE) console.log(`Baselines written for ${shots} screenshots in ${path.relative(process.cwd(), VISUAL_DIR)}/`);
  return failed.length || problems.length ? 1 : 0;
}

process.exitCode = await main();
