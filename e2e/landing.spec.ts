import { expect, test } from './fixtures/test.ts';
import { en } from './fixtures/messages.ts';
import { partners } from '../src/shared/partners.ts';
import { slides } from '../src/shared/slides.ts';

const text = en.shell.landing;

test.describe('landing page', () => {
  test('starts the slideshow with the muted intro video in a portrait poster frame', async ({ page }) => {
    await page.goto('/');
    const slideshow = page.getByTestId('slideshow');
    await expect(slideshow).toBeVisible();

    const video = slideshow.locator('video');
    await expect(video).toHaveAttribute('src', slides[0]!.src);
    await expect(video).toHaveAttribute('poster', '/media/slides/intro-poster.webp');
    await expect(video).toHaveAttribute('muted', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(video).toHaveAttribute('playsinline', '');
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);

    const box = await slideshow.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height / box!.width).toBeCloseTo(1.414, 1);
  });

  test('moves on when the video ends, then shows each image for one second and loops back to the video', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const slideshow = page.getByTestId('slideshow');
    await expect(slideshow).toBeVisible();

    // The video is the first slide; when it ends (or cannot play) the first image follows.
    if ((await slideshow.getAttribute('data-slide-index')) === '0') {
      await slideshow.locator('video').dispatchEvent('ended');
    }
    await expect(slideshow).toHaveAttribute('data-slide-index', '1');
    await expect(slideshow).toHaveAttribute('data-slide-type', 'image');

    await page.clock.runFor(1000);
    await expect(slideshow).toHaveAttribute('data-slide-index', '2');
    await page.clock.runFor(1000);
    await expect(slideshow).toHaveAttribute('data-slide-index', '3');

    for (let index = 4; index < slides.length; index += 1) {
      await page.clock.runFor(1000);
      await expect(slideshow).toHaveAttribute('data-slide-index', String(index));
    }
    await page.clock.runFor(1000);
    await expect(slideshow).toHaveAttribute('data-slide-index', '0');
    await expect(slideshow).toHaveAttribute('data-slide-type', 'video');
  });

  test('advances by itself within a few seconds in real time', async ({ page }) => {
    await page.goto('/');
    const slideshow = page.getByTestId('slideshow');
    await expect(slideshow).toBeVisible();
    if ((await slideshow.getAttribute('data-slide-index')) === '0') {
      await slideshow.locator('video').dispatchEvent('ended');
    }
    const shown = await slideshow.getAttribute('data-slide-index');
    await expect(slideshow).not.toHaveAttribute('data-slide-index', shown!, { timeout: 3000 });
  });

  test('shows the three tagline lines', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.taglines[0]);
    for (const line of text.taglines) await expect(page.getByText(line, { exact: true })).toBeVisible();
  });

  test('links each partner café in a new tab, with a hidden duplicate for the endless strip', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('partner-strip');
    const lists = strip.locator('ul');
    await expect(lists).toHaveCount(2);

    const visibleLinks = lists.nth(0).getByRole('link');
    await expect(visibleLinks).toHaveCount(partners.length);
    for (const [index, partner] of partners.entries()) {
      const link = visibleLinks.nth(index);
      await expect(link).toHaveAttribute('href', partner.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
      await expect(link.locator('img')).toHaveAttribute('alt', partner.name);
    }

    const copy = lists.nth(1);
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    const copyLinks = copy.locator('a');
    await expect(copyLinks).toHaveCount(partners.length);
    for (let index = 0; index < partners.length; index += 1) {
      await expect(copyLinks.nth(index)).toHaveAttribute('tabindex', '-1');
      await expect(copyLinks.nth(index)).toHaveAttribute('target', '_blank');
    }
  });

  test('Start Creating goes to the creator, and the catalogue keeps its own link', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: text.startCreating }).click();
    await expect(page).toHaveURL(/\/create$/);
    await expect(page).toHaveTitle(`${en.shell.pages.create.title} · Affiche`);
    await page.goto('/');
    await page.getByRole('link', { name: text.browseCatalogue }).click();
    await expect(page).toHaveURL(/\/catalogue$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  });
});
