import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE } from '../../../shared/feed.ts';
import de from '../../../shared/messages/de/partners.ts';
import en from '../../../shared/messages/en/partners.ts';
import fr from '../../../shared/messages/fr/partners.ts';
import { partnerInquiries, payouts, royalties, userImages } from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { shipping } from '../../testing/server-data.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import type { TestUser } from '../../testing/users.ts';

let t: TestApp;
let creator: TestUser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { PARTNER_INQUIRY_TO: 'partners@affiche.example', SMTP_URL: smtp.url } });
  creator = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let visitor = 0;
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    payload,
    headers,
    remoteAddress: `10.1.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });

describe('the Moments feed', () => {
  it('pages approved posters newest first with every field, and nothing private or in review', async () => {
    const hidden = await makePoster(t, creator.id, {
      isPublic: true,
      isApproved: false,
      name: 'Waiting',
      totalSupply: 200,
    });
    const ids: number[] = [];
    for (let index = 0; index < FEED_PAGE_SIZE + 2; index += 1)
      ids.push(await makeCataloguePoster(t, creator.id, { name: `Moment ${index}` }));
    const first = (await anonymous('GET', '/api/feed')).json();
    expect(first.posts).toHaveLength(FEED_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.posts[0]).toMatchObject({
      id: ids.at(-1),
      name: `Moment ${FEED_PAGE_SIZE + 1}`,
      username: creator.username,
      style: 'popart',
      totalSupply: 200,
      soldCount: 0,
      pricePerUnit: 30,
      likeCount: 0,
      hasLiked: false,
      compressedVideoPath: null,
      videoFrameTimestamp: null,
    });
    // generatedPath names the preview, never the print master (decision 023)
    expect(first.posts[0].generatedPath).toMatch(/^\/api\/storage-image\/previews\//);
    expect(first.posts[0].generatedPath).toBe(first.posts[0].previewPath);
    expect(first.posts[0].thumbnailPath).toMatch(/^\/api\/storage-image\/thumbnails\//);
    const second = (await anonymous('GET', '/api/feed?page=2')).json();
    expect(second.posts.map((post: { id: number }) => post.id)).toEqual([ids[1], ids[0]]);
    expect(second.hasMore).toBe(false);
    const all = [...first.posts, ...second.posts].map((post: { id: number }) => post.id);
    expect(all).not.toContain(hidden);
    for (const page of ['0', '-3', 'abc', '1e99'])
      expect((await anonymous('GET', `/api/feed?page=${page}`)).statusCode).toBe(200);
  });

  it('toggles one like per user with exact counts under concurrent clicks; signed out gets 401', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Liked a lot' });
    const fans = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
    const likes = await Promise.all(fans.map((fan) => fan.post(`/api/posters/${poster}/like`)));
    for (const like of likes) expect(like.json().hasLiked).toBe(true);
    expect(Math.max(...likes.map((like) => like.json().likeCount))).toBe(20);

    const unliked = await fans[0]!.post(`/api/posters/${poster}/like`);
    expect(unliked.json()).toEqual({ likeCount: 19, hasLiked: false });
    const page = (await fans[1]!.get('/api/feed')).json();
    expect(page.posts.find((post: { id: number }) => post.id === poster)).toMatchObject({
      likeCount: 19,
      hasLiked: true,
    });
    expect(
      (await fans[0]!.get('/api/feed')).json().posts.find((post: { id: number }) => post.id === poster).hasLiked,
    ).toBe(false);

    expect((await anonymous('POST', `/api/posters/${poster}/like`)).statusCode).toBe(401);
    const privatePoster = await makePoster(t, creator.id);
    expect((await fans[1]!.post(`/api/posters/${privatePoster}/like`)).statusCode).toBe(404);
    expect((await fans[1]!.post('/api/posters/abc/like')).statusCode).toBe(400);
  });
});

describe('the partner inquiry', () => {
  const inquiry = {
    name: 'Maria Rossi',
    cafeName: 'Caffè del Porto',
    email: 'maria@porto.example',
    location: 'Lugano',
    address: 'Riva Vela 2, 6900 Lugano',
  };

  it('is stored, sent to the shop and confirmed to the café', async () => {
    const response = await anonymous('POST', '/api/partner-inquiry', inquiry);
    expect(response.statusCode).toBe(201);
    const [row] = await t.runtime.database.db
      .select()
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, response.json().id));
    expect(row).toMatchObject({ ...inquiry, language: 'en' });
    // delivered through a real SMTP conversation: to the shop (reply-to the café) and to the café
    const toShop = await waitFor('the inquiry to the shop', async () =>
      smtp.mails.find((mail) => mail.subject?.includes('Caffè del Porto')),
    );
    expect(toShop.to).toBeDefined();
    expect(JSON.stringify(toShop.to)).toContain('partners@affiche.example');
    expect(JSON.stringify(toShop.replyTo)).toContain(inquiry.email);
    expect(toShop.text).toContain('Riva Vela 2, 6900 Lugano');
    const toCafe = await waitFor('the copy to the café', async () =>
      smtp.mails.find((mail) => JSON.stringify(mail.to).includes(inquiry.email)),
    );
    expect(toCafe.subject).toBe('We received your inquiry');
    // nothing the sender wrote goes back out: the form cannot relay text to an address that did not ask for it
    for (const written of [inquiry.name, inquiry.cafeName, inquiry.location, inquiry.address]) {
      expect(toCafe.text).not.toContain(written);
      expect(toCafe.html).not.toContain(written);
      expect(toCafe.subject).not.toContain(written);
    }
  });

  it('acknowledges the inquiry in the language the café wrote in, and tells the shop in English', async () => {
    const french = {
      ...inquiry,
      name: 'Camille Favre',
      cafeName: 'Café du Grand-Pont',
      email: 'camille@grand-pont.example',
      location: 'Lausanne',
    };
    const response = await anonymous('POST', '/api/partner-inquiry', french, { cookie: 'lang=fr' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(fr.inquiry.received);
    const [row] = await t.runtime.database.db
      .select()
      .from(partnerInquiries)
      .where(eq(partnerInquiries.id, response.json().id));
    expect(row!.language).toBe('fr');
    const toCafe = await waitFor('the French copy to the café', async () =>
      smtp.mails.find((mail) => JSON.stringify(mail.to).includes(french.email)),
    );
    expect(toCafe.subject).toBe('Nous avons bien reçu votre demande');
    expect(toCafe.text).toContain('Merci de votre intérêt pour la vente de tirages Affiche dans votre café.');
    expect(toCafe.text).not.toContain('Grand-Pont');
    expect(toCafe.html).toContain('<html lang="fr">');
    const toShop = await waitFor('the inquiry to the shop', async () =>
      smtp.mails.find((mail) => mail.subject === 'Partner inquiry: Café du Grand-Pont (Lausanne)'),
    );
    expect(toShop.text).toContain(en.mail.shopIntro);
  });

  it('words a refused inquiry in the visitor’s language', async () => {
    const response = await anonymous(
      'POST',
      '/api/partner-inquiry',
      { ...inquiry, email: 'nope' },
      { 'accept-language': 'de-CH,de;q=0.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: expect.any(String), message: de.inquiry.invalidEmail });
  });

  it.each(['name', 'cafeName', 'email', 'location', 'address'])('needs the %s', async (field) => {
    const response = await anonymous('POST', '/api/partner-inquiry', { ...inquiry, [field]: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: expect.any(String), message: en.inquiry.missingText });
  });

  it('refuses a bad e-mail and over-long fields', async () => {
    expect((await anonymous('POST', '/api/partner-inquiry', { ...inquiry, email: 'nope' })).json()).toEqual({
      code: expect.any(String),
      message: en.inquiry.invalidEmail,
    });
    expect((await anonymous('POST', '/api/partner-inquiry', { ...inquiry, address: 'x'.repeat(301) })).json()).toEqual({
      code: expect.any(String),
      message: en.inquiry.tooLong,
    });
  });
});

describe('creator payouts', () => {
  it('onboard in the sandbox, earn royalties from catalogue sales and get them transferred monthly', async () => {
    const seller = await signedInUser(t, { userType: 'artistic_collective' });
    expect((await seller.get('/api/stripe-connect/connect-status')).json()).toEqual({
      hasAccount: false,
      onboardingComplete: false,
      payoutsEnabled: false,
    });
    expect((await seller.post('/api/stripe-connect/dashboard-link')).statusCode).toBe(404);

    const created = await seller.post('/api/stripe-connect/create-connect-account');
    expect(created.statusCode).toBe(200);
    const onboardingUrl = new URL(created.json().onboardingUrl);
    expect(onboardingUrl.pathname).toBe('/api/payments/sandbox/onboarding');
    expect((await seller.get('/api/stripe-connect/connect-status')).json()).toEqual({
      hasAccount: true,
      onboardingComplete: false,
      payoutsEnabled: false,
    });
    expect((await seller.post('/api/stripe-connect/dashboard-link')).statusCode).toBe(409);

    // the onboarding page belongs to its owner only
    const other = await signedInUser(t);
    expect((await other.get(`${onboardingUrl.pathname}${onboardingUrl.search}`)).statusCode).toBe(404);
    const page = await seller.get(`${onboardingUrl.pathname}${onboardingUrl.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete setup');
    const account = onboardingUrl.searchParams.get('account')!;
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/onboarding',
      headers: { cookie: seller.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, return: 'https://evil.example/steal' }).toString(),
    });
    expect(completed.statusCode).toBe(303);
    expect(completed.headers.location).toBe(`${t.config.publicUrl}/settings?success=true`);
    expect((await seller.get('/api/stripe-connect/connect-status')).json()).toEqual({
      hasAccount: true,
      onboardingComplete: true,
      payoutsEnabled: true,
    });
    expect((await seller.post('/api/stripe-connect/dashboard-link')).json().url).toContain(
      '/api/payments/sandbox/dashboard',
    );

    // two sales: a standard edition (16%) and a limited edition of 10 (70%)
    const standard = await makeCataloguePoster(t, seller.id, { pricePerUnit: 30 });
    const limited = await makeCataloguePoster(t, seller.id, { totalSupply: 10, pricePerUnit: 80 });
    const checkout = (
      await anonymous('POST', '/api/prepare-checkout', {
        ...shipping,
        cartItems: [
          { id: standard, quantity: 2 },
          { id: limited, quantity: 1 },
        ],
      })
    ).json();
    const { paymentIntentId } = (
      await anonymous('POST', '/api/payments/sandbox/confirm', {
        clientSecret: checkout.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 1,
        expYear: 2050,
        cvc: '999',
      })
    ).json();
    expect(
      (
        await anonymous(
          'POST',
          '/api/complete-catalogue-order',
          { paymentIntentId, orderConfirmationId: checkout.confirmationId },
          { cookie: guestCheckoutCookie(t, checkout.confirmationId) },
        )
      ).statusCode,
    ).toBe(200);

    const ledger = await t.runtime.database.db.select().from(royalties).where(eq(royalties.creatorId, seller.id));
    expect(ledger.map((entry) => [entry.imageId, entry.saleAmount, entry.rate, entry.amount]).sort()).toEqual(
      [
        [standard, '60.00', '0.1600', '9.60'],
        [limited, '80.00', '0.7000', '56.00'],
      ].sort(),
    );
    expect((await seller.get('/api/user-poster-stats')).json()).toMatchObject({
      editionsSold: 3,
      earnings: 65.6,
      paidOut: 0,
    });

    const firstRun = await t.runtime.payouts.payDue();
    expect(firstRun.failed).toBe(0);
    const [payout] = await t.runtime.database.db.select().from(payouts).where(eq(payouts.creatorId, seller.id));
    expect(payout).toMatchObject({ amount: '65.60', status: 'paid' });
    expect(payout!.transferId).toMatch(/^tr_/);
    expect((await seller.get('/api/user-poster-stats')).json()).toMatchObject({ earnings: 65.6, paidOut: 65.6 });
    // nothing is paid twice
    await t.runtime.payouts.payDue();
    expect(await t.runtime.database.db.select().from(payouts).where(eq(payouts.creatorId, seller.id))).toHaveLength(1);
    const [soldPoster] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, limited));
    expect(soldPoster!.soldCount).toBe(1);
  });

  it('are for members (and creators with royalties to collect): others get a clear 403', async () => {
    const standard = await signedInUser(t);
    for (const [method, url] of [
      ['GET', '/api/stripe-connect/connect-status'],
      ['POST', '/api/stripe-connect/create-connect-account'],
      ['POST', '/api/stripe-connect/refresh-onboarding'],
      ['POST', '/api/stripe-connect/dashboard-link'],
    ] as const) {
      const response = method === 'GET' ? await standard.get(url) : await standard.post(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('Payouts are part of the Artistic Collective membership.');
    }
  });

  it('needs a session for every payout call', async () => {
    for (const [method, url] of [
      ['GET', '/api/stripe-connect/connect-status'],
      ['POST', '/api/stripe-connect/create-connect-account'],
      ['POST', '/api/stripe-connect/refresh-onboarding'],
      ['POST', '/api/stripe-connect/dashboard-link'],
    ] as const) {
      expect((await anonymous(method, url)).statusCode).toBe(401);
    }
  });
});
