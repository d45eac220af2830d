import { formatChf } from '../../../shared/checkout.ts';
import { orderMessages as m } from '../../../shared/messages/orders.ts';
import { ORDER_LINK_TTL_DAYS } from '../../../shared/orders.ts';
import { brandedMail, escapeHtml } from '../mail/templates/layout.ts';

type Brand = { brandName: string; publicUrl: string };

const dateOf = (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Zurich' });

/** The answer to a guest's link request: one signed link per order of the address. */
export function orderLinksMail(brand: Brand, orders: { reference: string; placedAt: Date; amount: number; url: string }[]) {
  const lineText = (order: (typeof orders)[number]) => `${order.reference}, ${dateOf(order.placedAt)}, ${formatChf(order.amount)}`;
  return brandedMail({
    ...brand,
    subject: m.linkMailSubject,
    preheader: m.linkMailIntro,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(m.linkMailIntro)}</p>
<ul style="margin:0 0 16px 0;padding:0 0 0 18px;">${orders.map((order) => `<li style="margin:0 0 8px 0;"><a href="${escapeHtml(order.url)}" style="color:#141414;font-weight:700;">${escapeHtml(lineText(order))}</a></li>`).join('')}</ul>
<p style="margin:0;">${escapeHtml(m.linkMailExpiry(ORDER_LINK_TTL_DAYS))}</p>`,
    bodyText: `${m.linkMailIntro}\n\n${orders.map((order) => `${lineText(order)}\n${order.url}`).join('\n\n')}\n\n${m.linkMailExpiry(ORDER_LINK_TTL_DAYS)}`,
  });
}

/** The same request for an address without orders: the mailbox's owner learns it, the asker does not. */
export function noOrdersMail(brand: Brand) {
  return brandedMail({
    ...brand,
    subject: m.noOrdersMailSubject,
    preheader: m.noOrdersMailText,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(m.noOrdersMailText)}</p><p style="margin:0;"><a href="${escapeHtml(brand.publicUrl)}/catalogue" style="color:#141414;">Browse the catalogue</a></p>`,
    bodyText: `${m.noOrdersMailText}\n\nBrowse the catalogue: ${brand.publicUrl}/catalogue`,
  });
}
