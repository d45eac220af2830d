import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { waitFor } from '../../testing/wait-for.ts';
import { waitForQueueToDrain } from '../../testing/jobs.ts';
import { sendMailQueue } from '../mail/mail.jobs.ts';
import { makeCataloguePoster } from '../../testing/posters.ts';
import { orders } from '../../db/schema.ts';
import {
  m,
  t,
  smtp,
  creator,
  db,
  admin,
  posterOrder,
  catalogueOrder,
  eventsOf,
  mailsTo,
  useAfterSaleApp,
} from './after-sale-test-helpers.ts';

useAfterSaleApp();

/** Shipping, the confirmation mail and the receipt (docs/product/after-the-sale.md). */
describe('shipping', () => {
  it('keeps the carrier and tracking number and mails the shipped notice once when two admins ship at once', async () => {
    const order = await posterOrder(1);
    const ship = { status: 'shipped', carrier: 'swiss-post', trackingNumber: '99.00.123456.12345678' };
    const answers = await Promise.all([1, 2].map(() => admin('PATCH', `/api/admin/orders/${order.id}/status`, ship)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await admin('PATCH', `/api/admin/orders/${order.id}/status`, ship)).statusCode).toBe(200);

    const mail = await smtp
      .waitForMail(order.shipping.email, { since: 0, timeoutMs: 20_000 })
      .then(() => waitFor('the shipped mail', async () => mailsTo(order.shipping.email, /has shipped/)[0]));
    expect(mail.text).toContain('https://service.post.ch/ekp-web/ui/entry/search/990012345612345678');
    expect(mail.html).toContain('Track your parcel');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'shipped', carrier: 'swiss-post', trackingNumber: '990012345612345678' });
    expect((await eventsOf('order', order.id)).map((event) => event.event)).toEqual(['shipped']);
    // Every mail to the customer that was queued has left by now: a second shipped notice would be among them.
    await waitForQueueToDrain(t.runtime.jobs, sendMailQueue, { data: { to: order.shipping.email } });
    expect(mailsTo(order.shipping.email, /has shipped/)).toHaveLength(1);
    expect((await admin('GET', `/api/admin/orders/${order.id}`)).json().afterSale).toMatchObject({
      carrier: 'swiss-post',
      trackingUrl: 'https://service.post.ch/ekp-web/ui/entry/search/990012345612345678',
    });
  });

  it('writes the shipped notice in the language the order was placed in', async () => {
    const order = await posterOrder(1);
    await db().update(orders).set({ language: 'fr' }).where(eq(orders.id, order.id));
    const shipped = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'swiss-post',
      trackingNumber: '99.00.123456.12345678',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await waitFor(
      'the French shipped mail',
      async () => mailsTo(order.shipping.email, /a été expédiée/)[0],
    );
    expect(mail.subject).toBe(`Votre commande ${order.confirmationId} a été expédiée`);
    expect(mail.text).toContain(
      `Votre commande ${order.confirmationId} est en route avec Swiss Post, numéro de suivi 990012345612345678.`,
    );
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Suivre votre colis');
  });

  it('refuses a tracking number that is not the carrier’s, and a carrier off the list', async () => {
    const order = await posterOrder(1);
    const bad = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'swiss-post',
      trackingNumber: '12345',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: expect.any(String), message: m.trackingNumberInvalid['swiss-post'] });
    expect(
      (
        await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'shipped',
          carrier: 'pigeon',
          trackingNumber: '1Z999AA10123456784',
        })
      ).json(),
    ).toEqual({ code: expect.any(String), message: m.invalidCarrier });
    const ups = await admin('PATCH', `/api/admin/orders/${order.id}/status`, {
      status: 'shipped',
      carrier: 'ups',
      trackingNumber: '1Z 999 AA1 01 2345 6784',
    });
    expect(ups.statusCode).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
  });
});

describe('the confirmation mail', () => {
  /** The pictures of a mail, fetched from the shop as a mail client would: content type, first bytes, format. */
  async function picturesOf(html: string) {
    const sources = [...html.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
    return Promise.all(
      sources.map(async (source) => {
        const url = new URL(source);
        const response = await t.app.inject({ method: 'GET', url: url.pathname });
        return {
          path: url.pathname,
          status: response.statusCode,
          contentType: response.headers['content-type'],
          magic: response.rawPayload.subarray(0, 3).toString('hex'),
          metadata: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null,
        };
      }),
    );
  }

  it('shows the posters as JPEG pictures, never WebP, for a custom poster and a catalogue order', async () => {
    const custom = await posterOrder(1);
    const catalogue = await catalogueOrder([
      await makeCataloguePoster(t, creator.id, { name: 'Morning in Interlaken' }),
      await makeCataloguePoster(t, creator.id, { name: 'Ascona by night' }),
    ]);
    for (const [order, count] of [
      [custom, 1],
      [catalogue, 2],
    ] as const) {
      const mail = await smtp.waitForMail(order.shipping.email);
      const html = String(mail.html);
      expect(html).not.toMatch(/\.webp/);
      const pictures = await picturesOf(html);
      expect(pictures).toHaveLength(count);
      for (const picture of pictures) {
        expect(picture.path).toMatch(/^\/api\/storage-image\/mail-pictures\/[0-9a-f]{32}\.jpg$/);
        expect(picture.status).toBe(200);
        expect(picture.contentType).toBe('image/jpeg');
        expect(picture.magic).toBe('ffd8ff');
        expect(picture.metadata).toMatchObject({ format: 'jpeg', width: 168 });
      }
    }
  });
});

describe('the receipt', () => {
  it('is a PDF with the shop, the customer, the items, the total and its Swiss VAT share, and comes with the confirmation mail', async () => {
    const order = await posterOrder(2);
    const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${order.confirmationId}.pdf"`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Affiche Print AG');
    expect(text).toContain('8002 Zürich');
    expect(text).toContain('8001 Zürich');
    expect(text).toContain(order.confirmationId);
    expect(text).toContain(order.paymentIntentId);
    expect(text).toContain('29.95 CHF');
    expect(text).toContain('59.90 CHF');
    // 59.90 × 8.1 / 108.1 = 4.488… → 4.49
    expect(text).toMatch(/Including VAT 8\.1%\s*4\.49 CHF/);
    expect(text).toMatch(/Shipping[^]*included/);

    const confirmation = await smtp.waitForMail(order.shipping.email);
    expect(confirmation.subject).toBe(`Your order ${order.confirmationId}`);
    expect(confirmation.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`receipt-${order.confirmationId}.pdf`, 'application/pdf'],
    ]);
    const attached = await extractText(await getDocumentProxy(new Uint8Array(confirmation.attachments[0]!.content)), {
      mergePages: true,
    });
    expect(attached.text).toContain('59.90 CHF');
  });

  it('is written in the order’s language, with its amounts as that language writes them', async () => {
    const order = await posterOrder(2);
    await db().update(orders).set({ language: 'de' }).where(eq(orders.id, order.id));
    const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
    expect(response.statusCode).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Quittung');
    expect(text).toContain('Rechnungs- und Lieferadresse');
    expect(text).toContain('Stückpreis');
    expect(text).toContain('CHF 29.95');
    expect(text).toMatch(/Total\s*CHF 59\.90/);
    expect(text).toMatch(/Inkl\. MWST 8\.1%\s*CHF 4\.49/);
    expect(text).toMatch(/Versand \(mit Sendungsverfolgung\)[^]*inbegriffen/);
    expect(text).not.toContain('Receipt');
  });

  it('names the poster’s style and the customer’s country in the order’s language, never by their ids', async () => {
    const order = await posterOrder(1);
    const expected = {
      en: ['Poster, Pop Art style A3, unframed', 'Switzerland'],
      de: ['Poster im Stil Pop Art A3, ohne Rahmen', 'Schweiz'],
      fr: ['Affiche, style Pop Art A3, sans cadre', 'Suisse'],
      it: ['Poster, stile Pop Art A3, senza cornice', 'Svizzera'],
    } as const;
    for (const [language, [item, country]] of Object.entries(expected)) {
      await db().update(orders).set({ language }).where(eq(orders.id, order.id));
      const response = await admin('GET', `/api/admin/orders/${order.id}/receipt`);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
        mergePages: true,
      });
      expect(text.replace(/\s+/g, ' '), language).toContain(item);
      expect(text, language).toMatch(new RegExp(`8001 Zürich\\s+Zürich\\s+${country}\\s`));
      // The shop's own country too (SHOP_COUNTRY; this shop's address still ends in "Switzerland", left out).
      expect(text, language).toMatch(new RegExp(`Seestrasse 5\\s+8002 Zürich\\s+${country}\\s`));
      if (language !== 'en') expect(text, language).not.toContain('Switzerland');
      expect(text, language).not.toContain('popart');
    }
  });

  it('lists a catalogue order’s editions', async () => {
    const poster = await makeCataloguePoster(t, creator.id, {
      name: 'Genève, quai du Mont-Blanc',
      totalSupply: 50,
      pricePerUnit: 45,
    });
    const order = await catalogueOrder([poster]);
    const response = await admin('GET', `/api/admin/catalogue-orders/${order.id}/receipt`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('Genève, quai du Mont-Blanc');
    expect(text).toContain('#1/50');
    // 45.00 × 8.1 / 108.1 = 3.371… → 3.37
    expect(text).toMatch(/45\.00 CHF[^]*Including VAT 8\.1%\s*3\.37 CHF/);
  });
});
