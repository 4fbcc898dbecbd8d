/**
 * Visual comparison of story screenshots with their baselines, and the HTML report QA opens when
 * one differs. Used by scripts/story-runner.ts, its strictness proof, and tests/unit.
 * Why these thresholds: docs/decisions/2026-11-23-strict-visual-comparison.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface VisualThresholds {
  readonly pixelThreshold: number;
  readonly includeAA: boolean;
  readonly maxDiffPixels: number;
}

export const VISUAL_THRESHOLDS: VisualThresholds = {
  /**
   * Per-pixel colour distance (pixelmatch's YIQ metric, 0–1) at or under which two pixels count as
   * the same. 0.02 still sees a shade step such as blue.600 → blue.700 (≈0.07) or gray.200 → gray.300.
   */
  pixelThreshold: 0.02,
  /**
   * Anti-aliased pixels are counted: pixelmatch's anti-aliasing guess also matches a 1-px line
   * between two flat areas, so excusing them would let a changed border through.
   */
  includeAA: true,
  /**
   * Differing pixels allowed per screenshot. Rendering is pinned (one Chromium build, self-hosted
   * font, no animation, no caret), so repeated runs agree to the pixel; the margin is for nothing
   * else. A recoloured 120×40 button is 4,800 px, a 1-px border around it about 316 px.
   */
  maxDiffPixels: 20,
};

export interface Comparison {
  readonly pass: boolean;
  /** Pixels that differ beyond the per-pixel threshold (on the larger canvas when sizes differ). */
  readonly diffPixels: number;
  /** Why it failed, one line. */
  readonly reason: string | null;
  /** When it failed: a PNG with the differing pixels in red over a faded baseline. */
  readonly diff: Buffer | null;
}

/** Copies an image onto a larger transparent canvas so two sizes can be compared pixel by pixel. */
function padTo(image: PNG, width: number, height: number): Uint8Array {
  if (image.width === width && image.height === height) return image.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < image.height; y++) {
    out.set(image.data.subarray(y * image.width * 4, (y + 1) * image.width * 4), y * width * 4);
  }
  return out;
}

export function compareScreenshots(
  baseline: Buffer,
  actual: Buffer,
  thresholds: VisualThresholds = VISUAL_THRESHOLDS,
): Comparison {
  // Chromium encodes the same pixels to the same bytes: most comparisons end here, without decoding.
  if (baseline.equals(actual)) return { pass: true, diffPixels: 0, reason: null, diff: null };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const out = new PNG({ width, height });
  const diffPixels = pixelmatch(padTo(a, width, height), padTo(b, width, height), out.data, width, height, {
    threshold: thresholds.pixelThreshold,
    includeAA: thresholds.includeAA,
    alpha: 0.2,
  });
  const sizeChanged = a.width !== b.width || a.height !== b.height;
  const reason = sizeChanged
    ? `size ${b.width}×${b.height}, baseline ${a.width}×${a.height} (${diffPixels} px differ)`
    : diffPixels > thresholds.maxDiffPixels
      ? `${diffPixels} px differ (allowed ${thresholds.maxDiffPixels})`
      : null;
  return { pass: reason === null, diffPixels, reason, diff: reason === null ? null : PNG.sync.write(out) };
}

export interface VisualFailure {
  readonly storyId: string;
  readonly title: string;
  readonly name: string;
  readonly theme: string;
  readonly reason: string;
  readonly baseline: Buffer | null;
  readonly actual: Buffer;
  readonly diff: Buffer | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Writes `<dir>/index.html` (baseline | actual | diff per failed comparison) with its images next
 * to it, so the folder can be opened or kept as a CI artifact on its own. Returns the page's path.
 */
export function writeDiffReport(dir: string, failures: readonly VisualFailure[], storybookUrl?: string): string {
  mkdirSync(dir, { recursive: true });
  const rows = failures.map((f) => {
    const base = `${f.theme}/${f.storyId}`;
    mkdirSync(path.join(dir, f.theme), { recursive: true });
    writeFileSync(path.join(dir, `${base}.actual.png`), f.actual);
    if (f.baseline) writeFileSync(path.join(dir, `${base}.baseline.png`), f.baseline);
    if (f.diff) writeFileSync(path.join(dir, `${base}.diff.png`), f.diff);
    const img = (file: string | null, label: string) =>
      file
        ? `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${label}: ${escapeHtml(f.storyId)}" loading="lazy"></a></figure>`
        : `<figure><figcaption>${label}</figcaption><p class="none">none</p></figure>`;
    const link = storybookUrl
      ? ` · <a href="${storybookUrl}/?path=/story/${encodeURIComponent(f.storyId)}">open in Storybook</a> (npm run storybook)`
      : '';
    return `<section>
  <h2>${escapeHtml(f.title)} › ${escapeHtml(f.name)} <small>(${f.theme})</small></h2>
  <p><code>${escapeHtml(f.storyId)}</code> — ${escapeHtml(f.reason)}${link}</p>
  <div class="row">${img(f.baseline ? `${base}.baseline.png` : null, 'Baseline')}${img(`${base}.actual.png`, 'Actual')}${img(f.diff ? `${base}.diff.png` : null, 'Diff')}</div>
</section>`;
  });
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Story visual differences (${failures.length})</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #111; }
  section { border-top: 1px solid #ddd; padding: 12px 0 24px; }
  .row { display: grid; grid-template-columns: repeat(3, 1fr); gap: 12px; align-items: start; }
  figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
  img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #777; font-style: italic; }
</style>
<h1>Story visual differences: ${failures.length}</h1>
<p>Red in the diff marks pixels that changed. If the change is intended, run <code>npm run test:visual:update</code>
(or <code>npm run test:visual:update -- &lt;story-id&gt;</code>) and commit the new baselines.</p>
${rows.join('\n')}
</html>
`;
  const file = path.join(dir, 'index.html');
  writeFileSync(file, html);
  return file;
}
