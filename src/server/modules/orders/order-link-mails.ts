import { formatterFor } from '../../../shared/i18n/format.ts';
import { localeOf } from '../../../shared/i18n/languages.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { ORDER_LINK_TTL_DAYS } from '../../../shared/orders.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { brandedMail, escapeHtml } from '../mail/index.ts';

type Brand = { brandName: string; publicUrl: string };

/** "25 November 2026" in the mail's language, on the shop's clock. */
const dateOf = (language: Language, date: Date) =>
  date.toLocaleDateString(language === 'en' ? 'en-GB' : localeOf[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Zurich',
  });

/** The answer to a guest's link request, in the language they asked in: one signed link per order of the address. */
export function orderLinksMail(
  brand: Brand,
  language: Language,
  orders: { reference: string; placedAt: Date; amount: number; url: string }[],
) {
  const m = messagesFor(language).orders;
  const { price } = formatterFor(language);
  const lineText = (order: (typeof orders)[number]) =>
    `${order.reference}, ${dateOf(language, order.placedAt)}, ${price(order.amount)}`;
  const expiry = m.linkMailExpiry({ days: ORDER_LINK_TTL_DAYS });
  const items = orders
    .map(
      (order) =>
        `<li style="margin:0 0 8px 0;"><a href="${escapeHtml(order.url)}" style="color:#141414;font-weight:700;">` +
        `${escapeHtml(lineText(order))}</a></li>`,
    )
    .join('');
  const itemsText = orders.map((order) => `${lineText(order)}\n${order.url}`).join('\n\n');
  return brandedMail({
    ...brand,
    language,
    subject: m.linkMailSubject,
    preheader: m.linkMailIntro,
    bodyHtml: `<p style="margin:0 0 16px 0;">${escapeHtml(m.linkMailIntro)}</p>
<ul style="margin:0 0 16px 0;padding:0 0 0 18px;">${items}</ul>
<p style="margin:0;">${escapeHtml(expiry)}</p>`,
    bodyText: `${m.linkMailIntro}\n\n${itemsText}\n\n${expiry}`,
  });
}

/** The same request for an address without orders: the mailbox's owner learns it, the asker does not. */
export function noOrdersMail(brand: Brand, language: Language) {
  const m = messagesFor(language).orders;
  const { labelled } = messagesFor(language).common;
  return brandedMail({
    ...brand,
    language,
    subject: m.noOrdersMailSubject,
    preheader: m.noOrdersMailText,
    bodyHtml:
      `<p style="margin:0 0 16px 0;">${escapeHtml(m.noOrdersMailText)}</p><p style="margin:0;"><a ` +
      `href="${escapeHtml(brand.publicUrl)}/catalogue" style="color:#141414;">${escapeHtml(m.emptyAction)}</a></p>`,
    bodyText: `${m.noOrdersMailText}\n\n${labelled({ label: m.emptyAction })} ${brand.publicUrl}/catalogue`,
  });
}
