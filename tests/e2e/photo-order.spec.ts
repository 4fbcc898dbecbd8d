/**
 * Photo order on a vehicle's page, in the built app (issue 14: @dnd-kit loads only when someone
 * reaches for the photo grid). The grid's dnd-kit chunk is not fetched with the page; focus or the
 * pointer entering the grid fetches it. A grip pressed before it arrives (Space, or a mouse button
 * held down) still picks the photo up once it has, and a drag after it has moves a photo as before.
 * Each order is saved. Demo accounts of the test server (SEED_DEMO=1).
 */
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { freshVin } from './fresh-vin';
import { signedInPage } from './sign-in';

const SORTABLE_CHUNK = /\/assets\/sortable-photo-grid-[\w-]+\.js$/;

test('photos reorder by keyboard and by mouse drag, with dnd-kit loaded on intent', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = { origin: new URL(baseURL!).origin };
  const owner = await signedInPage(browser, baseURL!, 'marcus.bell', '/dashboard');
  const errors: string[] = [];
  owner.on('pageerror', (e) => errors.push(e.message));
  owner.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const fetched: string[] = [];
  owner.on('request', (r) => {
    if (SORTABLE_CHUNK.test(r.url())) fetched.push(r.url());
  });

  // A vehicle of this run with three photos (flat colours, the smallest size the API takes).
  const added = await owner.request.post('/api/inventory', {
    headers: origin,
    data: {
      vin: freshVin('JM1BPBLL1M', 31),
      year: 2021,
      make: 'Mazda',
      model: 'Mazda3',
      mileage: 30_100,
      condition: 'used',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = ((await added.json()) as { vehicle: { id: string } }).vehicle;
  for (const [i, background] of ['#b03a2e', '#1f618d', '#1e8449'].entries()) {
    const png = await sharp({ create: { width: 240, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
    const sent = await owner.request.post(`/api/inventory/${id}/photos`, {
      headers: origin,
      multipart: { file: { name: `shot-${i + 1}.png`, mimeType: 'image/png', buffer: png }, alt: `Shot ${i + 1}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }
  const savedOrder = async () =>
    (
      (await (await owner.request.get(`/api/inventory/${id}`, { headers: origin })).json()) as {
        vehicle: { photos: { alt: string }[] };
      }
    ).vehicle.photos.map((p) => p.alt);

  // goto, not reload: goto returns once the app is live (tests/e2e/boot.ts), so the grid's own
  // handlers get the pointer and focus, not the server's markup. The pointer waits in the corner,
  // away from the grid, until a step moves it there.
  const openPhotos = async () => {
    await owner.mouse.move(0, 0);
    await owner.goto(`/dashboard/inventory/${id}?tab=photos`);
  };
  await openPhotos();
  const grid = owner.getByRole('list', { name: 'Photos' });
  await expect(grid.getByTestId('photo-tile')).toHaveCount(3);
  // dnd-kit's live region, where each step is announced: there once the sortable grid is.
  const announcer = owner.locator('[id^="DndLiveRegion"]');
  expect(fetched, 'dnd-kit is not part of the page').toEqual([]);
  await expect(announcer).toHaveCount(0);

  /** Holds the dnd-kit chunk back until the returned function is called (a slow network, on cue). */
  const holdSortableChunk = async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await owner.route(SORTABLE_CHUNK, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  };
  const tiles = grid.getByTestId('photo-tile');
  const centre = async (locator: typeof grid) => {
    const box = (await locator.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };

  // Keyboard, with Space pressed while dnd-kit is still on its way (focus asked for it): the grid
  // picks photo 1 up once loaded, focus still on its grip; → moves it one place, Space drops it.
  const releaseForKeys = await holdSortableChunk();
  const first = grid.getByRole('button', { name: 'Move photo 1 (Shot 1)' });
  await first.focus();
  await owner.keyboard.press('Space');
  await expect.poll(() => fetched.length).toBe(1);
  await expect(announcer).toHaveCount(0);
  releaseForKeys();
  // Picked up: dnd-kit marks the grip pressed (its "Picked up" line is at once followed by "over
  // position 1" in the live region, so the line itself is not waited for).
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toBeFocused();
  await owner.keyboard.press('ArrowRight');
  await expect(announcer).toHaveText('Photo 1 is over position 2 of 3.');
  await owner.keyboard.press('Space');
  await expect(announcer).toHaveText('Photo moved to position 2 of 3.');
  await expect.poll(savedOrder).toEqual(['Shot 2', 'Shot 1', 'Shot 3']);
  await owner.unrouteAll();

  // Mouse, on a fresh page: the pointer entering the grid loads dnd-kit; once it is there (its
  // live region), a drag of the first photo's grip onto the third tile moves it last.
  await openPhotos();
  await expect(tiles).toHaveCount(3);
  await expect(announcer).toHaveCount(0);
  const from = await centre(grid.getByRole('button', { name: 'Move photo 1 (Shot 2)' }));
  const last = await centre(tiles.nth(2));
  await owner.mouse.move(from.x, from.y);
  await expect(announcer).toHaveCount(1);
  await owner.mouse.down();
  await owner.mouse.move(last.x, last.y, { steps: 12 });
  await expect(announcer).toHaveText('Photo 1 is over position 3 of 3.');
  await owner.mouse.up();
  await expect(announcer).toHaveText('Photo moved to position 3 of 3.');
  await expect.poll(savedOrder).toEqual(['Shot 1', 'Shot 3', 'Shot 2']);
  await expect(tiles.first()).toContainText('Shot 1');

  // Mouse, pressed on a grip while dnd-kit is still on its way: the drag follows the held button
  // once loaded.
  await openPhotos();
  await expect(tiles).toHaveCount(3);
  fetched.length = 0;
  const releaseForDrag = await holdSortableChunk();
  const grip3 = await centre(grid.getByRole('button', { name: 'Move photo 3 (Shot 2)' }));
  const firstTile = await centre(tiles.nth(0));
  await owner.mouse.move(grip3.x, grip3.y);
  await owner.mouse.down();
  await expect.poll(() => fetched.length).toBe(1);
  await expect(announcer).toHaveCount(0);
  releaseForDrag();
  await expect(announcer).toHaveCount(1);
  await owner.mouse.move(firstTile.x, firstTile.y, { steps: 12 });
  await expect(announcer).toHaveText('Photo 3 is over position 1 of 3.');
  await owner.mouse.up();
  await expect(announcer).toHaveText('Photo moved to position 1 of 3.');
  await expect.poll(savedOrder).toEqual(['Shot 2', 'Shot 1', 'Shot 3']);
  await owner.unrouteAll();

  // A dialog opened from a tile while dnd-kit is on its way: the grid swaps once it has closed, so
  // the dialog gives focus back to the control that opened it, and focus stays there after.
  await openPhotos();
  await expect(tiles).toHaveCount(3);
  fetched.length = 0;
  const releaseForDialog = await holdSortableChunk();
  await grid.getByRole('button', { name: 'Edit alt text of photo 2 (Shot 1)' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Alt text' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => fetched.length).toBe(1);
  releaseForDialog();
  // Loaded (the page's own import of it settles once the grid's has), yet not swapped in under the dialog.
  await owner.evaluate(async (url) => void (await import(url)), fetched[0]!);
  await expect(announcer).toHaveCount(0);
  await owner.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(announcer).toHaveCount(1);
  await expect(grid.getByRole('button', { name: 'Edit alt text of photo 2 (Shot 1)' })).toBeFocused();
  await owner.unrouteAll();

  expect(errors).toEqual([]);
  await owner.context().close();
});
