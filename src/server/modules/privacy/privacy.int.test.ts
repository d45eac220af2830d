import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import accountMessages from '../../../shared/messages/en/accounts.ts';
import {
  authAttempts,
  catalogueOrderItems,
  catalogueOrders,
  emailVerifications,
  orders,
  payouts,
  posterLikes,
  royalties,
  sessions,
  userImages,
  users,
} from '../../db/schema.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { codeIn, startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { wallFolderOf } from '../walls/index.ts';

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let visitor = 0;
const anonymous = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });
const shipping = {
  firstName: 'Anna',
  lastName: 'Keller',
  email: 'anna@example.ch',
  address: 'Marktgasse 10',
  city: 'Bern',
  state: 'Bern',
  zipCode: '3011',
  country: 'CH',
};
const pay = async (clientSecret: string) =>
  (
    await anonymous('POST', '/api/payments/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2050,
      cvc: '999',
    })
  ).json().paymentIntentId as string;

/** A catalogue order paid and completed by `buyer` (signed in) for the given posters. */
async function buyFromCatalogue(buyer: TestUser, posterIds: number[]) {
  const checkout = (
    await buyer.post('/api/prepare-checkout', { ...shipping, cartItems: posterIds.map((id) => ({ id, quantity: 1 })) })
  ).json();
  const paymentIntentId = await pay(checkout.clientSecret);
  expect(
    (
      await buyer.post('/api/complete-catalogue-order', {
        paymentIntentId,
        orderConfirmationId: checkout.confirmationId,
      })
    ).statusCode,
  ).toBe(200);
  return checkout.confirmationId as string;
}

/** A custom poster order of the user's own poster. */
async function orderOwnPoster(user: TestUser, imageId: number) {
  const checkout = (await user.post('/api/prepare-checkout', { ...shipping, imageId, quantity: 1 })).json();
  const paymentIntentId = await pay(checkout.clientSecret);
  expect(
    (
      await user.post('/api/complete-order', {
        paymentIntentId,
        confirmationId: checkout.confirmationId,
        shippingData: shipping,
      })
    ).statusCode,
  ).toBe(200);
  return checkout.confirmationId as string;
}

/** Completes the sandbox payout onboarding, so the user can receive transfers. */
async function readyPayoutAccount(user: TestUser) {
  const { onboardingUrl } = (await user.post('/api/stripe-connect/create-connect-account')).json();
  const url = new URL(onboardingUrl);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/onboarding',
    headers: { cookie: user.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ account: url.searchParams.get('account')! }).toString(),
  });
  expect(done.statusCode).toBe(303);
}

async function deletionCode(user: TestUser) {
  const since = smtp.mails.length;
  const started = await user.post('/api/account/deletion/start', { password: user.password });
  expect(started.statusCode).toBe(200);
  return codeIn(await smtp.waitForMail(user.email, { since }));
}

describe('the copy of my data', () => {
  it('holds every kind of my data as one JSON attachment, and nothing of anyone else', async () => {
    const me = await signedInUser(t, { userType: 'artistic_collective' });
    const someone = await signedInUser(t);
    const mine = await makeCataloguePoster(t, me.id, { name: 'Mine on sale' });
    const rejectedAt = new Date('2026-12-01T09:00:00.000Z');
    const privatePoster = await makePoster(t, me.id, {
      captionText: 'Private caption',
      rejectedAt,
      rejectionReason: 'Too dark to print',
    });
    const theirs = await makeCataloguePoster(t, someone.id, { name: 'Their poster' });
    await makePoster(t, someone.id, { captionText: 'Their secret caption' });
    await orderOwnPoster(me, privatePoster);
    await buyFromCatalogue(me, [theirs]);
    await buyFromCatalogue(someone, [mine]);
    expect((await me.post(`/api/posters/${theirs}/like`, { liked: true })).statusCode).toBeLessThan(300);
    expect((await someone.post(`/api/posters/${mine}/like`, { liked: true })).statusCode).toBeLessThan(300);

    const response = await me.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="affiche-data-${me.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = JSON.parse(response.body);
    expect(data.account).toMatchObject({ email: me.email, username: me.username, accountType: 'artistic_collective' });
    expect(data.credits).toMatchObject({ freeCreditsRemaining: t.config.FREE_CREDITS, paidCredits: 0, purchases: [] });
    expect(data.posters.map((poster: { id: number }) => poster.id).sort()).toEqual([mine, privatePoster].sort());
    const ownPoster = data.posters.find((poster: { id: number }) => poster.id === privatePoster);
    expect(ownPoster.caption).toBe('Private caption');
    expect(ownPoster.rejection).toEqual({ at: rejectedAt.toISOString(), reason: 'Too dark to print' });
    expect(ownPoster.files.preview).toMatch(new RegExp(`^${t.config.publicUrl}/api/storage-image/previews/`));
    expect(data.orders.posters).toEqual([
      expect.objectContaining({ posterId: privatePoster, shipping: expect.objectContaining({ city: 'Bern' }) }),
    ]);
    expect(data.orders.catalogue).toEqual([
      expect.objectContaining({ items: [expect.objectContaining({ posterId: theirs, name: 'Their poster' })] }),
    ]);
    expect(data.likes).toEqual([expect.objectContaining({ posterId: theirs })]);
    expect(data.royalties).toEqual([expect.objectContaining({ posterId: mine, paidOut: false })]);
    expect(data.payouts).toEqual({ account: null, transfers: [] });
    expect(data).toHaveProperty('membership');
    expect(response.body).not.toContain(someone.email);
    expect(response.body).not.toContain('Their secret caption');

    expect((await anonymous('GET', '/api/account/export')).statusCode).toBe(401);
  });
});

describe('deleting my account', () => {
  it('needs my password, then the e-mailed code; a wrong code counts and a code expires', async () => {
    const me = await signedInUser(t);
    const wrongPassword = await me.post('/api/account/deletion/start', { password: 'not my password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: expect.any(String), message: accountMessages.invalidCredentials });
    expect((await me.post('/api/account/deletion/confirm', { code: '123456' })).statusCode).toBe(400);

    const code = await deletionCode(me);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await me.post('/api/account/deletion/confirm', { code: wrong })).json()).toEqual({
        code: expect.any(String),
        message: accountMessages.invalidCode,
      });
    expect((await me.post('/api/account/deletion/confirm', { code: wrong })).json()).toEqual({
      code: expect.any(String),
      message: accountMessages.codeExhausted,
    });
    // five wrong tries use the code up: even the right one no longer works
    expect((await me.post('/api/account/deletion/confirm', { code })).json()).toEqual({
      code: expect.any(String),
      message: accountMessages.codeExhausted,
    });

    // a new code once the resend wait is over (as if 30 seconds had passed), then it expires
    await t.runtime.database.db
      .update(emailVerifications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(emailVerifications.email, me.email));
    await t.runtime.database.db.delete(authAttempts).where(eq(authAttempts.subject, `account_deletion:${me.email}`));
    const second = await deletionCode(me);
    await t.runtime.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.email, me.email));
    expect((await me.post('/api/account/deletion/confirm', { code: second })).json()).toEqual({
      code: expect.any(String),
      message: accountMessages.codeExpired,
    });
    // nothing was deleted on the way
    expect(await t.runtime.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it('removes the account, its sessions, likes and private posters; keeps what others bought, orders and royalties as told', async () => {
    const me = await signedInUser(t, { userType: 'artistic_collective' });
    const buyer = await signedInUser(t);
    const otherDevice = await t.runtime.sessions.create(me.id);
    const sold = await makeCataloguePoster(t, me.id, { name: 'Sold at the lake' });
    const unsold = await makeCataloguePoster(t, me.id, { name: 'Never sold' });
    const privatePoster = await makePoster(t, me.id);
    const orderedPrivate = await makePoster(t, me.id);
    const [privateFiles] = await t.runtime.database.db
      .select()
      .from(userImages)
      .where(eq(userImages.id, privatePoster));
    const [soldFiles] = await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, sold));
    const buyersOrder = await buyFromCatalogue(buyer, [sold]);
    const myOwnOrder = await orderOwnPoster(me, orderedPrivate);
    const theirPoster = await makeCataloguePoster(t, buyer.id);
    await me.post(`/api/posters/${theirPoster}/like`, { liked: true });
    // two posters seen on a wall: the private one by its owner, the sold one by anyone (decision 040)
    const onTheWall = 'size=A3&frame=oak&passepartout=true&room=hallway';
    expect((await me.get(`/api/posters/${privatePoster}/wall?${onTheWall}`)).statusCode).toBe(200);
    expect((await anonymous('GET', `/api/posters/${sold}/wall?${onTheWall}`)).statusCode).toBe(200);

    const preview = (await me.get('/api/account/deletion')).json();
    expect(preview).toEqual({
      unpaidRoyalties: 4.8,
      royaltiesOutcome: 'forfeit',
      keptPosters: 2,
      deletedPosters: 2,
      membershipActive: false,
    });

    const code = await deletionCode(me);
    const confirmed = await me.post('/api/account/deletion/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ deleted: true, royaltiesTransferred: 0, royaltiesForfeited: 4.8 });
    expect(String(confirmed.headers['set-cookie'])).toMatch(/affiche_session=;/);

    const db = t.runtime.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect((await me.get('/api/auth/check')).json()).toEqual({ authenticated: false, user: null });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/check',
          headers: { cookie: `affiche_session=${otherDevice.token}` },
        })
      ).json().authenticated,
    ).toBe(false);
    const signIn = await anonymous('POST', '/api/auth/login', { email: me.email, password: me.password });
    expect(signIn.statusCode).toBe(401);
    expect(await db.select().from(posterLikes).where(eq(posterLikes.userId, me.id))).toEqual([]);

    // private and unsold posters gone with their files; the sold one stays, without its creator
    const left = await db
      .select()
      .from(userImages)
      .where(inArray(userImages.id, [sold, unsold, privatePoster, orderedPrivate]));
    expect(left.map((poster) => poster.id).sort()).toEqual([sold, orderedPrivate].sort());
    expect(left.every((poster) => poster.userId === null)).toBe(true);
    expect(await t.runtime.storage.head(privateFiles!.previewPath)).toBeNull();
    expect(await t.runtime.storage.head(soldFiles!.previewPath)).not.toBeNull();
    const wallPreviews = async (previewPath: string) => {
      const keys: string[] = [];
      for await (const object of t.runtime.storage.list(wallFolderOf(previewPath))) keys.push(object.key);
      return keys;
    };
    expect(await wallPreviews(privateFiles!.previewPath)).toEqual([]);
    expect(await wallPreviews(soldFiles!.previewPath)).toHaveLength(1);
    const catalogue = (
      await anonymous('GET', `/api/public-images?limit=50&offset=0&search=${encodeURIComponent('Sold at the lake')}`)
    ).json();
    expect(catalogue.images).toEqual([expect.objectContaining({ id: sold, username: null })]);
    expect((await anonymous('GET', '/api/feed?page=1')).statusCode).toBe(200);
    const share = await anonymous('GET', `/catalogue?poster=${sold}`);
    expect(share.statusCode).toBeLessThan(500);
    expect((await anonymous('GET', `/api/share-card/${sold}.png`)).statusCode).toBe(200);

    // orders stay for the books, not linked to anyone; the buyer's editions are intact
    const [shopOrder] = await db.select().from(catalogueOrders).where(eq(catalogueOrders.confirmationId, buyersOrder));
    expect(shopOrder!.userId).toBe(buyer.id);
    const [item] = await db.select().from(catalogueOrderItems).where(eq(catalogueOrderItems.orderId, shopOrder!.id));
    expect(item).toMatchObject({ imageId: sold, creatorId: null, firstEdition: 1, lastEdition: 1 });
    const [ownOrder] = await db.select().from(orders).where(eq(orders.confirmationId, myOwnOrder));
    expect(ownOrder).toMatchObject({ userId: null, imageId: orderedPrivate, status: 'pending' });
    const [forfeited] = await db.select().from(royalties).where(eq(royalties.orderItemId, item!.id));
    expect(forfeited).toMatchObject({ creatorId: null, payoutId: null, amount: '4.80' });

    // the same address may sign up again as a fresh account
    const since = smtp.mails.length;
    expect((await anonymous('POST', '/api/send-verification', { email: me.email })).statusCode).toBe(200);
    const mail = await smtp.waitForMail(me.email, { since });
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('transfers unpaid royalties to a ready payout account before deleting', async () => {
    const me = await signedInUser(t, { userType: 'artistic_collective' });
    await readyPayoutAccount(me);
    const poster = await makeCataloguePoster(t, me.id, { pricePerUnit: 30 });
    await buyFromCatalogue(await signedInUser(t), [poster]);
    expect((await me.get('/api/account/deletion')).json()).toMatchObject({
      unpaidRoyalties: 4.8,
      royaltiesOutcome: 'transfer',
    });

    const confirmed = await me.post('/api/account/deletion/confirm', { code: await deletionCode(me) });
    expect(confirmed.json()).toEqual({ deleted: true, royaltiesTransferred: 4.8, royaltiesForfeited: 0 });
    const [payout] = await t.runtime.database.db.select().from(payouts).where(eq(payouts.amount, '4.80'));
    expect(payout).toMatchObject({ status: 'paid', creatorId: null });
    expect(payout!.transferId).toMatch(/^tr_/);
  });
});
