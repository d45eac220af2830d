import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { en } from './fixtures/messages.ts';
import { ownServer } from './fixtures/own-server.ts';

/**
 * Decision 019: with GA_MEASUREMENT_ID set, nothing of Google Analytics loads before the visitor accepts; the
 * page's own events queue until the choice and are then sent (accept) or dropped (refuse); the choice is
 * kept and can be changed from the footer. Every request to a Google host is answered inside the browser,
 * so none leaves the machine. The shared e2e server runs without GA; this file starts its own with it.
 */

const MEASUREMENT_ID = 'G-CONSENT16';
const c = en.shell.consent;
const googleHost = /(^|\.)(google|googletagmanager|google-analytics|googleadservices|doubleclick|gstatic)\.[a-z.]+$/;

const server = ownServer('consent', { GA_MEASUREMENT_ID: MEASUREMENT_ID });

/** Answers every request to a Google host locally (gtag.js with an empty script) and records it. */
async function recordGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => googleHost.test(url.hostname),
    async (route) => {
      requests.push(route.request().url());
      if (new URL(route.request().url()).pathname.startsWith('/gtag/js')) await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
      else await route.fulfill({ status: 204 });
    },
  );
  return requests;
}

/** The events gtag has been given (what gtag.js would send): page views by path, others by name. */
const sentEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === 'event')
      .map((args) => (args[1] === 'page_view' ? `page_view ${(args[2] as { page_path: string }).page_path}` : String(args[1]))),
  );

/** The landing page's main action: a client-side link to /catalogue that also records `start_clicked`. */
const startCreating = (page: Page) => page.getByRole('link', { name: en.shell.landing.startCreating }).click();
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Affiche' }).click();

const gaCookies = async (context: BrowserContext) => (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'));

test('nothing goes to Google before the choice; accepting loads gtag.js and sends the queued events; the choice survives a reload', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server().url });
  const google = await recordGoogle(context);
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: c.label });
  await expect(banner).toBeVisible();
  // an event and a second page before choosing: they wait too
  await startCreating(page);
  await expect(page).toHaveURL(/\/catalogue$/);
  await page.waitForTimeout(500);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelector('script[src*="googletagmanager"]'))).toBeNull();
  expect(await gaCookies(context)).toEqual([]);

  const gtagLoaded = page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js'));
  await banner.getByRole('button', { name: c.accept }).click();
  expect((await gtagLoaded).url()).toContain(`id=${MEASUREMENT_ID}`);
  await expect(banner).toBeHidden();
  expect(await sentEvents(page)).toEqual(['page_view /', 'start_clicked', 'page_view /catalogue']);

  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await expect.poll(() => sentEvents(page)).toEqual(['page_view /catalogue']);
  expect(google.some((url) => url.includes('/gtag/js'))).toBe(true);
  await context.close();
});

test('refusing sends nothing and drops the events; the footer changes the choice both ways, and refusing removes GA cookies', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server().url });
  const google = await recordGoogle(context);
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: c.label });
  await startCreating(page);
  await expect(page).toHaveURL(/\/catalogue$/);
  await banner.getByRole('button', { name: c.refuse }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

  // change of mind from the footer: nothing from before is sent, only what happens after
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: en.shell.footer.cookieSettings }).click();
  await banner.getByRole('button', { name: c.accept }).click();
  await expect.poll(() => google.some((url) => url.includes('/gtag/js'))).toBe(true);
  expect(await sentEvents(page)).toEqual([]);
  await homeLink(page);
  await expect.poll(() => sentEvents(page)).toEqual(['page_view /']);

  // gtag.js would have set its cookies by now; refusing removes them and stops sending
  const host = new URL(server().url).hostname;
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: host, path: '/' },
    { name: `_ga_${MEASUREMENT_ID.slice(2)}`, value: 'GS1.1.1', domain: host, path: '/' },
  ]);
  await footer.getByRole('button', { name: en.shell.footer.cookieSettings }).click();
  await banner.getByRole('button', { name: c.refuse }).click();
  expect(await gaCookies(context)).toEqual([]);
  await startCreating(page);
  await expect(page).toHaveURL(/\/catalogue$/);
  await page.waitForTimeout(300);
  expect(await sentEvents(page)).toEqual(['page_view /']);
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID)).toBe(true);
  await context.close();
});

test('the banner is reachable by keyboard, traps nothing, passes axe and leaves the landing page\'s main action uncovered on a phone', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server().url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await recordGoogle(context);
  const page = await context.newPage();
  await page.goto('/');
  const banner = page.getByRole('region', { name: c.label });
  await expect(banner).toBeVisible();

  const refuse = banner.getByRole('button', { name: c.refuse });
  const accept = banner.getByRole('button', { name: c.accept });
  const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(Math.round(refuseBox!.width)).toBe(Math.round(acceptBox!.width));
  expect(Math.round(refuseBox!.height)).toBe(Math.round(acceptBox!.height));
  expect(await refuse.evaluate((node) => node.className)).toBe(await accept.evaluate((node) => node.className));

  // the landing's main action, brought into view as a visitor scrolls to it, is not under the banner
  const start = page.getByRole('link', { name: en.shell.landing.startCreating });
  await start.scrollIntoViewIfNeeded();
  const uncovered = await start.evaluate((link) => {
    const box = link.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') === link;
  });
  expect(uncovered).toBe(true);

  // reached by Tab from the page's start, and Tab goes on past it into the page
  let reached = false;
  for (let i = 0; i < 6 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await refuse.evaluate((node) => node === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Cookie consent"]'))).toBeNull();

  const { violations } = await new AxeBuilder({ page }).include('[data-testid="consent-banner"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  await context.close();
});

test('without GA_MEASUREMENT_ID there is no banner, no cookie settings and nothing for Google', async ({ page, context }) => {
  const google = await recordGoogle(context);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('button', { name: en.shell.footer.privacy })).toBeVisible();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.shell.footer.cookieSettings })).toHaveCount(0);
  expect(google).toEqual([]);
});
