import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueOrders } from '../../db/schema.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { guestCheckoutCookie } from '../../testing/guest-checkout.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';

/** Addresses as each country writes them (docs/product/pay.md#shipping-form), through the real API. */
let t: TestApp;
let poster: number;

beforeAll(async () => {
  t = await createTestApp();
  const creator = await signedInUser(t);
  poster = await makeCataloguePoster(t, creator.id, { name: 'Jungfrau', pricePerUnit: 30 });
});
afterAll(() => t.close());

const dorf = {
  firstName: 'Ueli',
  lastName: 'Aebischer',
  email: 'ueli@example.ch',
  address: 'Dorf 1',
  zipCode: '3800',
  city: 'Interlaken',
  country: 'CH',
};

let visitor = 0;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.35.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });

type Mail = { to: string; subject: string; text: string; html: string };
const mailsTo = async (to: string) =>
  (await (t.runtime.mailer as unknown as { list(): Promise<Mail[]> }).list()).filter((mail) => mail.to === to);

describe('addresses as each country writes them', () => {
  it.each([
    ['en', 'en-GB,en;q=0.9'],
    ['de', 'de-CH,de;q=0.9'],
    ['fr', 'fr-CH,fr;q=0.9'],
    ['it', 'it-CH,it;q=0.9'],
  ] as const)(
    'refuses a Swiss "123", a German "8001", a UK "12345" and "D1" with 400 in %s',
    async (language, accept) => {
      const m = messagesFor(language).checkout;
      const cases = [
        [{ zipCode: '123' }, m.zipFourDigits],
        [{ zipCode: '12345', country: 'LI' }, m.zipFourDigits],
        [{ zipCode: '8001', country: 'DE' }, m.zipFiveDigits],
        [{ zipCode: '12345', country: 'UK' }, m.zipUk],
        [{ address: 'D1' }, m.addressTooShort],
        [{ state: 'B' }, m.stateTooShort],
      ] as const;
      for (const [override, message] of cases) {
        const response = await post(
          '/api/prepare-checkout',
          { ...dorf, ...override, cartItems: [{ id: poster, quantity: 1 }] },
          { 'accept-language': accept },
        );
        expect(response.statusCode, JSON.stringify(override)).toBe(400);
        expect(response.json()).toEqual({ code: expect.any(String), message });
      }
    },
  );

  it.each([
    ['without a canton', {}],
    ['with an empty canton', { state: '' }],
    ['with a null canton', { state: null }],
  ])(
    '"Dorf 1, 3800 Interlaken" %s checks out; the order keeps no canton and the mail no empty line',
    async (_, extra) => {
      const email = `dorf-${visitor}@example.ch`;
      const prepared = await post('/api/prepare-checkout', {
        ...dorf,
        ...extra,
        email,
        cartItems: [{ id: poster, quantity: 1 }],
      });
      expect(prepared.statusCode).toBe(200);
      const checkout = prepared.json();
      const paid = await post('/api/payments/sandbox/confirm', {
        clientSecret: checkout.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      });
      expect(paid.statusCode).toBe(200);
      const done = await post(
        '/api/complete-catalogue-order',
        { paymentIntentId: paid.json().paymentIntentId, orderConfirmationId: checkout.confirmationId },
        { cookie: guestCheckoutCookie(t, checkout.confirmationId) },
      );
      expect(done.statusCode).toBe(200);
      const [order] = await t.runtime.database.db
        .select()
        .from(catalogueOrders)
        .where(eq(catalogueOrders.confirmationId, checkout.confirmationId));
      expect(order).toMatchObject({ address: 'Dorf 1', zipCode: '3800', city: 'Interlaken', state: null });

      const [mail] = await waitFor('the confirmation mail', async () => {
        const mails = await mailsTo(email);
        return mails.length > 0 ? mails : undefined;
      });
      expect(mail!.text).toContain('Ueli Aebischer\nDorf 1\n3800 Interlaken\nSwitzerland');
      expect(mail!.html).toContain('Dorf 1<br>3800 Interlaken<br>Switzerland');
    },
  );

  it('keeps a given region and a UK postcode in capitals', async () => {
    const prepared = await post('/api/prepare-checkout', {
      ...dorf,
      email: 'hamish@example.co.uk',
      address: '10 Downing Street',
      zipCode: 'sw1a 2aa',
      city: 'London',
      state: 'Greater London',
      country: 'UK',
      cartItems: [{ id: poster, quantity: 1 }],
    });
    expect(prepared.statusCode).toBe(200);
  });
});
