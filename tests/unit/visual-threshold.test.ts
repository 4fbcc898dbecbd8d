/**
 * The story suite's visual comparison catches a small change (docs/decisions/2026-11-23-strict-visual-comparison.md):
 * on a 1280×800 page, a 120×40 button one shade darker, or the 1-px border around it one shade
 * darker, fails; the same page passes. Loosening VISUAL_THRESHOLDS again fails this test. The story
 * runner proves the same in the browser on a real story at the end of every `npm run test:stories`.
 */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots, VISUAL_THRESHOLDS } from '../../scripts/story-visual';

type Rgb = readonly [number, number, number];

// Chakra's blue.600/700 and gray.200/300: one step apart on their scales.
const BLUE_600: Rgb = [37, 99, 235];
const BLUE_700: Rgb = [29, 78, 216];
const GRAY_200: Rgb = [228, 228, 231];
const GRAY_300: Rgb = [212, 212, 216];
const PAGE: Rgb = [250, 250, 250];

/** A 1280×800 page with one 120×40 button: a 1-px border around a filled inside. */
function page({ fill = BLUE_600, border = GRAY_200 }: { fill?: Rgb; border?: Rgb } = {}): Buffer {
  const png = new PNG({ width: 1280, height: 800 });
  const paint = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) png.data.set([r, g, b, 255], (y * png.width + x) * 4);
    }
  };
  paint(0, 0, 1280, 800, PAGE);
  paint(580, 380, 120, 40, border);
  paint(581, 381, 118, 38, fill);
  return PNG.sync.write(png);
}

describe('visual comparison thresholds', () => {
  it('passes the same page', () => {
    expect(compareScreenshots(page(), page())).toMatchObject({ pass: true, diffPixels: 0 });
  });

  it('fails a 120×40 button one shade darker', () => {
    const result = compareScreenshots(page(), page({ fill: BLUE_700 }));
    expect(result.pass, `${result.diffPixels} px differ`).toBe(false);
    expect(result.diff).not.toBeNull();
  });

  it('fails its 1-px border one shade darker', () => {
    const result = compareScreenshots(page(), page({ border: GRAY_300 }));
    expect(result.diffPixels).toBe(2 * (120 + 40) - 4);
    expect(result.pass).toBe(false);
  });

  it('fails a page of another size', () => {
    const taller = new PNG({ width: 1280, height: 801 });
    taller.data.fill(255);
    expect(compareScreenshots(page(), PNG.sync.write(taller)).reason).toMatch(/^size 1280×801, baseline 1280×800/);
  });

  it('is stricter than the old settings, which let both changes through', () => {
    // Before: 1 % of the pixels, per-pixel distance 0.1, anti-aliasing guesses excused (and a blur).
    const old = { pixelThreshold: 0.1, includeAA: false, maxDiffPixels: 0.01 * 1280 * 800 };
    expect(compareScreenshots(page(), page({ fill: BLUE_700 }), old).pass).toBe(true);
    expect(compareScreenshots(page(), page({ border: GRAY_300 }), old).pass).toBe(true);
    expect(VISUAL_THRESHOLDS.maxDiffPixels).toBeLessThan(2 * (120 + 40) - 4);
  });
});
