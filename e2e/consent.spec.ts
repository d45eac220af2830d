import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures/test.ts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
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
      if (new URL(route.request().url()).pathname.startsWith('/gtag/js'))
        await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* gtag.js stand-in */' });
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
      .map((args) =>
        args[1] === 'page_view' ? `page_view ${(args[2] as { page_path: string }).page_path}` : String(args[1]),
      ),
  );

/** The landing page's main action: a client-side link to /create that also records `start_clicked`. */
const startCreating = (page: Page) => page.getByRole('link', { name: en.shell.landing.startCreating }).click();
const homeLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Affiche' }).click();

/**
 * The layout gives analytics each page view in the same pass of effects that sets the page's title, so once a
 * client-side navigation's title is in, its page view has been sent, queued or dropped: what it would have done, it
 * did.
 */
const createViewTracked = (page: Page) => expect(page).toHaveTitle(`${en.shell.pages.create.title} · Affiche`);

/** Set by the start-up from the stored choice (true once refused), in the same call that would load gtag.js. */
const gaDisabled = (page: Page) => page.evaluate((id) => window[`ga-disable-${id}`], MEASUREMENT_ID);

const gaCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => cookie.name.startsWith('_ga'));

const gtagRequested = (page: Page) =>
  page.waitForRequest((request) => request.url().startsWith('https://www.googletagmanager.com/gtag/js'));

async function visit(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ baseURL: server().url, ...options });
  const google = await recordGoogle(context);
  const page = await context.newPage();
  await page.goto('/');
  return { context, google, page, banner: page.getByRole('region', { name: c.label }) };
}

test('holds everything for Google until the visitor accepts, then loads gtag.js and sends the waiting events', async ({
  browser,
}) => {
  const { context, google, page, banner } = await visit(browser);
  await expect(banner).toBeVisible();
  // an event and a second page before choosing: they wait too
  await startCreating(page);
  await createViewTracked(page);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelector('script[src*="googletagmanager"]'))).toBeNull();
  expect(await gaCookies(context)).toEqual([]);

  const gtagLoaded = gtagRequested(page);
  await banner.getByRole('button', { name: c.accept }).click();
  expect((await gtagLoaded).url()).toContain(`id=${MEASUREMENT_ID}`);
  await expect(banner).toBeHidden();
  expect(await sentEvents(page)).toEqual(['page_view /', 'start_clicked', 'page_view /create']);
  await context.close();
});

test('an accepted choice survives a reload: no banner, and the new page is sent', async ({ browser }) => {
  const { context, google, page, banner } = await visit(browser);
  await banner.getByRole('button', { name: c.accept }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await expect.poll(() => sentEvents(page)).toEqual(['page_view /']);
  expect(google.some((url) => url.includes('/gtag/js'))).toBe(true);
  await context.close();
});

test('refusing sends nothing to Google, then or after a reload', async ({ browser }) => {
  const { context, google, page, banner } = await visit(browser);
  await startCreating(page);
  await createViewTracked(page);
  await banner.getByRole('button', { name: c.refuse }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await expect.poll(() => gaDisabled(page)).toBe(true);
  // a page view after the reload: the landing's title comes with it (the reload's own title is the server's)
  await homeLink(page);
  await expect(page).toHaveTitle('Affiche');
  expect(google).toEqual([]);
  expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelector('script[src*="googletagmanager"]'))).toBeNull();
  await context.close();
});

test('accepting from the footer after a refusal sends what happens next, nothing from before', async ({ browser }) => {
  const { context, page, banner } = await visit(browser);
  await startCreating(page);
  await createViewTracked(page);
  await banner.getByRole('button', { name: c.refuse }).click();
  await expect(banner).toBeHidden();

  const gtagLoaded = gtagRequested(page);
  await page.getByRole('contentinfo').getByRole('button', { name: en.shell.footer.cookieSettings }).click();
  await banner.getByRole('button', { name: c.accept }).click();
  await gtagLoaded;
  expect(await sentEvents(page)).toEqual([]);
  await homeLink(page);
  await expect.poll(() => sentEvents(page)).toEqual(['page_view /']);
  await context.close();
});

test('refusing from the footer after accepting removes GA cookies and sends nothing more', async ({ browser }) => {
  const { context, page, banner } = await visit(browser);
  const gtagLoaded = gtagRequested(page);
  await banner.getByRole('button', { name: c.accept }).click();
  await gtagLoaded;
  expect(await sentEvents(page)).toEqual(['page_view /']);

  // gtag.js would have set its cookies by now; refusing removes them and stops sending
  const host = new URL(server().url).hostname;
  await context.addCookies([
    { name: '_ga', value: 'GA1.1.123.456', domain: host, path: '/' },
    { name: `_ga_${MEASUREMENT_ID.slice(2)}`, value: 'GS1.1.1', domain: host, path: '/' },
  ]);
  await page.getByRole('contentinfo').getByRole('button', { name: en.shell.footer.cookieSettings }).click();
  await banner.getByRole('button', { name: c.refuse }).click();
  expect(await gaCookies(context)).toEqual([]);
  await startCreating(page);
  await createViewTracked(page);
  expect(await sentEvents(page)).toEqual(['page_view /']);
  expect(await gaDisabled(page)).toBe(true);
  await context.close();
});

test.describe('the banner on a phone', () => {
  // One visit for the whole group: each test reads the same fresh page, none of them chooses.
  test.describe.configure({ mode: 'serial' });
  let visited: Awaited<ReturnType<typeof visit>>;
  test.beforeAll(async ({ browser }) => {
    visited = await visit(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await expect(visited.banner).toBeVisible();
  });
  test.afterAll(() => visited.context.close());

  test('offers refuse and accept as buttons of the same size and look', async () => {
    const refuse = visited.banner.getByRole('button', { name: c.refuse });
    const accept = visited.banner.getByRole('button', { name: c.accept });
    const [refuseBox, acceptBox] = [await refuse.boundingBox(), await accept.boundingBox()];
    expect(Math.round(refuseBox!.width)).toBe(Math.round(acceptBox!.width));
    expect(Math.round(refuseBox!.height)).toBe(Math.round(acceptBox!.height));
    expect(await refuse.evaluate((node) => node.className)).toBe(await accept.evaluate((node) => node.className));
  });

  test('passes axe’s WCAG 2.1 AA checks', async () => {
    const { violations } = await new AxeBuilder({ page: visited.page })
      .include('[data-testid="consent-banner"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual(
      [],
    );
  });

  test('is reached by Tab from the page’s start, and Tab goes on past it into the page', async () => {
    const { page, banner } = visited;
    const refuse = banner.getByRole('button', { name: c.refuse });
    let reached = false;
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await refuse.evaluate((node) => node === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: c.accept })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[aria-label="Cookie consent"]'))).toBeNull();
  });

  test('leaves the landing page’s main action uncovered once a visitor scrolls to it', async () => {
    const start = visited.page.getByRole('link', { name: en.shell.landing.startCreating });
    await start.scrollIntoViewIfNeeded();
    const uncovered = await start.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('a') === link;
    });
    expect(uncovered).toBe(true);
  });
});

test('without GA_MEASUREMENT_ID there is no banner, no cookie settings and nothing for Google', async ({
  page,
  context,
}) => {
  const google = await recordGoogle(context);
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: en.shell.footer.privacy })).toBeVisible();
  await expect(page.getByRole('region', { name: c.label })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.shell.footer.cookieSettings })).toHaveCount(0);
  expect(google).toEqual([]);
});
