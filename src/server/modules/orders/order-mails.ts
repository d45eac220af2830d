import type { CheckoutLine, ShippingData } from '../../../shared/checkout.ts';
import { formatterFor } from '../../../shared/i18n/format.ts';
import { defaultLanguage, languageParam } from '../../../shared/i18n/languages.ts';
import { formatLabel, formatOf } from '../../../shared/print-formats.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { DeliveryWindow } from '../../../shared/delivery.ts';
import { messagesFor } from '../../i18n/messages.ts';
import { brandedMail, escapeHtml } from '../mail/index.ts';

type Brand = { brandName: string; publicUrl: string };

/** A sentence with one value set in bold in the HTML version: the value is escaped with the rest. */
const withBold = (sentence: (value: string) => string, value: string) => {
  const marker = '\u0000';
  return escapeHtml(sentence(marker)).replace(marker, `<strong>${escapeHtml(value)}</strong>`);
};

/**
 * The order confirmation (docs/product/pay.md#completing-an-order): the order number, the posters (each in its size and
 * frame) and the address it goes to, written in the language the customer shopped in, with prices and the country name
 * formatted for it (docs/product/languages.md#what-keeps-its-language).
 */
export function orderConfirmationMail(
  brand: Brand,
  language: Language,
  order: {
    confirmationId: string;
    shipping: ShippingData;
    lines: CheckoutLine[];
    amount: number;
    orderUrl: string;
    /** When it arrives (docs/product/after-the-sale.md#delivery-estimate). */
    delivery: DeliveryWindow;
  },
) {
  const t = messagesFor(language).checkout.mail;
  const shell = messagesFor(language).shell;
  const format = formatterFor(language);
  const { shipping } = order;
  const id = order.confirmationId;
  const address = [
    `${shipping.firstName} ${shipping.lastName}`,
    shipping.address,
    `${shipping.zipCode} ${shipping.city}`,
    shipping.state,
    format.country(shipping.country),
  ].filter((line): line is string => Boolean(line));
  const prints = messagesFor(language).prints;
  // A line priced before sizes carries no format: it reads as A3 unframed.
  const lineText = (line: CheckoutLine) =>
    t.line({
      quantity: line.quantity,
      name: line.name,
      format: formatLabel(prints, formatOf(line)),
      limited: line.isLimitedEdition ? 'yes' : 'no',
      price: format.price(line.unitPrice),
    });
  const itemsHtml = order.lines
    .map(
      (line) => `<tr><td style="padding:0 12px 12px 0;vertical-align:top;">\
<img src="${escapeHtml(line.imageUrl)}" alt="" width="84" \
style="display:block;border:6px solid #ffffff;box-shadow:0 1px 3px rgba(0,0,0,.2);"></td>
<td style="padding:0 0 12px 0;vertical-align:top;">${escapeHtml(lineText(line))}</td></tr>`,
    )
    .join('');
  const total = t.total({ amount: format.price(order.amount) });
  const arrives = shell.delivery.arrivesBetween({
    from: format.deliveryDay(order.delivery.from),
    to: format.deliveryDay(order.delivery.to),
  });
  const returnsUrl = `${brand.publicUrl}/returns${language === defaultLanguage ? '' : `?${languageParam}=${language}`}`;
  const closing = messagesFor(language).checkout.printedNote;
  return brandedMail({
    ...brand,
    language,
    subject: t.confirmationSubject({ id }),
    preheader: t.confirmationPreheader({ id, amount: format.price(order.amount) }),
    bodyHtml: `<p style="margin:0 0 16px 0;">\
${withBold((value) => t.greeting({ firstName: shipping.firstName, id: value }), id)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px 0;">${itemsHtml}</table>
<p style="margin:0 0 16px 0;">${escapeHtml(t.shippingFree)}<br><strong>${escapeHtml(total)}</strong></p>
<p style="margin:0 0 16px 0;" data-delivery>${escapeHtml(arrives)}</p>
<p style="margin:0 0 6px 0;font-weight:700;">${escapeHtml(t.sendTo)}</p>
<p style="margin:0 0 16px 0;">${address.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 16px 0;"><a href="${escapeHtml(order.orderUrl)}" \
style="display:inline-block;background:#141414;color:#ffffff;padding:10px \
16px;text-decoration:none;font-weight:700;">${escapeHtml(t.viewOrder)}</a></p>
<p style="margin:0 0 16px 0;">${escapeHtml(closing)}</p>
<p style="margin:0;font-size:13px;"><a href="${escapeHtml(returnsUrl)}" \
style="color:#141414;">${escapeHtml(shell.delivery.returnsLink)}</a></p>`,
    bodyText: [
      t.greeting({ firstName: shipping.firstName, id }),
      '',
      order.lines.map(lineText).join('\n'),
      t.shippingFree,
      total,
      arrives,
      '',
      t.sendToLabel,
      address.join('\n'),
      '',
      `${messagesFor(language).common.labelled({ label: t.viewOrder })} ${order.orderUrl}`,
      '',
      closing,
      '',
      `${messagesFor(language).common.labelled({ label: shell.delivery.returnsLink })} ${returnsUrl}`,
    ].join('\n'),
  });
}

/**
 * The rare case of a payment that arrived for an edition that was gone, so it was refunded
 * (docs/product/pay.md#limited-editions-and-holds).
 */
export function soldOutRefundMail(brand: Brand, language: Language, confirmationId: string, amount: number) {
  const t = messagesFor(language).checkout.mail;
  const text = t.refundText({ id: confirmationId, amount: formatterFor(language).price(amount) });
  return brandedMail({
    ...brand,
    language,
    subject: t.refundSubject({ id: confirmationId }),
    preheader: t.refundPreheader,
    bodyHtml:
      `<p style="margin:0 0 16px 0;">${escapeHtml(t.refundApology)} ${escapeHtml(text)}</p><p ` +
      `style="margin:0;"><a href="${escapeHtml(brand.publicUrl)}/catalogue" ` +
      `style="color:#141414;">${escapeHtml(t.browseCatalogue)}</a></p>`,
    bodyText:
      `${t.refundApology} ` +
      `${text}\n\n${messagesFor(language).common.labelled({ label: t.browseCatalogue })} ` +
      `${brand.publicUrl}/catalogue`,
  });
}
