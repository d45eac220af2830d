import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages.ts';
import { orderNoticeMail } from './order-notice-mails.ts';
import type { OrderRecord } from './order-records.ts';

/** The notices from production to the door link the returns page (docs/product/after-the-sale.md#returns). */
const order = (language: OrderRecord['language']): OrderRecord => ({
  kind: 'catalogue',
  id: 7,
  confirmationId: 'CAT-123456',
  userId: null,
  status: 'shipped',
  amount: 3000,
  currency: 'chf',
  paymentIntentId: 'pi_1',
  email: 'anna@example.ch',
  firstName: 'Anna',
  language,
  carrier: 'swiss_post',
  trackingNumber: null,
  createdAt: new Date('2026-11-30T09:00:00Z'),
});
const brand = { brandName: 'Affiche', publicUrl: 'https://shop.example.ch' };

describe('order notices and the returns page', () => {
  it.each([
    ['in_production', 'en', 'https://shop.example.ch/returns'],
    ['shipped', 'fr', 'https://shop.example.ch/returns?lang=fr'],
    ['delivered', 'it', 'https://shop.example.ch/returns?lang=it'],
  ] as const)('the %s notice in %s links %s', (event, language, url) => {
    const mail = orderNoticeMail(brand, { order: order(language), event, details: {} });
    const label = messagesFor(language).shell.delivery.returnsLink;
    expect(mail.text).toContain(`${messagesFor(language).common.labelled({ label })} ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
  });

  it('a cancellation or a refund does not', () => {
    for (const event of ['cancelled', 'refunded'] as const) {
      const mail = orderNoticeMail(brand, { order: order('de'), event, details: { amount: 3000 } });
      expect(mail.text).not.toContain('/returns');
    }
  });
});
