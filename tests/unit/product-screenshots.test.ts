/**
 * The home page's product pictures are real, current files (scripts/capture-screenshots.ts takes
 * them from the app): each exists, has the size the page reserves for it (no layout shift), is
 * optimised, is described for people who cannot see it, and shows an area that is built.
 */
import { existsSync, statSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../registry/status';
import { PRODUCT_SCREENSHOT_SIZE, productScreenshotSources, productScreenshots } from '../../src/content/pages';

describe('product screenshots', () => {
  it.each(productScreenshotSources.map((s) => [s.name, s] as const))(
    '%s is a WebP of the declared size',
    async (_n, shot) => {
      const file = `public/screenshots/${shot.name}.webp`;
      expect(existsSync(file), `${file}: run npm run screenshots`).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect({ width: meta.width, height: meta.height }).toEqual(PRODUCT_SCREENSHOT_SIZE);
      expect(statSync(file).size, 'optimised: under 120 kB').toBeLessThan(120 * 1024);
      expect(shot.alt.length, 'alt text that says what is shown').toBeGreaterThan(40);
    },
  );

  it('shows only areas that are built, with the size the page reserves', () => {
    expect(productScreenshots.length).toBeGreaterThan(0);
    for (const shot of productScreenshots) {
      for (const id of shot.needs) expect(isBuilt(id), `${shot.name} needs ${id}`).toBe(true);
      expect(shot).toMatchObject({ src: `/screenshots/${shot.name}.webp`, ...PRODUCT_SCREENSHOT_SIZE });
    }
  });
});
