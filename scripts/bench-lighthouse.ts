/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile, the default config) on /, /about, /blog and
 * /auth/login against the production server: builds dist/ if missing, starts the server on a free
 * port with a throwaway embedded database (seeded, so the blog has posts), drives Debian's Chromium
 * (through playwright-core, with a remote-debugging port for Lighthouse) and prints the four scores.
 * Targets (issue 4): accessibility and best practices 100, SEO 100 on the public pages, performance ≥ 90.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { startBenchServer } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from './machine';

const PAGES = ['/', '/about', '/blog', '/auth/login'];
// `--save DIR` keeps each page's full Lighthouse report (JSON) for a closer look.
const saveAt = process.argv.indexOf('--save');
const saveDir = saveAt > 0 ? process.argv[saveAt + 1] : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROMIUM = CHROMIUM_PATH;
const ARGS = [...CHROMIUM_ARGS, '--headless=new'];

const { base, stop } = await startBenchServer('lighthouse');

let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
const results: { path: string; scores: Record<string, number> }[] = [];
try {
  const debugPort = await freePort();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...ARGS, `--remote-debugging-port=${debugPort}`],
  });
  for (const path of PAGES) {
    const result = await lighthouse(`${base}${path}`, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`no Lighthouse result for ${path}`);
    if (result.lhr.runtimeError)
      throw new Error(
        `Lighthouse failed on ${path}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(
        join(saveDir, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.json`),
        result.report as string,
      );
    }
    const scores: Record<string, number> = {};
    for (const c of CATEGORIES) scores[c] = Math.round((result.lhr.categories[c]?.score ?? 0) * 100);
    results.push({ path, scores });
    const failing = Object.values(result.lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .filter((a) =>
        CATEGORIES.slice(1).some((c) => result.lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
      )
      .map((a) => a.id);
    const perf = result.lhr.audits;
    if (process.argv.includes('--verbose')) {
      for (const id of failing) console.log(id, JSON.stringify(perf[id]?.details).slice(0, 1500));
      console.log('diagnostics', JSON.stringify(perf['bootup-time']?.details).slice(0, 800));
    }
    console.log(
      `${path.padEnd(12)} perf ${scores.performance}  a11y ${scores.accessibility}  bp ${scores['best-practices']}  seo ${scores.seo}` +
        `   (FCP ${perf['first-contentful-paint']?.displayValue}, LCP ${perf['largest-contentful-paint']?.displayValue}, TBT ${perf['total-blocking-time']?.displayValue}, CLS ${perf['cumulative-layout-shift']?.displayValue})` +
        (failing.length ? `\n${' '.repeat(13)}not passing: ${failing.join(', ')}` : ''),
    );
  }
} finally {
  await browser?.close();
  await stop();
}

console.log('\nLighthouse 12, mobile (simulated throttling)');
console.log(['page'.padEnd(12), ...CATEGORIES.map((c) => c.padStart(15))].join(''));
for (const r of results)
  console.log([r.path.padEnd(12), ...CATEGORIES.map((c) => String(r.scores[c]).padStart(15))].join(''));
