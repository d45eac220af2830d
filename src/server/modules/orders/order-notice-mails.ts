import { formatChf } from '../../../shared/checkout.ts';
import type { OrderEventName } from '../../../shared/after-sale.ts';
import { carrierOf, trackingUrlOf } from '../../../shared/shipping-carriers.ts';
import { brandedMail, escapeHtml } from '../mail/templates/layout.ts';
import type { OrderRecord } from './order-records.ts';

type Brand = { brandName: string; publicUrl: string };

/** What a notice mail says besides the order: the tracking of a shipment, the amount of a refund. */
export type NoticeDetails = { carrier?: string; trackingNumber?: string; amount?: number; refundedTotal?: number; by?: 'admin' | 'customer' };

/** The mail of each notice (issue 14): one short paragraph, a link where there is one. */
export function orderNoticeMail(brand: Brand, notice: { order: OrderRecord; event: OrderEventName; details: NoticeDetails }) {
  const { order, details } = notice;
  const reference = order.confirmationId;
  const trackingUrl = trackingUrlOf(details.carrier, details.trackingNumber);
  const carrierName = carrierOf(details.carrier)?.name ?? 'the carrier';
  const refundText = (amount: number) =>
    `We have refunded ${formatChf(amount)} of your order ${reference}. Depending on your bank it shows on your statement within a few days.`;
  const content: Record<OrderEventName, { subject: string; text: string; link?: { label: string; url: string } }> = {
    in_production: {
      subject: `Your order ${reference} is being printed`,
      text: `Good news, ${order.firstName}: your order ${reference} is in production. We print it in Switzerland and tell you as soon as it ships.`,
    },
    shipped: {
      subject: `Your order ${reference} has shipped`,
      text: `Your order ${reference} is on its way with ${carrierName}${details.trackingNumber ? `, tracking number ${details.trackingNumber}` : ''}.`,
      link: trackingUrl ? { label: 'Track your parcel', url: trackingUrl } : undefined,
    },
    delivered: {
      subject: `Your order ${reference} has been delivered`,
      text: `Your order ${reference} has been delivered. We hope you enjoy your poster${order.kind === 'catalogue' ? 's' : ''}!`,
    },
    cancelled: {
      subject: `Your order ${reference} is cancelled`,
      text: `Your order ${reference} is cancelled${details.by === 'customer' ? ' as you asked' : ''}. Your payment of ${formatChf((details.amount ?? order.amount) / 100)} is being refunded in full; we write again once it is on its way back to you.`,
    },
    refunded: { subject: `Your order ${reference} has been refunded`, text: refundText((details.amount ?? 0) / 100) },
    partially_refunded: { subject: `A refund for your order ${reference}`, text: refundText((details.amount ?? 0) / 100) },
  };
  const { subject, text, link } = content[notice.event];
  return brandedMail({
    ...brand,
    subject,
    preheader: text.slice(0, 120),
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(text)}</p>${
      link ? `<p style="margin:0 0 16px 0;"><a href="${escapeHtml(link.url)}" style="color:#141414;font-weight:700;">${escapeHtml(link.label)}</a></p>` : ''
    }<p style="margin:0;">Order ${escapeHtml(reference)}</p>`,
    bodyText: `${text}${link ? `\n\n${link.label}: ${link.url}` : ''}\n\nOrder ${reference}`,
  });
}
