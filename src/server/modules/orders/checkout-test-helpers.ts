import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { userImages } from '../../db/schema.ts';
import { english } from '../../i18n/messages.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * What the checkout tests share (docs/product/pay.md#checkout): the real app, a buyer and a creator, shipping
 * details, visitors from many addresses and the sandbox's card form. `useCheckoutApp()` starts the app before the
 * calling file's tests and stops it after them; the exported `let`s are live bindings.
 */
export const m = english.checkout;

export let t: TestApp;
export let buyer: TestUser;
export let creator: TestUser;

/** Starts the app before the calling file's tests and stops it after them: call it once, at the file's top. */
export function useCheckoutApp() {
  beforeAll(async () => {
    t = await createTestApp();
    buyer = await signedInUser(t);
    creator = await signedInUser(t);
  });
  afterAll(() => t.close());
}

export const shipping = {
  firstName: 'Zoë',
  lastName: "O'Neill-Müller",
  email: 'zoe@example.ch',
  address: 'Bahnhofstrasse 12, Apt. 3',
  city: 'Zürich',
  state: 'Zürich',
  zipCode: '8001',
  country: 'CH',
};

// Visitors from many addresses, as in a real shop (the per-visitor rate limits are tested on their own).
export let visitor = 0;
export const anonymous = (method: 'GET' | 'POST', url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.0.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
    headers: cookie ? { cookie } : {},
  });
export const pay = (clientSecret: string, cardNumber = '4242424242424242') =>
  anonymous('POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    cardNumber,
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });

export const posterRow = async (id: number) =>
  (await t.runtime.database.db.select().from(userImages).where(eq(userImages.id, id)))[0]!;
