import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLine } from '../../../shared/checkout.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { CustomerOrderDetail, CustomerOrdersPage } from '../../../shared/orders.ts';
import { priceOf } from '../../../shared/print-formats.ts';
import { catalogueOrderItems, catalogueOrders, checkouts } from '../../db/schema.ts';
import { signInAdmin } from '../../testing/admin-session.ts';
import { makeCataloguePoster, makePoster } from '../../testing/posters.ts';
import { startSmtpServer } from '../../testing/smtp.ts';
import type { TestSmtpServer } from '../../testing/smtp.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';

/**
 * After the order, every line names its size and frame (docs/product/pay.md#sizes-and-frames): the confirmation mail
 * and the receipt in the order's language, My orders, the admin's CSV; an order from before sizes reads as A3 unframed.
 */
const ADMIN = { username: 'printer', password: 'an order formats admin password' };

let t: TestApp;
let smtp: TestSmtpServer;
let adminCookie: string;
let creator: TestUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url },
  });
  adminCookie = await signInAdmin(t, ADMIN);
  creator = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.runtime.database.db;
const admin = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
const textOf = async (pdf: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text.replace(/\s+/g, ' ');

/** The two formats of the mixed order, as each language names them. */
const named: Record<Language, { lago: string; a2: string; a4: string; a3: string }> = {
  en: {
    lago: '"Lago Maggiore"',
    a2: 'A2, natural oak frame, white passe-partout',
    a4: 'A4, unframed',
    a3: 'A3, unframed',
  },
  de: {
    lago: '«Lago Maggiore»',
    a2: 'A2, Rahmen Eiche natur, weisses Passepartout',
    a4: 'A4, ohne Rahmen',
    a3: 'A3, ohne Rahmen',
  },
  fr: {
    lago: '«\u202fLago Maggiore\u202f»',
    a2: 'A2, cadre en chêne naturel, passe-partout blanc',
    a4: 'A4, sans cadre',
    a3: 'A3, sans cadre',
  },
  it: {
    lago: '«Lago Maggiore»',
    a2: 'A2, cornice in rovere naturale, passe-partout bianco',
    a4: 'A4, senza cornice',
    a3: 'A3, senza cornice',
  },
};

/**
 * A signed-in buyer's cart paid in `language`: a catalogue poster in A2 with an oak frame and a passe-partout, and a
 * poster of their own in A4 unframed. `beforePaying` may change the stored checkout (an old one, priced before sizes).
 */
async function mixedOrder(language: Language, beforePaying?: (checkoutId: string) => Promise<void>) {
  const buyer = await signedInUser(t);
  const cookie = `${buyer.cookie}; lang=${language}`;
  const send = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const catalogue = await makeCataloguePoster(t, creator.id, { name: 'Lago Maggiore', pricePerUnit: 30 });
  const own = await makePoster(t, buyer.id);
  const email = `buyer.${randomUUID().slice(0, 8)}@example.ch`;
  const prepared = await send('/api/prepare-checkout', {
    firstName: 'Zoë',
    lastName: 'Müller',
    email,
    address: 'Bahnhofstrasse 12',
    city: 'Zürich',
    zipCode: '8001',
    country: 'CH',
    cartItems: [
      { id: catalogue, quantity: 1, size: 'A2', frame: 'oak', passepartout: true },
      { id: own, own: true, quantity: 2, size: 'A4' },
    ],
  });
  expect(prepared.statusCode, prepared.body).toBe(200);
  const checkout = prepared.json<{ confirmationId: string; clientSecret: string; lines: CheckoutLine[] }>();
  await beforePaying?.(checkout.confirmationId);
  const paid = await send('/api/payments/sandbox/confirm', {
    clientSecret: checkout.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2040,
    cvc: '123',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const done = await send('/api/complete-catalogue-order', {
    paymentIntentId: paid.json().paymentIntentId,
    orderConfirmationId: checkout.confirmationId,
  });
  expect(done.statusCode, done.body).toBe(200);
  const [order] = await db()
    .select()
    .from(catalogueOrders)
    .where(eq(catalogueOrders.confirmationId, checkout.confirmationId));
  return { buyer, email, order: order!, lines: checkout.lines };
}

describe('the confirmation mail and the receipt', () => {
  for (const language of ['en', 'de', 'fr', 'it'] as const) {
    it(`name each line's size and frame in the order's language (${language})`, async () => {
      const { email, order } = await mixedOrder(language);
      const mail = await smtp.waitForMail(email);
      const text = mail.text ?? '';
      const words = named[language];
      expect(text).toContain(`${words.lago} (${words.a2})`);
      expect(text).toContain(`(${words.a4})`);
      expect(text).not.toMatch(/\bA3\b/);
      if (language === 'en') {
        // The whole line, at the table's price of an A2 in oak with its mount.
        const price = formatterFor('en').price(priceOf({ size: 'A2', frame: 'oak', passepartout: true }, 30).unitPrice);
        expect(text).toContain(
          `1 × poster "Lago Maggiore" (A2, natural oak frame, white passe-partout), ${price} each`,
        );
        expect(text).toContain(`2 × poster "Pop Art" (A4, unframed), ${formatterFor('en').price(19.9)} each`);
      }
      expect(String(mail.html)).toContain(words.a2);

      const attached = await textOf(mail.attachments[0]!.content);
      expect(attached).toContain(words.a2);
      expect(attached).toContain(words.a4);
      const downloaded = await admin(`/api/admin/catalogue-orders/${order.id}/receipt`);
      expect(await textOf(downloaded.rawPayload)).toContain(words.a2);
    });
  }

  it('read a checkout priced before sizes (its lines carry no format) as A3 unframed', async () => {
    const { email, order } = await mixedOrder('de', async (confirmationId) => {
      const [row] = await db().select().from(checkouts).where(eq(checkouts.confirmationId, confirmationId));
      const old = (row!.lines as Record<string, unknown>[]).map(
        ({ size: _size, frame: _frame, passepartout: _passepartout, ...line }) => line,
      );
      await db().update(checkouts).set({ lines: old }).where(eq(checkouts.id, row!.id));
    });
    const mail = await smtp.waitForMail(email);
    expect(mail.text).toContain('«Lago Maggiore» (A3, ohne Rahmen)');
    const items = await db().select().from(catalogueOrderItems).where(eq(catalogueOrderItems.orderId, order.id));
    expect(items.map((item) => [item.size, item.frame, item.passepartout])).toEqual([
      ['A3', 'none', false],
      ['A3', 'none', false],
    ]);
    expect(await textOf((await admin(`/api/admin/catalogue-orders/${order.id}/receipt`)).rawPayload)).toContain(
      'Poster «Lago Maggiore», Auflage #1/200 A3, ohne Rahmen',
    );
  });
});

describe('My orders and the admin’s CSV', () => {
  it('carry each line’s size, frame and passe-partout', async () => {
    const { buyer, order } = await mixedOrder('en');
    const page = (await buyer.get('/api/orders')).json<CustomerOrdersPage>();
    const formats = (items: CustomerOrdersPage['orders'][number]['items']) =>
      items.map(({ size, frame, passepartout }) => ({ size, frame, passepartout }));
    expect(formats(page.orders[0]!.items)).toEqual([
      { size: 'A2', frame: 'oak', passepartout: true },
      { size: 'A4', frame: 'none', passepartout: false },
    ]);
    const detail = (await buyer.get(`/api/orders/${order.confirmationId}`)).json<CustomerOrderDetail>();
    expect(formats(detail.items)).toEqual(formats(page.orders[0]!.items));

    const csv = (await admin(`/api/admin/orders/export/csv?type=catalogue&search=${order.confirmationId}`)).rawPayload
      .toString('utf8')
      .slice(1)
      .trim()
      .split('\r\n')
      .map((row) => row.split(','));
    const header = csv[0]!;
    const col = (name: string) => header.indexOf(name);
    expect(col('Size')).toBeGreaterThan(col('Item Price (CHF)'));
    expect(csv.slice(1).map((row) => [row[col('Size')], row[col('Frame')], row[col('Passe-partout')]])).toEqual([
      ['A2', 'oak', 'yes'],
      ['A4', 'none', 'no'],
    ]);
  });

  it('read an order from before sizes as A3 unframed', async () => {
    const { buyer, order } = await mixedOrder('en');
    // As migration 0014 left the rows written before it: its column defaults.
    await db()
      .update(catalogueOrderItems)
      .set({ size: 'A3', frame: 'none', passepartout: false, masterPath: null })
      .where(eq(catalogueOrderItems.orderId, order.id));
    const detail = (await buyer.get(`/api/orders/${order.confirmationId}`)).json<CustomerOrderDetail>();
    expect(detail.items.map((item) => `${item.size}/${item.frame}/${item.passepartout}`)).toEqual([
      'A3/none/false',
      'A3/none/false',
    ]);
    const receipt = await textOf((await admin(`/api/admin/catalogue-orders/${order.id}/receipt`)).rawPayload);
    expect(receipt).toContain(named.en.a3);
    expect(receipt).not.toContain('A2');
  });
});
