import { writeFile } from 'node:fs/promises';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import m from '../src/shared/messages/en/create.ts';
import prints from '../src/shared/messages/en/prints.ts';
import { makeClip, makePhoto } from './fixtures/create-media.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';

/** A toast's title or text, inside the notifications region. */
function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
}

/** Records the app's window events, so a test can tell which dialog the page asked for. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenEvents: string[] }).seenEvents = seen;
    for (const name of [
      'openLoginModal',
      'openSignupModal',
      'openSubscriptionModal',
      'openCreditPurchaseModal',
      'creditsUpdated',
    ]) {
      window.addEventListener(name, () => seen.push(name));
    }
  });
}

const seenEvents = (page: Page) => page.evaluate(() => (window as unknown as { seenEvents: string[] }).seenEvents);

test.describe('/create signed out', () => {
  test('offers log in, sign up and the catalogue', async ({ page }) => {
    await recordEvents(page);
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
    await expect(page.getByRole('link', { name: m.browseCatalogue })).toHaveAttribute('href', '/catalogue');
    await page.getByRole('main').getByRole('button', { name: m.logIn }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('main').getByRole('button', { name: m.signUp }).click();
    await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
    expect(await seenEvents(page)).toEqual(['openLoginModal', 'openSignupModal']);
    await expect(page.getByTestId('upload-dropzone')).toHaveCount(0);
  });
});

test.describe('creating a poster', () => {
  test.describe.configure({ mode: 'serial' });

  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ acceptDownloads: true });
    await recordEvents(page);
    await signUpThroughApi(page.request, newAccount('create'));
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('shows the upload panel, the styles with five locked for a free account, and create my print', async () => {
    await page.goto('/create');
    const dropzone = page.getByTestId('upload-dropzone');
    await expect(dropzone).toContainText(m.uploadPrompt);
    await expect(dropzone).toContainText(m.imageHint);
    await expect(dropzone).toContainText(m.videoHint);
    const frame = await dropzone.boundingBox();
    expect(Math.round(frame!.height)).toBe(495);
    expect(frame!.width / frame!.height).toBeCloseTo(0.707, 2);

    const styles = page.getByRole('radiogroup', { name: m.stylesLabel });
    await expect(styles.getByRole('radio')).toHaveCount(8);
    await expect(styles.locator('[data-locked]')).toHaveCount(5);
    for (const name of ['Alpine Coastal', 'Impressionist', 'Pop Art']) {
      await expect(styles.getByRole('radio', { name, exact: true })).not.toHaveAttribute('data-locked');
    }
    await expect(styles.getByRole('radio', { name: 'Alpine Coastal', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await styles.getByRole('radio', { name: /^Minimal Modernist, members only/ }).click();
    await expect.poll(() => seenEvents(page)).toContain('openSubscriptionModal');
    // the membership dialog it opens closes with Escape, back to the studio
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: m.createMyPrint })).toBeVisible();
  });

  test('asks for an image first', async () => {
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(toast(page, m.uploadImageFirst)).toBeVisible();
  });

  test('refuses an unsupported file and a HEIC photo with the file name', async () => {
    const input = page.getByTestId('upload-input');
    await input.setInputFiles({ name: 'drawing.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(toast(page, m.unsupportedFormatTitle)).toBeVisible();
    await expect(toast(page, m.unsupportedFormat.replace('{name}', 'drawing.gif'))).toBeVisible();
    await input.setInputFiles({ name: 'IMG_0042.HEIC', mimeType: 'image/heic', buffer: Buffer.from('....ftypheic') });
    await expect(toast(page, m.unsupportedFormat.replace('{name}', 'IMG_0042.HEIC'))).toBeVisible();
  });

  test('uploads a photo, adds a caption and picks a style', async ({}, testInfo) => {
    const photo = await makePhoto(testInfo.outputPath('lake.jpg'));
    await page.getByTestId('upload-input').setInputFiles(photo);
    const image = page.getByTestId('uploaded-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);

    await page.getByRole('button', { name: m.addText }).click();
    const editor = page.getByRole('dialog', { name: m.captionEditorTitle });
    await expect(editor).toBeVisible();
    await expect(editor.getByText(m.captionHint).first()).toBeVisible();
    const save = editor.getByRole('button', { name: m.captionConfirm });
    await expect(save).toBeDisabled();
    // the longest caption shows whole, in smaller type, as the print sets it (no line hidden)
    await editor.getByPlaceholder(m.captionPlaceholder).fill('Summer evening on the shore at Vevey, '.repeat(6));
    const longest = editor.getByTestId('caption-draggable');
    await expect(longest).toHaveText(/^Summer evening.{186}$/); // 200 characters, the most a caption takes
    expect(await longest.evaluate((plate) => plate.scrollHeight - plate.clientHeight)).toBeLessThanOrEqual(1);
    // the field takes no more, and says so rather than the typing just stopping
    await expect(editor.getByTestId('caption-count')).toHaveText(m.captionAtLimit.replace('{max}', '200'));
    await expect(editor.getByRole('status')).toHaveText(m.captionAtLimit.replace('{max}', '200'));
    await editor.getByPlaceholder(m.captionPlaceholder).fill('Lake Geneva 1982');
    await expect(editor.getByTestId('caption-count')).toHaveText(
      m.captionCount.replace('{count}', '16').replace('{max}', '200'),
    );
    await expect(editor.getByPlaceholder(m.captionPlaceholder)).toHaveAccessibleDescription(
      m.captionCount.replace('{count}', '16').replace('{max}', '200'),
    );
    await expect(save).toBeEnabled();

    const caption = editor.getByTestId('caption-draggable');
    // Measure once the dialog has finished sliding in.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    const editorFrame = (await editor.getByTestId('caption-editor-frame').boundingBox())!;
    const start = (await caption.boundingBox())!;
    // A new caption starts in the centre.
    expect(Math.abs(start.x + start.width / 2 - (editorFrame.x + editorFrame.width / 2))).toBeLessThan(2);
    expect(Math.abs(start.y + start.height / 2 - (editorFrame.y + editorFrame.height / 2))).toBeLessThan(2);
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
    await page.mouse.down();
    await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 400, { steps: 8 });
    await page.mouse.up();
    const moved = (await caption.boundingBox())!;
    // Dragged far past the top: it stops 10 px inside the frame.
    expect(Math.round(moved.y - editorFrame.y)).toBe(10);

    await editor.getByPlaceholder(m.captionPlaceholder).press('Enter');
    await expect(editor).toHaveCount(0);
    await expect(page.getByTestId('caption-overlay')).toHaveText('Lake Geneva 1982');

    const styles = page.getByRole('radiogroup', { name: m.stylesLabel });
    await styles.getByRole('radio', { name: 'Pop Art', exact: true }).click();
    await expect(styles.getByRole('radio', { name: 'Pop Art', exact: true })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('selected-style')).toHaveText(m.selectedStyle.replace('{name}', 'Pop Art'));
  });

  test('creates the print and shows the poster with its glow', async () => {
    test.setTimeout(150_000);
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/generate-gpt-image'));
    await page.getByRole('button', { name: m.createMyPrint }).click();
    const overlay = page.getByTestId('generating-overlay');
    await expect(overlay).toContainText(m.creating);
    await expect(overlay).toContainText(m.doNotNavigate);
    await expect(overlay).toContainText(m.expectedTime.local);

    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ style: 'popart', caption: { text: 'Lake Geneva 1982' } });
    // The caption's centre in the editor's frame, dragged to the top: 10 px margin plus half its height.
    const caption = body.caption as { x: number; y: number; frameWidth: number; frameHeight: number };
    expect(caption.frameWidth / caption.frameHeight).toBeCloseTo(0.707, 2);
    expect(caption.x).toBeCloseTo(caption.frameWidth / 2, 0);
    expect(caption.y).toBeGreaterThan(10);
    expect(caption.y).toBeLessThan(caption.frameHeight / 8);
    expect(body.confirmationId).toMatch(/^[0-9a-f-]{36}$/);

    const result = page.getByTestId('poster-result');
    await expect(result).toHaveAttribute('data-glow', 'on', { timeout: 120_000 });
    await expect(result.getByTestId('poster-image')).toBeVisible();
    await expect(result.getByTestId('poster-image')).toHaveJSProperty('complete', true);
    await expect(toast(page, m.posterReady)).toBeVisible();
    await expect.poll(() => seenEvents(page)).toContain('creditsUpdated');
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveText('1');

    // Order print is live; its journey is tested in checkout.spec.ts.
    await expect(page.getByRole('button', { name: m.orderPrint })).toBeEnabled();
    // Sell opens the sell modal (docs/product/community.md#selling-a-poster); its journey is tested in
    // catalogue.spec.ts.
    await page.getByRole('button', { name: m.sell, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Sell your poster' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Sell your poster' })).toHaveCount(0);
  });

  test('shares the poster: without the Web Share API it downloads the bordered PNG', async ({}, testInfo) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: m.share, exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('poster.png');
    const saved = testInfo.outputPath('shared.png');
    await file.saveAs(saved);
    const { default: sharp } = await import('sharp');
    expect((await sharp(saved).metadata()).format).toBe('png');
    await expect(toast(page, m.posterDownloadedTitle)).toBeVisible();
  });

  test('New Poster returns to the upload panel', async () => {
    await page.getByRole('button', { name: m.newPoster }).click();
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Create' })).toBeVisible();
  });

  test('polls when the first answer is 202 and shows the poster when it is ready', async ({}, testInfo) => {
    test.setTimeout(150_000);
    await page.getByTestId('upload-input').setInputFiles(await makePhoto(testInfo.outputPath('lake.jpg')));
    await expect(page.getByTestId('uploaded-image')).toBeVisible();
    // The real request runs; the page is told to come back later, as after a slow render.
    await page.route('**/api/generate-gpt-image', async (route) => {
      const response = await route.fetch();
      const { confirmationId } = (await response.json()) as { confirmationId: string };
      await route.fulfill({ status: 202, json: { status: 'pending', confirmationId } });
    });
    const polled = page.waitForRequest((request) => request.url().includes('/api/check-generation/'));
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(toast(page, m.takingLonger)).toBeVisible({ timeout: 60_000 });
    await polled;
    await expect(page.getByTestId('poster-result')).toHaveAttribute('data-glow', 'on', { timeout: 60_000 });
    await expect(toast(page, m.posterReady)).toBeVisible();
    // the poll told what the request would have: the 1200 px photo is small for every size
    await expect(page.getByTestId('print-format-picker').getByTestId('low-dpi-warning')).toHaveText(
      prints.lowDpiEverySize,
    );
    await expect(page.getByRole('banner').getByTestId('credit-badge')).toHaveText('0');
    await page.unroute('**/api/generate-gpt-image');
    await page.getByRole('button', { name: m.newPoster }).click();
  });

  test('maps a sensitive-content refusal and clears the image, and opens credit purchase on 402', async ({}, testInfo) => {
    const input = page.getByTestId('upload-input');
    await input.setInputFiles(await makePhoto(testInfo.outputPath('lake.jpg')));
    // The page decides by the code alone: the words here say nothing of sensitive content.
    await page.route('**/api/generate-gpt-image', (route) =>
      route.fulfill({ status: 422, json: { code: 'content_flagged', message: 'Refused.' } }),
    );
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(toast(page, m.sensitiveTitle)).toBeVisible();
    await expect(toast(page, m.sensitive)).toBeVisible();
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });

    // The same code reported by polling (the job failed after the first answer) does the same.
    await input.setInputFiles(await makePhoto(testInfo.outputPath('lake.jpg')));
    await page.route('**/api/generate-gpt-image', (route) =>
      route.fulfill({ status: 202, json: { status: 'pending', confirmationId: crypto.randomUUID() } }),
    );
    await page.route('**/api/check-generation/*', (route) =>
      route.fulfill({ json: { ready: false, status: 'failed', code: 'content_flagged', message: 'Refused.' } }),
    );
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(toast(page, m.sensitiveTitle)).toBeVisible({ timeout: 15_000 });
    await expect(toast(page, m.sensitive)).toBeVisible();
    await expect(page.getByTestId('upload-dropzone')).toBeVisible();
    await page.unroute('**/api/check-generation/*');
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });

    await input.setInputFiles(await makePhoto(testInfo.outputPath('lake.jpg')));
    await page.route('**/api/generate-gpt-image', (route) =>
      route.fulfill({ status: 402, json: { code: 'no_credits', message: m.noCreditsLeft } }),
    );
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(toast(page, m.noCreditsLeft)).toBeVisible();
    await expect.poll(() => seenEvents(page)).toContain('openCreditPurchaseModal');
    // the credit packs it opens close with Escape, and the photo is still there
    await expect(page.getByRole('dialog')).toBeVisible();
    // A toast is a dismissable layer of its own: when the refusal's toast comes up after the packs opened, it is the
    // topmost layer and takes the first Escape. The check wants the packs' own Escape.
    await expect(page.locator('.toast')).toHaveCount(0, { timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('uploaded-image')).toBeVisible();
    await page.unroute('**/api/generate-gpt-image');
    await page.getByRole('button', { name: m.removeImage }).click();
  });

  test('refuses two dropped files, and a dropped photo over 10 MB with the drop words', async () => {
    const drop = async (files: { name: string; type: string; size: number }[]) => {
      const transfer = await page.evaluateHandle((list) => {
        const data = new DataTransfer();
        for (const file of list) data.items.add(new File([new Uint8Array(file.size)], file.name, { type: file.type }));
        return data;
      }, files);
      await page.getByTestId('upload-dropzone').dispatchEvent('drop', { dataTransfer: transfer });
    };
    await drop([
      { name: 'a.jpg', type: 'image/jpeg', size: 10 },
      { name: 'b.jpg', type: 'image/jpeg', size: 10 },
    ]);
    await expect(toast(page, m.tooManyFiles)).toBeVisible();
    await drop([{ name: 'huge.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 }]);
    await expect(toast(page, m.imageTooLargeDropTitle)).toBeVisible();
    await expect(toast(page, m.imageTooLargeDrop)).toBeVisible();
  });

  test('refuses a clip over 10 seconds with its length', async ({}, testInfo) => {
    test.setTimeout(60_000);
    const clip = makeClip(testInfo.outputPath('long.mp4'), 12);
    await page.getByTestId('upload-input').setInputFiles(clip);
    await expect(toast(page, m.videoTooLongTitle)).toBeVisible();
    await expect(toast(page, 'Video must be 10 seconds or shorter. Your video is 12 seconds.')).toBeVisible();
    await expect(page.getByTestId('frame-picker')).toHaveCount(0);
  });

  test('picks a moment of a 3-second clip and uses it as the image', async ({}, testInfo) => {
    test.setTimeout(90_000);
    const clip = makeClip(testInfo.outputPath('clip.mp4'));
    await page.getByTestId('upload-input').setInputFiles(clip);
    const picker = page.getByTestId('frame-picker');
    await expect(picker.getByRole('heading', { name: m.framePickerTitle })).toBeVisible();
    await expect(picker.getByTestId('frame-picker-clock')).toHaveText('0:00 / 0:03');
    const useFrame = picker.getByTestId('use-this-frame');
    await expect(useFrame).toBeEnabled({ timeout: 60_000 });
    await expect(useFrame).toHaveText(m.useThisFrame);
    // creating before the moment is taken says so (it said 'upload an image first')
    await page.getByRole('button', { name: m.createMyPrint }).click();
    await expect(page.locator('.toast').getByText(m.takeFrameFirst)).toBeVisible();

    const slider = picker.getByRole('slider', { name: m.momentSlider });
    await expect(slider).toHaveAttribute('step', '0.1');
    await slider.fill('1.5');
    await expect(picker.getByTestId('frame-picker-clock')).toHaveText('0:01 / 0:03');
    await useFrame.click();

    await expect(picker).toHaveCount(0);
    const image = page.getByTestId('uploaded-image');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    const size = await image.evaluate((element: HTMLImageElement) => [element.naturalWidth, element.naturalHeight]);
    expect(size).toEqual([640, 360]);
  });

  test('welcomes a new member back from the payment and cleans the address', async () => {
    await page.goto('/create?subscription_success=true');
    await expect(toast(page, m.subscriptionSuccessTitle)).toBeVisible();
    await expect(page).toHaveURL(/\/create$/);
    await expect.poll(() => seenEvents(page)).toContain('creditsUpdated');
  });
});

test('a small photo is warned about but still used', async ({ page }, testInfo) => {
  await signUpThroughApi(page.request, newAccount('small'));
  await page.goto('/create');
  const { default: sharp } = await import('sharp');
  const small = testInfo.outputPath('small.png');
  await writeFile(
    small,
    await sharp({ create: { width: 200, height: 280, channels: 3, background: '#d62718' } })
      .png()
      .toBuffer(),
  );
  await page.getByTestId('upload-input').setInputFiles(small);
  await expect(toast(page, m.imageTooSmallTitle)).toBeVisible();
  await expect(page.getByTestId('uploaded-image')).toBeVisible();
});
