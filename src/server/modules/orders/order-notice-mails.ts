import { defaultLanguage, languageParam } from '../../../shared/i18n/languages.ts';
import type { OrderEventName } from '../../../shared/after-sale.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { carrierOf, trackingUrlOf } from '../../../shared/shipping-carriers.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { brandedMail, escapeHtml } from '../mail/index.ts';
import type { OrderRecord } from './order-records.ts';

type Brand = { brandName: string; publicUrl: string };

/** What a notice mail says besides the order: the tracking of a shipment, the amount of a refund. */
export type NoticeDetails = {
  carrier?: string;
  /** A print lab's carrier, in the lab's words, and its tracking page (decision 038). */
  carrierName?: string;
  trackingUrl?: string;
  trackingNumber?: string;
  amount?: number;
  refundedTotal?: number;
  by?: 'admin' | 'customer';
};

/**
 * The mail of each notice (docs/product/after-the-sale.md#notices): one short paragraph, a link where there is one, in
 * the order's language.
 */
export function orderNoticeMail(
  brand: Brand,
  notice: { order: OrderRecord; event: OrderEventName; details: NoticeDetails },
) {
  const { order, details } = notice;
  const { language } = order;
  const m = messagesFor(language).orders.notices;
  const price = formatterFor(language).price;
  const reference = order.confirmationId;
  const trackingUrl = details.trackingUrl ?? trackingUrlOf(details.carrier, details.trackingNumber);
  const carrier = carrierOf(details.carrier)?.name ?? details.carrierName ?? m.theCarrier;
  const amount = (rappen: number) => price(rappen / 100);
  const refundText = (rappen: number) => m.refundText({ reference, amount: amount(rappen) });
  const content: Record<OrderEventName, { subject: string; text: string; link?: { label: string; url: string } }> = {
    in_production: {
      subject: m.inProductionSubject({ reference }),
      text: m.inProductionText({ reference, firstName: order.firstName }),
    },
    shipped: {
      subject: m.shippedSubject({ reference }),
      text: details.trackingNumber
        ? m.shippedTrackedText({ reference, carrier, trackingNumber: details.trackingNumber })
        : m.shippedText({ reference, carrier }),
      link: trackingUrl ? { label: m.trackParcel, url: trackingUrl } : undefined,
    },
    delivered: {
      subject: m.deliveredSubject({ reference }),
      text: m.deliveredText({ reference, kind: order.kind }),
    },
    cancelled: {
      subject: m.cancelledSubject({ reference }),
      text: (details.by === 'customer' ? m.cancelledAsAskedText : m.cancelledText)({
        reference,
        amount: amount(details.amount ?? order.amount),
      }),
    },
    refunded: { subject: m.refundedSubject({ reference }), text: refundText(details.amount ?? 0) },
    partially_refunded: { subject: m.partiallyRefundedSubject({ reference }), text: refundText(details.amount ?? 0) },
  };
  const { subject, text, link } = content[notice.event];
  const footer = m.footer({ reference });
  // From production to the door, how to report a damaged print (docs/product/after-the-sale.md#returns).
  const returns = ['in_production', 'shipped', 'delivered'].includes(notice.event)
    ? {
        label: messagesFor(language).shell.delivery.returnsLink,
        url: `${brand.publicUrl}/returns${language === defaultLanguage ? '' : `?${languageParam}=${language}`}`,
      }
    : null;
  const labelledLink = (to: { label: string; url: string } | null | undefined) =>
    to ? `\n\n${messagesFor(language).common.labelled({ label: to.label })} ${to.url}` : '';
  return brandedMail({
    ...brand,
    language,
    subject,
    preheader: text.slice(0, 120),
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(text)}</p>${
      link
        ? `<p style="margin:0 0 16px 0;"><a href="${escapeHtml(link.url)}" ` +
          `style="color:#141414;font-weight:700;">${escapeHtml(link.label)}</a></p>`
        : ''
    }<p style="margin:0;">${escapeHtml(footer)}</p>${
      returns
        ? `<p style="margin:16px 0 0 0;font-size:13px;"><a href="${escapeHtml(returns.url)}" ` +
          `style="color:#141414;">${escapeHtml(returns.label)}</a></p>`
        : ''
    }`,
    bodyText: `${text}${labelledLink(link)}\n\n${footer}${labelledLink(returns)}`,
  });
}
