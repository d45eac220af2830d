import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryWindow, deliveryWindows, parseDeliveryDays, parseHolidays } from '../../../shared/delivery.ts';
import type { DeliveryEstimateResponse, DeliveryRules } from '../../../shared/delivery.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import type { CustomerOrderDetail } from '../../../shared/orders.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { catalogueOrders } from '../../db/schema.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import { createTestApp } from '../../testing/test-app.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { signedInUser } from '../../testing/users.ts';
import type { TestUser } from '../../testing/users.ts';
import { waitFor } from '../../testing/wait-for.ts';

/**
 * The delivery estimate through the real app (docs/product/after-the-sale.md#delivery-estimate): configured by the
 * environment, answered by the API, carried by the order page and the confirmation mail.
 */
let t: TestApp;
let buyer: TestUser;
let poster: number;
const env = {
  DELIVERY_DAYS: 'ch:2-3,eu:5-8,uk:6-10',
  PRODUCTION_DAYS: '1',
  SHOP_HOLIDAYS: '01-01,easter-2,12-25,12-26,12-31',
  ORDER_CANCEL_WINDOW_MINUTES: '120',
  PUBLIC_URL: 'https://shop.example.ch',
};
const rules: DeliveryRules = {
  productionDays: 1,
  transitDays: parseDeliveryDays(env.DELIVERY_DAYS),
  cancelWindowMinutes: 120,
  holidays: parseHolidays(env.SHOP_HOLIDAYS),
};

beforeAll(async () => {
  t = await createTestApp({ env });
  buyer = await signedInUser(t);
  const creator = await signedInUser(t);
  poster = await makeCataloguePoster(t, creator.id, { name: 'Säntis', pricePerUnit: 40 });
});
afterAll(() => t.close());

type Mail = { to: string; subject: string; text: string; html: string };
const mailsTo = async (to: string) =>
  (await (t.runtime.mailer as unknown as { list(): Promise<Mail[]> }).list()).filter((mail) => mail.to === to);

describe('the delivery estimate', () => {
  it('is configured by DELIVERY_DAYS, PRODUCTION_DAYS and SHOP_HOLIDAYS, and a bad value stops the start', () => {
    expect(t.config.DELIVERY_DAYS).toEqual(rules.transitDays);
    expect(t.config.PRODUCTION_DAYS).toBe(1);
    expect(() => loadConfig({ DELIVERY_DAYS: 'ch:1-2' })).toThrow(ConfigError);
    expect(() => loadConfig({ DELIVERY_DAYS: 'ch:1-2' })).toThrow(/DELIVERY_DAYS: no days for eu, uk/);
    expect(() => loadConfig({ SHOP_HOLIDAYS: '31-12' })).toThrow(/SHOP_HOLIDAYS: "31-12"/);
    expect(() => loadConfig({ PRODUCTION_DAYS: '-1' })).toThrow(/PRODUCTION_DAYS/);
  });

  it('GET /api/delivery-estimate answers each group’s window for an order paid now, to anyone', async () => {
    const before = new Date();
    const response = await t.app.inject({ method: 'GET', url: '/api/delivery-estimate' });
    const after = new Date();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.json<DeliveryEstimateResponse>();
    // The clock may pass midnight during the request: the answer is the window of one of its two ends.
    expect([deliveryWindows(before, rules), deliveryWindows(after, rules)]).toContainEqual(body.zones);
    expect(body.zones.ch.from < body.zones.eu.from).toBe(true);
    expect(body.zones.eu.to <= body.zones.uk.to).toBe(true);
  });

  it('the order page and the confirmation mail say when the order arrives, in the order’s language, and link the returns page', async () => {
    const email = 'lena@example.de';
    const prepared = await t.app.inject({
      method: 'POST',
      url: '/api/prepare-checkout',
      headers: { cookie: `${buyer.cookie}; lang=de` },
      payload: {
        firstName: 'Lena',
        lastName: 'Vogel',
        email,
        address: 'Hauptstrasse 5',
        zipCode: '10115',
        city: 'Berlin',
        country: 'DE',
        cartItems: [{ id: poster, quantity: 1 }],
      },
    });
    expect(prepared.statusCode).toBe(200);
    const checkout = prepared.json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      payload: {
        clientSecret: checkout.clientSecret,
        cardNumber: '4242424242424242',
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
      },
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/complete-catalogue-order',
      headers: { cookie: buyer.cookie },
      payload: { paymentIntentId: paid.json().paymentIntentId, orderConfirmationId: checkout.confirmationId },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ country: 'DE' });

    const [order] = await t.runtime.database.db
      .select()
      .from(catalogueOrders)
      .where(eq(catalogueOrders.confirmationId, checkout.confirmationId));
    const expected = deliveryWindow(order!.createdAt, 'eu', rules);
    const detail = (await buyer.get(`/api/orders/${checkout.confirmationId}`)).json<CustomerOrderDetail>();
    expect(detail.delivery).toEqual(expected);

    const [mail] = await waitFor('the confirmation mail', async () => {
      const mails = await mailsTo(email);
      return mails.length > 0 ? mails : undefined;
    });
    const format = formatterFor('de');
    const words = messagesFor('de').shell.delivery;
    // The mail leaves a moment after the order is written: the same window unless midnight passed in between.
    const line = words.arrivesBetween({ from: format.deliveryDay(expected.from), to: format.deliveryDay(expected.to) });
    expect(mail!.text).toContain(line);
    expect(mail!.text).toMatch(/Ankunft zwischen \S+ \d+\. \S+ und \S+ \d+\. \S+/);
    expect(mail!.text).toContain(`${words.returnsLink}: https://shop.example.ch/returns?lang=de`);
    expect(mail!.html).toContain('href="https://shop.example.ch/returns?lang=de"');

    // Cancelled, it no longer arrives.
    const cancelled = await buyer.post(`/api/orders/${checkout.confirmationId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<CustomerOrderDetail>().delivery).toBeNull();
  });
});
