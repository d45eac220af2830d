import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures/test.ts';
import type { Page } from '@playwright/test';
import type { FeedPage, FeedPost } from '../src/shared/feed.ts';
import em from '../src/shared/messages/en/earn.ts';
import fm from '../src/shared/messages/en/feed.ts';
import pp from '../src/shared/messages/en/partners.ts';
import sm from '../src/shared/messages/en/settings.ts';
import { makePhoto } from './fixtures/create-media.ts';
import { drawnInBrowser } from './fixtures/drawn-in-browser.ts';
import { adminContext, approvedPoster, joinMembership } from './fixtures/shop.ts';
import { newAccount, signUpThroughApi } from './fixtures/sign-up.ts';
import { ownServer } from './fixtures/own-server.ts';

/**
 * A toast's title or text. Not through the Notifications region: an open modal hides the rest of the page from the
 * accessibility tree.
 */
function toast(page: Page, text: string) {
  return page.locator('.toast').getByText(text, { exact: true });
}

const scroller = (page: Page) => page.getByTestId('feed-scroller');
const scrollToItem = (page: Page, index: number) =>
  scroller(page).evaluate((element, top) => element.scrollTo({ top, behavior: 'instant' }), index * 600);

test.describe('a shop with no approved posters yet', () => {
  // The shared e2e server gets posters from the other journeys in any order, so this one starts its own.
  const server = ownServer('empty-feed');

  test('the empty feed says No posts available yet', async ({ page }) => {
    const feed = (await (await fetch(`${server().url}/api/feed`)).json()) as FeedPage;
    expect(feed.posts).toEqual([]);
    await page.goto(`${server().url}/feed`);
    await expect(page.getByTestId('feed-empty')).toContainText(fm.emptyTitle);
  });
});

test('/settings sends a signed-out visitor to /create', async ({ page }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/create$/);
});

test('/partners: the pitch, seven partner logos, and the inquiry form with its errors and success', async ({
  page,
}) => {
  await page.goto('/partners');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pp.heading);
  for (const claim of [
    'No upfront cost',
    'Pay nothing until it sells',
    'You keep 30%',
    'About triple the profit of a coffee',
    'Free rotating prints',
    'Co-designed signature styles',
  ]) {
    await expect(page.getByRole('heading', { name: claim })).toBeVisible();
  }
  const logos = page.getByTestId('partner-strip').getByRole('link');
  await expect(logos).toHaveCount(7);
  for (const logo of await logos.all()) await expect(logo).toHaveAttribute('target', '_blank');

  await page.getByRole('button', { name: pp.brewWithUs }).first().click();
  const dialog = page.getByRole('dialog', { name: pp.form.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(pp.form.email)).toHaveAttribute('type', 'email');

  await dialog.getByRole('button', { name: pp.form.submit }).click();
  await expect(toast(page, pp.inquiry.missingTitle)).toBeVisible();
  await expect(toast(page, pp.inquiry.missingText)).toBeVisible();

  await dialog.getByLabel(pp.form.name).fill('Maria Rossi');
  await dialog.getByLabel(pp.form.cafeName).fill('Caffè del Porto');
  await dialog.getByLabel(pp.form.email).fill('not-an-address');
  await dialog.getByLabel(pp.form.location).fill('Lugano');
  await dialog.getByLabel(pp.form.address).fill('Riva Vela 2, 6900 Lugano');
  await dialog.getByRole('button', { name: pp.form.submit }).click();
  await expect(dialog.getByText(pp.inquiry.invalidEmail)).toBeVisible();

  const email = `porto-${Date.now().toString(36)}@example.ch`;
  await dialog.getByLabel(pp.form.email).fill(email);
  await page.route('**/api/partner-inquiry', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await dialog.getByRole('button', { name: pp.form.submit }).click();
  await expect(toast(page, pp.inquiry.failedTitle)).toBeVisible();
  await expect(toast(page, pp.inquiry.failedText)).toBeVisible();
  await page.unroute('**/api/partner-inquiry');

  const sent = page.waitForResponse((response) => response.url().endsWith('/api/partner-inquiry'));
  await dialog.getByRole('button', { name: pp.form.submit }).click();
  expect((await sent).status()).toBe(201);
  const thanks = page.getByTestId('partner-inquiry-dialog');
  await expect(thanks.getByRole('heading', { name: pp.inquiry.sentTitle })).toBeVisible();
  await expect(thanks.getByText(pp.inquiry.sentText)).toBeVisible();
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get('/api/dev/mailbox')).json()) as { mails: { to: string }[] };
      return mails.some((mail) => mail.to === email);
    })
    .toBe(true);
});

test.describe('Moments, earn and settings with approved posters', () => {
  test.describe.configure({ mode: 'serial' });

  let member: Page;
  const memberAccount = newAccount('member');
  const names: string[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    member = await browser.newPage();
    await signUpThroughApi(member.request, memberAccount);
    await joinMembership(member.request);
    const photo = await makePhoto(path.join(mkdtempSync(path.join(tmpdir(), 'affiche-feed-')), 'lake.jpg'));
    const admin = await adminContext(baseURL!);
    // One page of the feed holds 10: twelve posters make a second page.
    for (let index = 1; index <= 12; index += 1) {
      const name = `Moment ${index}`;
      await approvedPoster(member.request, admin, photo, { name });
      names.unshift(name);
    }
    await admin.dispose();
  });

  test.afterAll(async () => {
    await member.close();
  });

  test('the feed shows approved posters one at a time, newest first, and scrolling loads more', async ({ page }) => {
    await page.goto('/feed');
    // Signed out on /feed the header offers create, catalogue and log in.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Create a poster' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Catalogue' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log in' })).toBeVisible();

    const posts = page.getByTestId('feed-post');
    await expect(posts).toHaveCount(10);
    const first = posts.first();
    await expect(first.getByTestId('feed-post-name')).toHaveText(names[0]!);
    await expect(first).toContainText(`@${memberAccount.username}`);
    await expect(first.getByTestId('feed-post-style')).toContainText('Pop Art');
    await expect(first.getByTestId('feed-edition')).toHaveText('#1/50');
    await expect(first.getByTestId('like-count')).toHaveText('0');
    const id = await first.getAttribute('data-post-id');
    await expect(first.getByTestId('feed-catalogue-link')).toHaveAttribute('href', `/catalogue?showPoster=${id}`);

    const box = await scroller(page).boundingBox();
    expect(Math.round(box!.height)).toBe(600);
    expect(Math.round((await first.boundingBox())!.height)).toBe(600);
    await expect(first).toHaveAttribute('data-active', 'true');

    // Within two items of the end, the second page is asked for.
    await scrollToItem(page, 3);
    await expect(posts.nth(3)).toHaveAttribute('data-active', 'true');
    await expect(first).not.toHaveAttribute('data-active');
    expect(await page.getByTestId('feed-post').count()).toBe(10);
    const secondPage = page.waitForRequest((candidate) => candidate.url().includes('/api/feed?page=2'));
    await scrollToItem(page, 7);
    await secondPage;
    await expect.poll(() => posts.count()).toBeGreaterThanOrEqual(12);
    await expect(posts.nth(7)).toHaveAttribute('data-active', 'true');

    await first.getByTestId('feed-catalogue-link').evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(new RegExp(`/catalogue\\?(showPoster|poster)=${id}`));
  });

  test('liking while signed out opens the login dialog', async ({ page }) => {
    await page.goto('/feed');
    const like = page.getByTestId('feed-post').first().getByTestId('like-button');
    await like.click();
    await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('like-count')).toHaveText('0');
  });

  test('a like toggles with the exact count; a failed like is put back with a toast', async ({ browser }) => {
    const fan = await browser.newPage();
    await signUpThroughApi(fan.request, newAccount('fan'));
    await fan.goto('/feed');
    const like = fan.getByTestId('feed-post').first().getByTestId('like-button');
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    const answer = fan.waitForResponse((response) => /\/api\/posters\/\d+\/like$/.test(response.url()));
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(await (await answer).json()).toEqual({ likeCount: 1, hasLiked: true });
    await expect(like.getByTestId('like-count')).toHaveText('1');

    await fan.reload();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');

    await fan.route('**/api/posters/*/like', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await like.click();
    await expect(toast(fan, fm.likeFailedTitle)).toBeVisible();
    await expect(toast(fan, fm.likeFailedText)).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like.getByTestId('like-count')).toHaveText('1');
    await fan.unroute('**/api/posters/*/like');

    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(like.getByTestId('like-count')).toHaveText('0');
    await fan.close();
  });

  test('a tap on the heart waits until the page knows the member is signed in, then likes', async ({ browser }) => {
    const fan = await browser.newPage();
    await signUpThroughApi(fan.request, newAccount('earlyfan'));
    // the question "who is signed in" is held back: the page is drawn and hydrated, the answer not yet in
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await fan.route('**/api/auth/check', async (route) => {
      await held;
      await route.continue();
    });
    await fan.goto('/feed');
    const like = fan.getByTestId('feed-post').first().getByTestId('like-button');
    // React has taken the button over (it keeps its props on the element it hydrated), and still it waits
    await expect
      .poll(() => like.evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))))
      .toBe(true);
    await expect(like).toBeDisabled();
    answer();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(fan.getByRole('dialog', { name: 'Welcome Back' })).toHaveCount(0);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await fan.close();
  });

  test('a failed load says so, and Try Again loads the feed', async ({ page }) => {
    await drawnInBrowser(page);
    await page.route('**/api/feed?page=1', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.goto('/feed');
    await expect(page.getByTestId('feed-error')).toContainText(fm.loadFailedTitle);
    await expect(page.getByTestId('feed-error')).toContainText(fm.loadFailedText);
    await page.unroute('**/api/feed?page=1');
    await page.getByRole('button', { name: fm.tryAgain }).click();
    await expect(page.getByTestId('feed-post').first()).toBeVisible();
  });

  test('only the post in view plays its video; the next one alone is loaded ahead', async ({ page, request }) => {
    const real = (await (await request.get('/api/feed')).json()) as FeedPage;
    const withVideo = (post: FeedPost): FeedPost => ({
      ...post,
      compressedVideoPath: '/media/slides/intro.mp4',
      videoFrameTimestamp: 0.4,
    });
    await drawnInBrowser(page);
    await page.route('**/api/feed?page=1', (route) =>
      route.fulfill({ json: { posts: real.posts.slice(0, 4).map(withVideo), hasMore: false } }),
    );
    await page.goto('/feed');
    const posts = page.getByTestId('feed-post');
    await expect(posts).toHaveCount(4);
    await expect(posts.nth(0).locator('video[data-playing]')).toHaveCount(1);
    await expect(posts.nth(1).locator('video')).toHaveCount(1);
    await expect(posts.nth(1).locator('video[data-playing]')).toHaveCount(0);
    await expect(posts.nth(2).locator('video')).toHaveCount(0);
    await expect(posts.nth(3).locator('video')).toHaveCount(0);
    // The poster fades in at the chosen moment.
    await expect(posts.nth(0).getByTestId('poster-image')).toHaveAttribute('data-shown', 'true', { timeout: 15_000 });

    await scrollToItem(page, 1);
    await expect(posts.nth(1).locator('video[data-playing]')).toHaveCount(1);
    await expect(posts.nth(0).locator('video')).toHaveCount(0);
    await expect(posts.nth(2).locator('video')).toHaveCount(1);
    await expect(posts.nth(3).locator('video')).toHaveCount(0);
  });

  test('/earn shows the hero video, the benefits and the strip of collected moments', async ({ page }) => {
    await page.goto('/earn');
    await expect(page.getByTestId('earn-hero-video')).toBeVisible();
    for (const benefit of em.benefits) await expect(page.getByRole('heading', { name: benefit.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: em.stripHeading })).toBeVisible();
    const strip = page.getByTestId('moments-strip');
    const shown = await strip.getByTestId('moments-strip-poster').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(12);
    // Three copies for endless scrolling; only the first is read out.
    await expect(strip.locator('li')).toHaveCount(shown * 3);
    await expect(strip.locator('li[aria-hidden="true"]')).toHaveCount(shown * 2);
    await expect(page.getByRole('heading', { name: em.tryHeading })).toBeVisible();
    await page.getByRole('link', { name: em.startCreating }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('a standard user sees Account Information only', async ({ browser }) => {
    const standard = await browser.newPage();
    const account = newAccount('plain');
    await signUpThroughApi(standard.request, account);
    await standard.goto('/settings');
    await expect(standard.getByTestId('account-email')).toHaveText(account.email);
    await expect(standard.getByTestId('account-username')).toHaveText(`@${account.username}`);
    await expect(standard.getByTestId('account-type')).toHaveText(sm.account.standard);
    await expect(standard.getByTestId('subscription-card')).toHaveCount(0);
    await expect(standard.getByTestId('payment-settings-card')).toHaveCount(0);
    await standard.close();
  });

  test('a member sets up payouts through the sandbox onboarding and comes back to /settings?success=true', async () => {
    await member.goto('/settings?refresh=true');
    await expect(toast(member, sm.refreshTitle)).toBeVisible();
    await expect(member).toHaveURL(/\/settings$/);

    await expect(member.getByTestId('account-type')).toHaveText(sm.account.collective);
    await expect(member.getByTestId('subscription-status')).toHaveText(sm.subscription.active);
    await expect(member.getByTestId('subscription-note')).toContainText('Renews on');
    const payments = member.getByTestId('payment-settings-card');
    await expect(payments.getByTestId('payout-earnings')).toHaveText('0.00 CHF');
    await expect(payments.getByTestId('payout-account')).toHaveAttribute('data-state', 'none');

    const tabOpened = member.context().waitForEvent('page');
    await payments.getByRole('button', { name: new RegExp(sm.payments.setUp) }).click();
    const onboarding = await tabOpened;
    await onboarding.waitForURL(/\/api\/payments\/sandbox\/onboarding/);
    await onboarding.getByRole('button', { name: 'Complete setup' }).click();
    await onboarding.waitForURL(/\/settings$/);
    await expect(toast(onboarding, sm.successTitle)).toBeVisible();
    await expect(onboarding.getByTestId('payout-status')).toHaveText(sm.payments.enabled);
    await expect(onboarding.getByRole('button', { name: new RegExp(sm.payments.openDashboard) })).toBeVisible();
    await onboarding.close();

    // Back in the first tab, the status is read again.
    await member.bringToFront();
    await member.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(payments.getByTestId('payout-account')).toHaveAttribute('data-state', 'enabled');
  });

  test('a member cancels the subscription and sees the period end', async () => {
    await member.goto('/settings');
    const card = member.getByTestId('subscription-card');
    await card.getByRole('button', { name: sm.subscription.cancel }).click();
    const confirm = member.getByRole('dialog', { name: sm.subscription.confirmTitle });
    await confirm.getByRole('button', { name: sm.subscription.keep }).click();
    await expect(confirm).toHaveCount(0);
    await expect(member.getByTestId('subscription-status')).toHaveText(sm.subscription.active);

    await card.getByRole('button', { name: sm.subscription.cancel }).click();
    await member
      .getByRole('dialog', { name: sm.subscription.confirmTitle })
      .getByRole('button', { name: sm.subscription.confirmCancel })
      .click();
    await expect(toast(member, sm.subscription.cancelledTitle)).toBeVisible();
    await expect(member.getByTestId('subscription-status')).toHaveText(sm.subscription.cancelling);
    await expect(member.getByTestId('subscription-note')).toContainText('Your membership ends on');
    await expect(card.getByRole('button', { name: sm.subscription.cancel })).toHaveCount(0);

    await member.reload();
    await expect(member.getByTestId('subscription-status')).toHaveText(sm.subscription.cancelling);
  });
});
