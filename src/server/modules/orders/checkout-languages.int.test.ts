import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { catalogueOrders, checkouts, orders } from '../../db/schema.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { waitFor } from '../../testing/wait-for.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/** Decision 021: a checkout speaks the customer's language, and its order (and confirmation mail) keeps it. */
let t: TestApp;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  creator = await signedInUser(t);
});
afterAll(() => t.close());

const shipping = {
  firstName: 'Giulia',
  lastName: 'Bernasconi',
  email: 'giulia@example.ch',
  address: 'Via Nassa 5, secondo piano',
  city: 'Lugano',
  state: 'Ticino',
  zipCode: '6900',
  country: 'CH',
};

let visitor = 0;
const send = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.9.${Math.floor(visitor / 250) % 250}.${(visitor++ % 250) + 1}`,
  });

type Mail = { to: string; subject: string; text: string; html: string };
const mailsTo = async (to: string) =>
  (await (t.runtime.mailer as unknown as { list(): Promise<Mail[]> }).list()).filter((mail) => mail.to === to);

describe('a checkout in the customer’s language', () => {
  it('placed with Accept-Language: it keeps Italian on the order and sends the confirmation mail in Italian, priced for it-CH', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Lago Maggiore', pricePerUnit: 1234.5 });
    const italian = { 'accept-language': 'it-CH,it;q=0.9,en;q=0.5' };
    const prepared = await send(
      '/api/prepare-checkout',
      { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
      italian,
    );
    expect(prepared.statusCode).toBe(200);
    const checkout = prepared.json();
    const [row] = await t.runtime.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.confirmationId, checkout.confirmationId));
    expect(row!.language).toBe('it');

    const paid = await send('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    // Completed without any language: the order follows its checkout, not the completing request.
    const done = await send(
      '/api/complete-catalogue-order',
      { paymentIntentId: paid.json().paymentIntentId, orderConfirmationId: checkout.confirmationId },
      { cookie: prepared.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') },
    );
    expect(done.statusCode).toBe(200);
    const [order] = await t.runtime.database.db
      .select()
      .from(catalogueOrders)
      .where(eq(catalogueOrders.confirmationId, checkout.confirmationId));
    expect(order!.language).toBe('it');

    const [mail] = await waitFor('the Italian confirmation mail', async () => {
      const mails = await mailsTo(shipping.email);
      return mails.length > 0 ? mails : undefined;
    });
    const price = formatterFor('it').price(1234.5);
    expect(price).toMatch(/^CHF\s1.?234\.50$/); // it-CH: the currency first, a point before the Rappen
    expect(mail!.subject).toBe(`Il tuo ordine ${checkout.confirmationId}`);
    expect(mail!.text).toContain(`Grazie, Giulia! Il tuo numero d’ordine è ${checkout.confirmationId}.`);
    expect(mail!.text).toContain(`1 × poster «Lago Maggiore» (A3, senza cornice), ${price} cad.`);
    expect(mail!.text).toContain(`Totale: ${price}`);
    expect(mail!.text).toContain('Svizzera');
    expect(mail!.text).toContain(messagesFor('it').common.mailFooter);
    expect(mail!.html).toContain('<html lang="it">');
    expect(mail!.text).not.toContain('Thank you');
  });

  it('keeps the language of a custom poster order on the order', async () => {
    const buyer = await signedInUser(t);
    const imageId = await makePoster(t, buyer.id);
    const french = { cookie: `${buyer.cookie}; lang=fr` };
    const checkout = (
      await send('/api/prepare-checkout', { ...shipping, email: 'claire@example.ch', imageId, quantity: 1 }, french)
    ).json();
    const paid = await send('/api/payments/sandbox/confirm', {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
    const done = await send(
      '/api/complete-order',
      { paymentIntentId: paid.json().paymentIntentId, confirmationId: checkout.confirmationId },
      french,
    );
    expect(done.statusCode).toBe(200);
    const [order] = await t.runtime.database.db
      .select()
      .from(orders)
      .where(eq(orders.confirmationId, checkout.confirmationId));
    expect(order!.language).toBe('fr');
    const [mail] = await waitFor('the French confirmation mail', async () => {
      const mails = await mailsTo('claire@example.ch');
      return mails.length > 0 ? mails : undefined;
    });
    expect(mail!.subject).toBe(`Votre commande ${checkout.confirmationId}`);
    // French typography: a no-break space before each colon, the label's too (decision 021); the country in French.
    expect(mail!.text).toContain(`Voir votre commande en ligne\u202f: http`);
    expect(mail!.text).toMatch(/Total\u202f: \d/);
    expect(mail!.text).not.toMatch(/[^\u202f\d]: |\S:\s/);
    expect(mail!.text).toContain('Suisse');
  });

  it('answers a sold-out poster and a bad field in German with cookie: lang=de', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Ausverkauft', totalSupply: 50, soldCount: 50 });
    const german = { cookie: 'lang=de' };
    const soldOut = await send(
      '/api/prepare-checkout',
      { ...shipping, cartItems: [{ id: poster, quantity: 1 }] },
      german,
    );
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ code: expect.any(String), message: '«Ausverkauft» ist ausverkauft.' });

    const invalid = await send(
      '/api/prepare-checkout',
      { ...shipping, firstName: 'Z', cartItems: [{ id: poster, quantity: 1 }] },
      german,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: expect.any(String),
      message: 'Der Vorname muss mindestens 2 Zeichen lang sein',
    });

    const few = await makeCataloguePoster(t, creator.id, { name: 'Zwei', totalSupply: 200, soldCount: 198 });
    const tooMany = await send('/api/prepare-checkout', { ...shipping, cartItems: [{ id: few, quantity: 3 }] }, german);
    expect(tooMany.json()).toEqual({ code: expect.any(String), message: 'Von «Zwei» sind nur noch 2 Drucke übrig.' });
  });

  it('words a declined card in the language of the payment form', async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Refus' });
    const french = { cookie: 'lang=fr' };
    const checkout = (
      await send('/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] }, french)
    ).json();
    const declined = await send(
      '/api/payments/sandbox/confirm',
      { clientSecret: checkout.clientSecret, cardNumber: '4000000000000002', expMonth: 12, expYear: 2040, cvc: '123' },
      french,
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      message: 'Votre carte a été refusée.',
      error: { code: 'card_declined', message: 'Votre carte a été refusée.' },
    });
  });

  it("words the sandbox's other refusals (expired card, wrong CVC, past expiry) in German, whatever the provider wrote", async () => {
    const poster = await makeCataloguePoster(t, creator.id, { name: 'Abgelehnt' });
    const german = { 'accept-language': 'de-CH' };
    const de = messagesFor('de').checkout;
    const refusals = [
      { card: { cardNumber: '4000000000000069', expYear: 2040 }, code: 'expired_card', message: de.cardExpired },
      { card: { cardNumber: '4000000000000127', expYear: 2040 }, code: 'incorrect_cvc', message: de.cvcIncorrect },
      {
        card: { cardNumber: '4242424242424242', expYear: 2020 },
        code: 'invalid_expiry_year',
        message: de.cardExpiryInvalid,
      },
    ];
    for (const refusal of refusals) {
      const checkout = (
        await send('/api/prepare-checkout', { ...shipping, cartItems: [{ id: poster, quantity: 1 }] }, german)
      ).json();
      const answer = await send(
        '/api/payments/sandbox/confirm',
        { clientSecret: checkout.clientSecret, expMonth: 12, cvc: '123', ...refusal.card },
        german,
      );
      expect(answer.statusCode).toBe(402);
      expect(answer.json()).toMatchObject({
        message: refusal.message,
        error: { code: refusal.code, message: refusal.message },
      });
    }
  });
});
