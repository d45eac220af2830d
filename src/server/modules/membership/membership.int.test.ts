import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxPaymentProvider } from '../../adapters/payments/sandbox-payment-provider.ts';
import { creditPurchases, memberships, users } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitForPaymentEventsHandled } from '../../testing/jobs.ts';
import { waitFor } from '../../testing/wait-for.ts';

const m = english.membership;

let t: TestApp;
let sandbox: SandboxPaymentProvider;

beforeAll(async () => {
  t = await createTestApp({ env: { PROMO_CODES: 'BETA60,EARLY60,LAUNCH60', CREDIT_PACKS: '5:9.90,15:24.90' } });
  sandbox = t.runtime.payments.provider as SandboxPaymentProvider;
});
afterAll(() => t.close());

const confirmCard = (clientSecret: string, cardNumber = '4242424242424242') =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/confirm',
    payload: { clientSecret, cardNumber, expMonth: 12, expYear: 2040, cvc: '123' },
  });

const userTypeOf = async (user: TestUser) =>
  (await t.runtime.database.db.select({ userType: users.userType }).from(users).where(eq(users.id, user.id)))[0]!
    .userType;

/** Joins with a card: create-subscription, the card form, confirm-subscription. */
async function join(user: TestUser, options: { promoCode?: string; cardNumber?: string } = {}) {
  const started = await user.post('/api/create-subscription', {
    email: user.email,
    promoCode: options.promoCode,
    discountAmount: 9.99,
  });
  expect(started.statusCode).toBe(200);
  const card = await confirmCard(started.json().clientSecret, options.cardNumber);
  expect(card.statusCode).toBe(200);
  const { setupIntentId, paymentMethodId } = card.json();
  return {
    started: started.json(),
    confirmed: await user.post('/api/confirm-subscription', { setupIntentId, paymentMethodId }),
  };
}

describe('the membership', () => {
  it('with BETA60 costs 4.00 CHF the first month, then 9.99, and makes the user a member', async () => {
    const user = await signedInUser(t);
    const { started, confirmed } = await join(user, { promoCode: ' beta60 ' });
    expect(started).toMatchObject({ firstMonthPrice: 4, monthlyPrice: 9.99, promoApplied: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      isActive: true,
      willCancelAtPeriodEnd: false,
      userType: 'artistic_collective',
    });
    expect(await userTypeOf(user)).toBe('artistic_collective');
    expect((await user.get('/api/generation-credits')).json().userType).toBe('artistic_collective');

    const [row] = await t.runtime.database.db.select().from(memberships).where(eq(memberships.userId, user.id));
    expect(await sandbox.invoicesOf(row!.subscriptionId!)).toEqual([
      expect.objectContaining({ amount: 400, paid: true }),
    ]);
    const periodEnd = new Date(confirmed.json().currentPeriodEnd);
    expect(periodEnd.getTime() - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);

    // confirming the same setup again makes no second subscription
    const again = await user.post('/api/confirm-subscription', { setupIntentId: row!.setupIntentId });
    expect(again.json().isActive).toBe(true);
    expect(await user.post('/api/create-subscription', {})).toMatchObject({ statusCode: 409 });

    // the month ends: renewed at the full price
    await sandbox.renewDueSubscriptions(new Date(periodEnd.getTime() + 1000));
    expect((await sandbox.invoicesOf(row!.subscriptionId!)).map((invoice) => invoice.amount)).toEqual([400, 999]);
    const renewed = await waitForInfo(user, (info) => new Date(info.currentPeriodEnd).getTime() > periodEnd.getTime());
    expect(renewed.isActive).toBe(true);
  });

  it('refuses a promo code that is not on the list', async () => {
    const user = await signedInUser(t);
    const refused = await user.post('/api/create-subscription', { promoCode: 'FREE100' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: expect.any(String), message: m.promoInvalid });
  });

  it('charges 9.99 CHF the first month without a promo code', async () => {
    const user = await signedInUser(t);
    const { started } = await join(user);
    expect(started).toMatchObject({ firstMonthPrice: 9.99, promoApplied: false });
  });

  it('cancels at the period end: still a member until then, a standard user after', async () => {
    const user = await signedInUser(t);
    await join(user, { promoCode: 'LAUNCH60' });
    const cancelled = await user.post('/api/cancel-subscription');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isActive: true, willCancelAtPeriodEnd: true });
    expect(await userTypeOf(user)).toBe('artistic_collective');

    const periodEnd = new Date(cancelled.json().currentPeriodEnd);
    await sandbox.renewDueSubscriptions(new Date(periodEnd.getTime() + 1000));
    const ended = await waitForInfo(user, (info) => !info.isActive);
    expect(ended).toMatchObject({ isActive: false, willCancelAtPeriodEnd: false });
    expect(await userTypeOf(user)).toBe('standard');
    expect((await user.post('/api/cancel-subscription')).statusCode).toBe(404);
  });

  it('subscribes no one with a card declined when it is saved', async () => {
    const declined = await signedInUser(t);
    const started = (await declined.post('/api/create-subscription', {})).json();
    const card = await confirmCard(started.clientSecret, '4000000000000002');
    expect(card.statusCode).toBe(402);
    expect(card.json().message).toBe('Your card was declined.');
    const [row] = await t.runtime.database.db.select().from(memberships).where(eq(memberships.userId, declined.id));
    const early = await declined.post('/api/confirm-subscription', { setupIntentId: row!.setupIntentId });
    expect(early.statusCode).toBe(402);
    expect(await userTypeOf(declined)).toBe('standard');
  });

  it('subscribes no one with a card that is saved but whose first charge fails', async () => {
    // 4000000000000341 is saved fine but every charge on it fails
    const failing = await signedInUser(t);
    const { confirmed } = await join(failing, { cardNumber: '4000000000000341' });
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json().message).toBe('Your card was declined.');
    expect(await userTypeOf(failing)).toBe('standard');
  });

  it('keeps a member through a failed renewal (past due) and ends it after the grace week', async () => {
    const user = await signedInUser(t);
    await join(user);
    const db = t.runtime.database.db;
    const [row] = await db.select().from(memberships).where(eq(memberships.userId, user.id));
    // the saved card starts failing
    const subscription = await sandbox.retrieveSubscription(row!.subscriptionId!);
    const { sandboxObjects } = await import('../../db/schema.ts');
    const [stored] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, subscription!.id));
    const methodId = (stored!.data as { paymentMethodId: string }).paymentMethodId;
    const [method] = await db.select().from(sandboxObjects).where(eq(sandboxObjects.id, methodId));
    await db
      .update(sandboxObjects)
      .set({
        data: {
          ...(method!.data as object),
          outcome: { ok: false, code: 'card_declined', message: 'Your card was declined.' },
        },
      })
      .where(eq(sandboxObjects.id, methodId));

    const periodEnd = subscription!.currentPeriodEnd!;
    await sandbox.renewDueSubscriptions(new Date(periodEnd.getTime() + 1000));
    await waitForStatus(user, 'past_due');
    expect(await userTypeOf(user)).toBe('artistic_collective');
    await sandbox.renewDueSubscriptions(new Date(periodEnd.getTime() + 8 * 24 * 3600 * 1000));
    await waitForStatus(user, 'canceled');
    expect(await userTypeOf(user)).toBe('standard');
  });

  it('needs a session, and a setup that is the user’s own', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/create-subscription', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/subscription-info' })).statusCode).toBe(401);
    const owner = await signedInUser(t);
    await owner.post('/api/create-subscription', {});
    const [row] = await t.runtime.database.db.select().from(memberships).where(eq(memberships.userId, owner.id));
    const thief = await signedInUser(t);
    const stolen = await thief.post('/api/confirm-subscription', { setupIntentId: row!.setupIntentId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ code: expect.any(String), message: m.setupNotYours });
    const otherEmail = await owner.post('/api/create-subscription', { email: thief.email });
    expect(otherEmail.statusCode).toBe(403);
    expect((await owner.get('/api/subscription-info')).json()).toEqual({
      isActive: false,
      currentPeriodEnd: null,
      willCancelAtPeriodEnd: false,
    });
  });
});

describe('credit packs', () => {
  it('are listed, paid through the provider and add their credits once', async () => {
    const user = await signedInUser(t, { freeCredits: 0 });
    expect((await user.get('/api/credit-packs')).json()).toEqual({
      packs: [
        { id: '5-credits', credits: 5, price: 9.9 },
        { id: '15-credits', credits: 15, price: 24.9 },
      ],
    });
    const bought = await user.post('/api/buy-credits', { packId: '15-credits', price: 0.01, credits: 1000 });
    expect(bought.statusCode).toBe(200);
    expect(bought.json()).toMatchObject({ packId: '15-credits', credits: 15, amount: 24.9 });
    const { paymentIntentId } = (await confirmCard(bought.json().clientSecret)).json();
    const completions = await Promise.all(
      [1, 2, 3].map(() => user.post('/api/complete-credit-purchase', { paymentIntentId })),
    );
    for (const completion of completions)
      expect(completion.json()).toEqual({ credits: 15, freeCreditsRemaining: 0, paidCredits: 15 });
    // the provider's payment event, handled after the completions, adds nothing: still 15
    await waitForPaymentEventsHandled(t.runtime.database.db, { paymentIntentId });
    expect((await user.get('/api/generation-credits')).json()).toMatchObject({ paidCredits: 15 });
    expect(
      await t.runtime.database.db
        .select()
        .from(creditPurchases)
        .where(eq(creditPurchases.paymentIntentId, paymentIntentId)),
    ).toHaveLength(1);
  });

  it('refuses an unknown pack, a declined card, and someone else’s payment', async () => {
    const user = await signedInUser(t, { freeCredits: 0 });
    expect((await user.post('/api/buy-credits', { packId: '1000-credits' })).json()).toEqual({
      code: expect.any(String),
      message: m.unknownPack,
    });
    const bought = (await user.post('/api/buy-credits', { packId: '5-credits' })).json();
    const declined = await confirmCard(bought.clientSecret, '4000000000000002');
    expect(declined.statusCode).toBe(402);
    expect(
      (await user.post('/api/complete-credit-purchase', { paymentIntentId: declined.json().paymentIntentId }))
        .statusCode,
    ).toBe(402);
    const { paymentIntentId } = (await confirmCard(bought.clientSecret)).json();
    const other = await signedInUser(t, { freeCredits: 0 });
    expect((await other.post('/api/complete-credit-purchase', { paymentIntentId })).statusCode).toBe(404);
    expect((await other.get('/api/generation-credits')).json().paidCredits).toBe(0);
  });
});

type SubscriptionInfo = { isActive: boolean; currentPeriodEnd: string; willCancelAtPeriodEnd: boolean };

/** The user's subscription info once `done` holds for it (the provider's events are handled by a job). */
async function waitForInfo(user: TestUser, done: (info: SubscriptionInfo) => boolean): Promise<SubscriptionInfo> {
  let seen: SubscriptionInfo | undefined;
  return waitFor(
    () => `the membership to reach the expected state (last seen: ${JSON.stringify(seen)})`,
    async () => {
      seen = (await user.get('/api/subscription-info')).json() as SubscriptionInfo;
      return done(seen) && seen;
    },
  );
}

async function waitForStatus(user: TestUser, status: string) {
  let seen: string | undefined;
  await waitFor(
    () => `the membership to be ${status} (it is ${seen})`,
    async () => {
      const [row] = await t.runtime.database.db
        .select({ status: memberships.status })
        .from(memberships)
        .where(eq(memberships.userId, user.id));
      seen = row?.status;
      return seen === status;
    },
  );
}
