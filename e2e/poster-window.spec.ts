import sharp from 'sharp';
import { expect, test } from './fixtures/test.ts';
import type { Locator } from '@playwright/test';
import m from '../src/shared/messages/en/create.ts';
import de from '../src/shared/messages/de/create.ts';
import { expectNoSeriousViolations } from './fixtures/accessibility.ts';
import { joinMembership } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/**
 * The poster's window on a phone (docs/product/create.md#the-posters-window): moved with the keys and a drag, zoomed,
 * and sent with the generate request. The subject finder's suggestion may or may not have arrived: the journey holds
 * either way. Where it has, a style that frames the photo in an oval shows that oval in the window.
 */
test.use({ viewport: { width: 320, height: 640 } });

type Window = { left: number; top: number; width: number; height: number };
const windowOf = async (window: Locator) => JSON.parse((await window.getAttribute('data-window')) ?? 'null') as Window;

test('moves and zooms the window with the keys, a drag and a pinch, and the poster is made with it', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // A landscape photo, red on the left and blue on the right: the poster's window has room to move sideways.
  const photo = testInfo.outputPath('halves.jpg');
  await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
      <rect width="800" height="1000" fill="#d62718"/><rect x="800" width="800" height="1000" fill="#2450a8"/>
      <circle cx="480" cy="460" r="200" fill="#f5c518"/></svg>`),
  )
    .jpeg({ quality: 90 })
    .toFile(photo);

  await signUpThroughApi(page.request, newAccount('window'));
  await page.goto('/create');
  await page.getByTestId('upload-input').setInputFiles(photo);
  await expect(page.getByTestId('uploaded-image')).toBeVisible();
  const window = page.getByRole('group', { name: m.windowLabel });
  await expect(window).toBeVisible();
  // The page fits the phone: nothing sticks out sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoSeriousViolations(page, 'the poster window picker');

  // − zooms out past the photo's top and bottom (the photo style keeps a wide photo whole): the hint says who paints
  // the hatched paper there; Reset brings the window back.
  const start = await windowOf(window);
  await window.focus();
  for (let step = 0; step < 4; step++) await page.keyboard.press('-');
  const out = await windowOf(window);
  expect(out.top).toBeLessThan(0);
  await expect(page.getByTestId('window-hint')).toHaveText(m.windowPaintsRest);
  await page.getByRole('button', { name: m.resetWindowLabel }).click();
  expect((await windowOf(window)).top).toBeGreaterThanOrEqual(-0.005);
  await expect(page.getByTestId('window-hint')).not.toHaveText(m.windowPaintsRest);

  // + on the focused window zooms in: the window gets smaller, keeping the poster's shape in the photo's pixels.
  await window.focus();
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  const zoomed = await windowOf(window);
  expect(zoomed.width).toBeLessThan(start.width * 0.8);
  expect((zoomed.width * 1600) / (zoomed.height * 1000)).toBeCloseTo(Math.SQRT1_2, 3);
  await expect(page.getByRole('button', { name: m.resetWindowLabel })).toBeEnabled();

  // The arrow keys move it right, a drag moves it back left and down.
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  const right = await windowOf(window);
  expect(right.left).toBeGreaterThan(zoomed.left + 0.02);
  expect(right.top).toBeCloseTo(zoomed.top, 5);
  const box = (await window.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 10, { steps: 6 });
  await page.mouse.up();
  const dragged = await windowOf(window);
  expect(dragged.left).toBeLessThan(right.left - 0.05);
  expect(dragged.top).toBeGreaterThan(right.top);
  await expect(page.getByTestId('window-position')).toContainText(`${Math.round(dragged.width * 100)} %`);

  // Two fingers spreading apart on a phone: the window follows the hand, larger, and keeps its shape.
  const touchscreen = await page.context().newCDPSession(page);
  const centre = (await window.boundingBox())!;
  const [x, y] = [centre.x + centre.width / 2, centre.y + centre.height / 2];
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
    touchscreen.send('Input.dispatchTouchEvent', {
      type,
      touchPoints:
        type === 'touchEnd'
          ? []
          : [
              { x: x - spread, y, id: 1 },
              { x: x + spread, y, id: 2 },
            ],
    });
  await touch('touchStart', 15);
  for (const spread of [25, 35, 45, 55]) await touch('touchMove', spread);
  await touch('touchEnd', 0);
  const pinched = await windowOf(window);
  expect(pinched.width).toBeGreaterThan(dragged.width * 1.2);
  expect((pinched.width * 1600) / (pinched.height * 1000)).toBeCloseTo(Math.SQRT1_2, 3);

  // The window goes with the request, and the poster is made.
  const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/generate-gpt-image'));
  await page.getByRole('button', { name: m.createMyPrint }).click();
  const body = (await request).postDataJSON() as { window: Window };
  for (const side of ['left', 'top', 'width', 'height'] as const)
    expect(body.window[side]).toBeCloseTo(pinched[side], 5);
  const result = page.getByTestId('poster-result');
  await expect(result).toHaveAttribute('data-glow', 'on', { timeout: 120_000 });
  await expect(result.getByTestId('poster-image')).toBeVisible();
});

test('shows the oval a style frames a photo without a subject in, and says so in German', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // Two flat halves: nothing in them is a subject, so psychedelic concert's bands frame the photo in an oval.
  const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2350c0' } })
    .composite([
      { input: { create: { width: 800, height: 1000, channels: 3, background: '#d42a2a' } }, left: 0, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  await signUpThroughApi(page.request, newAccount('oval'));
  await joinMembership(page.request);
  // The first suggestion loads the subject finder's models, which can take longer than the page waits for it. The
  // page sends a copy of 800 px on its long side, as this one.
  const small = await sharp(photo).resize(800).jpeg().toBuffer();
  const imageData = `data:image/jpeg;base64,${small.toString('base64')}`;
  await expect
    .poll(
      async () => {
        const answer = await page.request.post('/api/suggest-window', {
          data: { imageData, style: 'psychedelicconcert' },
        });
        return answer.ok() ? (((await answer.json()) as { shows: unknown }).shows ?? null) : null;
      },
      { timeout: 60_000 },
    )
    .toMatchObject({ width: expect.any(Number), height: expect.any(Number) });

  await page.goto('/create?lang=de');
  await page.getByTestId('upload-input').setInputFiles({ name: 'halves.jpg', mimeType: 'image/jpeg', buffer: photo });
  const window = page.getByRole('group', { name: de.windowLabel });
  await expect(window).toBeVisible();
  // The style chosen first shows the photo in its whole window: its suggestion comes without an oval.
  await expect(page.getByTestId('window-hint')).toHaveText(de.windowSuggested, { timeout: 20_000 });
  await expect(window.getByTestId('window-shown-part')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Psychedelic Concert', exact: true }).click();
  const oval = window.getByTestId('window-shown-part');
  await expect(oval).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('window-hint')).toHaveText(de.windowShowsPart);
  await expect(window).toHaveAccessibleDescription(new RegExp(de.windowShowsPart.slice(0, 20)));
  await page.getByTestId('image-frame').screenshot({ path: testInfo.outputPath('oval-window.png') });

  // The oval is where the poster shows the photo: on the photo, however far the window is moved or zoomed out past
  // the photo's edges (the window hangs over the hatched paper, the oval does not).
  const ovalOnPhoto = async () => {
    const [shown, image] = [
      (await oval.locator('ellipse').last().boundingBox())!,
      (await page.getByTestId('uploaded-image').boundingBox())!,
    ];
    expect(shown.x).toBeGreaterThanOrEqual(image.x - 2);
    expect(shown.x + shown.width).toBeLessThanOrEqual(image.x + image.width + 2);
    // taller than the photo, the oval holds its whole height
    if (shown.height >= image.height) {
      expect(shown.y).toBeLessThanOrEqual(image.y + 2);
      expect(shown.y + shown.height).toBeGreaterThanOrEqual(image.y + image.height - 2);
    } else {
      expect(shown.y).toBeGreaterThanOrEqual(image.y - 2);
      expect(shown.y + shown.height).toBeLessThanOrEqual(image.y + image.height + 2);
    }
  };
  await ovalOnPhoto();
  await window.focus();
  for (const key of ['-', '-', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await ovalOnPhoto();
  }
  await expectNoSeriousViolations(page, 'the poster window with its oval');
});
