import { countryName, formatChf } from '../../../shared/checkout.ts';
import type { CheckoutLine, ShippingData } from '../../../shared/checkout.ts';
import { orderMessages } from '../../../shared/messages/orders.ts';
import { brandedMail, escapeHtml } from '../mail/templates/layout.ts';

type Brand = { brandName: string; publicUrl: string };

/** The order confirmation (issue 5): the order number, the posters and the address it goes to. */
export function orderConfirmationMail(brand: Brand, order: { confirmationId: string; shipping: ShippingData; lines: CheckoutLine[]; amount: number; orderUrl: string }) {
  const { shipping } = order;
  const address = [
    `${shipping.firstName} ${shipping.lastName}`,
    shipping.address,
    `${shipping.zipCode} ${shipping.city}`,
    shipping.state,
    countryName(shipping.country),
  ];
  const lineText = (line: CheckoutLine) =>
    `${line.quantity} × A3 poster "${line.name}"${line.isLimitedEdition ? ' (limited edition)' : ''}, ${formatChf(line.unitPrice)} each`;
  const itemsHtml = order.lines
    .map(
      (line) => `<tr><td style="padding:0 12px 12px 0;vertical-align:top;"><img src="${escapeHtml(line.imageUrl)}" alt="" width="84" style="display:block;border:6px solid #ffffff;box-shadow:0 1px 3px rgba(0,0,0,.2);"></td>
<td style="padding:0 0 12px 0;vertical-align:top;">${escapeHtml(lineText(line))}</td></tr>`,
    )
    .join('');
  return brandedMail({
    ...brand,
    subject: `Your order ${order.confirmationId}`,
    preheader: `Thank you! Order ${order.confirmationId}: ${formatChf(order.amount)}, printed in Switzerland.`,
    bodyHtml: `<p style="margin:0 0 16px 0;">Thank you, ${escapeHtml(shipping.firstName)}! Your order number is <strong>${escapeHtml(order.confirmationId)}</strong>.</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 8px 0;">${itemsHtml}</table>
<p style="margin:0 0 16px 0;">Shipping: Free<br><strong>Total: ${escapeHtml(formatChf(order.amount))}</strong></p>
<p style="margin:0 0 6px 0;font-weight:700;">We will send it to</p>
<p style="margin:0 0 16px 0;">${address.map(escapeHtml).join('<br>')}</p>
<p style="margin:0 0 16px 0;"><a href="${escapeHtml(order.orderUrl)}" style="display:inline-block;background:#141414;color:#ffffff;padding:10px 16px;text-decoration:none;font-weight:700;">${escapeHtml(orderMessages.viewOrderInMail)}</a></p>
<p style="margin:0;">Printed in Switzerland. Delivered to your door.</p>`,
    bodyText: `Thank you, ${shipping.firstName}! Your order number is ${order.confirmationId}.\n\n${order.lines.map(lineText).join('\n')}\nShipping: Free\nTotal: ${formatChf(order.amount)}\n\nWe will send it to:\n${address.join('\n')}\n\n${orderMessages.viewOrderInMail}: ${order.orderUrl}\n\nPrinted in Switzerland. Delivered to your door.`,
  });
}

/** The rare case of ARCHITECTURE §5: a payment arrived for an edition that was gone, so it was refunded. */
export function soldOutRefundMail(brand: Brand, confirmationId: string, amount: number) {
  const text = `The last edition of a poster in your order ${confirmationId} sold a moment before your payment arrived. We have refunded your payment of ${formatChf(amount)} in full; depending on your bank it shows on your statement within a few days. No order was created.`;
  return brandedMail({
    ...brand,
    subject: `Your payment for ${confirmationId} has been refunded`,
    preheader: 'An edition in your order sold out just before your payment arrived.',
    bodyHtml: `<p style="margin:0 0 16px 0;">We are sorry. ${escapeHtml(text)}</p><p style="margin:0;"><a href="${escapeHtml(brand.publicUrl)}/catalogue" style="color:#141414;">Browse the catalogue</a></p>`,
    bodyText: `We are sorry. ${text}\n\nBrowse the catalogue: ${brand.publicUrl}/catalogue`,
  });
}
