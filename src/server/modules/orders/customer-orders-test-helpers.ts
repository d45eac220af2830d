import { afterAll, beforeAll, expect } from 'vitest';
import { english } from '../../i18n/messages.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * What the customer orders integration tests share: one app per test file with SMTP and three signed-in users
 * (`useCustomerOrdersApp()`), visitors from fresh addresses, orders bought through the real checkout, and the
 * mails and order links they bring.
 */

export const m = english.orders;
export const afterSaleMessages = english.afterSale;

export let t: TestApp;
export let smtp: TestSmtpServer;
export let buyer: TestUser;
export let other: TestUser;
export let creator: TestUser;

/** Boots the app (with SMTP) and signs up the buyer, another customer and a creator; closes both after the file. */
export function useCustomerOrdersApp() {
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, BRAND_NAME: 'Affiche', PUBLIC_URL: 'https://shop.example' } });
    [buyer, other, creator] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
}

let visitor = 0;
export const nextAddress = () => `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`;
export const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method, url, payload, remoteAddress });
export const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
export const shippingFor = (email: string) => ({
  firstName: 'Zoë',
  lastName: 'Keller',
  email,
  address: 'Bahnhofstrasse 12, Apt. 3',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
});

/** A custom poster bought through the real checkout, paid with `card`. */
export async function buyPoster(user: TestUser, card = '4242424242424242'): Promise<string> {
  const imageId = await makePoster(t, user.id);
  const prepared = (
    await user.post('/api/prepare-checkout', { ...shippingFor(user.email), imageId, quantity: 2 })
  ).json();
  const { paymentIntentId } = (await pay(prepared.clientSecret, card)).json();
  const completed = await user.post('/api/complete-order', {
    paymentIntentId,
    confirmationId: prepared.confirmationId,
  });
  expect(completed.statusCode).toBe(200);
  return prepared.confirmationId;
}

/** A catalogue order, signed in (`user`) or as a guest (`user` null) with the address `email`. */
export async function buyFromCatalogue(user: TestUser | null, email: string, supply = 200): Promise<string> {
  const posterId = await makeCataloguePoster(t, creator.id, { totalSupply: supply, name: 'Lake at dusk' });
  const body = { ...shippingFor(email), cartItems: [{ id: posterId, quantity: 1 }] };
  const prepared = (
    user ? await user.post('/api/prepare-checkout', body) : await anonymous('POST', '/api/prepare-checkout', body)
  ).json();
  const { paymentIntentId } = (await pay(prepared.clientSecret, '5555555555554444')).json();
  const completed = await t.app.inject({
    method: 'POST',
    url: '/api/complete-catalogue-order',
    payload: { paymentIntentId, orderConfirmationId: prepared.confirmationId },
    headers: { cookie: guestCheckoutCookie(t, prepared.confirmationId) },
  });
  expect(completed.statusCode).toBe(200);
  return prepared.confirmationId;
}

/** The first mail to `to` since `since` whose subject passes `subject` (order confirmations arrive in between). */
export async function mailTo(to: string, since: number, subject: (text: string) => boolean) {
  for (let from = since; ;) {
    const mail = await smtp.waitForMail(to, { since: from });
    if (subject(mail.subject ?? '')) return mail;
    from = smtp.mails.indexOf(mail) + 1;
  }
}

export const linkIn = (text: string, reference: string) => {
  const match = new RegExp(`https://shop\\.example/orders/${reference}\\?key=([\\w.-]+)`).exec(text);
  if (!match) throw new Error(`no link to ${reference} in ${text}`);
  return match[1]!;
};
